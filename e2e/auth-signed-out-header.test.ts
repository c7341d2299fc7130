import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../apps/server/test/helpers/http';
import { type RunningSite, withPage, withSiteAndBrowser } from './helpers/app';
import { openTopBarMenuIfCollapsed, signInThroughDialog, topBarButton } from './helpers/auth';
import { badgeCount } from './helpers/tokens';

/** The top bar's focusable controls in Tab order, by accessible name (or text). */
const topBarTabStops = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header.topbar a[href], header.topbar button')]
      .filter((el) => el.offsetParent !== null && !el.hasAttribute('disabled'))
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''),
  );

/**
 * Issue 25: a signed-out visitor saw a tokens badge "✦ –" beside Sign In (at 1280 px the first Tab stop of the
 * actions). A balance is a signed-in reader's: signed out there is no badge, at 1280 px or in the phone's menu,
 * and once signed in the badge shows the balance.
 */
describe('the top bar of a signed-out visitor has no tokens badge', () => {
  let site: RunningSite;
  let browser: Parameters<Parameters<typeof withSiteAndBrowser>[0]>[1];
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));

  for (const width of [1280, 390]) {
    it(`signed out: Sign In and no badge; signed in: the balance (${width} px)`, async () => {
      await withPage(browser, { width, height: 844 }, async ({ page }) => {
        for (const path of ['/', '/auth']) {
          await page.goto(site.url + path);
          await topBarButton(page, 'Sign In');
          await openTopBarMenuIfCollapsed(page);
          expect(await page.getByTestId('token-badge').count(), `${path}: badges`).toBe(0);
          const stops = await topBarTabStops(page);
          expect(
            stops.filter((name) => /tokens|✦/.test(name)),
            `${path}: tab stops ${stops.join(' | ')}`,
          ).toEqual([]);
        }
        await page.goto(site.url + '/');
        await signInThroughDialog(page, site, uniqueEmail('header'));
        await openTopBarMenuIfCollapsed(page);
        await badgeCount(page, '0');
      });
    });
  }
});
