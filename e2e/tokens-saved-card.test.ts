import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FakeStripe } from '../apps/server/test/helpers/fake-stripe';
import { uniqueEmail } from '../apps/server/test/helpers/http';
import { type RunningSite, withSiteAndBrowser } from './helpers/app';
import { signInThroughDialog } from './helpers/auth';
import { seriousViolations } from './helpers/axe';
import { routeStripe, typeStripeCard, withStripeSite } from './helpers/stripe';
import { tapCounter } from './helpers/taps';
import { badgeCount } from './helpers/tokens';

/**
 * Issue #22: a returning buyer's card offered again with their consent (ADR 0407). On a phone (390x844, touch),
 * the second purchase is paid with the saved card in fewer taps and no card typed.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, bypassCSP: true };

/** Opens the buy sheet from the top bar's badge (behind the menu button on a phone), every tap counted. */
async function openSheet(page: Page, me: ReturnType<typeof tapCounter>): Promise<Locator> {
  const badge = page.getByTestId('token-badge');
  if (!(await badge.isVisible())) await me.tap(page.getByRole('button', { name: 'Open menu' }));
  await me.tap(badge);
  const sheet = page.getByRole('dialog', { name: 'Buy tokens' });
  await sheet.getByText('Most Popular').waitFor();
  return sheet;
}

const savedCardsOnServer = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/payments/saved-cards')).json()) as { cards: unknown[] }).cards);

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png` });
};

describe('a returning buyer’s saved card in test mode, on a phone', () => {
  let site: RunningSite;
  let browser: Browser;
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));

  it('saves the card only when ticked; the second purchase is one tap on Pay; another card and Remove work', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(site.url + '/');
      await signInThroughDialog(page, site, uniqueEmail('returning'));
      await badgeCount(page, '0');

      // Each purchase starts from a fresh home page, the top bar's menu closed.
      await page.goto(site.url + '/');
      await badgeCount(page, '0');
      // The first purchase: a card typed in, and the consent ticked by the buyer.
      const first = tapCounter();
      let sheet = await openSheet(page, first);
      await first.tap(sheet.getByRole('button', { name: /Starter Pack/ }));
      const consent = sheet.getByRole('checkbox', { name: 'Save this card for next time' });
      expect(await consent.isChecked()).toBe(false);
      await first.type(sheet.getByLabel('Card number'), '4242 4242 4242 4242');
      await first.type(sheet.getByLabel('Expiry (MM/YY)'), '12/34');
      await first.type(sheet.getByLabel('CVC'), '123');
      await first.tap(consent);
      expect(await consent.isChecked()).toBe(true);
      await shot(page, 'buy-save-card-390');
      await first.tap(sheet.getByRole('button', { name: 'Pay $10.00' }));
      await sheet.getByText('Paid $10.00 for 100 tokens').waitFor();
      await sheet.waitFor({ state: 'detached', timeout: 15_000 });
      await badgeCount(page, '100');

      // The second purchase: the saved card is offered first; nothing is typed.
      await page.goto(site.url + '/');
      await badgeCount(page, '100');
      const second = tapCounter();
      sheet = await openSheet(page, second);
      await second.tap(sheet.getByRole('button', { name: /Starter Pack/ }));
      await sheet.getByText('Visa •••• 4242, expires 12/34').waitFor();
      expect(await sheet.getByLabel('Card number').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'buy-saved-card-390');
      await second.tap(sheet.getByRole('button', { name: 'Pay $10.00' }));
      await sheet.getByText('Your balance is now 200 tokens.', { exact: false }).waitFor();
      await sheet.waitFor({ state: 'detached', timeout: 15_000 });
      await badgeCount(page, '200');

      // First: menu, badge, package, 3 card fields, consent, Pay. Second: menu, badge, package, Pay.
      expect(first.counts.typed).toBe(3);
      expect(second.counts.typed).toBe(0);
      expect(second.counts.taps).toBeLessThan(first.counts.taps);
      expect({ first: first.counts.taps, second: second.counts.taps }).toEqual({ first: 5, second: 4 });

      // Another card instead (its consent unticked again), and back; then Remove.
      sheet = await openSheet(page, tapCounter());
      await sheet.getByRole('button', { name: /Value Pack/ }).tap();
      await sheet.getByRole('button', { name: 'Use another card' }).tap();
      await sheet.getByLabel('Card number').waitFor();
      expect(await sheet.getByRole('checkbox', { name: 'Save this card for next time' }).isChecked()).toBe(false);
      await sheet.getByRole('button', { name: 'Pay with your saved card' }).tap();
      await sheet.getByRole('button', { name: 'Remove Visa •••• 4242, expires 12/34' }).tap();
      await sheet.getByText('Card removed. It will not be offered again.').waitFor();
      await sheet.getByLabel('Card number').waitFor();
      expect(await sheet.getByText('Visa •••• 4242').count()).toBe(0);
      expect(await savedCardsOnServer(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a returning buyer’s saved card in Stripe mode (Stripe.js stand-in, fake Stripe API)', () => {
  let stripe: FakeStripe;
  let site: RunningSite;
  let browser: Browser;
  withStripeSite((s, b, fake) => ([site, browser, stripe] = [s, b, fake]));

  it('saves the card at Stripe with consent, then pays with it through Stripe.js without typing it', async () => {
    const context = await browser.newContext(PHONE);
    await routeStripe(context, stripe);
    const page = await context.newPage();
    try {
      await page.goto(site.url + '/');
      await signInThroughDialog(page, site, uniqueEmail('stripe-returning'));
      let sheet = await openSheet(page, tapCounter());
      await sheet.getByRole('button', { name: /Starter Pack/ }).tap();
      await typeStripeCard(page, '4242 4242 4242 4242');
      await sheet.getByRole('checkbox', { name: 'Save this card for next time' }).tap();
      await sheet.getByText('Kept by Stripe, our card processor, never by us.', { exact: false }).waitFor();
      const pay = sheet.getByRole('button', { name: 'Pay $10.00' });
      await expect.poll(() => pay.isEnabled()).toBe(true);
      await pay.tap();
      await sheet.waitFor({ state: 'detached', timeout: 15_000 });
      await badgeCount(page, '100');
      const [saved, ...more] = [...stripe.paymentMethods.values()];
      expect(more).toEqual([]);
      expect(saved!.customer).toMatch(/^cus_fake_/);

      sheet = await openSheet(page, tapCounter());
      await sheet.getByRole('button', { name: /Starter Pack/ }).tap();
      await sheet.getByText('Visa •••• 4242, expires 12/34').waitFor();
      await sheet.getByRole('button', { name: 'Pay $10.00' }).tap();
      await sheet.waitFor({ state: 'detached', timeout: 15_000 });
      await badgeCount(page, '200');
      // Stripe.js confirmed the intent with the saved card's id; the card was not typed again.
      const confirms = await page.evaluate(
        () => (window as unknown as { __fakeStripe: { confirms: { paymentMethod?: string }[] } }).__fakeStripe.confirms,
      );
      expect(confirms.at(-1)).toMatchObject({ paymentMethod: saved!.id });
      const paidWithIt = [...stripe.intents.values()].filter((pi) => pi.payment_method === saved!.id);
      expect(paidWithIt.map((pi) => pi.status)).toEqual(['succeeded', 'succeeded']);
    } finally {
      await context.close();
    }
  });
});
