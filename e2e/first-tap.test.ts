import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type VisitorSite, withVisitorSite } from './helpers/app';
import { formIsLive, holdAppEntry, throttledPhone } from './helpers/phone';

/** Milliseconds from the start of navigation, for the record in the test's output (never asserted). */
async function timeline(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const at = (pattern: RegExp) =>
      Math.round(
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => pattern.test(r.name))
          ?.responseEnd ?? -1,
      );
    return {
      firstContentfulPaint: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
      firstTapScriptLoaded: at(/\/first-tap-/),
      entryScriptLoaded: at(/\/index-[^/]*\.js$/),
      reportFormChunkLoaded: at(/\/ReportForm-/),
    };
  });
}

/** The home page on a throttled phone, its app entry held until `release` (the bare server HTML till then). */
async function homeHeldUntilReleased(browser: Browser, site: VisitorSite) {
  const phone = await throttledPhone(browser);
  const release = await holdAppEntry(phone.page);
  await phone.page.goto(site.url + '/', { waitUntil: 'commit' });
  return { ...phone, release };
}

describe('the home form works from its first paint (throttled phone)', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  it('is served with its Generate button enabled', async () => {
    const html = await (await fetch(site.url + '/')).text();
    const button = /<button type="submit"[^>]*>Generate Report<\/button>/.exec(html)?.[0];
    expect(button).toBeDefined();
    expect(button).not.toMatch(/disabled/);
    expect(html).not.toMatch(/getting ready/);
  });

  it('a name, a date and a tap on Generate before the code is ready give the reading, with no second tap', async () => {
    const { context, page, errors } = await throttledPhone(browser);
    // The app's entry is held until the reader has pressed Generate, so everything below happens before
    // hydration whatever the machine's speed; first-tap itself is inline in the page (ADR 0680).
    const release = await holdAppEntry(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));

    await page.goto(site.url + '/', { waitUntil: 'commit' });
    const name = page.getByLabel('Full name');
    await name.waitFor();
    const generate = page.getByRole('button', { name: 'Generate Report' });
    expect(await generate.isDisabled()).toBe(false);
    await name.tap();
    await name.fill('Ada Lovelace');
    await page.getByLabel('Date of birth').fill('1815-12-10');
    expect(await formIsLive(page)).toBe(false);
    await generate.tap();
    expect(await formIsLive(page)).toBe(false);
    release();

    const reading = page.getByTestId('reading-text');
    await reading.waitFor({ timeout: 60_000 });
    expect(await page.getByRole('heading', { name: /numerology reading for Ada/ }).count()).toBe(1);
    // Submitted once, by the app, never as a page request carrying the name and date.
    expect(requests.filter((r) => r.startsWith('POST /generate-report'))).toHaveLength(1);
    expect(requests.filter((r) => r.startsWith('POST /') && !r.startsWith('POST /generate-report'))).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
    // The path and query only: the port the site runs on (41815) may hold the year.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).not.toMatch(/Ada|1815/);
    expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it('a reader who scrolled to Generate before the code ran is not moved when it runs, and the tap gives the reading', async () => {
    // CI, 2026-11-27: the app started between the touch on Generate and its click and scrolled the page to the top
    // (the scroll meant for a change of page), so the click landed on the hero, nothing was submitted and no
    // reading came. Holding the entry makes the app start after the scroll on any machine.
    const { context, page, errors, release } = await homeHeldUntilReleased(browser, site);
    const generate = page.getByRole('button', { name: 'Generate Report' });
    await generate.scrollIntoViewIfNeeded();
    const inView = () =>
      generate.evaluate((b) => {
        const box = b.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await inView()).toBe(true);
    release();
    // A focus without scrolling wakes the form; once it is live, the app's own start-up effects have all run.
    await page.getByLabel('Full name').evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
    await expect.poll(() => formIsLive(page), { timeout: 30_000 }).toBe(true);
    expect(await inView()).toBe(true);

    await page.getByLabel('Full name').fill('Mary Jackson');
    await page.getByLabel('Date of birth').fill('1921-04-09');
    await generate.tap();
    await page.getByTestId('reading-text').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { name: /numerology reading for Mary/ }).count()).toBe(1);
    expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it('typing and tapping Generate the moment the form shows, with nothing held, gives the reading', async () => {
    const { context, page, errors } = await throttledPhone(browser);
    await page.goto(site.url + '/', { waitUntil: 'commit' });
    const name = page.getByLabel('Full name');
    await name.waitFor();
    const liveAtFirstSight = await formIsLive(page);
    await name.tap();
    await name.fill('Grace Hopper');
    await page.getByLabel('Date of birth').fill('1906-12-09');
    await page.getByRole('button', { name: 'Generate Report' }).tap();
    const liveAtTap = await formIsLive(page);
    await page.getByTestId('reading-text').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('heading', { name: /numerology reading for Grace/ }).count()).toBe(1);
    expect(page.url()).not.toMatch(/Grace|1906/);
    expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    // The measurements behind ADR 0640, printed for the record.
    console.log('first-tap timeline (ms from navigation):', { ...(await timeline(page)), liveAtFirstSight, liveAtTap });
    await context.close();
  });
  it('the footer and the FAQ load no code until the reader acts; a question tapped before its code ran opens', async () => {
    const { context, page, errors } = await throttledPhone(browser);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(site.url + '/', { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Hydrated, idle, untouched: the islands' chunks were not fetched (ADR 0641).
    expect(scripts.filter((s) => /\/(Footer|HomeFaq|home-faq|post-index)-/.test(s))).toEqual([]);
    const question = page.locator('.accordion__button').first();
    await question.tap();
    await expect.poll(() => question.getAttribute('aria-expanded'), { timeout: 30_000 }).toBe('true');
    expect(await page.locator('.accordion__panel:visible').count()).toBe(1);
    expect(scripts.some((s) => /\/HomeFaq-/.test(s))).toBe(true);
    expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it('an FAQ question tapped before the app’s code came opens once it comes, with no second tap', async () => {
    // The app's entry is held until the tap, so the tap lands on the bare server HTML whatever the machine's
    // speed (before 2026-11-27 such a tap was lost: nothing listened for it until the app ran).
    const { context, page, errors, release } = await homeHeldUntilReleased(browser, site);
    const question = page.locator('.accordion__button').first();
    await question.waitFor();
    await question.tap();
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    release();
    await expect.poll(() => question.getAttribute('aria-expanded'), { timeout: 60_000 }).toBe('true');
    // Pressed once: the panel stays open (a second press would close it again).
    await page.waitForLoadState('networkidle');
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.accordion__panel:visible').count()).toBe(1);
    expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it('the phone menu pressed before the app’s code came opens once it comes', async () => {
    const { context, page, errors, release } = await homeHeldUntilReleased(browser, site);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    await toggle.tap();
    release();
    await page.getByRole('button', { name: 'Close menu' }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).isVisible()).toBe(
      true,
    );
    expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it('an FAQ question and then the phone menu, both pressed before the code came, each open once it comes', async () => {
    const { context, page, errors, release } = await homeHeldUntilReleased(browser, site);
    const question = page.locator('.accordion__button').first();
    await question.waitFor();
    await question.tap();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    release();
    await page.getByRole('button', { name: 'Close menu' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => question.getAttribute('aria-expanded'), { timeout: 60_000 }).toBe('true');
    expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });
});

/**
 * The home form's code (its own chunk, loaded at the first touch) held until `release`, as on a slow line. For
 * the tests that land a press of Generate at each stage of that chunk's arrival.
 */
async function holdFormChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ReportForm-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

type Moment = 'chunk-arrived' | 'form-live';

/**
 * Runs `act` inside the page in the first task in which `moment` holds (checked once a task, between React's own
 * tasks): a press or a keystroke at an exact moment of the chunk's arrival, which no round trip from the test
 * could aim at. Resolves once it has acted.
 */
const inPageAt = (page: Page, moment: Moment, act: 'press' | 'type', text = '') =>
  page.evaluate(
    ([m, a, t]) =>
      new Promise<void>((done) => {
        const form = document.querySelector<HTMLFormElement>('form[data-first-tap]')!;
        const reached = () =>
          m === 'chunk-arrived'
            ? performance.getEntriesByType('resource').some((r) => /\/ReportForm-/.test(r.name))
            : Object.keys(form).some((k) => k.startsWith('__reactProps'));
        const run = () => {
          // `click()` runs the button's activation as a tap's click does: the form's submit event.
          if (a === 'press') return form.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
          // A keystroke as the browser delivers it: the field's value changes, then `input` bubbles from it.
          const name = form.querySelector<HTMLInputElement>('input[name=name]')!;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, t);
          name.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: t }));
        };
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (reached() ? (run(), done()) : channel.port2.postMessage(null));
        channel.port2.postMessage(null);
      }),
    [moment, act, text] as const,
  );

describe('a press of Generate at each stage of the form’s code arriving gives one reading (throttled phone)', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  const stages = {
    // The root is live, the form's chunk is still on its way: the submit is held by first-tap and claimed.
    'while the form’s code is loading': async (page: Page, release: () => void) => {
      await page.getByRole('button', { name: 'Generate Report' }).tap();
      expect(await formIsLive(page)).toBe(false);
      release();
    },
    // The chunk is in but React has not hydrated the form yet: the click makes React hydrate it there and then.
    'the moment the form’s code arrives': async (page: Page, release: () => void) => {
      const pressed = inPageAt(page, 'chunk-arrived', 'press');
      release();
      await pressed;
    },
    // React has taken the form over; its mount effects (the typed values adopted) may not have run yet.
    'just after the form came alive': async (page: Page, release: () => void) => {
      const pressed = inPageAt(page, 'form-live', 'press');
      release();
      await pressed;
    },
  };

  for (const [stage, press] of Object.entries(stages)) {
    it(stage, async () => {
      const { context, page, errors } = await throttledPhone(browser);
      const release = await holdFormChunk(page);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
      await page.goto(site.url + '/');
      // The app itself is live (the FAQ's island code is not needed): only the form's chunk is missing.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
      );
      await page.getByLabel('Full name').fill('Ada Lovelace');
      await page.getByLabel('Date of birth').fill('1815-12-10');
      expect(await formIsLive(page)).toBe(false);
      await press(page, release);

      await page.getByTestId('reading-text').waitFor({ timeout: 30_000 });
      expect(await page.getByRole('heading', { name: /numerology reading for Ada/ }).count()).toBe(1);
      expect(requests.filter((r) => r.startsWith('POST /generate-report'))).toHaveLength(1);
      expect(requests.filter((r) => r.startsWith('POST /') && !r.startsWith('POST /generate-report'))).toEqual([]);
      // The path and query only: the port the site runs on (41815) may hold the year.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).not.toMatch(/Ada|1815/);
      expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    });
  }
});

/**
 * What the reader sees in a field is what is read (ADR 0990): a name typed as the form's code arrives can reach
 * the field while React cannot hear it (CI once read "Full name: is required" under a filled name).
 */
describe('a name typed at each stage of the form’s code arriving is the name read (throttled phone)', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  const readingFor = async (page: Page, requests: string[]) => {
    await page.getByRole('button', { name: 'Generate Report' }).tap();
    await page.getByTestId('reading-text').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { name: /numerology reading for Ada/ }).count()).toBe(1);
    expect(requests.filter((r) => r.startsWith('POST /generate-report'))).toHaveLength(1);
  };

  for (const moment of ['chunk-arrived', 'form-live'] as const) {
    it(`typed ${moment === 'chunk-arrived' ? 'the moment the form’s code arrives' : 'just after the form came alive'}`, async () => {
      const { context, page, errors } = await throttledPhone(browser);
      const release = await holdFormChunk(page);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
      await page.goto(site.url + '/');
      await page.getByLabel('Date of birth').fill('1815-12-10');
      const typed = inPageAt(page, moment, 'type', 'Ada Lovelace');
      release();
      await typed;
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('form[data-first-tap]') ?? {}).some((k) => k.startsWith('__reactProps')),
      );
      await readingFor(page, requests);
      expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    });
  }

  it('a name in the field that React never heard (its input event lost) is still the name read', async () => {
    const { context, page } = await throttledPhone(browser);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.goto(site.url + '/');
    await page.getByLabel('Date of birth').fill('1815-12-10');
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('form[data-first-tap]') ?? {}).some((k) => k.startsWith('__reactProps')),
    );
    // The value changes as a keystroke would change it, but no input event reaches React.
    await page
      .getByLabel('Full name')
      .evaluate((name: HTMLInputElement) =>
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, 'Ada Lovelace'),
      );
    await readingFor(page, requests);
    await context.close();
  });
});
