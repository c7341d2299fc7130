import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type VisitorSite, withVisitorSite } from './helpers/app';
import { throttledPhone } from './helpers/phone';

/**
 * The main thread's work around the first paint (issue 25, ADR 1405). Order of events and what the browser was
 * asked for, not timings:
 * - No SVG image. Chromium builds each SVG image (an `<img src="….svg">`, a page's icon, the date field's calendar
 *   button from its own style sheet) as a document of its own, on the page's main thread, as it is first painted:
 *   12-70 ms a picture on the bench's machine without CPU throttling, the "Unattributable" long tasks Lighthouse
 *   found on the home page and the form pages.
 * - The web fonts join the page loaded, all at once: as an @font-face stylesheet each face was "loading" first,
 *   and the page laid out all of its text when the sheet came (the home page's longest task after its first
 *   paint), then again as each file arrived.
 */
describe('the first paint asks the main thread for no SVG image and one font swap (phone)', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  /** Every image the page asked for while it loaded and settled (data: addresses too, as Chromium sends them). */
  async function imagesAskedFor(page: Page, path: string): Promise<string[]> {
    const cdp = await page.context().newCDPSession(page);
    const images: string[] = [];
    cdp.on('Network.requestWillBeSent', (e: { request: { url: string }; type?: string }) => {
      const url = e.request.url;
      if (e.type === 'Image' || e.type === 'Other' || /\.svg(\?|$)|^data:image\//.test(url))
        images.push(url.startsWith('data:') ? url.slice(0, 40) : new URL(url).pathname);
    });
    await cdp.send('Network.enable');
    await page.goto(site.url + path, { waitUntil: 'load' });
    // Hydrated, the fonts in and the page's icon asked for: the page's code has run by then.
    await page.waitForFunction(() => document.fonts.status === 'loaded' && document.fonts.size > 0);
    await page.waitForLoadState('networkidle');
    return images;
  }

  for (const path of ['/', '/simple-report', '/compatibility', '/daily', '/auth']) {
    it(`${path}: no SVG image is drawn, the date fields' calendar buttons included`, async () => {
      const { context, page, errors } = await throttledPhone(browser);
      try {
        const images = await imagesAskedFor(page, path);
        expect(images.filter((url) => /svg/i.test(url))).toEqual([]);
        // A date field's calendar button has no image of its own (the browser's is an SVG), and is still shown.
        const buttons = await page.$$eval('input[type="date"]', (inputs) =>
          inputs.map((input) => {
            const style = getComputedStyle(input, '::-webkit-calendar-picker-indicator');
            return { image: style.backgroundImage, display: style.display, width: parseFloat(style.width) };
          }),
        );
        for (const button of buttons) {
          expect(button.image).toBe('none');
          expect(button.display).not.toBe('none');
          expect(button.width).toBeGreaterThan(8);
        }
        if (path !== '/auth' && path !== '/daily') expect(buttons.length).toBeGreaterThan(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('/: the three web fonts are never "loading" in the page: they join it loaded, in one go', async () => {
    const { context, page, errors } = await throttledPhone(browser);
    try {
      // Each frame, the web faces the page holds that are not loaded yet (a face of an @font-face sheet is there,
      // "unloaded" then "loading", from the moment the sheet comes until its file is in).
      await page.addInitScript(() => {
        const w = window as unknown as { fontEvents: string[] };
        w.fontEvents = [];
        const look = () => {
          for (const face of document.fonts)
            if (/^"?(Source Serif 4|Cormorant Garamond)"?$/.test(face.family) && face.status !== 'loaded')
              w.fontEvents.push(`${face.status} ${face.family} ${face.weight}`);
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.goto(site.url + '/', { waitUntil: 'load' });
      const web = /^"?(Source Serif 4|Cormorant Garamond)"?$/;
      await page.waitForFunction(
        (pattern) =>
          [...document.fonts].filter((f) => new RegExp(pattern).test(f.family) && f.status === 'loaded').length >= 3,
        web.source,
        { timeout: 30_000 },
      );
      const { events, inUse } = await page.evaluate(() => ({
        events: (window as unknown as { fontEvents: string[] }).fontEvents,
        inUse: [
          document.fonts.check('600 16px "Cormorant Garamond"'),
          document.fonts.check('400 16px "Source Serif 4"'),
          document.fonts.check('600 16px "Source Serif 4"'),
        ],
      }));
      expect([...new Set(events)]).toEqual([]);
      expect(inUse).toEqual([true, true, true]);
      // The page's text is set in them once they are in.
      const bodyFont = await page.locator('.hero__tagline').evaluate((el) => getComputedStyle(el).fontFamily);
      expect(bodyFont).toMatch(/^"?Source Serif 4"?,/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
