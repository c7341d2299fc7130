import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type VisitorSite, withVisitorSite } from './helpers/app';
import { formIsLive, throttledPhone } from './helpers/phone';

/**
 * A page is painted from its HTML alone (issue 25, ADR 0680): the app's scripts, the page's chunk and the web
 * fonts are asked for only after the first contentful paint (src/first-tap.ts, inline in the page and allowed by
 * the CSP through its hash, loads them), and the page still comes alive. Order of events, not timings: on a slow phone these requests shared the line with the page and
 * Lighthouse counted every one of them in the first paint.
 */
describe('pages painted before their code and fonts are fetched (throttled phone)', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  it('names no script but the inline first-tap, allowed by its hash alone, and no font', async () => {
    for (const path of ['/', '/ask-question', '/blog/1', '/auth']) {
      const response = await fetch(site.url + path);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
      expect(scripts, path).toHaveLength(1);
      expect(scripts[0], path).not.toMatch(/src=/);
      expect(scripts[0], path).toMatch(/data-entry="\/assets\/index-[^"]+\.js"/);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self'[^;]* 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // No tag or style the browser would fetch a font for: the fonts' files are only named on first-tap's tag as
      // data, for it to load after the paint (ADR 1405).
      expect(html, path).not.toMatch(/rel="modulepreload"|<link[^>]*\.woff2|url\([^)]*\.woff2/);
      expect(html, path).toMatch(/data-fonts="[^"]*\.woff2/);
    }
  });

  for (const path of ['/', '/ask-question']) {
    it(`${path}: code and fonts come after the first paint, and the form comes alive`, async () => {
      const { context, page, errors } = await throttledPhone(browser);
      await page.goto(site.url + path, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelector('form[data-first-tap]') !== null);
      // The home form wakes at the reader's first touch (ADR 0006).
      await page.locator('form[data-first-tap] input').first().tap();
      await expect.poll(() => formIsLive(page), { timeout: 30_000 }).toBe(true);
      await page.waitForLoadState('load');
      const { paint, early, fonts } = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const code = resources.filter((r) => /\.(js|css|woff2?)$/.test(new URL(r.name).pathname));
        return {
          paint: fcp,
          early: code
            .filter((r) => r.startTime < fcp)
            .map((r) => `${new URL(r.name).pathname} at ${Math.round(r.startTime)} ms`),
          fonts: code.filter((r) => /\.woff2?$/.test(r.name)).length,
        };
      });
      expect(paint).toBeGreaterThan(0);
      // The names go in the message: vitest prints a long array as "[ Array(1) ]" (CI, 2026-11-28).
      expect(early, `asked for before the first paint at ${Math.round(paint)} ms: ${early.join(', ')}`).toEqual([]);
      expect(fonts).toBeGreaterThan(0);
      expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    });
  }

  it('once the form is touched, Generate waits for the answer alone: no code is fetched after the tap', async () => {
    const { context, page } = await throttledPhone(browser);
    await page.goto(site.url + '/', { waitUntil: 'load' });
    const name = page.getByLabel('Full name');
    await name.tap();
    await name.fill('Ada Lovelace');
    await page.getByLabel('Date of birth').fill('1815-12-10');
    await expect.poll(() => formIsLive(page), { timeout: 30_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    const after: string[] = [];
    page.on('request', (r) => after.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.getByRole('button', { name: 'Generate Report' }).tap();
    await page.getByTestId('reading-text').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // The reading view, the request's code, the query client and the reading's next steps were warmed at the
    // touch (warm-reading.ts, ADR 0680); before, three more chunks came after the answer.
    expect(after.filter((r) => /\.(js|css)$/.test(r))).toEqual([]);
    expect(after.filter((r) => r.startsWith('POST'))).toEqual(['POST /generate-report/']);
    await context.close();
  });
});
