import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface Phone {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * A phone on a slow connection, as in issue 25 and ADR 0640: 390x844, touch, 4x slower CPU, 150 ms
 * latency, 1.6 Mbps down and 750 kbps up (Chrome DevTools Protocol throttling, applied to every request).
 * Used by the first-tap browser tests and by `npm run bench`.
 */
export async function throttledPhone(browser: Browser): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return { context, page, errors };
}

/** Whether React has taken over `form` (its props are attached to the element once it is hydrated). */
export const formIsLive = (page: Page, form = 'form[data-first-tap]') =>
  page
    .locator(form)
    .first()
    .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')));

/**
 * Holds the app's entry script until the returned function is called: what the test does meanwhile happens
 * on the bare server HTML, before any of the app's code, whatever the machine's speed (first-tap itself is
 * inline in the page, ADR 0680).
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
