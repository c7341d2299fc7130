/**
 * The Arabic article assimilated to a sun letter (issue 23; ADR 1301): ar-Rashid was spelled אר-ראשיד, ash-Shami
 * אש-שמי ('fire'), ad-Din אד-דין, while al-Rashid was אל-ראשיד, so one family name had two Hebrew spellings and two
 * gematria totals; arRashid typed as one word was ארשיד. The article is written אל- either way, the name after it
 * by its usual spelling.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/index';

const hebrewOf = (name: string) =>
  computeChart({ name, dateOfBirth: '1980-01-01', bornInMorning: true }, '2026-11-28').hebrewName;

describe('the Arabic article before a sun letter', () => {
  it('is spelled and counted in Hebrew as al- is', () => {
    const pairs: Array<[string, string, string]> = [
      ['Harun ar-Rashid', 'Harun al-Rashid', 'אל-ראשיד'],
      ['Nour ash-Shami', 'Nour al-Shami', 'אל-שאמי'],
      ['Salah ad-Din', 'Salah al-Din', 'אל-דין'],
      ['Ali an-Nasser', 'Ali al-Nasser', 'אל-נאסר'],
      ['Omar arRashid', 'Omar alRashid', 'אל-ראשיד'],
    ];
    for (const [assimilated, al, word] of pairs) {
      const a = hebrewOf(assimilated);
      const b = hebrewOf(al);
      expect(a.text, assimilated).toBe(b.text);
      expect(a.text, assimilated).toContain(word);
      expect(a.gematria.standard, assimilated).toBe(b.gematria.standard);
    }
  });

  it('is spelled as al is when typed as a word of its own (Nour ash Shami, Salah ad Din)', () => {
    for (const [assimilated, al] of [
      ['Nour ash Shami', 'Nour al Shami'],
      ['Salah ad Din', 'Salah al Din'],
      ['Harun ar Rashid', 'Harun al Rashid'],
    ] as const) {
      const a = hebrewOf(assimilated);
      expect(a.text, assimilated).toBe(hebrewOf(al).text);
      expect(a.text, assimilated).toContain('אל ');
    }
    // A first word, or one before a name that is not Arabic, is a name: Ash Sharma is אש שארמה.
    expect(hebrewOf('Ash Sharma').text).toMatch(/^אש /);
    expect(hebrewOf('Nour Ash Smith').text).toContain('אש ');
  });

  it('leaves alone a part that is no article (Ash-Lee, Anna, Annabelle)', () => {
    expect(hebrewOf('Ashley Ash-Lee').text).toBe('אשלי אש-לי');
    expect(hebrewOf('Anna Annabelle').text).toBe('אנה אנבל');
  });

  it('reads الله as one word, typed in Arabic or in Latin letters, and spells it אללה', () => {
    expect(hebrewOf('محمد عبد الله').text).toBe('מוחמד עבד אללה');
    expect(hebrewOf('Muhammad Abd Allah').text).toBe('מוחמד עבד אללה');
  });
});
