/**
 * When the sign-in page's e-mail field can be typed into on the throttled phone (issue 25), alone or as an A/B
 * of builds: `npx tsx bench/auth-form.ts [distA[,distB]]` (default apps/web/dist, or WEB_DIST). Each build is
 * served by its own instance of the real app; rounds alternate (`BENCH_AUTH_ROUNDS`, 3). Per load it prints the
 * page time (ms) of the first paint, of the first frame with an e-mail field on screen (ours or the SDK's, in its
 * shadow root) and of the first with the SDK's own, and every call to the auth API with its start and end.
 * Prints figures only.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { defaultWebDist } from '../apps/server/src/app';
import { throttledPhone } from '../e2e/helpers/phone';
import { CHROMIUM } from './lib/lighthouse';
import { startApp, type RunningApp } from './lib/servers';

/**
 * Installed before the page's own scripts: records the first frame that shows an e-mail field (any: the site's own
 * first step, ADR 1401, or the SDK's) and the first that shows the SDK's own, in its shadow root.
 */
const WATCH_FOR_FIELD = `(() => {
  const shown = (root) => {
    const field = root.querySelector('input[name="email"], input[type="email"]');
    return !!field && field.getBoundingClientRect().height > 0;
  };
  const inShadow = (root) => {
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot && (shown(el.shadowRoot) || inShadow(el.shadowRoot))) return true;
    return false;
  };
  const tick = () => {
    if (document.body) {
      const sdk = inShadow(document);
      if (window.__fieldAt === undefined && (sdk || shown(document))) window.__fieldAt = performance.now();
      if (sdk) { window.__sdkFieldAt = performance.now(); return; }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

interface Load {
  fcp: number;
  field: number;
  sdkField: number;
  calls: string[];
}

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const { context, page } = await throttledPhone(browser);
  try {
    await page.addInitScript(WATCH_FOR_FIELD);
    const calls: string[] = [];
    page.on('requestfinished', (r) => {
      const path = new URL(r.url()).pathname;
      if (!process.env.BENCH_AUTH_ALL && !path.startsWith('/auth/') && !path.startsWith('/api/')) return;
      const t = r.timing();
      const end = t.responseEnd > 0 ? `-${Math.round(t.startTime - navStart + t.responseEnd)}` : '';
      calls.push(`${r.method()} ${path} ${Math.round(t.startTime - navStart)}${end}`);
    });
    const navStart = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      () => (window as unknown as { __sdkFieldAt?: number }).__sdkFieldAt !== undefined,
      undefined,
      { timeout: 30_000, polling: 200 },
    );
    await page.waitForLoadState('networkidle');
    const { fcp, field, sdkField } = await page.evaluate<{ fcp: number; field: number; sdkField: number }>(`({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      field: window.__fieldAt,
      sdkField: window.__sdkFieldAt,
    })`);
    return { fcp, field, sdkField, calls };
  } finally {
    await context.close();
  }
}

const dists = (process.argv[2] ?? process.env.WEB_DIST ?? defaultWebDist).split(',');
const rounds = Number(process.env.BENCH_AUTH_ROUNDS ?? 3);
const path = process.env.BENCH_AUTH_PATH ?? '/auth';
for (const d of dists) if (!existsSync(join(d, 'index.html'))) throw new Error(`no built web app in ${d}`);
// Private copies: a rebuild by someone else during the run would swap hashed files under us.
const copies = dists.map((d) => {
  const copy = mkdtempSync(join(tmpdir(), 'app-authform-dist-'));
  cpSync(d, copy, { recursive: true });
  return copy;
});
const apps: RunningApp[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
try {
  for (const copy of copies) apps.push(await startApp({ WEB_DIST: copy }));
  const best = dists.map(() => Infinity);
  const bestSdk = dists.map(() => Infinity);
  for (let round = 0; round < rounds; round++) {
    for (const [i, app] of apps.entries()) {
      const load = await loadOnce(browser, app.url + path);
      best[i] = Math.min(best[i]!, load.field);
      bestSdk[i] = Math.min(bestSdk[i]!, load.sdkField);
      const avg = loadavg().map((n) => n.toFixed(1));
      console.log(
        `${dists[i]} round ${round + 1}: FCP ${Math.round(load.fcp)} ms, e-mail field ${Math.round(load.field)} ms, the SDK's ${Math.round(load.sdkField)} ms (load ${avg.join(' ')})`,
      );
      console.log(`  calls (start-end ms, approx.): ${load.calls.join(', ')}`);
    }
  }
  for (const [i, d] of dists.entries()) {
    console.log(`best e-mail field ${d}: ${Math.round(best[i]!)} ms (the SDK's own: ${Math.round(bestSdk[i]!)} ms)`);
  }
} finally {
  await browser.close();
  for (const app of apps) await app.close();
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
}
