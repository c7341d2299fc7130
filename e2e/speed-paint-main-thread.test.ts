import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type VisitorSite, withVisitorSite } from './helpers/app';
import { type Phone, throttledPhone } from './helpers/phone';

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

  /** The web faces of the font checks (the page's own stack also names system fonts). */
  const WEB_FACE = /^"?(Source Serif 4|Cormorant Garamond)"?$/;

  interface Load extends Phone {
    /** Every image the page asked for while it loaded and settled (data: addresses too, as Chromium sends them). */
    images: string[];
  }

  /**
   * One throttled load of each page, shared by the tests that look at it (ADR 1308): `/`'s SVG test and its font
   * test read the same load, as a reader's one visit. Loaded when a test first asks (a test run alone loads its
   * page itself), closed by the page's last test (`finished`), or after the file.
   */
  const loads = new Map<string, Promise<Load>>();
  const loaded = (path: string): Promise<Load> => {
    let load = loads.get(path);
    if (!load) {
      load = loadOnPhone(path);
      loads.set(path, load);
    }
    return load;
  };
  const finished = async (path: string) => {
    const load = loads.get(path);
    loads.delete(path);
    await (await load?.catch(() => undefined))?.context.close();
  };
  afterAll(() => Promise.all([...loads.keys()].map(finished)));

  async function loadOnPhone(path: string): Promise<Load> {
    const phone = await throttledPhone(browser);
    const { page } = phone;
    // On `/`, for its font test: each frame, the web faces the page holds that are not loaded yet (a face of an
    // @font-face sheet is there, "unloaded" then "loading", from the moment the sheet comes until its file is in).
    if (path === '/')
      await page.addInitScript((pattern: string) => {
        const w = window as unknown as { fontEvents: string[] };
        w.fontEvents = [];
        const look = () => {
          for (const face of document.fonts)
            if (new RegExp(pattern).test(face.family) && face.status !== 'loaded')
              w.fontEvents.push(`${face.status} ${face.family} ${face.weight}`);
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, WEB_FACE.source);
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
    return { ...phone, images: [...images] };
  }

  const noSvgImage = (path: string) =>
    it(`${path}: no SVG image is drawn, the date fields' calendar buttons included`, async () => {
      // `/` is kept for its font test (next), unless a check failed: a second run loads it again.
      let keep = false;
      try {
        const { page, errors, images } = await loaded(path);
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
        keep = path === '/';
      } finally {
        if (!keep) await finished(path);
      }
    });

  noSvgImage('/');
  it('/: the three web fonts are never "loading" in the page: they join it loaded, in one go', async () => {
    try {
      const { page, errors } = await loaded('/');
      await page.waitForFunction(
        (pattern) =>
          [...document.fonts].filter((f) => new RegExp(pattern).test(f.family) && f.status === 'loaded').length >= 3,
        WEB_FACE.source,
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
      await finished('/');
    }
  });

  for (const path of ['/simple-report', '/compatibility', '/daily', '/auth']) noSvgImage(path);
});
