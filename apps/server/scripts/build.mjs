// Bundles the server for production: apps/server/src/main.ts -> apps/server/dist/main.js (one ES module).
// The workspace packages (@app/contracts, @app/numerology: TypeScript sources) are compiled into the bundle;
// every other package stays an import resolved from node_modules at run time, so it must be listed in
// apps/server/package.json "dependencies" — the build fails naming any that is not (a production install,
// `npm ci --omit=dev`, would not have it). Migrations (apps/server/drizzle) and the built web app are read
// from disk next to the bundle (see src/paths.ts). An optional argument names another output directory
// (the production-build test bundles into its own copy of the tree, leaving apps/server/dist alone).
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer, serverDir } from './bundle.mjs';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const external = new Set();
const undeclared = new Set();
const outdir = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL('../dist', import.meta.url));
rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await bundleServer({
  entryPoints: { main: 'src/main.ts' },
  outdir,
  onPackage(name, importer) {
    external.add(name);
    if (!(name in dependencies)) undeclared.add(`${name} (imported by ${importer.replace(serverDir, '')})`);
  },
});
if (undeclared.size > 0) {
  console.error(
    `apps/server/package.json "dependencies" lacks packages the server imports:\n  ${[...undeclared].join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `server bundled to ${join(outdir, 'main.js')} in ${Date.now() - started} ms (external: ${[...external].sort().join(', ')})`,
);
