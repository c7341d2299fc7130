import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freeReadingWithActions, type VisitorSite, withVisitorSite } from './helpers/app';

/**
 * A reading's buttons start where the reading starts (issue 25's screenshots): Print and Copy text were pushed to
 * the right edge and the share link sat alone on the left a row below, so on a 390 px phone the two rows began
 * 160 px apart, and on a desktop the toolbar and its share link were at opposite ends. The share link is now in
 * Print's row (ADR 1406).
 */
describe("a free reading's buttons", () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  for (const width of [390, 1280]) {
    it(`start at the reading's left edge at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      await freeReadingWithActions(page, site.url);
      // Measured in one frame: the reading may still be scrolling into view. The Share link is in Print's row,
      // after Copy text (it had a row of its own; ADR 1406).
      const [reading, print, shared] = await page.evaluate(() =>
        [
          document.querySelector('.parchment')!,
          ...['Print', 'Share link'].map((name) =>
            [...document.querySelectorAll('.reading button')].find((b) => b.textContent === name)!,
          ),
        ].map((el) => el.getBoundingClientRect()),
      );
      expect(Math.round(print!.x)).toBe(Math.round(reading!.x));
      expect(Math.round(shared!.y)).toBe(Math.round(print!.y));
      await context.close();
    });
  }
});
