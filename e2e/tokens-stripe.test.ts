import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FakeStripe } from '../apps/server/test/helpers/fake-stripe';
import { newPage, type RunningSite } from './helpers/app';
import { signInThroughDialog } from './helpers/auth';
import { routeStripe, typeStripeCard, withStripeSite } from './helpers/stripe';
import { badgeCount } from './helpers/tokens';
import { uniqueEmail } from '../apps/server/test/helpers/http';

/**
 * Stripe mode in a real browser: the lazily loaded Stripe Elements card form, Stripe.js (a stand-in
 * served for https://js.stripe.com) confirming against a fake Stripe API that the server's real SDK
 * also talks to (STRIPE_API_BASE), then the server's sync crediting the tokens.
 */
const serverBalance = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/get-tokens/', { credentials: 'include' })).json()) as { tokens: number }).tokens,
  );

/** Any blocked script, frame or connection shows up in `window.__cspViolations` (and as a console error). */
async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    );
  });
}

const browserConfirms = (stripe: FakeStripe) => stripe.requests.filter((r) => r.path.endsWith('/confirm'));
const retrievals = (stripe: FakeStripe, id: string) =>
  stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${id}`);

describe('buying tokens in Stripe mode (Stripe.js stand-in, fake Stripe API)', () => {
  let stripe: FakeStripe;
  let site: RunningSite;
  let browser: Browser;
  withStripeSite((s, b, fake) => ([site, browser, stripe] = [s, b, fake]));

  it('loads Stripe.js only when the card form is needed, pays with 4242…, then a declined card changes nothing', async () => {
    const { page, context, errors } = await newPage(browser);
    const scriptRequests = await routeStripe(context, stripe);
    await recordCspViolations(context);

    const response = await page.goto(site.url + '/');
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com/);

    await signInThroughDialog(page, site, uniqueEmail('buy'));
    await badgeCount(page, '0');
    await page.waitForLoadState('networkidle');
    expect(scriptRequests).toHaveLength(0);
    expect(await page.evaluate(() => 'Stripe' in window)).toBe(false);

    // Open the modal and choose the Value Pack: only now does Stripe.js load.
    await page.getByTestId('token-badge').click();
    const modal = page.getByRole('dialog', { name: 'Buy tokens' });
    await modal.getByText('Most Popular').waitFor();
    expect(await modal.getByText('no money moves').count()).toBe(0); // not test mode
    expect(scriptRequests).toHaveLength(0);
    await modal.getByRole('button', { name: /Value Pack/ }).click();
    await modal.getByText('You will be charged $45.00 for 500 tokens').waitFor();
    await modal.getByLabel('Credit or debit card number').waitFor();
    expect(scriptRequests.map((r) => new URL(r.url()).pathname)).toEqual(['/endive/stripe.js']);
    const fake = await page.evaluate(
      () => (window as unknown as { __fakeStripe: Record<string, unknown[]> }).__fakeStripe,
    );
    expect(fake.keys).toEqual([stripe.publishableKey]);
    expect(fake.wrappers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'stripe-js' }),
        expect.objectContaining({ name: 'react-stripe-js' }),
      ]),
    );
    expect(fake.created).toEqual([{ type: 'card', options: { hidePostalCode: true } }]);

    // Pay is enabled only once the card element reports complete.
    const pay = modal.getByRole('button', { name: 'Pay $45.00' });
    expect(await pay.isDisabled()).toBe(true);
    await page.getByLabel('Credit or debit card number').fill('4242 4242 4242 4242');
    expect(await pay.isDisabled()).toBe(true);
    await typeStripeCard(page, '4242 4242 4242 4242');
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await modal.getByText('Paid $45.00 for 500 tokens. Your balance is now 500 tokens.').waitFor();
    await modal.waitFor({ state: 'detached' });
    await badgeCount(page, '500');
    expect(await serverBalance(page)).toBe(500);

    // The browser confirmed the intent with Stripe; the server then asked Stripe and credited it.
    const [first, ...others] = [...stripe.intents.values()].filter((pi) => pi.amount === 4500);
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      status: 'succeeded',
      amount_received: 4500,
      currency: 'usd',
      metadata: { tokens: '500', packageId: expect.any(String) },
    });
    expect(browserConfirms(stripe).map((r) => r.path)).toEqual([`/v1/payment_intents/${first!.id}/confirm`]);
    expect(retrievals(stripe, first!.id).length).toBeGreaterThanOrEqual(1);

    // A declined card: Stripe's message in the modal, no tokens, nothing asked of our server's sync.
    await page.getByTestId('token-badge').click();
    await modal.getByRole('button', { name: /Value Pack/ }).click();
    await typeStripeCard(page, '4000 0000 0000 0002');
    const syncsBefore = stripe.requests.filter((r) => r.method === 'GET').length;
    await pay.click();
    await expect(modal.getByRole('alert').textContent()).resolves.toBe('Your card was declined. Nothing was charged.');
    await expect.poll(() => pay.isEnabled()).toBe(true);
    expect(await serverBalance(page)).toBe(500);
    await badgeCount(page, '500');
    expect(stripe.requests.filter((r) => r.method === 'GET').length).toBe(syncsBefore);
    const declined = [...stripe.intents.values()].find((pi) => pi.id !== first!.id)!;
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });

    // Another card on the same open intent succeeds: one intent for the attempt, credited once.
    await typeStripeCard(page, '4242 4242 4242 4242');
    await pay.click();
    await modal.getByText('Your balance is now 1,000 tokens.', { exact: false }).waitFor();
    await badgeCount(page, '1,000');
    expect(await serverBalance(page)).toBe(1000);
    expect(stripe.intents.size).toBe(2);
    expect(browserConfirms(stripe).map((r) => r.path)).toEqual([
      `/v1/payment_intents/${first!.id}/confirm`,
      `/v1/payment_intents/${declined.id}/confirm`,
      `/v1/payment_intents/${declined.id}/confirm`,
    ]);
    expect(scriptRequests).toHaveLength(1); // Stripe.js loaded once per page

    // The strict CSP holds everywhere, and nothing on the page tries to break it (zod runs jitless).
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations).toEqual([]);
    expect(errors.filter((e) => !/status of (401|402)/.test(e))).toEqual([]);
    await context.close();
  });

  it('shows an error with Retry when Stripe.js cannot load, and recovers', async () => {
    const { page, context, errors } = await newPage(browser);
    const network = { scriptBlocked: true };
    const scriptRequests = await routeStripe(context, stripe, network);
    await recordCspViolations(context);
    await page.goto(site.url + '/');
    await signInThroughDialog(page, site, uniqueEmail('offline'));
    // The badge's button is replaced when the balance arrives: a click before that can be lost on a slow machine.
    await badgeCount(page, '0');
    await page.getByTestId('token-badge').click();
    const modal = page.getByRole('dialog', { name: 'Buy tokens' });
    await modal.getByRole('button', { name: /Value Pack/ }).click();
    await modal.getByText('We couldn’t load the secure card form.').waitFor();
    expect(scriptRequests.length).toBeGreaterThanOrEqual(1);
    expect(await modal.getByRole('button', { name: 'Pay $45.00' }).count()).toBe(0);

    network.scriptBlocked = false;
    await modal.getByRole('button', { name: 'Retry' }).click();
    await modal.getByLabel('Credit or debit card number').waitFor();
    await typeStripeCard(page, '4242 4242 4242 4242');
    await modal.getByRole('button', { name: 'Pay $45.00' }).click();
    await badgeCount(page, '500');
    // Only the blocked script's own load failures; no unhandled rejection from Elements.
    expect(errors.filter((e) => !/status of 401|net::ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.close();
  });

  it('when the charge succeeded but our server missed it, Pay again finishes it without a second charge', async () => {
    const { page, context, errors } = await newPage(browser);
    await routeStripe(context, stripe);
    await recordCspViolations(context);
    let syncs = 0;
    await context.route('**/api/payments/*/sync', (route) =>
      ++syncs === 1
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' })
        : route.fallback(),
    );
    await page.goto(site.url + '/');
    await signInThroughDialog(page, site, uniqueEmail('resync'));
    await badgeCount(page, '0');
    await page.getByTestId('token-badge').click();
    const modal = page.getByRole('dialog', { name: 'Buy tokens' });
    await modal.getByRole('button', { name: /Value Pack/ }).click();
    await typeStripeCard(page, '4242 4242 4242 4242');
    const intentsBefore = new Set(stripe.intents.keys());
    await modal.getByRole('button', { name: 'Pay $45.00' }).click();
    await expect(modal.getByRole('alert').textContent()).resolves.toMatch(
      /couldn’t confirm the payment yet\. Press Pay again/,
    );
    const [charged, ...more] = [...stripe.intents.values()].filter((pi) => !intentsBefore.has(pi.id));
    expect(more).toEqual([]);
    expect(charged!.status).toBe('succeeded');
    expect(await serverBalance(page)).toBe(0);

    await modal.getByRole('button', { name: 'Pay $45.00' }).click();
    await modal.getByText('Your balance is now 500 tokens.', { exact: false }).waitFor();
    await badgeCount(page, '500');
    expect(syncs).toBe(2);
    expect(stripe.intents.size).toBe(intentsBefore.size + 1);
    expect(charged!.amount_received).toBe(4500);
    expect(errors.filter((e) => !/status of (401|400|503)/.test(e))).toEqual([]);
    await context.close();
  });
});
