import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { cardLayout, type CardBox } from './pdf';
import { registerFaces } from './pdf-text';

type Box = CardBox['card'];
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;

// A comprehensive reading's cards as the engine writes them: the Hebrew birth date is the long one.
const HIGHLIGHTS = [
  { label: 'Life Path', value: '5', meaning: 'The Free Spirit: freedom, change, adventure' },
  {
    label: 'Kabbalah name number',
    value: '7 ז',
    meaning: 'The letter Zayin: Tree of Life path 17, tarot card The Lovers',
  },
  {
    label: 'Hebrew birth date',
    value: '22 Iyar 5750 / 23 Iyar 5750',
    meaning: '22 Iyar 5750 if born before sunset, 23 Iyar 5750 if after',
  },
  { label: 'Personal Year', value: '5', meaning: '2026: a year of change, movement and surprises' },
  { label: 'Maturity', value: '5', meaning: 'The Free Spirit: freedom, change, adventure' },
];

describe('the PDF number cards', () => {
  const doc = new PDFDocument({ size: 'A4' });
  registerFaces(doc);
  const width = doc.page.width - 120;
  const rows = cardLayout(doc, HIGHLIGHTS, width, 100);
  const cards = rows.flat();

  it('gives a long Hebrew date two lines and sets its meaning below them, inside its card', () => {
    const hebrew = cards[2]!;
    const oneLine = cards[3]!.value.h;
    expect(hebrew.value.h).toBeGreaterThan(oneLine * 1.5);
    expect(hebrew.meaning.y).toBeGreaterThanOrEqual(hebrew.value.y + hebrew.value.h);
    for (const c of cards) {
      for (const [a, b] of [
        [c.label, c.value],
        [c.value, c.meaning],
        [c.label, c.meaning],
      ] as const) {
        expect(overlaps(a, b)).toBe(false);
      }
      for (const part of [c.label, c.value, c.meaning]) expect(inside(part, c.card)).toBe(true);
    }
  });

  it('never lets two cards overlap, beside or below each other', () => {
    expect(rows.map((r) => r.length)).toEqual([2, 2, 1]);
    for (let i = 0; i < cards.length; i++) {
      for (let j = i + 1; j < cards.length; j++) expect(overlaps(cards[i]!.card, cards[j]!.card)).toBe(false);
    }
    // A row is as tall as its tallest card: the Hebrew date's row grew.
    expect(rows[1]![0]!.card.h).toBeGreaterThan(rows[0]![0]!.card.h);
  });
});
