import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultWebDist } from '../apps/server/src/app';
import { type VisitorSite, withVisitorSite } from './helpers/app';
import { HOME_JS_BUDGET_BYTES, scriptBytes } from './helpers/js-budget';

const dist = process.env.WEB_DIST ?? defaultWebDist;

/**
 * Issue 25, ADR 0006: the JavaScript the home page loads before the reader does anything stays within its budget.
 * As Lighthouse's mobile run loads it (412 px, touch), until the page is hydrated and the network is quiet; each
 * script counted as the gzip the server sends. `npm run bench` prints the same figure; this makes it a failure.
 */
describe('the home page before any action', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  it(`loads at most ${HOME_JS_BUDGET_BYTES / 1000} kB of gzip JavaScript`, async () => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (r.resourceType() === 'script' && url.origin === new URL(site.url).origin) scripts.add(url.pathname);
      });
      await page.goto(site.url + '/', { waitUntil: 'networkidle' });
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
      );
      await page.waitForLoadState('networkidle');
      // What an idle page may still fetch on its own (islands wait for an action, none comes).
      await page.waitForTimeout(1000);
      const { sizes, total } = scriptBytes(dist, [...scripts]);
      console.log(`/ before any action: ${(total / 1000).toFixed(2)} kB gzip: ${sizes}`);
      expect(scripts.size, 'the app entry and React at least').toBeGreaterThanOrEqual(2);
      expect(total, sizes).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
    } finally {
      await context.close();
    }
  });
});
