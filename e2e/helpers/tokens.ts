import type { Page } from 'playwright-core';

/** Waits until the top bar's token badge shows `expected` (e.g. '500', '1,000', '–'). */
export async function badgeCount(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="token-badge"] .token-badge__count')?.textContent === want,
    expected,
    { timeout: 10_000 },
  );
}
