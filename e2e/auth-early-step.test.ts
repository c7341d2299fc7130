import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSignInMail } from '../apps/server/test/helpers/mailbox';
import { type RunningSite, withPage, withSiteAndBrowser } from './helpers/app';
import { holdAppEntry } from './helpers/phone';

/** The SDK's own e-mail field and its code field, inside its shadow root (Playwright's locators reach into it). */
const SDK_EMAIL = 'input[name="email"]';
const SDK_CODE = 'input[name="userInputCode"]';

/** The auth API calls the page makes from now on, by method and path. */
function recordAuthCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/auth/')) calls.push(`${r.method()} ${path}`);
  });
  return calls;
}

/**
 * Issue 25, ADR 1401: the sign-in page's e-mail step is the site's own HTML, usable before any of the app's code
 * has run; what is typed there, and a press of Continue, reach the SuperTokens SDK's form once it is drawn, and
 * the code is asked for by the SDK (its FDI call), for the address typed before the code came.
 */
describe('the sign-in page works before its code', () => {
  let site: RunningSite;
  let browser: Parameters<Parameters<typeof withSiteAndBrowser>[0]>[1];
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));

  it('the page itself holds the e-mail step', async () => {
    const html = await (await fetch(site.url + '/auth')).text();
    expect(html).toMatch(/<form[^>]*class="early-email"/);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*autoComplete="email"|<input[^>]*autocomplete="email"/i);
    // The code's own routes keep the app shell.
    expect(await (await fetch(site.url + '/auth/verify')).text()).not.toContain('early-email');
  });

  it('an address typed and sent before any script ran is the one the SDK sends a code to', async () => {
    await withPage(browser, { width: 390, height: 844 }, async ({ page, errors }) => {
      const email = `early-${Date.now()}@example.com`;
      const since = site.mailbox.countFor(email);
      const release = await holdAppEntry(page);
      const calls = recordAuthCalls(page);
      await page.goto(site.url + '/auth', { waitUntil: 'domcontentloaded' });
      // No script of the app has run: this is the page's HTML.
      const field = page.getByRole('textbox', { name: 'Email' });
      await field.fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();
      expect(new URL(page.url()).pathname).toBe('/auth');
      release();
      // The SDK's code step: it asked for the code itself, for the address typed before it came.
      await page.locator(SDK_CODE).waitFor({ timeout: 30_000 });
      expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /auth/signinup/code']);
      await site.mailbox.waitFor(email, { since, match: isSignInMail });
      expect(await page.locator('.early-email').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('an address typed before the SDK came is in its field, with the focus; one form on the page', async () => {
    await withPage(browser, { width: 390, height: 844 }, async ({ page }) => {
      const release = await holdAppEntry(page);
      await page.goto(site.url + '/auth', { waitUntil: 'domcontentloaded' });
      const ours = page.getByRole('textbox', { name: 'Email' });
      await ours.click();
      await page.keyboard.type('half@exam');
      release();
      const sdk = page.locator(SDK_EMAIL);
      await sdk.waitFor();
      expect(await page.locator('.early-email').count()).toBe(0);
      expect(await sdk.inputValue()).toBe('half@exam');
      expect(await sdk.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
      // The reader goes on typing where they were, in the SDK's field.
      await page.keyboard.type('ple.com');
      expect(await sdk.inputValue()).toBe('half@example.com');
      expect(await page.getByRole('textbox', { name: 'Email' }).count()).toBe(1);
    });
  });
});
