import { fileURLToPath } from 'node:url';

// These paths live in a file directly under src/ on purpose: the production bundle (dist/main.js)
// sits at the same depth, so `../` means apps/server in both the sources and the build.

/** The built web app (made by `npm run build`). */
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Drizzle's SQL migrations, applied at start. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
