import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type VisitorSite, withVisitorSite } from './helpers/app';
import { holdAppEntry, throttledPhone } from './helpers/phone';

/**
 * The pages for signed-in readers (/account, /readings, a saved reading, /daily) come with their HTML (issue 25, ADR 1403):
 * the heading, and for a browser without a session cookie its sign-in prompt, before any of the app's code. They
 * were the empty app shell: nothing to paint until the app's code had come, and the prompt (the page's largest
 * paint) 2.6-3.1 s after the link was opened on the throttled phone.
 */
const PAGES = [
  { path: '/account', heading: 'Your Account', prompt: 'Sign in to see your tokens, where they went, and your data.' },
  { path: '/readings', heading: 'My Readings', prompt: 'Sign in to see the readings you have received.' },
  {
    path: '/readings/00000000-0000-4000-8000-000000000000',
    heading: 'My Readings',
    prompt: 'Sign in to see the readings you have received.',
  },
  // Its prompt came only once the app's code had run and asked for the session (ADR 1406).
  {
    path: '/daily',
    heading: 'Daily Numbers',
    prompt: 'Sign in to see your numbers for today and the week ahead, and to get them by e-mail each morning.',
  },
];

/** Largest-contentful-paint candidates so far, in ms after navigation. */
const largestPaints = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries().map((e) => e.startTime));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve([]), 2000);
      }),
  );

/** Whether React has taken over the page's Sign In button (its props are on it once hydrated or rendered). */
const promptIsLive = (page: Page) =>
  page
    .locator('main')
    .getByRole('button', { name: 'Sign In', exact: true })
    .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')));

describe('pages for signed-in readers painted from their HTML (throttled phone)', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  for (const { path, heading, prompt } of PAGES) {
    it(`${path}: heading and sign-in prompt before the code, the same element after it, no later largest paint`, async () => {
      const { context, page, errors } = await throttledPhone(browser);
      const release = await holdAppEntry(page);
      await page.goto(site.url + path, { waitUntil: 'commit' });
      // Before any of the app's code: the page's heading and, this browser holding no session, its prompt.
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
      const shown = page.getByText(prompt);
      await shown.waitFor({ timeout: 30_000 });
      expect(await page.getByText('Loading…', { exact: true }).isVisible()).toBe(false);
      await shown.evaluate((el) => el.setAttribute('data-seen-before-the-code', ''));
      const released = await page.evaluate(() => performance.now());
      release();
      await expect.poll(() => promptIsLive(page), { timeout: 30_000 }).toBe(true);
      // The app, signed out, kept the prompt it found: the same element, still shown; nothing larger came later.
      expect(await page.locator('[data-seen-before-the-code]').isVisible()).toBe(true);
      const paints = await largestPaints(page);
      expect(paints.length).toBeGreaterThan(0);
      expect(paints.filter((t) => t > released)).toEqual([]);
      expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    });
  }

  it('a browser with a session cookie sees "Loading…" until the session is known, then the prompt if it was stale', async () => {
    const { context, page } = await throttledPhone(browser);
    await context.addCookies([{ name: 'sFrontToken', value: 'stale', url: site.url }]);
    const release = await holdAppEntry(page);
    await page.goto(site.url + '/account', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Your Account' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Loading…', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Sign in to see your tokens').isVisible()).toBe(false);
    release();
    await page.getByText('Sign in to see your tokens').waitFor({ timeout: 30_000 });
    expect(await page.getByText('Loading…', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('a page sent as the empty app shell asks for its code at once, not after first-tap’s 1.5 s fallback', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // /auth/verify: a screen of the sign-in SDK, not prerendered (e2e/auth-first-paint.test.ts).
    await page.goto(site.url + '/auth/verify', { waitUntil: 'commit' });
    const { entry, html } = await page
      .waitForFunction(
        () => {
          const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) =>
            /\/assets\/index-[^/]*\.js$/.test(new URL(r.name).pathname),
          );
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          return entry && navigation ? { entry: entry.startTime, html: navigation.responseEnd } : false;
        },
        undefined,
        { timeout: 10_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<{ entry: number; html: number }>);
    // Before, the entry was asked for 1,500 ms after the HTML's script ran; now in the same moment.
    expect(entry - html).toBeLessThan(1000);
    await context.close();
  });

  it('with a session cookie, the session SDK is asked for with the page’s code, not after hydration', async () => {
    const { context, page } = await throttledPhone(browser);
    await context.addCookies([{ name: 'sFrontToken', value: 'stale', url: site.url }]);
    // The page's own chunk is held: the page cannot hydrate, so nothing after hydration can ask for the SDK.
    let releasePage!: () => void;
    const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
    await page.route(/\/assets\/AccountPage-[^/]*\.js$/, async (route) => {
      await pageHeld;
      await route.continue();
    });
    const sdk = page.waitForRequest(/\/assets\/sdk-[^/]*\.js$/, { timeout: 30_000 });
    await page.goto(site.url + '/account', { waitUntil: 'commit' });
    await sdk;
    releasePage();
    await page.getByText('Sign in to see your tokens').waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('Sign In pressed before the code came opens the sign-in dialog once it is live', async () => {
    const { context, page } = await throttledPhone(browser);
    const release = await holdAppEntry(page);
    await page.goto(site.url + '/readings', { waitUntil: 'commit' });
    const button = page.locator('main').getByRole('button', { name: 'Sign In', exact: true });
    await button.tap({ timeout: 30_000 });
    release();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
    await context.close();
  });
});
