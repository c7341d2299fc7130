import { describe, expect, it } from 'vitest';
import { tokensForRefund } from './refunds';

describe('tokensForRefund', () => {
  it('takes back the refunded share, all of it for a full refund', () => {
    expect(tokensForRefund(500, 4500, 4500)).toBe(500);
    expect(tokensForRefund(500, 4500, 2250)).toBe(250);
    expect(tokensForRefund(100, 1000, 1)).toBe(0); // one cent of ten dollars
    expect(tokensForRefund(100, 1000, 5)).toBe(1); // half a token rounds to one
    expect(tokensForRefund(5000, 35000, 35000)).toBe(5000);
  });

  it('never exceeds the package, and a zero or negative refund takes nothing', () => {
    expect(tokensForRefund(500, 4500, 9000)).toBe(500);
    expect(tokensForRefund(500, 4500, 0)).toBe(0);
    expect(tokensForRefund(500, 4500, -10)).toBe(0);
    expect(tokensForRefund(500, 0, 100)).toBe(0);
  });
});
