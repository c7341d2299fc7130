/** Every table of the engine checked against the reference (§1.1, §1.2, §1.3, §2.1, §6). */
import { describe, expect, it } from 'vitest';
import {
  HEBREW_LETTERS,
  gadolValue,
  hebrewLetterByChar,
  hebrewNumeral,
  katanValue,
  letterOfPlanet,
  pythagoreanValue,
  standardValue,
} from '../src/letters';
import { hebrewMonths } from '../src/hebrew-calendar';
import { SEPHIROT, TREE_PATHS, sephirahForNumber } from '../src/kabbalah';
import { MEANING_NUMBERS, meaningOf } from '../src/text/numbers';
import { SEPHIRAH_TEXT } from '../src/text/sephirot';
import { LETTER_TEXT } from '../src/text/letters';
import { MONTH_TEXT, WEEKDAY_TEXT } from '../src/text/calendar';
import { CHALLENGE_TEXT, HIDDEN_PASSION_TEXT, KARMIC_DEBT_TEXT, KARMIC_LESSON_TEXT } from '../src/text/karmic';
import { TOPICS } from '../src/text/topics';

describe('Pythagorean table (reference §2.1)', () => {
  const table: Record<number, string> = {
    1: 'AJS',
    2: 'BKT',
    3: 'CLU',
    4: 'DMV',
    5: 'ENW',
    6: 'FOX',
    7: 'GPY',
    8: 'HQZ',
    9: 'IR',
  };
  it.each(Object.entries(table))('%s: %s', (value, letters) => {
    for (const l of letters) expect(pythagoreanValue(l)).toBe(Number(value));
  });
  it('covers all 26 letters', () => {
    expect(Object.values(table).join('').split('').sort().join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });
  it('refuses anything else', () => {
    expect(() => pythagoreanValue('é')).toThrow(RangeError);
  });
});

describe('Hebrew letters (reference §1.1, §1.2)', () => {
  const standard = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 200, 300, 400];
  it('22 letters with standard values 1-9, 10-90, 100-400', () => {
    expect(HEBREW_LETTERS.map((l) => l.value)).toEqual(standard);
    expect(HEBREW_LETTERS.map((l) => l.char).join('')).toBe('אבגדהוזחטיכלמנסעפצקרשת');
  });
  it('final forms: same standard value, gadol 500-900', () => {
    const finals: Array<[string, number, number]> = [
      ['ך', 20, 500],
      ['ם', 40, 600],
      ['ן', 50, 700],
      ['ף', 80, 800],
      ['ץ', 90, 900],
    ];
    for (const [ch, std, gad] of finals) {
      expect(standardValue(ch)).toBe(std);
      expect(gadolValue(ch)).toBe(gad);
    }
    expect(gadolValue('כ')).toBe(20);
  });
  it('katan values drop the zeros (ת = 4, י = 1, ק = 1)', () => {
    expect(katanValue('ת')).toBe(4);
    expect(katanValue('י')).toBe(1);
    expect(katanValue('ק')).toBe(1);
    expect(katanValue('ט')).toBe(9);
  });
  it('3 mothers, 7 doubles, 12 simples (Sefer Yetzirah)', () => {
    const by = (c: string) =>
      HEBREW_LETTERS.filter((l) => l.letterClass === c)
        .map((l) => l.char)
        .join('');
    expect(by('mother')).toBe('אמש');
    expect(by('double')).toBe('בגדכפרת');
    expect(by('simple')).toHaveLength(12);
  });
  it('Golden Dawn paths 11-32 and trumps with the Fool on Aleph, Strength on Tet, Justice on Lamed', () => {
    expect(HEBREW_LETTERS.map((l) => l.path)).toEqual(Array.from({ length: 22 }, (_, i) => i + 11));
    expect(hebrewLetterByChar('א')?.trump).toEqual({ number: 0, name: 'The Fool' });
    expect(hebrewLetterByChar('ט')?.trump.name).toBe('Strength');
    expect(hebrewLetterByChar('ל')?.trump.name).toBe('Justice');
    expect(hebrewLetterByChar('ת')?.trump).toEqual({ number: 21, name: 'The World' });
  });
  it('Lévi numbering: Magician on Aleph, Fool on Shin', () => {
    expect(hebrewLetterByChar('א')?.leviArcanum.name).toBe('The Magician');
    expect(hebrewLetterByChar('ש')?.leviArcanum).toEqual({ number: 0, name: 'The Fool' });
  });
  it('path connections of the reference table', () => {
    expect(hebrewLetterByChar('א')?.connects).toEqual(['kether', 'chokmah']);
    expect(hebrewLetterByChar('ג')?.connects).toEqual(['kether', 'tiphareth']);
    expect(hebrewLetterByChar('ק')?.connects).toEqual(['netzach', 'malkuth']);
    expect(hebrewLetterByChar('ת')?.connects).toEqual(['yesod', 'malkuth']);
  });
  it('planets on the doubles in Golden Dawn order', () => {
    const planets = ['Mercury', 'Moon', 'Venus', 'Jupiter', 'Mars', 'Sun', 'Saturn'];
    expect(planets.map((p) => letterOfPlanet(p).char).join('')).toBe('בגדכפרת');
  });
  it('Hebrew numerals, with 15 and 16 written ט״ו and ט״ז', () => {
    expect(hebrewNumeral(15)).toBe('ט״ו');
    expect(hebrewNumeral(16)).toBe('ט״ז');
    expect(hebrewNumeral(1)).toBe('א׳');
    expect(hebrewNumeral(5722)).toBe('תשכ״ב');
    expect(hebrewNumeral(30)).toBe('ל׳');
  });
});

describe('Hebrew months (reference §1.3)', () => {
  it('month, sign and letter from Nisan', () => {
    expect(hebrewMonths().map((m) => [m.name, m.sign, HEBREW_LETTERS[m.letterIndex - 1]?.char])).toEqual([
      ['Nisan', 'Aries', 'ה'],
      ['Iyar', 'Taurus', 'ו'],
      ['Sivan', 'Gemini', 'ז'],
      ['Tammuz', 'Cancer', 'ח'],
      ['Av', 'Leo', 'ט'],
      ['Elul', 'Virgo', 'י'],
      ['Tishrei', 'Libra', 'ל'],
      ['Cheshvan', 'Scorpio', 'נ'],
      ['Kislev', 'Sagittarius', 'ס'],
      ['Tevet', 'Capricorn', 'ע'],
      ['Shevat', 'Aquarius', 'צ'],
      ['Adar', 'Pisces', 'ק'],
    ]);
  });
  it('the twelve month letters are exactly the twelve simple letters', () => {
    const simples = HEBREW_LETTERS.filter((l) => l.letterClass === 'simple')
      .map((l) => l.index)
      .sort((a, b) => a - b);
    expect(
      hebrewMonths()
        .map((m) => m.letterIndex)
        .sort((a, b) => a - b),
    ).toEqual(simples);
  });
});

describe('Tree of Life (reference §6)', () => {
  it("ten sephirot numbered 1-10 plus Da'at", () => {
    expect(SEPHIROT.filter((s) => s.number !== null).map((s) => s.name)).toEqual([
      'Kether',
      'Chokmah',
      'Binah',
      'Chesed',
      'Geburah',
      'Tiphareth',
      'Netzach',
      'Hod',
      'Yesod',
      'Malkuth',
    ]);
    expect(SEPHIROT.find((s) => s.id === 'daat')?.number).toBeNull();
  });
  it('pillars and planets', () => {
    const pillar = (id: string) => SEPHIROT.find((s) => s.id === id)?.pillar;
    expect(['chokmah', 'chesed', 'netzach'].map(pillar)).toEqual(['right', 'right', 'right']);
    expect(['binah', 'geburah', 'hod'].map(pillar)).toEqual(['left', 'left', 'left']);
    expect(SEPHIROT.find((s) => s.id === 'geburah')?.attribution).toBe('Mars');
  });
  it('22 paths, each joining two real sephirot', () => {
    const ids = new Set(SEPHIROT.map((s) => s.id));
    expect(TREE_PATHS).toHaveLength(22);
    for (const p of TREE_PATHS) {
      expect(ids.has(p.from)).toBe(true);
      expect(ids.has(p.to)).toBe(true);
      expect(p.from).not.toBe(p.to);
    }
  });
  it("numbers rule sephirot: 1-9 their own, 11 Da'at, 22 Malkuth, 33 Tiphareth", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => sephirahForNumber(n).number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sephirahForNumber(11).id).toBe('daat');
    expect(sephirahForNumber(22).id).toBe('malkuth');
    expect(sephirahForNumber(33).id).toBe('tiphareth');
    expect(() => sephirahForNumber(0)).toThrow();
  });
});

describe('written meanings exist for everything a chart can contain', () => {
  it('every core number 1-9, 11, 22, 33 has every field, distinct and substantial', () => {
    expect([...MEANING_NUMBERS].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]);
    const fields = [
      'lifePath',
      'gifts',
      'shadow',
      'growth',
      'expression',
      'soulUrge',
      'personality',
      'birthday',
      'maturity',
      'love',
      'work',
      'money',
      'wellbeing',
      'family',
      'travel',
      'pinnacle',
      'personalYear',
    ] as const;
    for (const f of fields) {
      const texts = MEANING_NUMBERS.map((n) => meaningOf(n)[f]);
      expect(new Set(texts).size).toBe(texts.length);
      for (const t of texts) expect(t.split(' ').length).toBeGreaterThan(8);
    }
    expect(meaningOf(7).lifePath.split(' ').length).toBeGreaterThan(40);
  });
  it('every sephirah, letter, month, weekday, topic, challenge, debt and lesson', () => {
    for (const s of SEPHIROT) expect(SEPHIRAH_TEXT[s.id].essence.length).toBeGreaterThan(100);
    for (let i = 1; i <= 22; i++) expect(LETTER_TEXT[i]?.asName.length).toBeGreaterThan(100);
    for (const m of hebrewMonths()) expect(MONTH_TEXT[m.name]?.length).toBeGreaterThan(100);
    for (const d of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
      expect(WEEKDAY_TEXT[d]).toBeDefined();
    for (let i = 0; i <= 8; i++) expect(CHALLENGE_TEXT[i]).toBeDefined();
    for (const d of [13, 14, 16, 19]) expect(KARMIC_DEBT_TEXT[d]).toBeDefined();
    for (let i = 1; i <= 9; i++) {
      expect(KARMIC_LESSON_TEXT[i]).toBeDefined();
      expect(HIDDEN_PASSION_TEXT[i]).toBeDefined();
    }
    for (const t of TOPICS) expect(t.counsel.length).toBeGreaterThan(60);
  });
  it('never uses fear words', () => {
    const all = JSON.stringify([
      MEANING_NUMBERS.map(meaningOf),
      SEPHIRAH_TEXT,
      LETTER_TEXT,
      MONTH_TEXT,
      WEEKDAY_TEXT,
      CHALLENGE_TEXT,
      KARMIC_DEBT_TEXT,
      TOPICS,
    ]);
    for (const w of ['doom', 'curse', 'cursed', 'disaster', 'punish', 'unlucky', 'beware', 'terrible']) {
      expect(all.toLowerCase()).not.toMatch(new RegExp(`\\b${w}\\b`));
    }
  });
});
