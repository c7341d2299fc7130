/**
 * The Life Path essay, its sephirah and the challenges said of this reader's chart, not of the number alone (issue
 * 23: everyone with the same Life Path read the same paragraphs). Each sentence here is drawn from the reader's own
 * numbers: the three parts of the birth date the Life Path adds up, the core numbers that deepen its shadow, the
 * letters of the name that hold its growth, the pillars of the Tree the other numbers stand on, and the two numbers
 * each challenge is the gap between. Words for every age: no partners, money or careers.
 */
import type { Chart } from '../chart';
import { CORE_LABELS, type CoreKey } from '../core';
import { monthName, parseIsoDate } from '../dates';
import type { SephirahId } from '../kabbalah';
import { reduce } from '../reduce';
import { numberWord } from '../text/numbers';
import { listJoin } from './markdown';

/** "1st", "2nd", "3rd", "11th", "22nd". */
function ordinalDay(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${tail}`;
}

function birth(chart: Chart): { month: string; year: number; day: string } {
  const d = parseIsoDate(chart.input.dateOfBirth);
  return { month: d ? monthName(d.month) : 'your month', year: d?.year ?? 0, day: ordinalDay(d?.day ?? 1) };
}

/**
 * The three parts of the birth date the Life Path adds up, masters kept as the working keeps them: "the 3 of March,
 * the 5 of the 14th and the 5 of 1985".
 */
export function lifePathParts(chart: Chart, short = false): string {
  const { month, year, day } = birth(chart);
  const p = chart.dateParts;
  return short
    ? `${p.month.value} (${month}), ${p.day.value} (the ${day}) and ${p.year.value} (${year})`
    : `the ${p.month.value} of ${month}, the ${p.day.value} of the ${day} and the ${p.year.value} of ${year}`;
}

/**
 * The core numbers whose own nature deepens each Life Path's shadow (text/numbers.ts `shadow`), with the part of them
 * that does: the One's loneliness of doing everything alone is deepened by the Seven's solitude and the Eight's
 * taking charge; the Four's rigidity and overwork by the Eight's drive. Our reading of the numbers' keywords.
 */
const SHADOW_DEEPENERS: Readonly<Record<number, ReadonlyArray<readonly [number, string]>>> = {
  1: [
    [1, 'the same independence'],
    [7, 'its love of solitude'],
    [8, 'its habit of taking charge'],
  ],
  2: [
    [2, 'the same gentleness'],
    [6, 'its wish to look after everyone'],
    [11, 'its fine-tuned sensitivity'],
  ],
  3: [
    [3, 'the same sparkle'],
    [5, 'its appetite for variety'],
  ],
  4: [
    [4, 'the same love of order'],
    [8, 'its drive to achieve'],
    [22, 'its large ambitions'],
  ],
  5: [
    [5, 'the same appetite for change'],
    [3, 'its many interests'],
    [1, 'its readiness to go it alone'],
  ],
  6: [
    [6, 'the same sense of duty'],
    [4, 'its love of things done properly'],
    [33, 'its devotion to others'],
  ],
  7: [
    [7, 'the same need for solitude'],
    [1, 'its self-reliance'],
    [4, 'its trust in what is proven'],
  ],
  8: [
    [8, 'the same drive'],
    [1, 'its need to lead'],
    [4, 'its capacity for hard work'],
    [22, 'its large ambitions'],
  ],
  9: [
    [9, 'the same idealism'],
    [6, 'its habit of giving care'],
    [33, 'its devotion to others'],
  ],
  11: [
    [11, 'the same sensitivity'],
    [2, 'its gentleness'],
    [7, 'its questioning mind'],
  ],
  22: [
    [22, 'the same vision'],
    [8, 'its high standards'],
    [4, 'its caution'],
  ],
  33: [
    [33, 'the same devotion'],
    [6, 'its sense of duty'],
    [9, 'its open-handed heart'],
  ],
};

const SHADOW_KEYS = ['expression', 'soulUrge', 'personality', 'birthday'] as const;

/**
 * The Life Path's shadow said of this chart: "…; your Expression Eight, with its drive to achieve, can deepen it" or,
 * when no other core number shares it, that the shadow is the road's alone. Appended to the shadow's first sentence,
 * or said after it (then `it` is "that shadow").
 */
export function shadowInChart(chart: Chart, it = 'it'): string {
  const lp = chart.core.lifePath.value;
  const deepeners = new Map(SHADOW_DEEPENERS[lp] ?? []);
  const keys = SHADOW_KEYS.filter((k) => deepeners.has(chart.core[k].value));
  if (keys.length === 0)
    return `none of your other core numbers shares ${it}, so it is easier to notice and to set down`;
  const first = keys[0] as CoreKey;
  const word = numberWord(chart.core[first].value);
  const what = (deepeners.get(chart.core[first].value) ?? '').replace(/^its /, 'with its ');
  const lead = `your ${CORE_LABELS[first]} ${word}, ${what},`;
  const also =
    keys.length > 1
      ? `, and your ${listJoin(keys.slice(1).map((k) => `${CORE_LABELS[k]} ${numberWord(chart.core[k].value)}`))} ${keys.length > 2 ? 'add' : 'adds'} to it`
      : '';
  return `${lead} can deepen ${it}${also}`;
}

/**
 * The growth the Life Path asks for, said of the name's letters: how many letters of the name carry the value of a
 * number that has that growth (`allies`, the writer's table), or that none does, so it is learnt rather than given.
 * `told` are the numbers a core number already stands for (the writer's next sentence names them): not said twice.
 */
export function growthInName(
  chart: Chart,
  allies: ReadonlyArray<readonly [number, string]>,
  told: readonly number[],
): string | undefined {
  const digits = allies.filter(([n]) => n <= 9 && !told.includes(n));
  if (digits.length === 0) return undefined;
  const counts = chart.karmicLessons.counts;
  const missing = digits.filter(([n]) => (counts[n] ?? 0) === 0);
  if (missing.length > 0) {
    const [n, gift] = missing[0] as readonly [number, string];
    // Not "No letter of your name is worth 2", which the karmic section says where a lesson meets a core number.
    return `your name has no letter worth ${n}, the number that brings ${gift}, so it is something you learn on purpose rather than a gift you were handed`;
  }
  const [n, gift] = digits.reduce((best, d) => ((counts[d[0]] ?? 0) > (counts[best[0]] ?? 0) ? d : best));
  const count = counts[n] ?? 0;
  return `${count === 1 ? 'one letter' : `${numberWord(count).toLowerCase()} letters`} of your name ${count === 1 ? 'is' : 'are'} worth ${n}, the number that brings ${gift}, so it is within easier reach than it may feel`;
}

type Pillar = 'right' | 'left' | 'middle';
const PILLAR: Readonly<Record<SephirahId, Pillar>> = {
  chokmah: 'right',
  chesed: 'right',
  netzach: 'right',
  binah: 'left',
  geburah: 'left',
  hod: 'left',
  kether: 'middle',
  daat: 'middle',
  tiphareth: 'middle',
  yesod: 'middle',
  malkuth: 'middle',
};
const PILLAR_NAME: Readonly<Record<Pillar, string>> = {
  right: 'the right-hand pillar of kindness and expansion',
  left: 'the left-hand pillar of rigour and form',
  middle: 'the middle pillar of balance',
};
/** The sephirah across the Tree from each side sephirah. */
const PARTNER: Readonly<Partial<Record<SephirahId, SephirahId>>> = {
  chokmah: 'binah',
  binah: 'chokmah',
  chesed: 'geburah',
  geburah: 'chesed',
  netzach: 'hod',
  hod: 'netzach',
};

const OTHER_KEYS = ['expression', 'soulUrge', 'personality', 'birthday', 'maturity'] as const;

/**
 * The Life Path's sephirah read with the pillars the reader's other numbers stand on: the Tree's right-hand pillar
 * gives, the left gives form, the middle holds them in balance, and a side sephirah is answered by its partner across
 * the Tree (Chesed by Geburah). One sentence, or undefined when every other number shares the Life Path's sephirah.
 */
export function pillarsSentence(chart: Chart, name: (id: SephirahId) => string): string | undefined {
  const lpId = chart.sephirot.lifePath.id;
  const lpPillar = PILLAR[lpId];
  const others = OTHER_KEYS.filter((k) => chart.sephirot[k].id !== lpId);
  if (others.length === 0) return undefined;
  const partner = PARTNER[lpId];
  // One sephirah said once, with every number it holds: "your Expression and Personality in Hod".
  const said = (ks: readonly CoreKey[]) => {
    const by = new Map<SephirahId, CoreKey[]>();
    for (const k of ks) by.set(chart.sephirot[k].id, [...(by.get(chart.sephirot[k].id) ?? []), k]);
    return listJoin(
      [...by].map(
        ([id, keys]) =>
          `your ${listJoin(keys.map((k) => CORE_LABELS[k]))} in ${name(id)}${id === partner ? ` (${name(lpId)}'s counterpart)` : ''}`,
      ),
    );
  };
  const on = (p: Pillar) => others.filter((k) => PILLAR[chart.sephirot[k].id] === p);
  if (lpPillar === 'middle') {
    const right = on('right');
    const left = on('left');
    if (right.length > 0 && left.length > 0) {
      const both = `Standing on ${PILLAR_NAME.middle}, your Life Path holds the two sides of your chart together: ${said(right)} on the right, ${said(left)} on the left.`;
      return both.split(/\s+/).length <= 42
        ? both
        : `Standing on ${PILLAR_NAME.middle}, your Life Path holds the two sides of your chart together, with ${numberWord(right.length).toLowerCase()} of your numbers on the right and ${numberWord(left.length).toLowerCase()} on the left.`;
    }
    if (right.length === 0 && left.length === 0)
      return `All your numbers stand with your Life Path on ${PILLAR_NAME.middle} (${said(others)}), a chart more centred than most.`;
    const side: Pillar = right.length > 0 ? 'right' : 'left';
    const there = side === 'right' ? right : left;
    const lean = (which: string) =>
      `Your Life Path stands on ${PILLAR_NAME.middle}, and your chart leans to ${PILLAR_NAME[side]}, with ${which}; the ${side === 'right' ? 'left, of form,' : 'right, of giving,'} is the side to grow towards.`;
    const named = lean(said(there));
    return named.split(/\s+/).length <= 42
      ? named
      : lean(`${numberWord(there.length).toLowerCase()} of your numbers there`);
  }
  const opposite: Pillar = lpPillar === 'right' ? 'left' : 'right';
  const across = on(opposite);
  if (across.length === 0)
    return `None of your other numbers stands across the Tree on ${PILLAR_NAME[opposite]}, so ${lpPillar === 'right' ? 'form and limits are' : 'giving and expansion are'} the side of the Tree you reach for on purpose.`;
  return `Across the Tree, on ${PILLAR_NAME[opposite]}, ${across.length === 1 ? 'stands' : 'stand'} ${said(across)}, so your chart answers ${name(lpId)}'s ${lpPillar === 'right' ? 'giving with form' : 'form with giving'}.`;
}

/**
 * The two numbers a challenge is the gap between, for its first sentence: "from your birth month's 3 and day's 5", "from
 * your birth day's 5 and year's 5", "from March's 3 and 1985's 5" (a 0 from two equal parts reads the same way; not the Life Path's "the 3 of March", so no phrase is said twice). The parts are reduced to one digit, as the challenges' working
 * reduces them; the third, the main challenge, is the gap between the first two.
 */
export function challengeParts(chart: Chart, index: 1 | 2 | 3 | 4): string {
  const p = chart.dateParts;
  const m = reduce(p.month.total, false).value;
  const d = reduce(p.day.total, false).value;
  const y = reduce(p.year.total, false).value;
  const c = chart.pinnacles.challenges;
  if (index === 3) return `from your first two challenges, ${c[0]?.number.value ?? 0} and ${c[1]?.number.value ?? 0}`;
  // Three frames, so no two challenges of one report share a phrase (test/repetition.test.ts).
  if (index === 1) return `from your birth month's ${m} and day's ${d}`;
  if (index === 2) return `from your birth day's ${d} and year's ${y}`;
  const { month, year } = birth(chart);
  return `from ${month}'s ${m} and ${year}'s ${y}`;
}

/**
 * The road's last sentence said at the reader's age (issue 23: "the Life Path read against … their age"): "At 15 you
 * stand near the start of this road: life keeps inviting you …", "At 80 you can look back along much of this road: …"
 * (never the decades ahead). Only a sentence that opens on the reader's life ("Life keeps …", "Your life teaches …");
 * a master number's ("It carries …") is left as it is.
 */
export function roadAtAge(text: string, age: number, stage: 'young' | 'adult' | 'old'): string {
  const i = text.search(/(?<=\. )(?:Life|Your life)\b[^.]*\.$/);
  if (i < 0) return text;
  const lead =
    stage === 'young'
      ? `At ${age} you stand near the start of this road`
      : stage === 'old'
        ? `At ${age} you can look back along much of this road`
        : age < 40
          ? `At ${age} you have walked part of this road, with more of it ahead`
          : `At ${age} you have walked a good stretch of this road`;
  const last = text.slice(i);
  // One colon to a sentence: before a road sentence that has its own ("Your life teaches you …: what you give"), a semicolon.
  return `${text.slice(0, i)}${lead}${last.includes(':') ? ';' : ':'} ${last.charAt(0).toLowerCase()}${last.slice(1)}`;
}
