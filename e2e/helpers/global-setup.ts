import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../apps/server/src/db/client';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests need Chromium and the built web app; say what to do instead of skipping. Then, once per
 * run, a migrated PGlite data directory that each site starts from a copy of (saves each server the
 * first-run set-up and migrations; a fresh directory is still started by the integration tests).
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
  const template = mkdtempSync(join(tmpdir(), 'app-e2e-template-'));
  const database = await openDatabase({ dataDir: template });
  await database.close();
  project.provide('e2eDataDirTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDataDirTemplate: string;
  }
}
