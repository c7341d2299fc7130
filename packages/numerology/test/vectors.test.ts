/**
 * The worked examples of the domain reference (numerology-domain.md §8, TV-1 … TV-5) and one more
 * vector worked by hand below. Expected values come from the reference or from the hand working,
 * never from this engine's output.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/chart';
import { gematria } from '../src/gematria';
import { toHebrewDate, hebrewBirth } from '../src/hebrew-calendar';
import { parseIsoDate } from '../src/dates';

const ASOF = '2026-06-15';
const date = (iso: string) => {
  const d = parseIsoDate(iso);
  if (!d) throw new Error(iso);
  return d;
};

describe('TV-1 Hebrew gematria (standard and gadol)', () => {
  it.each([
    ['שלום', 376, 936],
    ['חי', 18, 18],
    ['חסד', 72, 72],
    ['אהבה', 13, 13],
    ['אחד', 13, 13],
    ['יהוה', 26, 26],
    ['תורה', 611, 611],
    ['אברהם', 248, 808],
    ['דוד כהן', 89, 739],
    ['שרה', 505, 505],
    ['לוי', 46, 46],
  ])('%s = %i standard, %i gadol', (word, standard, gadol) => {
    const g = gematria(word);
    expect(g.standard).toBe(standard);
    expect(g.gadol).toBe(gadol);
  });

  it.each([
    ['כתר', 620],
    ['חכמה', 73],
    ['בינה', 67],
    ['חסד', 72],
    ['גבורה', 216],
    ['תפארת', 1081],
    ['נצח', 148],
    ['הוד', 15],
    ['יסוד', 80],
    ['מלכות', 496],
    ['דעת', 474],
  ])('sephirah name %s = %i', (word, value) => {
    expect(gematria(word).standard).toBe(value);
  });
});

describe('TV-2 Thomas Cruise Mapother, 3 July 1962 (Decoz teaching chart)', () => {
  const chart = computeChart({ name: 'Thomas Cruise Mapother', dateOfBirth: '1962-07-03', bornInMorning: false }, ASOF);
  const c = chart.core;

  it('Expression 31/4 word by word, with THOMAS kept as master 22', () => {
    expect(c.expression.total).toBe(31);
    expect(c.expression.value).toBe(4);
    expect(c.expression.karmicDebt).toBeUndefined();
    expect(c.expression.steps.join(' ')).toContain('= 22');
  });
  it('Soul Urge 18/9 and Personality 13/4 with karmic debt 13', () => {
    expect([c.soulUrge.total, c.soulUrge.value]).toEqual([18, 9]);
    expect([c.personality.total, c.personality.value]).toEqual([13, 4]);
    expect(c.personality.karmicDebt).toBe(13);
  });
  it('Life Path 19/1 with karmic debt 19, Birth Day 3, Maturity 5', () => {
    expect([c.lifePath.total, c.lifePath.value, c.lifePath.karmicDebt]).toEqual([19, 1, 19]);
    expect(c.birthday.value).toBe(3);
    expect(c.maturity.value).toBe(5);
  });
  it('pinnacles 1, 3, 4, 7 at ages 0-35, 36-44, 45-53, 54+', () => {
    const p = chart.pinnacles.pinnacles;
    expect(p.map((x) => x.number.value)).toEqual([1, 3, 4, 7]);
    expect(p.map((x) => [x.fromAge, x.toAge])).toEqual([
      [0, 35],
      [36, 44],
      [45, 53],
      [54, undefined],
    ]);
  });
  it('challenges 4, 6, 2, 2', () => {
    expect(chart.pinnacles.challenges.map((x) => x.number.value)).toEqual([4, 6, 2, 2]);
  });
  it('no karmic lessons; hidden passion 1 (four letters)', () => {
    expect(chart.karmicLessons.missing).toEqual([]);
    expect(chart.karmicLessons.hiddenPassion).toEqual([1]);
    expect(chart.karmicLessons.counts).toEqual({ 1: 4, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 1, 8: 2, 9: 3 });
  });
  it('personal year 11 (master kept), June 8, 15 June 5', () => {
    expect(chart.personal.year.value).toBe(11);
    expect(chart.personal.month.value).toBe(8);
    expect(chart.personal.day.value).toBe(5);
  });
  it('Hebrew date 1 Tammuz 5722, or 2 Tammuz after sunset; Cancer and Chet; Tuesday, Mars', () => {
    const hb = chart.hebrewBirth;
    expect(hb.certainty).toBe('sunset-dependent');
    expect(hb.beforeSunset.text).toBe('1 Tammuz 5722');
    expect(hb.afterSunset?.text).toBe('2 Tammuz 5722');
    expect(hb.month.sign).toBe('Cancer');
    expect(hb.month.letter.char).toBe('ח');
    expect(hb.weekday).toEqual({ weekday: 'Tuesday', ruler: 'Mars' });
  });
  it('reports the master-number disagreement on the personal year (11 or 2)', () => {
    const note = chart.methodNotes.find((n) => n.key === 'personalYear');
    expect(note?.alternatives.map((a) => a.value)).toEqual([2]);
  });
});

describe('TV-3 Sarah Lynn Levy, 4 May 1977, morning', () => {
  const chart = computeChart({ name: 'Sarah Lynn Levy', dateOfBirth: '1977-05-04', bornInMorning: true }, ASOF);
  const c = chart.core;

  it('core numbers by Decoz: Expression 5, Soul Urge 3, Personality 2, Life Path 15/6, Birth Day 4, Maturity 11', () => {
    expect(c.expression.value).toBe(5);
    expect([c.soulUrge.total, c.soulUrge.value]).toEqual([12, 3]);
    expect([c.personality.total, c.personality.value]).toEqual([20, 2]);
    expect([c.lifePath.total, c.lifePath.value]).toEqual([15, 6]);
    expect(c.birthday.value).toBe(4);
    expect(c.maturity.value).toBe(11);
  });
  it('Y in LYNN and LEVY counts as a vowel', () => {
    const ys = chart.name.words.flatMap((w) => w.letters.filter((l) => l.char === 'Y'));
    expect(ys).toHaveLength(2);
    expect(ys.every((y) => y.vowel)).toBe(true);
  });
  it('pinnacles 9, 1, 1, 11 at ages 0-30, 31-39, 40-48, 49+; challenges 1, 2, 1, 1', () => {
    expect(chart.pinnacles.pinnacles.map((x) => x.number.value)).toEqual([9, 1, 1, 11]);
    expect(chart.pinnacles.pinnacles.map((x) => x.fromAge)).toEqual([0, 31, 40, 49]);
    expect(chart.pinnacles.pinnacles[0]?.toAge).toBe(30);
    expect(chart.pinnacles.challenges.map((x) => x.number.value)).toEqual([1, 2, 1, 1]);
  });
  it('karmic lessons 2 and 6; hidden passion 1 and 5', () => {
    expect(chart.karmicLessons.missing).toEqual([2, 6]);
    expect(chart.karmicLessons.hiddenPassion).toEqual([1, 5]);
  });
  it('personal year 1, June 7, 15 June 22 (master kept)', () => {
    expect([chart.personal.year.value, chart.personal.month.value, chart.personal.day.value]).toEqual([1, 7, 22]);
  });
  it('the method disagreements of the reference: life path 33 by all digits; personality 11 whole-name; 7 with Y never a vowel', () => {
    const lp = chart.methodNotes.find((n) => n.key === 'lifePath');
    expect(lp?.alternatives.map((a) => a.value)).toContain(33);
    const pe = chart.methodNotes.find((n) => n.key === 'personality');
    expect(pe?.alternatives.map((a) => a.value)).toEqual(expect.arrayContaining([11, 7]));
    const su = chart.methodNotes.find((n) => n.key === 'soulUrge');
    expect(su?.alternatives.map((a) => a.value)).toContain(7);
  });
  it('Hebrew date 16 Iyar 5737, exact for a morning birth; Taurus and Vav; Wednesday, Mercury', () => {
    const hb = chart.hebrewBirth;
    expect(hb.certainty).toBe('exact');
    expect(hb.beforeSunset.text).toBe('16 Iyar 5737');
    expect(hb.afterSunset).toBeUndefined();
    expect(hb.month.sign).toBe('Taurus');
    expect(hb.month.letter.char).toBe('ו');
    expect(hb.weekday).toEqual({ weekday: 'Wednesday', ruler: 'Mercury' });
  });
  it('Hebrew spelling uses traditional שרה and לוי (505, 46) and לין for Lynn (90, as in the reference)', () => {
    expect(chart.hebrewName.words.map((w) => w.hebrew)).toEqual(['שרה', 'לין', 'לוי']);
    expect(chart.hebrewName.gematria.standard).toBe(505 + 90 + 46);
    // 641 → 6 + 4 + 1 = 11 → Kaf; 641 mod 22 = 3 (22 × 29 = 638).
    expect(chart.kabbalahNumber.value).toBe(11);
    expect(chart.kabbalahNumber.letter.name).toBe('Kaf');
    expect(chart.kabbalahNumber.mod22).toBe(3);
  });
});

describe('TV-4 published library outputs', () => {
  it('Arthur Conan Doyle, 1999-12-22: expression 5, personality 1, soul urge 22, life path 26/8', () => {
    const c = computeChart({ name: 'Arthur Conan Doyle', dateOfBirth: '1999-12-22', bornInMorning: true }, ASOF).core;
    expect(c.expression.value).toBe(5);
    expect(c.personality.value).toBe(1);
    expect(c.soulUrge.value).toBe(22);
    expect([c.lifePath.total, c.lifePath.value]).toEqual([26, 8]);
  });
  it('Barrack Obama, 1961-08-04: life path 2, heart 1, personality 4, destiny 5 (14/5), missing 5, 7, 8', () => {
    const chart = computeChart({ name: 'Barrack Obama', dateOfBirth: '1961-08-04', bornInMorning: true }, ASOF);
    const c = chart.core;
    expect(c.lifePath.value).toBe(2);
    expect(c.soulUrge.value).toBe(1);
    expect(c.personality.value).toBe(4);
    expect([c.expression.total, c.expression.value, c.expression.karmicDebt]).toEqual([14, 5, 14]);
    expect(chart.karmicLessons.missing).toEqual([5, 7, 8]);
    expect(chart.karmicLessons.counts).toMatchObject({ 1: 4, 2: 3, 9: 2, 3: 1, 6: 1, 4: 1 });
  });
});

describe('TV-5 Hebrew date boundary cases', () => {
  it.each([
    ['1962-07-03', '1 Tammuz 5722', '2 Tammuz 5722'],
    ['1977-05-04', '16 Iyar 5737', '17 Iyar 5737'],
    ['1990-05-14', '19 Iyar 5750', '20 Iyar 5750'],
    ['1985-12-29', '17 Tevet 5746', '18 Tevet 5746'],
    ['2000-01-01', '23 Tevet 5760', '24 Tevet 5760'],
  ])('%s: %s before sunset, %s after', (iso, before, after) => {
    expect(toHebrewDate(date(iso)).text).toBe(before);
    const hb = hebrewBirth(date(iso), false);
    expect(hb.beforeSunset.text).toBe(before);
    expect(hb.afterSunset?.text).toBe(after);
    expect(hebrewBirth(date(iso), true).afterSunset).toBeUndefined();
  });
});

describe('own vector, worked by hand: Mary Ann Brown, 29 November 1985', () => {
  // MARY M4 A1 R9 Y7 = 21 → 3 (Y after R, end of word: vowel); vowels 8, consonants 13 → 4.
  // ANN A1 N5 N5 = 11 (master kept); vowels 1, consonants 10 → 1.
  // BROWN B2 R9 O6 W5 N5 = 27 → 9 (W a consonant); vowels 6, consonants 21 → 3.
  // Expression 3 + 11 + 9 = 23 → 5; Soul Urge 8 + 1 + 6 = 15 → 6; Personality 4 + 1 + 3 = 8.
  // Life Path: month 11 (kept) + day 29 → 11 + year 1985 → 23 → 5 = 27 → 9. Birthday 29 → 11. Maturity 9 + 5 = 14 → 5.
  // Pinnacles: 11 + 11 = 22; 11 + 5 = 16 → 7; 22 + 7 = 29 → 11; 11 + 5 = 16 → 7; first ends at 36 − 9 = 27.
  // Challenges with masters reduced (2, 2, 5): 0, 3, 3, 3. Lessons: no 3 (C L U) and no 8 (H Q Z). Passion: 5 (N N W N).
  // Personal year 2026: 11 + 11 + 1 = 23 → 5; June 5 + 6 = 11; 15 June 11 + 15 = 26 → 8. Age 40: third pinnacle.
  const chart = computeChart({ name: 'Mary Ann Brown', dateOfBirth: '1985-11-29', bornInMorning: true }, ASOF);
  const c = chart.core;
  it('core numbers', () => {
    expect([c.expression.total, c.expression.value]).toEqual([23, 5]);
    expect([c.soulUrge.total, c.soulUrge.value]).toEqual([15, 6]);
    expect(c.personality.value).toBe(8);
    expect([c.lifePath.total, c.lifePath.value]).toEqual([27, 9]);
    expect([c.birthday.value, c.birthday.master]).toEqual([11, true]);
    expect(c.maturity.value).toBe(5);
    expect(chart.karmicDebts).toEqual([]);
  });
  it('pinnacles, challenges, lessons, passion', () => {
    expect(chart.pinnacles.pinnacles.map((p) => p.number.value)).toEqual([22, 7, 11, 7]);
    expect(chart.pinnacles.pinnacles.map((p) => p.fromAge)).toEqual([0, 28, 37, 46]);
    expect(chart.pinnacles.challenges.map((p) => p.number.value)).toEqual([0, 3, 3, 3]);
    expect(chart.pinnacles.current).toBe(3);
    expect(chart.pinnacles.age).toBe(40);
    expect(chart.karmicLessons.missing).toEqual([3, 8]);
    expect(chart.karmicLessons.hiddenPassion).toEqual([5]);
  });
  it('personal cycles', () => {
    expect([chart.personal.year.value, chart.personal.month.value, chart.personal.day.value]).toEqual([5, 11, 8]);
  });
});

describe('well-known Hebrew dates (independent of the reference)', () => {
  it.each([
    ['2024-10-03', '1 Tishrei 5785'], // Rosh Hashanah 5785
    ['2025-04-13', '15 Nisan 5785'], // first day of Passover 2025
    ['2024-03-24', '14 Adar II 5784'], // Purim in a leap year
    ['2023-03-07', '14 Adar 5783'], // Purim in a common year
  ])('%s is %s', (iso, text) => {
    expect(toHebrewDate(date(iso)).text).toBe(text);
  });
  it("both Adars of a leap year take Adar's letter Qof and Pisces", () => {
    const a1 = toHebrewDate(date('2024-02-15'));
    const a2 = toHebrewDate(date('2024-03-24'));
    expect([a1.month.name, a2.month.name]).toEqual(['Adar I', 'Adar II']);
    expect([a1.month.letterIndex, a2.month.letterIndex]).toEqual([19, 19]);
    expect(a1.month.sign).toBe('Pisces');
  });
  it('renders Hebrew numerals: 16 Iyar 5737 is ט״ז אייר תשל״ז', () => {
    expect(toHebrewDate(date('1977-05-04')).hebrewText).toBe('ט״ז אייר תשל״ז');
  });
});
