/** Digit-sum reduction with the working kept: karmic debts and master numbers live in the chain. */
export const KARMIC_DEBT_NUMBERS = [13, 14, 16, 19] as const;
export type KarmicDebtNumber = (typeof KARMIC_DEBT_NUMBERS)[number];

export function digitSum(n: number): number {
  let s = 0;
  let v = Math.abs(Math.trunc(n));
  while (v > 0) {
    s += v % 10;
    v = Math.floor(v / 10);
  }
  return s;
}

export function isMaster(n: number): boolean {
  return n === 11 || n === 22 || n === 33;
}

export interface Reduction {
  /** Every value from the starting total to the result, e.g. [94, 13, 4]. */
  readonly chain: readonly number[];
  readonly value: number;
}

/**
 * Repeated digit sum down to 1-9. With `keepMasters`, stops at 11, 22 or 33.
 * 0 stays 0 (a challenge can be 0; an empty sum is handled by the caller).
 */
export function reduce(n: number, keepMasters = true): Reduction {
  const chain = [n];
  let v = n;
  while (v > 9 && !(keepMasters && isMaster(v))) {
    v = digitSum(v);
    chain.push(v);
  }
  return { chain, value: v };
}

/** The karmic debt number found in a reduction chain (13, 14, 16 or 19), if any. */
export function karmicDebtIn(chain: readonly number[]): KarmicDebtNumber | undefined {
  for (const v of chain) {
    if (v === 13 || v === 14 || v === 16 || v === 19) return v;
  }
  return undefined;
}

/** Reduce into 1..22 by digit sums while the value is above 22 (the profile's 1-22 rule). */
export function reduceTo22(n: number): Reduction {
  const chain = [n];
  let v = n;
  while (v > 22) {
    v = digitSum(v);
    chain.push(v);
  }
  return { chain, value: v };
}

/** The rival rule, reported when it disagrees: n mod 22, with 0 read as 22. */
export function mod22(n: number): number {
  const r = n % 22;
  return r === 0 ? 22 : r;
}

/** "94 → 13 → 4" */
export function chainText(chain: readonly number[]): string {
  // Chains are one to four numbers long and written a few dozen times per comprehensive reading: plain
  // concatenation instead of Array#join, which was 2 % of the reading.
  let text = `${chain[0] ?? ''}`;
  for (let i = 1; i < chain.length; i++) text += ` → ${chain[i]}`;
  return text;
}
