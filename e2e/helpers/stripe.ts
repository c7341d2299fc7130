import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../apps/server/test/helpers/fake-stripe';
import { launchBrowser, type RunningSite, startSite } from './app';
import { FAKE_STRIPE_JS } from './fake-stripe-js';

/**
 * A site in Stripe mode, pointed at a fake Stripe API of its own (which the server's real SDK talks to), and a
 * browser, for the suite this is called in: they start before its tests (then `ready` gets them) and stop after.
 * `env` is added to the site's environment.
 */
export function withStripeSite(
  ready: (site: RunningSite, browser: Browser, stripe: FakeStripe) => void,
  env: Record<string, string> = {},
): void {
  let stripe: FakeStripe | undefined;
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const started = startFakeStripe().then((fake) => ((stripe = fake), startSite({ ...fake.env, ...env })));
    [site, browser] = await Promise.all([started, launchBrowser()]);
    ready(site, browser, stripe!);
  });
  // All at once, as withSiteAndBrowser: the site is killed, so it makes no last call to the fake Stripe API.
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.stop(), stripe?.close()]);
  });
}

/**
 * Serves the stand-in Stripe.js for https://js.stripe.com and forwards the browser's Stripe API calls to the fake
 * Stripe API. Returns the script's requests as they come; while `network.scriptBlocked`, the script is offline.
 */
export async function routeStripe(
  context: BrowserContext,
  stripe: FakeStripe,
  network = { scriptBlocked: false },
): Promise<Request[]> {
  const scriptRequests: Request[] = [];
  await context.route('https://js.stripe.com/**', async (route) => {
    scriptRequests.push(route.request());
    if (network.scriptBlocked) return route.abort('internetdisconnected');
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  await context.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: stripe.url + pathname + search }) });
  });
  return scriptRequests;
}

/** Types a card into the Stripe Elements card form (expiry 12/34, CVC 123). */
export async function typeStripeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Credit or debit card number').fill(number);
  await page.getByLabel('Credit or debit card expiration date').fill('12 / 34');
  await page.getByLabel('Credit or debit card CVC/CVV').fill('123');
}
