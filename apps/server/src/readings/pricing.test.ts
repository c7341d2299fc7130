import { describe, expect, it } from 'vitest';
import { PricingError, priceOf, pricingFrom } from './pricing';

describe('pricing', () => {
  it('serves the configured prices, simple always free', () => {
    const p = pricingFrom({ PRICE_COMPREHENSIVE_REPORT: 50, PRICE_QUESTION: 20, PRICE_COMPATIBILITY: 40 });
    expect(p).toEqual({ simpleReport: 0, comprehensiveReport: 50, question: 20, compatibility: 40 });
    expect(priceOf(p, 'simple')).toBe(0);
    expect(priceOf(p, 'comprehensive')).toBe(50);
    expect(priceOf(p, 'question')).toBe(20);
    expect(priceOf(p, 'compatibility')).toBe(40);
  });

  it('accepts any scale of the 5:2 ratio, including all free', () => {
    expect(() =>
      pricingFrom({ PRICE_COMPREHENSIVE_REPORT: 5000, PRICE_QUESTION: 2000, PRICE_COMPATIBILITY: 4000 }),
    ).not.toThrow();
    expect(() =>
      pricingFrom({ PRICE_COMPREHENSIVE_REPORT: 0, PRICE_QUESTION: 0, PRICE_COMPATIBILITY: 0 }),
    ).not.toThrow();
  });

  it('refuses prices that break the ratio', () => {
    expect(() => pricingFrom({ PRICE_COMPREHENSIVE_REPORT: 50, PRICE_QUESTION: 25, PRICE_COMPATIBILITY: 40 })).toThrow(
      PricingError,
    );
    expect(() => pricingFrom({ PRICE_COMPREHENSIVE_REPORT: 0, PRICE_QUESTION: 20, PRICE_COMPATIBILITY: 40 })).toThrow(
      /5:2/,
    );
  });
});
