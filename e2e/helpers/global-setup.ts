import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../apps/server/src/db/client';
import { type RunningSite, startSiteFrom } from './site';
import { mailFeed } from './mail-feed';
import { CHROMIUM, CHROMIUM_OPTIONS, SERVER_BUNDLE, SHARED_SITE_ENV } from './site-files';

const root = join(import.meta.dirname, '../..');

/** The newest change to a file the server bundle is made from (tests excluded), in ms. */
function newestServerSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.includes('.test.')) newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of ['apps/server/src', ...readdirSync(join(root, 'packages')).map((p) => `packages/${p}/src`)]) {
    if (existsSync(join(root, dir))) walk(join(root, dir));
  }
  return newest;
}

/**
 * Browser tests need Chromium and the built web app; say what to do instead of skipping. Then, once per
 * run, a migrated PGlite data directory that each site starts from a copy of (saves each server the
 * first-run set-up and migrations; a fresh directory is still started by the integration tests), and one
 * Chromium that every file connects to instead of launching its own (ADR 0941): a connection sees and
 * keeps only the contexts it made, and they close when it disconnects; and one site for the files that only
 * visit it signed out (ADR 0970) and those that need no settings of their own (ADR 1309).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
  }
  if (!existsSync(join(import.meta.dirname, '../../apps/web/dist/index.html'))) {
    throw new Error('The web app is not built. Run "npm run build" first (npm test does it).');
  }
  // The sites run the bundle, not the sources: a bundle older than them would test code that is gone.
  if (!existsSync(SERVER_BUNDLE) || statSync(SERVER_BUNDLE).mtimeMs < newestServerSource()) {
    throw new Error(
      'The server bundle (apps/server/dist/main.js) is missing or older than its sources. Run "npm run build" first (npm test does it).',
    );
  }
  const template = mkdtempSync(join(tmpdir(), 'app-e2e-template-'));
  // Chromium starts while the template is migrated (both before the first file; the migration is one core's).
  const launched = chromium.launchServer(CHROMIUM_OPTIONS);
  const database = await openDatabase({ dataDir: template }).catch(async (error: unknown) => {
    await (await launched).close();
    throw error;
  });
  await database.close();
  project.provide('e2eDataDirTemplate', template);
  const browser = await launched;
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  // E2E_OWN_SITES=1: every file starts its own site, as before (to compare, or to rule the sharing out).
  const shared = process.env.E2E_OWN_SITES === '1' ? undefined : await sharedSiteOnDemand(template);
  project.provide('e2eVisitorSiteBroker', shared?.url ?? '');
  return async () => {
    await Promise.all([browser.close(), shared?.close()]);
    rmSync(template, { recursive: true, force: true });
  };
}

/**
 * The shared site (ADR 0970, 1309), for the files that only visit signed out and those that need no settings of
 * their own: started when the first of them asks (a GET to the returned address, answered with the site's address
 * once it is ready, or '' when it could not start), so a run without such a file starts none, and no third site
 * starts at the run's start beside the first two files' own. `GET /mail` is its mail, received here (mail-feed.ts).
 */
async function sharedSiteOnDemand(template: string): Promise<{ url: string; close(): Promise<void> }> {
  let site: Promise<{ url: string; feed: ReturnType<typeof mailFeed>; stop(): Promise<void> } | undefined> | undefined;
  const broker = createServer((request, response) => {
    site ??= startSiteFrom(template, { ...SHARED_SITE_ENV })
      .then((started: RunningSite) => ({ ...started, feed: mailFeed(started.mailbox) }))
      .catch((error: unknown) => {
        console.error(`the shared site did not start (its files start their own): ${String(error)}`);
        return undefined;
      });
    void site.then((started) => {
      if (request.url !== '/mail') response.end(started?.url ?? '');
      else if (started) started.feed(response);
      else response.writeHead(503).end();
    });
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  const { port } = broker.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      broker.closeAllConnections();
      await Promise.all([new Promise((resolve) => broker.close(resolve)), site?.then((started) => started?.stop())]);
    },
  };
}
