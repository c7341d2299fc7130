import { join } from 'node:path';

/**
 * What both sides of a browser test run need to know: where Chromium and the server bundle are, and what
 * global-setup provides. The test workers (helpers/app.ts) import this file, never global-setup, so they do
 * not load the server's database code that global-setup uses to migrate the template (ADR 0890).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How every browser test's Chromium runs (the one global-setup shares, or a file's own when it cannot connect). */
export const CHROMIUM_OPTIONS = {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The environment of the run's one shared site (global-setup, ADR 0970 and 1309). A file whose site needs no more
 * than this gets the shared one. No limits: every file comes from 127.0.0.1, and no browser test checks a limit
 * (the server's own tests do). The contact form's messages go to CONTACT_INBOX (site.test reads them).
 */
export const SHARED_SITE_ENV: Readonly<Record<string, string>> = {
  RATE_LIMIT_DISABLED: '1',
  CONTACT_INBOX: 'operator@example.test',
};

/** The server as production runs it (`npm run build` bundles it); the sites under test run this file. */
export const SERVER_BUNDLE = join(import.meta.dirname, '../../apps/server/dist/main.js');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (global-setup) that each site starts from a copy of. */
    e2eDataDirTemplate: string;
    /**
     * The Playwright endpoint of the one Chromium global-setup launched for the run; each file connects to it and
     * gets a browser of its own contexts (ADR 0941).
     */
    e2eBrowserEndpoint: string;
    /**
     * Where a file asks for the run's one shared site (ADR 0970, 1309; '' with E2E_OWN_SITES=1): global-setup starts
     * it on the first request and answers each with its address, and `/mail` with its mail (helpers/mail-feed.ts).
     * The files that only visit as a signed-out reader share it (withVisitorSite), and those whose site needs no
     * settings beyond SHARED_SITE_ENV (withSiteAndBrowser).
     */
    e2eVisitorSiteBroker: string;
  }
}
