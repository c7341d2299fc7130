import { describe, expect, it } from 'vitest';
import { writtenOn } from './pdf';
import { printable, scriptRuns } from './pdf-text';
import { treeOfLifeSvg } from '../render/tree';
import { svgToPng, treeOfLifePng } from '../render/png';

describe('scriptRuns', () => {
  it('hands each run of Hebrew words over whole, spaces made unbreakable, between the Latin text', () => {
    expect(scriptRuns('your name reads מרים שושנה כץ. The letter Chet (ח): the fence')).toEqual([
      { text: 'your name reads ', hebrew: false },
      { text: 'מרים\u00A0שושנה\u00A0כץ', hebrew: true },
      { text: '. The letter Chet (', hebrew: false },
      { text: 'ח', hebrew: true },
      { text: '): the fence', hebrew: false },
    ]);
  });

  it('keeps gershayim and points inside their word, and leaves text without Hebrew alone', () => {
    expect(scriptRuns('(ט״ז אדר תשמ״ה)').map((r) => r.text)).toEqual(['(', 'ט״ז\u00A0אדר\u00A0תשמ״ה', ')']);
    expect(scriptRuns('שָׁלוֹם')).toEqual([{ text: 'שָׁלוֹם', hebrew: true }]);
    expect(scriptRuns('Life Path 7')).toEqual([{ text: 'Life Path 7', hebrew: false }]);
    expect(scriptRuns('')).toEqual([{ text: '', hebrew: false }]);
  });
});

describe('printable', () => {
  it('undoes entities once, spells the arrow, keeps Greek and Cyrillic names, drops emoji and other scripts', () => {
    expect(printable('&quot;A&quot; &amp;lt; 1985 → 23')).toBe('"A" &lt; 1985 -> 23');
    expect(printable('Иван and Ἀλέξανδρος')).toBe('Иван and Ἀλέξανδρος');
    expect(printable('Love ❤️ and 愛 (漢字) today')).toBe('Love and today');
  });
});

describe('images drawn without system fonts', () => {
  const svg = (text: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="40" font-family="Georgia, serif" font-size="30">${text}</text></svg>`;

  it('draws Latin and Hebrew letters with the bundled face (an unknown family falls back to it)', async () => {
    const blank = await svgToPng(svg(''), 200);
    expect((await svgToPng(svg('Keter'), 200)).equals(blank)).toBe(false);
    expect((await svgToPng(svg('כתר'), 200)).equals(blank)).toBe(false);
  });

  it("sets the tree's names on a halo, so the PDF's tree differs from the bare drawing", async () => {
    const tree = { sephirot: ['kether', 'yesod'], paths: [32] };
    expect(treeOfLifeSvg(tree)).toContain('font-size="4.7"');
    expect((await treeOfLifePng(tree, 260)).equals(await svgToPng(treeOfLifeSvg(tree), 260))).toBe(false);
  });
});

describe('writtenOn', () => {
  it("dates the PDF in the reader's language, British English without a known one", () => {
    const at = '2026-11-23T23:30:00.000Z';
    expect(writtenOn(at, 'en-US,en;q=0.9')).toBe('November 23, 2026');
    expect(writtenOn(at, 'en-GB')).toBe('23 November 2026');
    expect(writtenOn(at, 'de-DE;q=1')).toBe('23. November 2026');
    expect(writtenOn(at, undefined)).toBe('23 November 2026');
    expect(writtenOn(at, '*')).toBe('23 November 2026');
    expect(writtenOn(at, '%%not a tag')).toBe('23 November 2026');
    expect(writtenOn(at, 'ja-JP')).toBe('23 November 2026');
  });
});
