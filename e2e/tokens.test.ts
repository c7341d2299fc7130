import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, type RunningSite, withSiteAndBrowser } from './helpers/app';
import { openTopBarMenuIfCollapsed, signInThroughDialog } from './helpers/auth';
import { badgeCount } from './helpers/tokens';
import { uniqueEmail } from '../apps/server/test/helpers/http';

const badge = (page: Page) => page.getByTestId('token-badge');

describe('buying tokens in test mode', () => {
  let site: RunningSite;
  let browser: Browser;
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));

  it('buys the Value Pack with 4242…, after a declined card that credits nothing', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(site.url + '/');
    await signInThroughDialog(page, site, uniqueEmail('buy'));
    await badgeCount(page, '0');

    await badge(page).click();
    const modal = page.getByRole('dialog', { name: 'Buy tokens' });
    await modal.getByText('no money moves').first().waitFor();
    await modal.getByText('Most Popular').waitFor();
    await modal.getByRole('button', { name: /Value Pack/ }).click();
    expect(await modal.getByRole('button', { name: /Value Pack/ }).getAttribute('aria-pressed')).toBe('true');
    await modal.getByText('You will be charged $45.00 for 500 tokens').waitFor();
    expect(await modal.getByLabel('Card number').getAttribute('autocomplete')).toBe('cc-number');

    await modal.getByLabel('Card number').fill('4000 0000 0000 0002');
    await modal.getByLabel('Expiry (MM/YY)').fill('12/34');
    await modal.getByLabel('CVC').fill('123');
    await modal.getByRole('button', { name: 'Pay $45.00' }).click();
    await expect(modal.getByRole('alert').textContent()).resolves.toBe('Your card was declined. Nothing was charged.');
    const after = await page.evaluate(async () => (await fetch('/get-tokens/', { credentials: 'include' })).json());
    expect(after).toEqual({ tokens: 0 });

    await modal.getByLabel('Card number').fill('4242 4242 4242 4242');
    await modal.getByRole('button', { name: 'Pay $45.00' }).click();
    await modal.getByText('Paid $45.00 for 500 tokens').waitFor();
    await modal.waitFor({ state: 'detached' });
    await badgeCount(page, '500');
    // Focus returns to the badge.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('token-badge');
    expect(errors.filter((e) => !/401|402/.test(e))).toEqual([]);
    await context.close();
  });

  it('on a phone, signed in (the badge is not shown signed out), opens the modal as a sheet; Escape closes it', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 800 });
    await page.goto(site.url + '/');
    await signInThroughDialog(page, site, uniqueEmail('phone'));
    await openTopBarMenuIfCollapsed(page);
    await badge(page).click();

    const modal = page.getByRole('dialog', { name: 'Buy tokens' });
    await modal.waitFor();
    const box = await modal.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(800);
    expect(box && Math.round(box.width)).toBe(390);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows a retry state when the balance cannot be loaded, and recovers', async () => {
    const { page, context } = await newPage(browser);
    await page.route('**/get-tokens/', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto(site.url + '/');
    await signInThroughDialog(page, site, uniqueEmail('retry'));
    const retry = page.getByRole('button', { name: /Couldn’t load tokens/ });
    await retry.waitFor({ timeout: 15_000 });
    await badgeCount(page, '?');
    await page.unroute('**/get-tokens/');
    await retry.click();
    await badgeCount(page, '0');
    await retry.waitFor({ state: 'detached' });
    await context.close();
  });
});
