import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { mailboxFromFeed } from './mail-feed';
import { CHROMIUM_OPTIONS, SHARED_SITE_ENV } from './site-files';
import { type RunningSite, startSiteFrom } from './site';

export type { RunningSite } from './site';

/** A site of the file's own (see startSiteFrom), from the run's migrated template; `env` is added to its environment. */
export function startSite(env: Record<string, string> = {}, retries = 3): Promise<RunningSite> {
  return startSiteFrom(inject('e2eDataDirTemplate'), env, { retries });
}

/**
 * A browser for one test file: a connection to the run's one Chromium (global-setup), so a file no longer
 * starts its own (ADR 0941). Its `newContext()` contexts are its own, invisible to other files, and
 * `close()` closes them and disconnects, leaving Chromium to the others. When the shared Chromium cannot be
 * reached (it died, or a file runs without global-setup), the file launches its own as before.
 * On a connection Playwright has no `download.path()`: read a download with `downloadedBytes`.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('e2eBrowserEndpoint');
  if (endpoint) {
    try {
      return await chromium.connect(endpoint, { timeout: 15_000 });
    } catch (error) {
      console.error(`the shared Chromium did not answer (${String(error)}); this file launches its own`);
    }
  }
  return chromium.launch(CHROMIUM_OPTIONS);
}

/** What a download holds (works on a shared browser, where `download.path()` is not available). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Let axe's injected script run despite the site's CSP (the accessibility checks only). */
  bypassCSP?: boolean;
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A page whose console errors and failed requests to other hosts are collected for assertions. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<OpenPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    ...(options.bypassCSP ? { bypassCSP: true } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { context, page, errors };
}

/**
 * Runs `use` on a fresh page (see newPage) and always closes its browser context afterwards, also when an
 * assertion inside fails, so one failing test cannot leave pages, cookies or sessions behind for the next.
 */
export async function withPage<T>(browser: Browser, use: (open: OpenPage) => Promise<T>): Promise<T>;
export async function withPage<T>(
  browser: Browser,
  options: PageOptions,
  use: (open: OpenPage) => Promise<T>,
): Promise<T>;
export async function withPage<T>(
  browser: Browser,
  optionsOrUse: PageOptions | ((open: OpenPage) => Promise<T>),
  maybeUse?: (open: OpenPage) => Promise<T>,
): Promise<T> {
  const [options, use] = typeof optionsOrUse === 'function' ? [{}, optionsOrUse] : [optionsOrUse, maybeUse!];
  const open = await newPage(browser, options);
  try {
    return await use(open);
  } finally {
    await open.context.close();
  }
}

/** A tab a file's tests take turns on (see firstVisitsTab). */
interface FirstVisitsTab {
  /**
   * Runs `use` on `url` opened as a first visit (`errors`: this visit's only). A failure closes the tab, so the
   * next test (or CI's second run of this one) starts in a fresh one.
   */
  look<T>(url: string, use: (open: OpenPage) => Promise<T>): Promise<T>;
  /** For afterAll. */
  close(): Promise<void>;
}

/**
 * One tab for a file's tests that each visit a page as a first-time visitor and only look at it (ADR 1308): a new
 * context for each cost a new renderer and the page's code fetched and compiled again. Before each visit the page
 * before's localStorage and sessionStorage are cleared, the tab leaves it for about:blank (nothing of it still
 * running can write a cookie after that), and the context's cookies are cleared. The HTTP cache stays warm.
 */
export function firstVisitsTab(browser: () => Browser, options: PageOptions = {}): FirstVisitsTab {
  let open: OpenPage | undefined;
  const close = async () => {
    const closing = open;
    open = undefined;
    await closing?.context.close();
  };
  return {
    async look(url, use) {
      try {
        open ??= await newPage(browser(), options);
        const { context, page, errors } = open;
        if (page.url() !== 'about:blank') {
          await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
          await page.goto('about:blank');
        }
        await context.clearCookies();
        errors.length = 0;
        await page.goto(url);
        return await use(open);
      } catch (error) {
        await close();
        throw error;
      }
    },
    close,
  };
}

/**
 * For a describe block: a site (with `env`) and a browser before its tests, handed to `ready`, and let go after.
 * The site is the run's shared one (global-setup, ADR 1309), its mail read through a copy of the file's own, when
 * `env` (as it is when the tests start: a file may fill it in its own beforeAll) asks for nothing it lacks
 * (SHARED_SITE_ENV); else, or when the shared site does not answer, one of the file's own, stopped after.
 */
export function withSiteAndBrowser(
  ready: (site: RunningSite, browser: Browser) => void,
  env: Record<string, string> = {},
): void {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const fits = Object.entries(env).every(([name, value]) => SHARED_SITE_ENV[name] === value);
    const started = (fits ? sharedSiteWithMail() : Promise.resolve(undefined)).then((s) => s ?? startSite(env));
    [site, browser] = await Promise.all([started, launchBrowser()]);
    ready(site, browser);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.stop()]);
  });
}

/** The shared site with a copy of its mail (`stop` only hangs up the copy), or undefined when it does not answer. */
async function sharedSiteWithMail(): Promise<RunningSite | undefined> {
  const shared = await sharedVisitorSite();
  if (!shared) return undefined;
  try {
    const mailbox = await mailboxFromFeed(inject('e2eVisitorSiteBroker') + '/mail');
    // Its log is global-setup's (it prints a crash); no test reads a site's log.
    return { url: shared.url, mailbox, logs: [], stop: () => mailbox.close() };
  } catch (error) {
    console.error(`the shared site's mail did not answer (${String(error)}): this file starts its own site`);
    return undefined;
  }
}

/** What a file on the shared visitor site gets of it: its address. */
export type VisitorSite = Pick<RunningSite, 'url'>;

/**
 * For a describe block whose tests only visit the site signed out (pages, free readings and device shares; no mail
 * read, no sign-in, no settings of its own): the run's one visitor site (global-setup, ADR 0970) and a browser,
 * instead of a site of its own, which cost a file 3-10 s of both cores. When the shared site does not answer, the
 * file starts its own and says so.
 */
export function withVisitorSite(ready: (site: VisitorSite, browser: Browser) => void): void {
  let own: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const site = sharedVisitorSite().then(async (shared) => shared ?? (own = await startSite()));
    let visited: VisitorSite;
    [visited, browser] = await Promise.all([site, launchBrowser()]);
    ready(visited, browser);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), own?.stop()]);
  });
}

/** The shared visitor site, once it is ready (global-setup starts it when a file first asks), or undefined. */
async function sharedVisitorSite(): Promise<VisitorSite | undefined> {
  const broker = inject('e2eVisitorSiteBroker');
  if (broker === '') return undefined; // E2E_OWN_SITES=1 (global-setup)
  try {
    const url = broker ? await (await fetch(broker, { signal: AbortSignal.timeout(90_000) })).text() : '';
    if (url) return { url };
  } catch (error) {
    console.error(`the shared visitor site did not answer (${String(error)})`);
  }
  console.error('no shared visitor site: this file starts its own');
  return undefined;
}

/** Waits until React has taken over an element matching `selector` (its server HTML is now live). */
export const hydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (css) =>
      [...document.querySelectorAll(css)].some((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))),
    selector,
  );

/**
 * Waits until React has taken over a reading form on the page. Since the button is live from the first paint
 * (first-tap, ADR 0680), "not disabled" no longer says the app has started; tests that exercise the app's own
 * behaviour (validation, remembered details) wait for this instead.
 */
export const formHydrated = (page: Page, form = 'form.form') => hydrated(page, form);

/** A free reading for Ada Lovelace made from the home page, waited for until its Share link shows. */
export async function freeReadingWithActions(page: Page, siteUrl: string): Promise<void> {
  await page.goto(siteUrl + '/', { waitUntil: 'networkidle' });
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Date of birth').fill('1815-12-10');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await page.getByTestId('reading-text').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Share link' }).waitFor({ timeout: 30_000 });
}
