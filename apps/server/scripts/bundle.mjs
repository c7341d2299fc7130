// How the server is bundled, once: for production (build.mjs) and for the servers the tests start
// (test/helpers/global-setup.ts), so that what a test starts is built the way production is (ADR 0800, 0831).
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** "@scope/name/sub" -> "@scope/name", "name/sub" -> "name". */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bundles `entryPoints` (output name -> path under apps/server) into `outdir`, one ES module each. The workspace
 * packages (@app/contracts, @app/numerology: TypeScript sources) are compiled in; every other package stays an
 * import resolved from node_modules at run time, and is told to `onPackage` with the file that imports it.
 */
export async function bundleServer({ entryPoints, outdir, onPackage = () => {} }) {
  await build({
    entryPoints,
    absWorkingDir: serverDir,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            const name = packageName(args.path);
            if (name.startsWith('@app/')) return undefined; // workspace source: bundle it
            if (!args.path.startsWith('node:') && !builtinModules.includes(name)) onPackage(name, args.importer);
            return { external: true };
          });
        },
      },
    ],
  });
}
