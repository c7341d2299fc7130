import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, smsCode, uniquePhone, type FakeTwilio } from '../apps/server/test/helpers/fake-twilio';
import { uniqueEmail } from '../apps/server/test/helpers/http';
import type { OidcPeer } from '../apps/server/test/helpers/oidc-peer';
import { launchBrowser, type RunningSite, startSite, withPage } from './helpers/app';
import { askForVerificationMail, topBarButton, withoutSessionProbe } from './helpers/auth';
import { peerForSite } from './helpers/peer';

/**
 * Sign-in by SMS code in Chromium (ADR 0325, 0327): the SDK's prebuilt UI on /auth and the product's own
 * dialog, the codes read from an in-process server speaking Twilio's Messages API; and the SDK's
 * /auth/verify-email page (ADR 0326).
 */
const peerSetup = await peerForSite();

describe('sign-in by text message and e-mail verification pages', () => {
  let twilio: FakeTwilio;
  let site: RunningSite;
  let browser: Browser;
  // A social-login peer that does not vouch for addresses: the one way an account gets an unverified e-mail.
  let peer: OidcPeer;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    // One after the other: on a busy machine the server's start is the slow part.
    site = await startSite({
      ...twilio.env,
      AUTH_TENANTS: JSON.stringify([{ id: 'texts', firstFactors: ['otp-phone'] }]),
      ...peerSetup.env,
    });
    peer = await peerSetup.start(site.url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.stop(), twilio?.close(), peer?.close()]);
  });

  it('signs in with a phone number on the prebuilt /auth page on a phone, flags from this site only', async () => {
    await withPage(browser, { width: 390, height: 800 }, async ({ page, errors }) => {
      const elsewhere: string[] = [];
      const flagImages: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(site.url) && !r.url().startsWith('data:')) elsewhere.push(r.url());
        if (/flags.*\.png/.test(r.url())) flagImages.push(r.url());
      });
      const notFound: string[] = [];
      page.on('response', (r) => r.status() === 404 && notFound.push(r.url()));
      await page.goto(site.url + '/auth?redirectToPath=%2Ffaq');
      // The e-mail form first, with the SDK's switch to a phone number (the server lists otp-phone).
      await page.locator('input[name="email"]').waitFor();
      const switcher = page.locator('[data-supertokens~="contactMethodSwitcher"]');
      // In the site's body font, not the SDK's Arial.
      expect(await switcher.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Source Serif 4/);
      await switcher.click();
      const phone = uniquePhone();
      const input = page.locator('input[name="phoneNumber_text"]');
      await input.waitFor();
      await input.fill(phone);
      await page.locator('button[type="submit"]').click();
      const code = smsCode(await twilio.waitFor(phone));
      const otp = page.locator('input[name="userInputCode"]');
      await otp.waitFor();
      await otp.fill(code);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === '/faq');
      await topBarButton(page, 'Logout');

      expect(elsewhere).toEqual([]);
      expect(flagImages.length).toBeGreaterThan(0);
      expect(flagImages.every((u) => u.startsWith(site.url + '/assets/'))).toBe(true);
      expect(notFound.filter((u) => /flags/.test(u))).toEqual([]);
      // Nothing refused by the CSP (the SDK's CDN sprite would be).
      expect(withoutSessionProbe(errors).filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
    });
  });

  it('signs in with a phone number through the sign-in dialog', async () => {
    await withPage(browser, async ({ page, errors }) => {
      await page.goto(site.url + '/');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByRole('radio', { name: 'Text message' }).check();
      const phone = uniquePhone();
      await dialog.getByLabel('Mobile number').fill(`${phone.slice(0, 3)} ${phone.slice(3)}`);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await dialog.getByText(`We sent a 6-digit code by text message to`).waitFor();
      const code = smsCode(await twilio.waitFor(phone));
      await dialog.getByLabel('Code').fill(code);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      expect(withoutSessionProbe(errors)).toEqual([]);
    });
  });

  it('says so in the dialog when the number is not one', async () => {
    await withPage(browser, { width: 390, height: 800 }, async ({ page }) => {
      await page.goto(site.url + '/');
      await (await topBarButton(page, 'Sign In')).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByRole('radio', { name: 'Text message' }).check();
      await dialog.getByLabel('Mobile number').fill('+1 555');
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await dialog.getByText('Phone number is invalid').waitFor();
    });
  });

  it('offers only the phone on /auth?tenantId=texts and signs in on that tenant', async () => {
    await withPage(browser, async ({ page }) => {
      const prefixed: string[] = [];
      page.on('request', (r) => r.url().includes('/auth/texts/') && prefixed.push(new URL(r.url()).pathname));
      await page.goto(site.url + '/auth?tenantId=texts');
      const input = page.locator('input[name="phoneNumber_text"]');
      await input.waitFor();
      await expect(page.locator('input[name="email"]').count()).resolves.toBe(0);
      const phone = uniquePhone();
      await input.fill(phone);
      await page.locator('button[type="submit"]').click();
      const otp = page.locator('input[name="userInputCode"]');
      await otp.waitFor();
      await otp.fill(smsCode(await twilio.waitFor(phone)));
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      expect(prefixed).toEqual(
        expect.arrayContaining([
          '/auth/texts/loginmethods',
          '/auth/texts/signinup/code',
          '/auth/texts/signinup/code/consume',
        ]),
      );
    });
  });

  it('shows the verify-email page’s failure for a link that is not valid, in the site’s page', async () => {
    await withPage(browser, async ({ page }) => {
      await page.goto(`${site.url}/auth/verify-email?token=${'A'.repeat(64)}&tenantId=public`);
      // Without a session the SDK asks for a click first (so mail scanners do not spend the link).
      const proceed = page.locator('[data-supertokens~="button"]');
      await proceed.first().waitFor();
      await proceed.first().click();
      await page
        .getByText(/expired|invalid/i)
        .first()
        .waitFor();
      await expect(page.locator('.site-header, header').first().isVisible()).resolves.toBe(true);
    });
  });

  it('verifies an address through the mailed link on /auth/verify-email, signed in', async () => {
    await withPage(browser, async ({ page }) => {
      const email = uniqueEmail('unvouched');
      peer.next = { sub: `unvouched-${randomUUID()}`, email, emailVerified: false };
      await page.goto(site.url + '/auth');
      await page.getByRole('button', { name: 'Continue with Peer ID' }).click();
      await page.waitForURL(site.url + '/');
      expect(await askForVerificationMail(page)).toEqual({ status: 'OK' });
      const mail = await site.mailbox.waitFor(email, { since: 0 });
      const link = /(http\S+\/auth\/verify-email\?\S+)/.exec(mail.raw)![1]!;
      expect(new URL(link).origin).toBe(site.url);
      await page.goto(link);
      await page.getByText(/verification successful/i).waitFor();
      expect(await askForVerificationMail(page)).toEqual({ status: 'EMAIL_ALREADY_VERIFIED_ERROR' });
    });
  });
});
