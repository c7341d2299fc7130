import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type VisitorSite, withVisitorSite } from './helpers/app';
import { throttledPhone } from './helpers/phone';

/**
 * A prerendered page is hydrated as a transition (issue 25, ADR 1402): React walks the server HTML in slices of
 * about 5 ms and lets the browser run other tasks between them, instead of one task for the whole page that the
 * phone feels as a freeze (Lighthouse's TBT). Order of events, not timings: a probe posts itself a message after
 * each run, so it runs between any two of React's slices, and counts the page's elements React has taken over
 * (it sets its fiber on each while it hydrates). Hydrated in one task, the probe sees each element count once per
 * stage (the root, then the page once its chunk is here); in slices it sees the page half taken over, several
 * times over. The CPU is slowed 30x so the page's hydration is many slices long on any machine.
 */
describe('prerendered pages hydrate in slices (throttled phone)', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  for (const path of ['/faq']) {
    it(`${path}: the page is seen part hydrated between tasks, and comes alive without errors`, async () => {
      const { context, page, errors } = await throttledPhone(browser);
      try {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
        await page.addInitScript(() => {
          const seen: number[] = [];
          (window as unknown as { hydrationCounts: number[] }).hydrationCounts = seen;
          const channel = new MessageChannel();
          const started = performance.now();
          channel.port1.onmessage = () => {
            const root = document.getElementById('root');
            let count = 0;
            if (root)
              for (const el of root.querySelectorAll('*'))
                if (Object.keys(el).some((k) => k.startsWith('__reactFiber'))) count++;
            if (count !== seen.at(-1)) seen.push(count);
            // Until the page's own part (its route's chunk, hydrated after the root's) has been live a while.
            const heading = document.querySelector('main h1');
            const live = !!heading && Object.keys(heading).some((k) => k.startsWith('__reactProps'));
            if (live && !(window as unknown as { liveAt?: number }).liveAt)
              (window as unknown as { liveAt?: number }).liveAt = performance.now();
            const liveAt = (window as unknown as { liveAt?: number }).liveAt;
            if ((liveAt && performance.now() - liveAt > 1000) || performance.now() - started > 60_000) return;
            channel.port2.postMessage(null);
          };
          channel.port2.postMessage(null);
        });
        await page.goto(site.url + path, { waitUntil: 'commit' });
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const liveAt = (window as unknown as { liveAt?: number }).liveAt;
                return !!liveAt && performance.now() - liveAt > 1000;
              }),
            { timeout: 90_000, interval: 500 },
          )
          .toBe(true);
        const counts = await page.evaluate(() => (window as unknown as { hydrationCounts: number[] }).hydrationCounts);
        const partial = counts.filter((c) => c > 0);
        // One task per stage: the root's elements, then the page's (and an island, woken by an action): three at most.
        expect(partial.length, `elements taken over as the probe saw them: ${counts.join(', ')}`).toBeGreaterThan(3);
        expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
