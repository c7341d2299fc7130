import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freeReadingWithActions, type VisitorSite, withVisitorSite } from './helpers/app';

/**
 * Spacing a thumb needs on a 390 px phone, from issue 25's screenshots (ADR 1406), and the desktop alongside:
 * - the note "Your free reading … is kept on this device" and its button "Sign in to save it to My readings" do not
 *   touch;
 * - the reading's Share link sits in the row of Print and Copy text, not alone on a row of its own;
 * - the footer's links keep 44 px from one link's line to the next, a title on two lines too (it began 36 px under
 *   the line above).
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 844 } };

describe('spacing on a 390 px phone (and a desktop)', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  for (const [label, options] of [
    ['390 px phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${label}: a free reading's note and its button apart, Share link in the row of Print`, async () => {
      const context = await browser.newContext(options);
      try {
        const page = await context.newPage();
        await freeReadingWithActions(page, site.url);
        // Both measured in one frame: the reading may still be scrolling into view.
        const [print, shared] = await page.evaluate(() =>
          ['Print', 'Share link'].map((name) => {
            const button = [...document.querySelectorAll('.reading button')].find((b) => b.textContent === name);
            const box = button!.getBoundingClientRect();
            return { x: box.x, y: box.y };
          }),
        );
        expect(Math.round(shared!.y)).toBe(Math.round(print!.y));
        expect(shared!.x).toBeGreaterThan(print!.x);

        const note = page.getByTestId('kept-reading');
        await note.waitFor({ timeout: 30_000 });
        const { words, button } = await note.evaluate((el) => {
          const range = document.createRange();
          range.setStartBefore(el.firstChild!);
          range.setEndBefore(el.querySelector('button')!);
          const box = el.querySelector('button')!.getBoundingClientRect();
          return {
            words: [...range.getClientRects()].map((r) => ({ bottom: r.bottom, right: r.right })),
            button: { x: box.x, y: box.y },
          };
        });
        const wordsBottom = Math.max(...words.map((r) => r.bottom));
        // On a line of its own, at least 8 px under the words; or beside them on their last line.
        const besideLastLine = button.y < wordsBottom && button.x >= Math.max(...words.map((r) => r.right));
        if (!besideLastLine) expect(button.y - wordsBottom).toBeGreaterThanOrEqual(8);
      } finally {
        await context.close();
      }
    });
  }

  it("390 px phone: the footer's links are 44 px apart, line to line, a two-line title too", async () => {
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(site.url + '/', { waitUntil: 'networkidle' });
      // Per list of the footer, per link, the boxes of its lines of text (not of its padding).
      const lists = await page.$$eval('.footer ul', (uls) =>
        uls.map((ul) =>
          [...ul.querySelectorAll('a')].map((a) => {
            const range = document.createRange();
            range.selectNodeContents(a);
            return [...range.getClientRects()].map((r) => r.top);
          }),
        ),
      );
      let twoLines = 0;
      for (const [i, links] of lists.entries()) {
        for (let j = 1; j < links.length; j++) {
          expect(links[j]![0]! - links[j - 1]!.at(-1)!, `footer list ${i}, link ${j}`).toBeGreaterThanOrEqual(44);
        }
        twoLines += links.filter((lines) => new Set(lines.map(Math.round)).size > 1).length;
      }
      // The page has a title on two lines at this width (else the check above proved nothing about one).
      expect(twoLines).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
