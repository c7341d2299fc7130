import type { Page } from 'playwright-core';

/** Waits until the top bar's token badge shows `expected` (e.g. '500', '1,000', '–'). */
export async function badgeCount(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="token-badge"] .token-badge__count')?.textContent === want,
    expected,
    { timeout: 10_000 },
  );
}

/** In the open buy-tokens modal: picks the package, pays with Stripe's test card 4242… and waits for it to close. */
export async function buyWithTestCard(page: Page, packageName: RegExp, price: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Buy tokens' });
  await modal.getByRole('button', { name: packageName }).click();
  await modal.getByLabel('Card number').fill('4242 4242 4242 4242');
  await modal.getByLabel('Expiry (MM/YY)').fill('12/34');
  await modal.getByLabel('CVC').fill('123');
  await modal.getByRole('button', { name: `Pay ${price}` }).click();
  await modal.waitFor({ state: 'detached', timeout: 15_000 });
}
