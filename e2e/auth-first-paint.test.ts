import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type VisitorSite, withVisitorSite } from './helpers/app';
import { measureShifts } from './helpers/layout-shift';
import { holdAppEntry, throttledPhone } from './helpers/phone';

/**
 * Issue 25 (ADR 1200): the sign-in page is painted from its HTML. Its lead is in the prerendered page, on screen
 * before any of the app's code has run, and stays the page's largest paint once the sign-in SDK has drawn its
 * form (the form's own terms line was the largest paint, seconds later on a phone); the place the form takes is
 * held from the first paint, so nothing moves when it comes. Order and identity of paints, not timings: the
 * times are in `npm run bench`.
 */
const LEAD = 'Sign in or create your account with your e-mail address';

/** Every largest-contentful-paint candidate the page reports, named (installed before the page's scripts). */
const OBSERVE_LCP = `(${String(() => {
  const seen: { testid: string | null; tag: string; size: number }[] = [];
  (window as unknown as { __lcp: typeof seen }).__lcp = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { element: Element | null; size: number }[]) {
      seen.push({
        testid: e.element?.getAttribute('data-testid') ?? null,
        tag: e.element?.tagName ?? '?',
        size: e.size,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})})()`;

/** A browser whose new contexts are `width` px wide (as in layout-shift-widths.test.ts). */
const atWidth = (browser: Browser, width: number): Browser =>
  ({
    newContext: (options: Parameters<Browser['newContext']>[0]) =>
      browser.newContext({ ...options, viewport: { width, height: 915 } }),
  }) as Browser;

describe('the sign-in page painted from its HTML (throttled phone)', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  it('/auth is sent with its lead and the form’s place in the HTML', async () => {
    const html = await (await fetch(site.url + '/auth')).text();
    expect(html).toContain(LEAD);
    expect(html).toMatch(/class="auth-page__form auth-page__form--sign-in"/);
    // The prerendered page is the sign-in page only: its other screens are drawn by the SDK on the app shell.
    expect(await (await fetch(site.url + '/auth/verify')).text()).not.toContain(LEAD);
  });

  it('the lead shows before the app’s code runs, and the form comes without a second paint larger than it', async () => {
    const { context, page, errors } = await throttledPhone(browser);
    try {
      await page.addInitScript(OBSERVE_LCP);
      const release = await holdAppEntry(page);
      await page.goto(site.url + '/auth', { waitUntil: 'commit' });
      await expect.poll(() => page.getByTestId('auth-lead').isVisible(), { timeout: 30_000 }).toBe(true);
      // No script of the app has run: no SDK and none of its form (the site's own e-mail step is HTML, ADR 1401).
      expect(
        await page.evaluate(() => 'supertokens' in window || document.getElementById('supertokens-root') !== null),
      ).toBe(false);
      release();
      await page.locator('input[name="email"]').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      // The page still takes the reader's address: the SDK's form replaced nothing of the page's own HTML.
      await expect.poll(() => page.getByTestId('auth-lead').isVisible()).toBe(true);
      const candidates = await page.evaluate(
        () => (window as unknown as { __lcp: { testid: string | null; tag: string; size: number }[] }).__lcp,
      );
      const named = candidates.map((c) => `${c.testid ?? c.tag} ${Math.round(c.size)} px²`).join(', ');
      expect(candidates.at(-1)?.testid, `largest-contentful-paint candidates: ${named}`).toBe('auth-lead');
      expect(errors.filter((e) => /hydrat|Content Security Policy|Minified React error/i.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const width of [390, 412]) {
    it(`/auth does not shift at ${width} px when the sign-in form arrives`, async () => {
      const phone = width === 390 ? browser : atWidth(browser, width);
      const { cls, shifts } = await measureShifts(phone, site.url + '/auth');
      const moved = shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join('; ')}`).join('\n');
      expect(cls, `/auth at ${width} px shifted:\n${moved}`).toBeLessThan(0.01);
    });
  }
});
