import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('reads amounts in the smallest unit of each currency', () => {
    expect(formatPrice(4500)).toBe('$45.00');
    expect(formatPrice(35000, 'usd')).toBe('$350.00');
    expect(formatPrice(4500, 'EUR')).toBe('€45.00');
    expect(formatPrice(4500, 'jpy')).toBe('¥4,500');
    expect(formatPrice(500, 'jpy')).toBe('¥500');
    expect(formatPrice(4500, 'bhd').replace(/\s/g, ' ')).toBe('BHD 4.500'); // three decimals; ICU puts a no-break space
  });
});
