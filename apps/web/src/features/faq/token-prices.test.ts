import type { Pricing } from '@app/contracts/readings';
import type { TokenPackagesResponse } from '@app/contracts/tokens';
import { describe, expect, it } from 'vitest';
import { packsSentence, pricesSentence } from './token-prices';

const pricing: Pricing = { simpleReport: 0, comprehensiveReport: 50, question: 20, compatibility: 30 };

describe('the FAQ prices', () => {
  it('names every reading at the price the server serves, compatibility included', () => {
    expect(pricesSentence(pricing)).toBe(
      'Currently the simple report is free, a comprehensive report costs 50 tokens, a question reading costs 20 tokens and a compatibility reading costs 30 tokens.',
    );
  });

  it('follows a changed configuration, a free reading and a price of one', () => {
    const sentence = pricesSentence({ simpleReport: 0, comprehensiveReport: 75, question: 0, compatibility: 1 });
    expect(sentence).toContain('a comprehensive report costs 75 tokens');
    expect(sentence).toContain('a question reading is free');
    expect(sentence).toContain('a compatibility reading costs 1 token.');
  });

  it('joins its lists as Intl does in en-GB, for one to five packs', () => {
    const or = new Intl.ListFormat('en-GB', { type: 'disjunction' });
    for (let n = 1; n <= 5; n++) {
      const sizes = [100, 500, 1000, 5000, 10000].slice(0, n);
      const catalogue = {
        currency: 'usd',
        packages: sizes.map((tokens) => ({ id: String(tokens), label: '', tokens, amount: 1, popular: false })),
        exact: { minimumTokens: 10, maximumTokens: 100 },
      } satisfies TokenPackagesResponse;
      expect(packsSentence(catalogue)).toBe(`You buy tokens in packs (${or.format(sizes.map(String))}) with a card.`);
    }
  });

  it('says no figure before the prices arrive', () => {
    expect(pricesSentence(undefined)).not.toMatch(/\d/);
  });

  it('lists the packs on sale from the smallest', () => {
    const catalogue: TokenPackagesResponse = {
      currency: 'usd',
      packages: [500, 100, 5000, 1000].map((tokens) => ({
        id: String(tokens),
        label: `${tokens}`,
        tokens,
        amount: tokens * 9,
        popular: false,
      })),
      exact: { minimumTokens: 10, maximumTokens: 100 },
    };
    expect(packsSentence(catalogue)).toBe('You buy tokens in packs (100, 500, 1000 or 5000) with a card.');
    expect(packsSentence(undefined)).toBe('You buy tokens in packs with a card.');
  });
});
