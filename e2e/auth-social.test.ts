import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCode, startFakeTwilio, uniquePhone } from '../apps/server/test/helpers/fake-twilio';
import { uniqueEmail } from '../apps/server/test/helpers/http';
import type { OidcPeer, PeerAccount } from '../apps/server/test/helpers/oidc-peer';
import { signIn } from '../apps/server/test/helpers/session';
import type { TestServer } from '../apps/server/test/helpers/harness';
import { type RunningSite, withPage, withSiteAndBrowser } from './helpers/app';
import { heightOf, smallestGap } from './helpers/geometry';
import { signInThroughDialog, topBarButton } from './helpers/auth';
import { peerForSite } from './helpers/peer';

const peerSetup = await peerForSite({ trustEmail: true });
const { issuer } = peerSetup;
// Phones can sign in too (codes through an in-process Twilio), so the account page offers to add one.
const twilio = await startFakeTwilio();
const PHONE = { width: 390, height: 800 };
/** The sign-in page, where the prebuilt UI shows `?error=…` (it navigates to /auth or /auth/). */
const isAuthPage = (url: URL) => url.pathname === '/auth' || url.pathname === '/auth/';

/** Opens /auth, checks its buttons as the dialog's (issue 22): apart and 44 px tall, then continues with Peer ID. */
async function continueWithPeerOnAuthPage(page: Page, siteUrl: string): Promise<void> {
  await page.goto(siteUrl + '/auth');
  const buttons = [page.getByRole('button', { name: 'Continue with Peer ID' }), page.locator('button[type="submit"]')];
  await buttons[0]!.waitFor();
  expect(await smallestGap(buttons)).toBeGreaterThanOrEqual(8);
  for (const button of buttons) expect(await heightOf(button)).toBeGreaterThanOrEqual(44);
  await page.getByRole('button', { name: 'Continue with Peer ID' }).click();
}

interface Methods {
  methods: { kind: string; label: string; providerId?: string; verified: boolean }[];
  contactEmail: string | null;
}

describe('social login through the SDK’s own UI against a real OpenID provider', () => {
  let site: RunningSite;
  let browser: Browser;
  let peer: OidcPeer;
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]), {
    ...twilio.env,
    ...peerSetup.env,
  });
  beforeAll(async () => {
    peer = await peerSetup.start(site.url);
  });
  afterAll(async () => {
    await peer?.close();
    await twilio.close();
  });

  /** What the server holds for the page's signed-in reader (401 when nobody is signed in). */
  const methodsSeenBy = (page: Page) =>
    page.evaluate(async () => {
      const res = await fetch('/api/account/sign-in-methods', { credentials: 'include' });
      return { status: res.status, body: res.ok ? ((await res.json()) as Methods) : undefined };
    });
  /** Signs an account up by e-mail code over HTTP (the reader who was here first). */
  const existingAccount = (email: string) => signIn(site as unknown as TestServer, email);
  const account = (tag: string, extra: Partial<PeerAccount> = {}): PeerAccount => ({
    sub: `${tag}-${randomUUID()}`,
    email: uniqueEmail(tag),
    emailVerified: true,
    ...extra,
  });

  it('signs up on /auth with "Continue with Peer ID": the full redirect flow, then home, signed in', async () => {
    await withPage(browser, async ({ page }) => {
      const reader = account('full');
      peer.next = reader;
      await continueWithPeerOnAuthPage(page, site.url);
      await page.waitForURL(site.url + '/');
      await topBarButton(page, 'Logout');
      const held = await methodsSeenBy(page);
      expect(held.body).toEqual({
        methods: [
          {
            id: expect.any(String),
            kind: 'provider',
            providerId: 'peer',
            label: `Peer ID (${reader.email})`,
            verified: true,
            createdAt: expect.any(String),
          },
        ],
        contactEmail: reader.email,
      });
    });
  });

  it('returns to the page the dialog was opened on (phone)', async () => {
    await withPage(browser, PHONE, async ({ page }) => {
      peer.next = account('dialog');
      await page.goto(site.url + '/contact');
      await (await topBarButton(page, 'Sign In')).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByRole('button', { name: 'Continue with Peer ID' }).waitFor();
      // The dialog's buttons (issue 22): none touching another, each a 44 px target.
      const buttons = ['Send code', 'Cancel', 'Continue with Peer ID'].map((name) =>
        dialog.getByRole('button', { name, exact: true }),
      );
      expect(await smallestGap(buttons)).toBeGreaterThanOrEqual(8);
      for (const button of buttons) expect(await heightOf(button)).toBeGreaterThanOrEqual(44);
      await dialog.getByRole('button', { name: 'Continue with Peer ID' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/callback/peer');
      await page.waitForURL(site.url + '/contact');
      await topBarButton(page, 'Logout');
      expect((await methodsSeenBy(page)).status).toBe(200);
    });
  });

  it('sends a reader whose provider withholds the e-mail to /auth?error=no_email_present, signed out', async () => {
    await withPage(browser, PHONE, async ({ page, context }) => {
      const reader = account('noemail', { email: undefined });
      peer.next = reader;
      await page.goto(site.url + '/auth');
      await page.getByRole('button', { name: 'Continue with Peer ID' }).click();
      await page.waitForURL((url) => isAuthPage(url) && url.searchParams.get('error') === 'no_email_present');
      await page.getByText('Could not retrieve email. Please try a different method.').waitFor();
      expect((await context.cookies()).some((c) => c.name === 'sAccessToken')).toBe(false);
      expect((await methodsSeenBy(page)).status).toBe(401);
    });
  });

  it('never links an unverified address to the account that owns it: the SIGN_IN_UP_NOT_ALLOWED page', async () => {
    const email = uniqueEmail('owner');
    const owner = await existingAccount(email);
    await withPage(browser, async ({ page, context }) => {
      peer.next = account('attacker', { email, emailVerified: false });
      await page.goto(site.url + '/auth');
      await page.getByRole('button', { name: 'Continue with Peer ID' }).click();
      await page.waitForURL((url) => url.searchParams.get('error') === 'SIGN_IN_UP_NOT_ALLOWED');
      await page.getByText(/Cannot sign in \/ up due to security reasons.*ERR_CODE_006/).waitFor();
      expect((await context.cookies()).some((c) => c.name === 'sAccessToken')).toBe(false);
    });
    const held = (await (await owner.fetch('/api/account/sign-in-methods')).json()) as Methods;
    expect(held.methods.map((m) => m.kind)).toEqual(['email']);
  });

  it('shows the error page when the reader says no at the provider (access_denied)', async () => {
    await withPage(browser, async ({ page, context }) => {
      peer.next = 'deny';
      const signinups: string[] = [];
      page.on('request', (r) => r.url().endsWith('/auth/signinup') && signinups.push(r.url()));
      await page.goto(site.url + '/auth');
      await page.getByRole('button', { name: 'Continue with Peer ID' }).click();
      await page.waitForURL((url) => isAuthPage(url) && url.searchParams.get('error') === 'signin');
      await page.getByText('Something went wrong. Please try again.').waitFor();
      expect(signinups).toEqual([]);
      expect((await context.cookies()).some((c) => c.name === 'sAccessToken')).toBe(false);
    });
  });

  it('refuses a callback whose state this tab did not send (login CSRF): no code reaches the server', async () => {
    // Someone starts a sign-in with their own account and sends the callback URL, code and state, to the reader.
    const query = new URLSearchParams({
      thirdPartyId: 'peer',
      redirectURIOnProviderDashboard: `${site.url}/auth/callback/peer`,
    });
    const started = (await (await fetch(`${site.url}/auth/authorisationurl?${query}`)).json()) as {
      urlWithQueryParams: string;
    };
    const attacker = account('attacker');
    peer.next = attacker;
    const state = Buffer.from(JSON.stringify({ state: 'attacker' })).toString('base64');
    const forged = await peer.authorize(`${started.urlWithQueryParams}&state=${encodeURIComponent(state)}`);
    expect(forged.searchParams.get('code')).toBeTruthy();

    await withPage(browser, async ({ page, context }) => {
      const signinups: string[] = [];
      page.on('request', (r) => r.url().endsWith('/auth/signinup') && signinups.push(r.url()));
      // The reader's own sign-in began in this tab (its state is stored) and is still at the provider.
      await page.route(`${issuer}/**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Sign in at the provider</p>' }),
      );
      await page.goto(site.url + '/auth');
      await page.getByRole('button', { name: 'Continue with Peer ID' }).click();
      await page.waitForURL((url) => url.origin === issuer);
      await page.getByText('Sign in at the provider').waitFor();
      await page.goto(forged.toString());
      await page.waitForURL((url) => isAuthPage(url) && url.searchParams.get('error') === 'signin');
      await page.getByText('Something went wrong. Please try again.').waitFor();
      expect(signinups).toEqual([]);
      expect((await context.cookies()).some((c) => c.name === 'sAccessToken')).toBe(false);
    });
  });

  it('refuses a replayed code: the server answers GENERAL_ERROR and the reader sees why, signed out', async () => {
    const reader = account('replay');
    let callbackUrl = '';
    let verifier = '';
    await withPage(browser, async ({ page }) => {
      peer.next = reader;
      page.on('request', (r) => {
        if (r.url().includes('/auth/callback/peer?')) callbackUrl ||= r.url();
      });
      await page.route('**/auth/authorisationurl?**', async (route) => {
        const response = await route.fetch();
        verifier = ((await response.json()) as { pkceCodeVerifier: string }).pkceCodeVerifier;
        await route.fulfill({ response });
      });
      await continueWithPeerOnAuthPage(page, site.url);
      await page.waitForURL(site.url + '/');
    });
    expect(callbackUrl).toContain('code=');
    // Someone who copied the callback URL (with the same state and verifier in their tab) tries it again.
    await withPage(browser, async ({ page, context }) => {
      await page.goto(site.url + '/auth');
      const state = new URL(callbackUrl).searchParams.get('state')!;
      await page.evaluate(
        ({ state, verifier, redirect }) =>
          sessionStorage.setItem(
            'supertokens-oauth-state-2',
            JSON.stringify({
              stateForAuthProvider: state,
              thirdPartyId: 'peer',
              expiresAt: Date.now() + 600_000,
              redirectURIOnProviderDashboard: redirect,
              pkceCodeVerifier: verifier,
            }),
          ),
        { state, verifier, redirect: `${site.url}/auth/callback/peer` },
      );
      const answers: unknown[] = [];
      await page.route('**/auth/signinup', async (route) => {
        const response = await route.fetch();
        answers.push(await response.json());
        await route.fulfill({ response });
      });
      await page.goto(callbackUrl);
      await page.waitForURL((url) => isAuthPage(url) && url.searchParams.get('error') === 'custom');
      await page.getByText('the provider refused the code (invalid_grant)', { exact: false }).waitFor();
      expect(answers).toEqual([{ status: 'GENERAL_ERROR', message: expect.stringMatching(/invalid_grant/) }]);
      expect((await context.cookies()).some((c) => c.name === 'sAccessToken')).toBe(false);
    });
  });

  it('adds a provider on the account page and removes it again; the last way in stays', async () => {
    await withPage(browser, async ({ page }) => {
      const email = uniqueEmail('account');
      await page.goto(site.url + '/account');
      await signInThroughDialog(page, site, email);
      const section = page.getByRole('region', { name: 'Ways to sign in' });
      await section.getByText(email).waitFor();
      await expect(section.getByRole('button', { name: `Remove ${email}` }).isDisabled()).resolves.toBe(true);

      const linked = account('linked', { emailVerified: false });
      peer.next = linked;
      await section.getByRole('button', { name: 'Add Peer ID' }).click();
      await page.waitForURL(site.url + '/account');
      const label = `Peer ID (${linked.email})`;
      await page.getByRole('region', { name: 'Ways to sign in' }).getByText(label).waitFor();
      const held = await methodsSeenBy(page);
      expect(held.body!.methods.map((m) => m.kind)).toEqual(['email', 'provider']);
      expect(held.body!.contactEmail).toBe(email);

      await page
        .getByRole('region', { name: 'Ways to sign in' })
        .getByRole('button', { name: `Remove ${label}` })
        .click();
      await page.getByText(`${label} no longer signs you in.`).waitFor();
      expect((await methodsSeenBy(page)).body!.methods.map((m) => m.kind)).toEqual(['email']);
    });
  });

  it('adds a phone number on the account page with a texted code, in the same session (phone)', async () => {
    await withPage(browser, PHONE, async ({ page }) => {
      const email = uniqueEmail('addphone');
      await page.goto(site.url + '/account');
      await signInThroughDialog(page, site, email);
      const section = page.getByRole('region', { name: 'Ways to sign in' });
      await section.getByRole('button', { name: 'Add a phone number' }).click();
      const phone = uniquePhone();
      await section.getByLabel('Phone number to add').fill(phone);
      await section.getByRole('button', { name: 'Send code' }).click();
      const code = smsCode(await twilio.waitFor(phone));
      await section.getByLabel('Code').fill(code);
      await section.getByRole('button', { name: 'Add number' }).click();
      await section.getByText(phone).waitFor();
      const held = await methodsSeenBy(page);
      expect(held.body!.methods.map((m) => [m.kind, m.label])).toEqual([
        ['email', email],
        ['phone', phone],
      ]);
      // Still the same reader, still signed in.
      await topBarButton(page, 'Logout');
    });
  });
});
