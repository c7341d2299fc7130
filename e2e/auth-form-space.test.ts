import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type VisitorSite, withPage, withVisitorSite } from './helpers/app';
import { measureShifts } from './helpers/layout-shift';

/** A browser whose new contexts are `width` px wide (as in auth-first-paint.test.ts). */
const atWidth = (browser: Browser, width: number): Browser =>
  ({
    newContext: (options: Parameters<Browser['newContext']>[0]) =>
      browser.newContext({ ...options, viewport: { width, height: 915 } }),
  }) as Browser;

/**
 * Issue 25: the sign-in form's place was held at 28rem from the first paint (ADR 1200), ~70 px more than the
 * SDK's e-mail card takes at 390 px, left empty under it. The place is now the card's own height: under the
 * card there is no more than its own bottom margin (24 px) and a few pixels, and nothing moves when it comes.
 */
describe('the sign-in form’s place is the form’s own size', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  for (const width of [360, 390, 1280]) {
    it(`at ${width} px: no empty band under the form, and no shift when it comes`, async () => {
      const below = await withPage(browser, { width, height: 915 }, async ({ page }) => {
        await page.goto(site.url + '/auth');
        await page.locator('input[name="email"]').waitFor();
        return page.evaluate(() => {
          const holder = document.querySelector('.auth-page__form')!.getBoundingClientRect();
          const card = document.querySelector('#supertokens-root')!.getBoundingClientRect();
          return Math.round(holder.bottom - card.bottom);
        });
      });
      expect(below, `px between the card and the end of its place at ${width} px`).toBeLessThanOrEqual(30);
      const { cls, shifts } = await measureShifts(atWidth(browser, width), site.url + '/auth');
      const moved = shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join('; ')}`).join('\n');
      expect(cls, `/auth at ${width} px shifted:\n${moved}`).toBeLessThan(0.01);
    });
  }
});
