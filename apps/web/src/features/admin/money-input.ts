/**
 * An amount typed by an operator ("4.50", "4,5", "12") in a currency with two decimals, as the smallest
 * unit (450, 450, 1200); undefined when it is not such an amount.
 */
export function toMinorUnits(text: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
