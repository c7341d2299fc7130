import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startMailbox, type Mailbox } from '../../apps/server/test/helpers/mailbox';
import { freePort } from '../../apps/server/test/helpers/postgres';
import { CHROMIUM_OPTIONS, SERVER_BUNDLE } from './site-files';

const root = join(import.meta.dirname, '../..');

export interface RunningSite {
  url: string;
  mailbox: Mailbox;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * Starts the real server as production does (`npm run start:prod`: the bundle `npm run build` made, checked
 * fresh by global-setup; half the start-up CPU of compiling the sources through tsx), on its own PGlite
 * directory (a copy of the run's migrated template, see global-setup), mail to a test SMTP server.
 */
export async function startSite(env: Record<string, string> = {}, retries = 3): Promise<RunningSite> {
  const mailbox = await startMailbox();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'app-e2e-'));
  cpSync(inject('e2eDataDirTemplate'), dataDir, { recursive: true });
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in e-mails come from configuration only (never the Host header): this site's own address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: mailbox.url,
      APP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  // A site that dies under a running test says why: its own log, not only the pages' "connection refused".
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping && logs.length > 0 && child.exitCode !== null && !/EADDRINUSE/.test(logs.join('')))
      console.error(`site on port ${port} exited (code ${code}, signal ${signal}) while in use:\n${logs.join('')}`);
    else if (!stopping && signal) console.error(`site on port ${port} was killed by ${signal} while in use`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) {
      // The free port was taken before the server listened (another socket got it first): start again elsewhere.
      if (retries > 0 && /EADDRINUSE/.test(logs.join(''))) {
        await mailbox.close();
        rmSync(dataDir, { recursive: true, force: true });
        return startSite(env, retries - 1);
      }
      throw new Error(`server exited:\n${logs.join('')}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    mailbox,
    logs,
    async stop() {
      stopping = true;
      // A site that already exited would never say so again: waiting for it would hang the hook.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // Killed, not asked to finish: its database is thrown away next, and a graceful close wrote PGlite's
        // files back first (0.2-1.6 s a file on the 2-core machine; ADR 0941). Graceful shutdown has its own
        // tests (apps/server/test/shutdown.test.ts).
        child.kill('SIGKILL');
        await exited;
      }
      await mailbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

/**
 * For a describe block: starts the site (with `env`) and a browser before its tests, hands both to
 * `ready`, and stops them after.
 */
export function withSiteAndBrowser(
  ready: (site: RunningSite, browser: Browser) => void,
  env: Record<string, string> = {},
): void {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(env), launchBrowser()]);
    ready(site, browser);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.stop()]);
  });
}

/**
 * Waits until React has taken over a reading form on the page. Since the button is live from the first paint
 * (first-tap, ADR 0680), "not disabled" no longer says the app has started; tests that exercise the app's own
 * behaviour (validation, remembered details) wait for this instead.
 */
export const formHydrated = (page: Page, form = 'form.form') =>
  page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].some((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))),
    form,
  );
