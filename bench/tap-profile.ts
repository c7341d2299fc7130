/**
 * Where tap-to-reading's time goes (issue 25), on the bench's throttled phone: from the tap on Generate, the
 * moments the request started and ended, when the reading's text was in the page, the frame after, and the long
 * tasks in between. `npx tsx bench/tap-profile.ts [url] [runs]` against a running app (default 127.0.0.1:8000).
 */
import { chromium } from 'playwright-core';
import { formIsLive, throttledPhone } from '../e2e/helpers/phone';
import { CHROMIUM } from './lib/lighthouse';

const url = process.argv[2] ?? 'http://127.0.0.1:8000';
const runs = Number(process.argv[3] ?? 3);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
try {
  for (let i = 0; i < runs; i++) {
    const { context, page } = await throttledPhone(browser);
    await page.goto(`${url}/`, { waitUntil: 'load' });
    const name = page.getByLabel('Full name');
    await name.tap();
    await name.fill('Ada Lovelace');
    await page.getByLabel('Date of birth').fill('1815-12-10');
    await page.waitForLoadState('networkidle');
    if (!(await formIsLive(page))) await page.waitForTimeout(1000);
    await page.evaluate(() => {
      const w = window as unknown as { probe: Promise<object> };
      w.probe = new Promise((resolve) => {
        let tap = 0;
        let inDom = 0;
        const longTasks: [number, number][] = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
        }).observe({ type: 'longtask' });
        document.addEventListener(
          'pointerdown',
          (e) => {
            if ((e.target as Element).closest('button[type=submit]')) tap = e.timeStamp;
          },
          { capture: true },
        );
        let submitAt = 0;
        document.addEventListener('submit', () => (submitAt = performance.now()), { capture: true });
        const seen = new MutationObserver(() => {
          if (!tap || inDom || !document.querySelector('[data-testid=reading-text]')) return;
          inDom = performance.now();
          requestAnimationFrame(() =>
            setTimeout(() => {
              const frame = performance.now();
              const r = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
                (e) => e.startTime >= tap - 5,
              );
              const rel = (t: number) => Math.round(t - tap);
              resolve({
                submit: rel(submitAt),
                resources: r.map((e) => `${new URL(e.name).pathname} ${rel(e.startTime)}-${rel(e.responseEnd)}`),
                inDom: rel(inDom),
                frame: rel(frame),
                longTasks: longTasks.filter(([s]) => s >= tap - 50).map(([s, d]) => `${rel(s)}+${d}`),
              });
            }, 0),
          );
        });
        seen.observe(document.body, { childList: true, subtree: true });
      });
    });
    await page.getByRole('button', { name: 'Generate Report' }).tap();
    const result = await page.evaluate(() => (window as unknown as { probe: Promise<object> }).probe);
    console.log(JSON.stringify(result));
    await context.close();
  }
} finally {
  await browser.close();
}
