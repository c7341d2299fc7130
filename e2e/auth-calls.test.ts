import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningSite, withPage, withSiteAndBrowser } from './helpers/app';
import { signInThroughDialog, topBarButton } from './helpers/auth';

/** The auth API calls a page makes, by method and path, from the start of `run` until the network is quiet. */
async function authCalls(page: Page, run: () => Promise<void>): Promise<string[]> {
  const calls: string[] = [];
  const record = (r: { method(): string; url(): string }) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/auth/')) calls.push(`${r.method()} ${path}`);
  };
  page.on('request', record);
  await run();
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return calls;
}

/**
 * Issue 25 (ADR 1400): the sign-in page of a fresh browser asks for the tenant's login methods once (the SDK
 * reads the page's answer) and sends no session refresh, which could only answer 401; a browser with a session
 * is still recognised, also when the SDK's own cookies are gone (the server sees the session cookie).
 */
describe('the sign-in page asks only what it needs', () => {
  let site: RunningSite;
  let browser: Parameters<Parameters<typeof withSiteAndBrowser>[0]>[1];
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));

  it('a fresh browser: one /loginmethods, no refresh, and the form', async () => {
    await withPage(browser, { width: 390, height: 844 }, async ({ page }) => {
      const calls = await authCalls(page, async () => {
        await page.goto(site.url + '/auth');
        await page.locator('input[name="email"]').waitFor();
      });
      expect(calls).toEqual(['GET /auth/loginmethods']);
    });
  });

  it('signed in, with the SDK’s own cookies gone: /auth still finds the session and leaves the page', async () => {
    await withPage(browser, async ({ page, context }) => {
      await page.goto(site.url + '/');
      await signInThroughDialog(page, site, 'calls@example.com');
      // What a browser that caps cookies written by scripts does after a week away: the server's cookies stay.
      const cookies = await context.cookies();
      await context.clearCookies();
      await context.addCookies(cookies.filter((c) => c.httpOnly));
      const calls = await authCalls(page, async () => {
        await page.goto(site.url + '/auth');
        await page.waitForURL((url) => url.pathname !== '/auth');
      });
      expect(calls).toContain('POST /auth/session/refresh');
      await topBarButton(page, 'Logout');
    });
  });
});
