import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeDist } from './helpers/fake-dist';
import { killQuietly, spawnServer, waitReady, type ServerProcess } from './helpers/server-process';

const repoRoot = join(import.meta.dirname, '../../..');

/** What a deployment ships after `npm run build` besides the bundle: manifests, the lock file, the migrations. */
function copyBuiltTree(target: string) {
  const manifests = ['package.json', 'package-lock.json'];
  for (const parent of ['apps', 'packages']) {
    for (const name of readdirSync(join(repoRoot, parent))) {
      if (existsSync(join(repoRoot, parent, name, 'package.json'))) manifests.push(`${parent}/${name}/package.json`);
    }
  }
  for (const file of manifests) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(repoRoot, file), join(target, file));
  }
  cpSync(join(repoRoot, 'apps/server/drizzle'), join(target, 'apps/server/drizzle'), { recursive: true });
}

describe('production build', () => {
  const work = mkdtempSync(join(tmpdir(), 'app-prod-'));
  const fakeDist = createFakeDist();
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await killQuietly(server);
    fakeDist.remove();
    rmSync(work, { recursive: true, force: true });
  });

  it('runs from a copy of the built tree with production dependencies only', { timeout: 120_000 }, async () => {
    const app = join(work, 'app');
    // Bundled straight into the copy: the working tree's apps/server/dist is the browser tests' (ADR 0800).
    execFileSync(process.execPath, ['apps/server/scripts/build.mjs', join(app, 'apps/server/dist')], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    copyBuiltTree(app);
    // The web app's place next to the bundle (a stand-in: the real one takes a minute to build).
    cpSync(fakeDist.dir, join(app, 'apps/web/dist'), { recursive: true });

    execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: app,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    // Only production dependencies: the build and test tools are absent, the server's packages present.
    for (const devOnly of ['tsx', 'esbuild', 'vitest', 'typescript', 'vite', 'react']) {
      expect(existsSync(join(app, 'node_modules', devOnly)), devOnly).toBe(false);
    }
    expect(existsSync(join(app, 'node_modules/fastify/package.json'))).toBe(true);
    const { scripts } = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['start:prod']).toBe('node apps/server/dist/main.js');

    server = await spawnServer(
      {
        NODE_ENV: 'production',
        DATA_DIR: join(work, 'data'),
        SMTP_URL: 'smtp://127.0.0.1:9',
        ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
        PUBLIC_URL: 'https://numerology.example.com',
      },
      'apps/server/dist/main.js',
      { built: true, cwd: app },
    );
    await waitReady(server);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
    // The API answers (the migrations were read from the shipped folder at start).
    const packages = await fetch(`${server.url}/api/token-packages`);
    expect(packages.status).toBe(200);
    // The web app is found next to the bundle.
    const home = await fetch(`${server.url}/`);
    expect(await home.text()).toContain('prerendered home');
  });
});
