import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../apps/server/test/helpers/http';
import type { OidcPeer } from '../apps/server/test/helpers/oidc-peer';
import { type RunningSite, withPage, withSiteAndBrowser } from './helpers/app';
import { askForVerificationMail } from './helpers/auth';
import { peerForSite } from './helpers/peer';

/**
 * Issue #21 (4), ADR 0351, in Chromium: a verification link opened in another browser says whose it is instead
 * of confirming, and the e-mail's "this was not me" page cancels the request with one button.
 */
const peerSetup = await peerForSite();

describe('who a verification link is for', () => {
  let site: RunningSite;
  let browser: Browser;
  let peer: OidcPeer;
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]), peerSetup.env);
  beforeAll(async () => {
    peer = await peerSetup.start(site.url);
  });
  afterAll(async () => {
    await peer?.close();
  });

  it('refuses the link in another browser with a message, and cancels it from "this was not me"', async () => {
    await withPage(browser, async ({ page: asker }) => {
      const email = uniqueEmail('claimed');
      peer.next = { sub: `claimer-${randomUUID()}`, email, emailVerified: false };
      await asker.goto(site.url + '/auth');
      await asker.getByRole('button', { name: 'Continue with Peer ID' }).click();
      await asker.waitForURL(site.url + '/');
      expect(await askForVerificationMail(asker)).toEqual({ status: 'OK' });
      const mail = await site.mailbox.waitFor(email, { since: 0 });
      const confirm = /(http\S+\/auth\/verify-email\?\S+)/.exec(mail.raw)![1]!;
      const notMe = /(http\S+\/auth\/verify-email\/not-me\?\S+)/.exec(mail.raw)![1]!;

      await withPage(browser, async ({ page: owner }) => {
        // The mailbox's owner, in their own browser: the SDK asks for a click, then shows our message.
        await owner.goto(confirm);
        await owner.locator('[data-supertokens~="button"]').first().click();
        await owner.getByText(/only for the account that asked/).waitFor();
        // "This was not me": a page with one button (opening it changes nothing).
        await owner.goto(notMe);
        await owner.getByRole('button', { name: 'This was not me: cancel it' }).click();
        await owner.getByText(/Cancelled\./).waitFor();
      });

      // Even the asker's own browser can no longer use the link.
      await asker.goto(confirm);
      await asker
        .getByText(/expired|invalid/i)
        .first()
        .waitFor();
    });
  });
});
