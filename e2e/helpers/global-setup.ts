import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests need Chromium and the built web app; say what to do instead of skipping. */
export default function setup() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
  }
  if (!existsSync(join(import.meta.dirname, '../../apps/web/dist/index.html'))) {
    throw new Error('The web app is not built. Run "npm run build" first (npm test does it).');
  }
}
