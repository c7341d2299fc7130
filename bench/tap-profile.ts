/**
 * Where tap-to-reading's time goes (issue 25), on the bench's throttled phone: from the tap on Generate, the
 * moments the request started and ended, when the reading's text was in the page, the frame after, and the long
 * tasks in between. `npx tsx bench/tap-profile.ts [built web app dir] [runs]`, served by the real app
 * (default apps/web/dist).
 */
import { chromium } from 'playwright-core';
import { formIsLive, throttledPhone } from '../e2e/helpers/phone';
import { defaultWebDist } from '../apps/server/src/app';
import { CHROMIUM } from './lib/lighthouse';
import { startApp } from './lib/servers';

const app = await startApp({ WEB_DIST: process.argv[2] ?? defaultWebDist });
const url = app.url;
const runs = Number(process.argv[3] ?? 3);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
try {
  for (let i = 0; i < runs; i++) {
    const { context, page } = await throttledPhone(browser);
    console.log(`run ${i + 1}`);
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
              resolve({
                submit: Math.round(submitAt - tap),
                resources: r.map(
                  (e) =>
                    `${new URL(e.name).pathname} ${Math.round(e.startTime - tap)}-${Math.round(e.responseEnd - tap)}`,
                ),
                inDom: Math.round(inDom - tap),
                frame: Math.round(frame - tap),
                longTasks: longTasks.filter(([s]) => s >= tap - 50).map(([s, d]) => `${Math.round(s - tap)}+${d}`),
              });
            }, 0),
          );
        });
        seen.observe(document.body, { childList: true, subtree: true });
      });
    });
    const cdp = process.env.TAP_CPU_PROFILE ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.getByRole('button', { name: 'Generate Report' }).tap();
    const result = await Promise.race([
      page.evaluate(() => (window as unknown as { probe: Promise<object> }).probe),
      new Promise((resolve) => setTimeout(() => resolve('no reading within 20 s'), 20_000)),
    ]);
    console.log(JSON.stringify(result));
    if (cdp) {
      // Self time per function (ms of samples), the top 25: where the CPU went between the tap and the frame.
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
        profile: {
          nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
          samples: number[];
          timeDeltas: number[];
        };
      };
      const self = new Map<string, number>();
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      profile.samples.forEach((id, i) => {
        const f = byId.get(id)!.callFrame;
        const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      });
      for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${v.toFixed(1)} ms ${k}`);
    }
    if (typeof result === 'string')
      console.log(
        await page.evaluate(() => ({
          reading: !!document.querySelector('[data-testid=reading-text]'),
          url: location.href,
          text: document.querySelector('main')?.textContent?.slice(0, 300),
        })),
      );
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
}
process.exit(0);
