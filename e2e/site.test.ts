import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startSite, type RunningSite } from './helpers/app';

describe('site shell', () => {
  let site: RunningSite;
  let browser: Browser;
  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('serves the prerendered home page with the top bar and footer', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(site.url + '/');
    await expect(page.locator('header.topbar')).toBeDefined();
    expect(await page.locator('footer').innerText()).toContain(String(new Date().getFullYear()));
    await context.close();
  });

  it('shows a not-found page for unknown routes', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(site.url + '/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});
