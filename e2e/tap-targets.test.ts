import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type VisitorSite, withVisitorSite } from './helpers/app';
import { SITE_PAGES } from './helpers/pages';

/**
 * Every control a reader taps on a 390 px phone is at least 44x44 px (issue 25's screenshots: the footer's "FAQ"
 * and "Blog" were 33 and 36 px wide, the home page's "See your Daily Numbers" 27 px tall). A link inside a
 * sentence is left out (WCAG 2.5.5's inline exception), as are controls not shown (the skip link until focused).
 */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.right < 0 || style.visibility === 'hidden') continue;
      if (el.matches('input[type="checkbox"], input[type="radio"]')) {
        // The box and its label are one target.
        const label = el.closest('label')?.getBoundingClientRect();
        if (label && label.height >= 44) continue;
      }
      const parent = el.parentElement;
      const inSentence =
        style.display === 'inline' &&
        parent !== null &&
        (parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
      if (inSentence) continue;
      if (r.height < 44 || r.width < 44) {
        const name = (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().replace(/\s+/g, ' ');
        found.push(`${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return found;
  });
}

describe('tap targets on a 390 px phone', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  it('every page: no control under 44x44 px', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const small: string[] = [];
    try {
      // One tab goes to every page (as csp-styles.test.ts does): each `goto` is a whole new document, and the app
      // keeps nothing in the tab's sessionStorage. A new tab for each page took twice as long (31 s against 16 s
      // for the 18 pages at load 6), half of it opening the tabs.
      const page = await context.newPage();
      for (const path of SITE_PAGES) {
        await page.goto(site.url + path, { waitUntil: 'networkidle' });
        for (const control of await smallControls(page)) small.push(`${path}: ${control}`);
      }
    } finally {
      await context.close();
    }
    expect(small, small.join('\n')).toEqual([]);
  });
});
