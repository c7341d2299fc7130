import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeIn } from '../apps/server/test/helpers/mailbox';
import { uniqueEmail } from '../apps/server/test/helpers/http';
import { type RunningSite, withPage, withSiteAndBrowser } from './helpers/app';
import { signInThroughDialog, topBarButton, withoutSessionProbe } from './helpers/auth';

describe('sign-in with the real SuperTokens SDKs', () => {
  let site: RunningSite;
  let browser: Browser;
  // Short access tokens so the SDK has to refresh by itself during the test.
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]), { ACCESS_TOKEN_TTL_SECONDS: '2' });

  it('signs in through the dialog, survives a reload and an access-token expiry, and signs out', async () => {
    await withPage(browser, async ({ page, context, errors }) => {
      await page.goto(site.url + '/');
      const email = uniqueEmail('dialog');
      await signInThroughDialog(page, site, email);
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);

      await page.reload();
      await page.getByRole('button', { name: 'Logout' }).waitFor();

      // Let the 2-second access token expire; the SDK refreshes on the next check.
      await page.waitForTimeout(3000);
      const refreshed = page.waitForResponse((r) => r.url().endsWith('/auth/session/refresh') && r.status() === 200);
      await page.reload();
      await refreshed;
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'sAccessToken')?.httpOnly).toBe(true);

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      expect(withoutSessionProbe(errors)).toEqual([]);
    });
  });

  it('shows the error for a wrong code, holds resend during the gap, goes back to the e-mail step, and closes on Escape', async () => {
    await withPage(browser, { width: 390, height: 800 }, async ({ page }) => {
      await page.goto(site.url + '/');
      // Behind the phone menu, pressed again if the page had not hydrated yet.
      await (await topBarButton(page, 'Sign In')).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await expect(dialog.getByLabel('Email').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      const email = uniqueEmail('wrong');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      const code = codeIn(await site.mailbox.waitFor(email, { since: 0 }));
      await dialog.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await dialog.getByText('Invalid code. Please try again.').waitFor();
      // The gap between two codes is the server's: asked too soon, it says how long to wait.
      await dialog.getByRole('button', { name: /Resend code/ }).click();
      await dialog.getByText(/Please wait \d+ seconds? before asking for a new code\./).waitFor();
      await dialog.getByRole('button', { name: 'Back to Email' }).click();
      await dialog.getByLabel('Email').waitFor();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    });
  });

  it('signs in through the prebuilt /auth page and comes back to redirectToPath', async () => {
    await withPage(browser, async ({ page }) => {
      await page.goto(site.url + '/auth?redirectToPath=%2Ffaq');
      const email = uniqueEmail('prebuilt');
      const emailInput = page.locator('input[name="email"]');
      await emailInput.waitFor();
      await emailInput.fill(email);
      await page.locator('button[type="submit"]').click();
      const code = codeIn(await site.mailbox.waitFor(email, { since: 0 }));
      const otp = page.locator('input[name="userInputCode"]');
      await otp.waitFor();
      await otp.fill(code);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === '/faq');
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    });
  });

  it('signs in by opening the e-mailed link (/auth/verify)', async () => {
    await withPage(browser, async ({ page }) => {
      await page.goto(site.url + '/auth');
      const email = uniqueEmail('link');
      const emailInput = page.locator('input[name="email"]');
      await emailInput.waitFor();
      await emailInput.fill(email);
      await page.locator('button[type="submit"]').click();
      const mail = await site.mailbox.waitFor(email, { since: 0 });
      const link = /(http\S+\/auth\/verify\?\S+)/.exec(mail.raw)![1]!;
      expect(new URL(link).origin).toBe(site.url);
      // The page keeps the attempt (in localStorage) once the code step shows: opening the link before that
      // would look like another device, which asks for a click instead of signing in.
      await page.locator('input[name="userInputCode"]').waitFor();
      await page.goto(link);
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByRole('button', { name: 'Logout' }).waitFor();
    });
  });
});
