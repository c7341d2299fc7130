/**
 * Money as the buyer and the operator read it, declared once (the admin dashboard had its own copy). No zod,
 * so a page imports it as `@app/contracts/money` without the schemas; `@app/contracts/tokens` re-exports it.
 */

/**
 * Formats an amount in the currency's smallest unit (as Stripe counts it) as the price shown to the
 * buyer: 4500 usd → "$45.00", 4500 jpy → "¥4,500" (a currency without minor units).
 */
export function formatPrice(amount: number, currency = 'usd'): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
