import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../apps/server/test/helpers/fake-stripe';
import type { TestServer } from '../apps/server/test/helpers/harness';
import { uniqueEmail } from '../apps/server/test/helpers/http';
import { totpCode } from '../apps/server/test/helpers/mfa';
import { signIn, type SignedIn } from '../apps/server/test/helpers/session';
import { newPage, type RunningSite, withPage } from './helpers/app';
import { signInThroughDialog, withoutSessionProbe } from './helpers/auth';
import { withStripeSite } from './helpers/stripe';

const OPERATOR = uniqueEmail('operator');
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Every WCAG 2.0/2.1 A and AA violation axe finds on the page, whatever its impact. */
async function wcagViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => `${v.id} (${v.nodes.length} nodes)`);
  });
  return violations;
}

/**
 * Operators must have multi-factor sign-in on and have passed it in the session. In the signed-in page, the
 * authenticator app is added and verified through the sign-in API with the page's own fetch (which the SDK
 * wraps: session headers, the new access token and front token it answers with), the code computed as an
 * authenticator app would.
 */
async function addAuthenticatorApp(page: Page): Promise<void> {
  const call = (path: string, body: unknown) =>
    page.evaluate(
      async ([p, b]) => {
        const res = await fetch(p as string, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(b),
        });
        return (await res.json()) as Record<string, string>;
      },
      [path, body] as const,
    );
  const device = await call('/auth/totp/device', {});
  expect(device.status).toBe('OK');
  const verified = await call('/auth/totp/device/verify', {
    deviceName: device.deviceName,
    totp: totpCode(device.secret!, Date.now()),
  });
  expect(verified.status).toBe('OK');
}

/**
 * The operator console in Chromium against the real server in Stripe mode (fake Stripe API): a customer
 * has bought tokens and a visitor has written; the operator signs in through the site's own dialog,
 * finds the customer, grants tokens, refunds part of the payment, reads the audit log and answers the
 * visitor by e-mail.
 */
describe('operator console', () => {
  let stripe: FakeStripe;
  let site: RunningSite;
  let browser: Browser;
  let customer: SignedIn;
  let customerEmail: string;
  const visitorEmail = uniqueEmail('visitor');

  withStripeSite((s, b, fake) => ([site, browser, stripe] = [s, b, fake]), { ADMIN_EMAILS: OPERATOR });
  beforeAll(async () => {
    // The customer signs in and pays over HTTP, as in the server's tests (only the site's URL and mailbox are used).
    customerEmail = uniqueEmail('customer');
    customer = await signIn(site as unknown as TestServer, customerEmail);
    const created = await customer.post('/api/create-payment-intent', { amount: 4500 });
    expect(created.status).toBe(200);
    const { clientSecret } = (await created.json()) as { clientSecret: string };
    const intentId = clientSecret.split('_secret_')[0]!;
    stripe.succeed(intentId);
    const delivery = stripe.webhook('payment_intent.succeeded', intentId);
    const hook = await fetch(`${site.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
    });
    expect(hook.status).toBe(200);
    const reading = await customer.post('/generate-report/', {
      name: 'Miriam Cohen',
      date_of_birth: '1990-05-17',
      is_morning: true,
      report_type: 'simple',
    });
    expect(reading.status).toBe(201);
    const contact = await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Dana Visitor', email: visitorEmail, message: 'Was I charged twice?' }),
    });
    expect(contact.status).toBe(201);
  });

  const balance = async () => ((await (await customer.fetch('/get-tokens/')).json()) as { tokens: number }).tokens;

  it('is the site’s not-found page, with status 404, for a visitor and for a customer', async () => {
    await withPage(browser, async ({ page }) => {
      const response = await page.goto(`${site.url}/admin/customers`);
      expect(response!.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.title()).toMatch(/^Page not found/);
      expect(await page.getByText('Operator console').count()).toBe(0);
    });
    const asCustomer = await customer.fetch('/admin');
    expect(asCustomer.status).toBe(404);
    expect(await asCustomer.text()).toContain('Page not found');
  });

  describe('signed in as the operator', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      // axe is injected into the page, which the site's CSP forbids: these pages bypass it.
      ({ context, page, errors } = await newPage(browser, { bypassCSP: true }));
      await page.goto(site.url + '/');
      await signInThroughDialog(page, site, OPERATOR);
    });
    afterAll(() => context?.close());

    const screen = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

    it('asks an operator without multi-factor sign-in to turn it on first', async () => {
      await page.goto(`${site.url}/admin`);
      await page.getByRole('heading', { level: 1, name: 'Multi-factor sign-in needed' }).waitFor();
      await page.getByText('Operators must turn on multi-factor sign-in', { exact: false }).waitFor();
      expect(await page.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe('/account');
      expect(await wcagViolations(page)).toEqual([]);
      await addAuthenticatorApp(page);
      // Chromium logged the 403 it was answered; from here on the page must log no error at all.
      expect(withoutSessionProbe(errors)).toEqual([
        'Failed to load resource: the server responded with a status of 403 (Forbidden)',
      ]);
      errors.length = 0;
    });

    it('opens on Customers, finds the customer, and the screen has no WCAG A/AA violation', async () => {
      await page.goto(`${site.url}/admin`);
      await screen('Customers');
      expect(new URL(page.url()).pathname).toBe('/admin/customers');
      expect(await page.getByRole('link', { name: 'Customers' }).getAttribute('aria-current')).toBe('page');
      await page.getByLabel('Customer’s e-mail address').fill(customerEmail.toUpperCase());
      await page.getByRole('button', { name: 'Find' }).click();
      const heading = page.getByRole('heading', { level: 2, name: customerEmail });
      await heading.waitFor();
      // Focus moves to the customer found.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('admin-customer');
      expect(await page.getByTestId('admin-balance').textContent()).toBe('500 tokens');
      const payments = page.getByRole('table', { name: 'Payments' });
      expect(await payments.getByRole('cell', { name: 'succeeded (stripe)', exact: true }).count()).toBe(1);
      const readings = page.getByRole('table', { name: 'Readings (kind and date only)' });
      expect(await readings.getByRole('cell', { name: 'Simple report', exact: true }).count()).toBe(1);
      expect(await wcagViolations(page)).toEqual([]);
    });

    it('grants tokens with a reason after a confirmation; the balance and the history show it', async () => {
      await page.getByRole('button', { name: 'Grant tokens' }).click();
      const form = page.getByRole('form', { name: 'Grant tokens' });
      // Focus starts in the form's first field.
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.inputMode)).toBe('numeric');
      // A missing reason and a bad amount are said at the fields, and nothing is sent.
      await form.getByLabel('Tokens').fill('0');
      await form.getByRole('button', { name: 'Review' }).click();
      await form.getByText('Enter a whole number of tokens from 1 to 10,000.').waitFor();
      await form.getByText('Say why (at least 3 characters).').waitFor();
      expect(await balance()).toBe(500);

      await form.getByLabel('Tokens').fill('25');
      await form.getByLabel('Reason').fill('Reading failed after payment');
      await form.getByRole('button', { name: 'Review' }).click();
      await form.getByText(`Please confirm: give ${customerEmail} 25 tokens as compensation.`).waitFor();
      expect(await wcagViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Grant the tokens' }).click();
      await page.getByText('Granted 25 tokens. The balance is now 525 tokens.').waitFor();
      await page.getByTestId('admin-balance').filter({ hasText: '525 tokens' }).waitFor();
      expect(await balance()).toBe(525);
      const ledger = page.getByRole('table', { name: 'Token history' });
      await ledger.getByRole('cell', { name: 'Given by an operator' }).waitFor();
      // The customer sees it in their own history (as the newest movement).
      const history = (await (await customer.fetch('/api/account/history')).json()) as {
        entries: { amount: number; balanceAfter: number }[];
      };
      expect(history.entries[0]).toMatchObject({ amount: 25, balanceAfter: 525 });
    });

    it('refunds part of the payment; the refused amount is explained and the tokens come back once', async () => {
      await page.getByRole('button', { name: 'Refund $45.00 for 500 tokens' }).click();
      const form = page.getByRole('form', { name: 'Refund $45.00 for 500 tokens' });
      await form.getByLabel('Part of it').check();
      await form.getByLabel('Amount (USD)').fill('50');
      await form.getByLabel('Reason').fill('Customer asked for a partial refund');
      await form.getByRole('button', { name: 'Review' }).click();
      await form.getByText('At most $45.00 can still be refunded.').waitFor();
      await form.getByLabel('Amount (USD)').fill('9.00');
      await form.getByRole('button', { name: 'Review' }).click();
      await form.getByText(/Please confirm: refund \$9\.00 of \$45\.00/).waitFor();
      await form.getByRole('button', { name: 'Refund', exact: true }).click();
      await page.getByText('Refunded. $9.00 of $45.00 is now refunded; 100 tokens were taken back.').waitFor();
      await page.getByTestId('admin-balance').filter({ hasText: '425 tokens' }).waitFor();
      expect(await balance()).toBe(425);
      const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds');
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.body).toMatchObject({ amount: '900' });
      await page
        .getByRole('table', { name: 'Payments' })
        .getByRole('cell', { name: '$9.00 · 100 tokens back' })
        .waitFor();
    });

    it('resends the receipt once, with a reason; the customer gets it again', async () => {
      const since = site.mailbox.countFor(customerEmail);
      await page.getByRole('button', { name: 'Resend receipt for $45.00 for 500 tokens' }).click();
      const form = page.getByRole('form', { name: /^Resend the receipt of / });
      await form.getByLabel('Reason').fill('Customer cannot find the receipt');
      await form.getByRole('button', { name: 'Review' }).click();
      await form.getByRole('button', { name: 'Send the receipt' }).click();
      await page.getByText('Receipt sent again.').waitFor();
      const mail = await site.mailbox.waitFor(customerEmail, { since, match: (m) => /Your receipt:/.test(m.raw) });
      expect(mail.raw).toMatch(/^Subject: Your receipt: 500 tokens for \$45\.00/m);
      // Focus is on the confirmation the operator just got.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Receipt sent again.');
    });

    it('shows the actions in the audit log, filtered by customer and action, without WCAG violations', async () => {
      await page.getByRole('link', { name: 'Audit log' }).click();
      await screen('Audit log');
      // Moving between screens moves focus to the new screen's heading.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('admin-screen-title');
      await page.getByLabel('Customer', { exact: true }).fill(customerEmail);
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.waitForURL(/customer=/);
      const log = page.getByRole('table', { name: 'Audit log, newest first' });
      // Newest first; the operator's three actions and the money events the payment code wrote.
      await expect
        .poll(() => log.locator('tbody tr td:nth-child(3)').allTextContents())
        .toEqual(['resend-receipt', 'refund', 'payment-refunded', 'grant', 'purchase']);
      await expect.poll(() => log.locator('tbody tr', { hasText: OPERATOR }).count()).toBe(3);
      expect(await wcagViolations(page)).toEqual([]);

      await page.getByLabel('Action').selectOption('grant');
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.waitForURL(/action=grant/);
      await expect.poll(() => log.locator('tbody tr').count()).toBe(1);
      expect(await log.locator('tbody tr').textContent()).toContain('Reading failed after payment');
      expect(await log.locator('tbody tr').textContent()).toContain('balance 500 → balance 525, granted 25');
    });

    it('answers the visitor from the inbox: the e-mail arrives and the message shows the reply', async () => {
      await page.getByRole('link', { name: 'Inbox' }).click();
      await screen('Inbox');
      const message = page.getByRole('article', { name: `Dana Visitor <${visitorEmail}>` });
      await message.getByText('Unanswered').waitFor();
      expect(await wcagViolations(page)).toEqual([]);
      await message.getByRole('button', { name: 'Reply to Dana Visitor' }).click();
      const since = site.mailbox.countFor(visitorEmail);
      await message
        .getByLabel(`Reply to ${visitorEmail}`)
        .fill('No: the second charge was only a hold, released today.');
      await message.getByRole('button', { name: 'Send reply' }).click();
      await message.getByText(`Reply sent to ${visitorEmail}.`).waitFor();
      const mail = await site.mailbox.waitFor(visitorEmail, { since });
      expect(mail.raw).toContain('No: the second charge was only a hold, released today.');
      expect(mail.raw).toContain('> Was I charged twice?');
      await message.getByText(/^Reply sent (?!to )/).waitFor();
      expect(await message.getByText('Unanswered').count()).toBe(0);
      expect(await message.getByRole('button', { name: /Reply to/ }).count()).toBe(0);

      // A message that needs no e-mail is marked answered with a reason.
      const other = await fetch(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Eli Reader', email: uniqueEmail('reader'), message: 'Thanks for the reading!' }),
      });
      expect(other.status).toBe(201);
      await page.reload();
      const thanks = page.getByRole('article', { name: /^Eli Reader / });
      await thanks.getByRole('button', { name: 'Mark answered: the message from Eli Reader' }).click();
      await thanks.getByLabel('Reason').fill('A thank-you, no answer needed');
      await thanks.getByRole('button', { name: 'Review' }).click();
      await thanks.getByRole('button', { name: 'Mark answered', exact: true }).click();
      await thanks.getByText('Marked answered.').waitFor();
      await thanks.getByText(`answered by ${OPERATOR}`, { exact: false }).waitFor();
      expect(withoutSessionProbe(errors)).toEqual([]);
    });

    it('fits a phone: the customer screen has no sideways scroll and no WCAG violation', async () => {
      const phone = await browser.newContext({
        viewport: { width: 390, height: 844 },
        bypassCSP: true,
        storageState: await context.storageState(),
      });
      try {
        const small = await phone.newPage();
        await small.goto(`${site.url}/admin/customers?email=${encodeURIComponent(customerEmail)}`);
        await small.getByRole('heading', { level: 2, name: customerEmail }).waitFor();
        await small.getByTestId('admin-balance').filter({ hasText: '425 tokens' }).waitFor();
        expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(await wcagViolations(small)).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  });
});
