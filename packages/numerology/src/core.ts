/**
 * The core numbers of Western (Decoz) numerology, each with the working that produced it.
 * Everything here follows CALCULATION_PROFILE; the rival methods live in methods.ts.
 */
import type { CalendarDate } from './dates';
import { monthName } from './dates';
import type { NameLetter, NameWord, ParsedName } from './name';
import { chainText, digitSum, isMaster, karmicDebtIn, reduce, type KarmicDebtNumber } from './reduce';

export type CoreKey = 'lifePath' | 'expression' | 'soulUrge' | 'personality' | 'birthday' | 'maturity';

export interface DerivedNumber {
  readonly key: string;
  readonly label: string;
  /** The number read in the reading: 1-9, or a kept master 11/22/33 (0 only for challenges). */
  readonly value: number;
  /** The unreduced total the final reduction started from (the "compound" number). */
  readonly total: number;
  readonly chain: readonly number[];
  readonly master: boolean;
  readonly karmicDebt?: KarmicDebtNumber;
  /** Plain-English working, one line per step. */
  readonly steps: readonly string[];
}

export const CORE_LABELS: Readonly<Record<CoreKey, string>> = {
  lifePath: 'Life Path',
  expression: 'Expression',
  soulUrge: 'Soul Urge',
  personality: 'Personality',
  birthday: 'Birthday',
  maturity: 'Maturity',
};

/**
 * A derived number whose working is written only when something reads `steps` (the free report never
 * does), then kept. A class, so the lazy getter lives on the prototype: object literals with their own
 * getters are built through a slow runtime path, which cost more than the steps saved. `toJSON` keeps
 * the JSON (CLI, stored charts) exactly as before.
 */
class Derived implements DerivedNumber {
  readonly karmicDebt?: KarmicDebtNumber;
  #steps: readonly string[] | undefined;
  readonly #working: () => string[];

  constructor(
    readonly key: string,
    readonly label: string,
    readonly value: number,
    readonly total: number,
    readonly chain: readonly number[],
    readonly master: boolean,
    debt: KarmicDebtNumber | undefined,
    working: () => string[],
    /** False when `working` already shows the reduction (the parts of a date). */
    private readonly reductionStep = true,
  ) {
    if (debt) this.karmicDebt = debt;
    this.#working = working;
  }

  get steps(): readonly string[] {
    if (!this.#steps) {
      const steps = this.#working();
      if (this.reductionStep && this.chain.length > 1)
        steps.push(`Reduce: ${chainText(this.chain)}${this.master ? ' (master number, kept)' : ''}.`);
      if (this.karmicDebt)
        steps.push(`${this.karmicDebt} appears on the way to the ${this.label}, a karmic debt number.`);
      this.#steps = steps;
    }
    return this.#steps;
  }

  toJSON(): DerivedNumber {
    return {
      key: this.key,
      label: this.label,
      value: this.value,
      total: this.total,
      chain: this.chain,
      master: this.master,
      ...(this.karmicDebt ? { karmicDebt: this.karmicDebt } : {}),
      steps: this.steps,
    };
  }
}

function finish(key: string, label: string, total: number, working: () => string[], withDebt = true): DerivedNumber {
  const r = reduce(total);
  const debt = withDebt ? karmicDebtIn(r.chain) : undefined;
  return new Derived(key, label, r.value, total, r.chain, isMaster(r.value), debt, working);
}

export type LetterFilter = (l: NameLetter) => boolean;
export const ALL_LETTERS: LetterFilter = () => true;
export const VOWELS: LetterFilter = (l) => l.vowel;
export const CONSONANTS: LetterFilter = (l) => !l.vowel;

function letterList(letters: readonly NameLetter[]): string {
  return letters.map((l) => `${l.char}${l.value}`).join(' ');
}

export interface WordSum {
  readonly word: string;
  readonly sum: number;
  readonly reduced: number;
  readonly chain: readonly number[];
}

/** Sum each word's letters, reduce each word (masters kept), as Decoz does. */
function wordSums(words: readonly NameWord[], filter: LetterFilter): WordSum[] {
  return words.map((w) => {
    const sum = w.letters.filter(filter).reduce((acc, l) => acc + l.value, 0);
    const r = reduce(sum);
    return { word: w.text, sum, reduced: r.value, chain: r.chain };
  });
}

/** Expression, Soul Urge or Personality from the name, word by word. */
export function nameNumber(
  key: 'expression' | 'soulUrge' | 'personality',
  name: ParsedName,
  filter: LetterFilter,
  what: string,
): DerivedNumber {
  const label = CORE_LABELS[key];
  const anyLetter = name.words.some((w) => w.letters.some(filter));
  // A name with no vowels (or no consonants) at all would give 0: read the whole name instead, and say so.
  const f = anyLetter ? filter : ALL_LETTERS;
  const sums = wordSums(name.words, f);
  const total = sums.reduce((acc, s) => acc + s.reduced, 0);
  return finish(key, label, total, () => {
    const steps: string[] = [];
    if (!anyLetter) steps.push(`The name has no ${what}, so this number is read from all its letters.`);
    else
      steps.push(
        `Add the ${anyLetter && f === ALL_LETTERS ? 'letters' : what} of each name, reduce each name, then add the names.`,
      );
    name.words.forEach((w, i) => {
      const s = sums[i];
      if (!s) return;
      const used = w.letters.filter(f);
      if (used.length === 0) {
        steps.push(`${w.text}: no ${what}, counts 0.`);
        return;
      }
      steps.push(
        `${w.text}: ${letterList(used)} = ${s.sum}${s.chain.length > 1 ? ` → ${s.chain.slice(1).join(' → ')}` : ''}.`,
      );
    });
    if (sums.length > 1) steps.push(`Names together: ${sums.map((s) => s.reduced).join(' + ')} = ${total}.`);
    return steps;
  });
}

export interface DateParts {
  readonly month: DerivedNumber;
  readonly day: DerivedNumber;
  readonly year: DerivedNumber;
}

function part(key: string, label: string, n: number): DerivedNumber {
  const r = reduce(n);
  // One step that already shows the reduction.
  return new Derived(
    key,
    label,
    r.value,
    n,
    r.chain,
    isMaster(r.value),
    undefined,
    () => [`${label} ${n}${r.chain.length > 1 ? `: ${chainText(r.chain)}` : ''}.`],
    false,
  );
}

export function dateParts(dob: CalendarDate): DateParts {
  return {
    month: part('month', 'Month', dob.month),
    day: part('day', 'Day', dob.day),
    year: part('year', 'Year', dob.year),
  };
}

export function lifePath(dob: CalendarDate, parts: DateParts): DerivedNumber {
  return finish('lifePath', CORE_LABELS.lifePath, parts.month.value + parts.day.value + parts.year.value, () => [
    `Reduce the month, the day and the year separately (masters kept): month ${dob.month} (${monthName(dob.month)}) → ${parts.month.value}; day ${dob.day} → ${parts.day.value}; year ${chainText(parts.year.chain)}.`,
    `Add them: ${parts.month.value} + ${parts.day.value} + ${parts.year.value} = ${parts.month.value + parts.day.value + parts.year.value}.`,
  ]);
}

export function birthday(dob: CalendarDate): DerivedNumber {
  return finish('birthday', CORE_LABELS.birthday, dob.day, () => [`The day of the month you were born: ${dob.day}.`]);
}

export function maturity(lp: DerivedNumber, ex: DerivedNumber): DerivedNumber {
  return finish(
    'maturity',
    CORE_LABELS.maturity,
    lp.value + ex.value,
    () => [`Life Path ${lp.value} + Expression ${ex.value} = ${lp.value + ex.value}.`],
    false,
  );
}

export interface KarmicLessons {
  /** How many letters of the name carry each digit 1-9. */
  readonly counts: Readonly<Record<number, number>>;
  /** Digits with no letter in the name. */
  readonly missing: readonly number[];
  /** The most frequent digit(s): the Hidden Passion. */
  readonly hiddenPassion: readonly number[];
  readonly steps: readonly string[];
}

export function karmicLessons(name: ParsedName): KarmicLessons {
  const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0 };
  for (const w of name.words) for (const l of w.letters) counts[l.value] = (counts[l.value] ?? 0) + 1;
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const missing = digits.filter((d) => (counts[d] ?? 0) === 0);
  const max = Math.max(...digits.map((d) => counts[d] ?? 0));
  const hiddenPassion = digits.filter((d) => (counts[d] ?? 0) === max);
  return {
    counts,
    missing,
    hiddenPassion,
    steps: [
      `Count the letters of each value: ${digits.map((d) => `${d}×${counts[d] ?? 0}`).join(', ')}.`,
      missing.length
        ? `Values with no letter (karmic lessons): ${missing.join(', ')}.`
        : 'Every value from 1 to 9 has at least one letter: no karmic lessons.',
      `Most frequent value (hidden passion): ${hiddenPassion.join(' and ')} (${max} letters).`,
    ],
  };
}

export interface Period {
  readonly index: 1 | 2 | 3 | 4;
  readonly number: DerivedNumber;
  readonly fromAge: number;
  /** Inclusive; undefined for the last period (the rest of life). */
  readonly toAge?: number;
}

export interface PinnaclesAndChallenges {
  readonly pinnacles: readonly Period[];
  readonly challenges: readonly Period[];
  /** Index of the pinnacle (and challenge) running at the reading's date. */
  readonly current: 1 | 2 | 3 | 4;
  readonly age: number;
}

/** A date part in a working line, as it was and as it reduced: "day 17 → 8". */
function partWorking(name: string, chain: readonly number[]): string {
  return `${name} ${chainText(chain)}`;
}

/** A pinnacle: the sum of two numbers; `how` names them, and is written only when the working is read. */
function pinnacle(key: string, label: string, a: number, b: number, how: () => string): DerivedNumber {
  return finish(key, label, a + b, () => [`${how()} = ${a + b}.`], false);
}

/** A challenge: the difference of two numbers, with its working written only when read. */
function challenge(key: string, label: string, a: number, b: number, how: () => string): DerivedNumber {
  const v = Math.abs(a - b);
  return new Derived(key, label, v, v, [v], false, undefined, () => [`${how()}: |${a} − ${b}| = ${v}.`]);
}

function period(ages: ReadonlyArray<[number, number | undefined]>, i: 1 | 2 | 3 | 4, n: DerivedNumber): Period {
  const [fromAge, toAge] = ages[i - 1] ?? [0, undefined];
  // Two literals rather than a spread of an optional part (the spread was most of this function's time).
  return toAge === undefined ? { index: i, number: n, fromAge } : { index: i, number: n, fromAge, toAge };
}

export function pinnaclesAndChallenges(parts: DateParts, lp: DerivedNumber, age: number): PinnaclesAndChallenges {
  const M = parts.month.value;
  const D = parts.day.value;
  const Y = parts.year.value;
  const lpDigit = reduce(lp.value, false).value;
  const end1 = 36 - lpDigit;
  const ages: Array<[number, number | undefined]> = [
    [0, end1],
    [end1 + 1, end1 + 9],
    [end1 + 10, end1 + 18],
    [end1 + 19, undefined],
  ];
  // The working names each date part as it was and as it reduced ("day 17 → 8"), never the bare 8; it is
  // written only when read (the free report never reads it).
  const { month, day, year } = parts;
  const p1 = pinnacle(
    'pinnacle1',
    'First Pinnacle',
    M,
    D,
    () => `${partWorking('Month', month.chain)} + ${partWorking('day', day.chain)}`,
  );
  const p2 = pinnacle(
    'pinnacle2',
    'Second Pinnacle',
    D,
    Y,
    () => `${partWorking('Day', day.chain)} + ${partWorking('year', year.chain)}`,
  );
  const p3 = pinnacle(
    'pinnacle3',
    'Third Pinnacle',
    p1.value,
    p2.value,
    () => `First pinnacle ${p1.value} + second pinnacle ${p2.value}`,
  );
  const p4 = pinnacle(
    'pinnacle4',
    'Fourth Pinnacle',
    M,
    Y,
    () => `${partWorking('Month', month.chain)} + ${partWorking('year', year.chain)}`,
  );
  // Challenges reduce masters first (profile rule), so they run 0-8, and their parts show that reduction.
  const m0 = reduce(month.total, false);
  const d0 = reduce(day.total, false);
  const y0 = reduce(year.total, false);
  const c1 = challenge(
    'challenge1',
    'First Challenge',
    m0.value,
    d0.value,
    () => `${partWorking('Month', m0.chain)} − ${partWorking('day', d0.chain)}`,
  );
  const c2 = challenge(
    'challenge2',
    'Second Challenge',
    d0.value,
    y0.value,
    () => `${partWorking('Day', d0.chain)} − ${partWorking('year', y0.chain)}`,
  );
  const c3 = challenge('challenge3', 'Main Challenge', c1.value, c2.value, () => 'First − second challenge');
  const c4 = challenge(
    'challenge4',
    'Fourth Challenge',
    m0.value,
    y0.value,
    () => `${partWorking('Month', m0.chain)} − ${partWorking('year', y0.chain)}`,
  );
  const current: 1 | 2 | 3 | 4 = age <= end1 ? 1 : age <= end1 + 9 ? 2 : age <= end1 + 18 ? 3 : 4;
  return {
    pinnacles: [period(ages, 1, p1), period(ages, 2, p2), period(ages, 3, p3), period(ages, 4, p4)],
    challenges: [period(ages, 1, c1), period(ages, 2, c2), period(ages, 3, c3), period(ages, 4, c4)],
    current,
    age,
  };
}

export interface PersonalCycles {
  readonly date: string;
  readonly year: DerivedNumber;
  readonly month: DerivedNumber;
  readonly day: DerivedNumber;
}

export function personalCycles(parts: DateParts, on: CalendarDate, iso: string): PersonalCycles {
  const yr = reduce(on.year);
  const year = finish(
    'personalYear',
    'Personal Year',
    parts.month.value + parts.day.value + yr.value,
    () => [
      // Each part as it was and as it reduced: "birth day 17 → 8", never a bare 8 for the 17th.
      `Birth month ${chainText(parts.month.chain)} + birth day ${chainText(parts.day.chain)} + calendar year ${chainText(yr.chain)} = ${parts.month.value + parts.day.value + yr.value}.`,
    ],
    false,
  );
  const month = finish(
    'personalMonth',
    'Personal Month',
    year.value + on.month,
    () => [
      `Personal Year ${year.value} + calendar month ${on.month} (${monthName(on.month)}) = ${year.value + on.month}.`,
    ],
    false,
  );
  const day = finish(
    'personalDay',
    'Personal Day',
    month.value + on.day,
    () => [`Personal Month ${month.value} + calendar day ${on.day} = ${month.value + on.day}.`],
    false,
  );
  return { date: iso, year, month, day };
}

/** A digit sum of the whole date written out (used by the rival life-path method). */
export function allDigitsOfDate(d: CalendarDate): number {
  return digitSum(d.month) + digitSum(d.day) + digitSum(d.year);
}
