/** The free simple report: the core numbers and what they mean for this person, 500-900 words. */
import type { Chart } from '../chart';
import { KARMIC_DEBT_TEXT } from '../text/karmic';
import { LETTER_TEXT } from '../text/letters';
import { numberWord, type NumberMeaning } from '../text/numbers';
import { lifeStage, meaningsFor, type LifeStage, type WriterContext } from './context';
import { article, capitalise, countWords, listJoin, pick, splitFirstSentence } from './markdown';
import { interplay, masterCycleNote, masterNote } from './phrases';
import { coreNumbersRule, letterScripts } from './letter-values';
import { hebrewSpellingNote, lettersOfYourName, nameNotesParagraph } from './names';
import { lifePathParts } from './life-path-personal';
import { hebrewDateSentence, kabbalahLetterSentence, lifePathDisagreement, longDate, profileLine } from './shared';

/**
 * The keywords a quality does not already say ("a wide and generous compassion, with completion and generosity at
 * its core", not "… compassion and completion"): at most two, compared by their first five letters. "At its core"
 * takes any abstract noun; "a gift for" did not ("a gift for drive", said to a young Eight, issue 23).
 */
function giftWords(m: NumberMeaning): string {
  const quality = m.quality.toLowerCase();
  const fresh = m.keywords.filter((k) => !quality.includes(k.slice(0, 5)));
  const words = fresh.length > 0 ? fresh.slice(0, 2) : [m.keywords[0]];
  return words.join(' and ');
}

/**
 * What a Life Path turns on and asks, naming only the keywords its calling and gifts do not already say
 * (compared by their first five letters): "turns on vision: it asks you to trust your intuition and to let
 * inspiration …", not "turns on intuition, inspiration and vision: …"; none when they say every one.
 */
function lifePathTurn(lp: NumberMeaning): string {
  const said = `${lp.calling} ${lp.gifts}`.toLowerCase();
  const fresh = lp.keywords.filter((k) => !said.includes(k.slice(0, 5)));
  return fresh.length > 0 ? `turns on ${listJoin(fresh)}: it asks you ${lp.calling}` : `asks you ${lp.calling}`;
}

/** The greeting and what the reading is made from: the name, the date and the three numbers it turns on. */
function opening(ctx: WriterContext): string[] {
  const { chart, first, seed } = ctx;
  const c = chart.core;
  const welcome = pick(
    [
      `${first}, this reading is built from two things you gave us: your full name, ${ctx.fullName}, and your date of birth, ${longDate(chart.input.dateOfBirth)}. From them come a handful of core numbers, each describing one side of you: your Life Path is ${c.lifePath.value}, your Expression ${c.expression.value} and your Soul Urge ${c.soulUrge.value}. Here is what they say, and how they speak to one another.`,
      `Welcome, ${first}. Numerology reads a name and a birth date as a small map of a life. Yours, for ${ctx.fullName}, born on ${longDate(chart.input.dateOfBirth)}, is drawn around a Life Path of ${c.lifePath.value}, an Expression of ${c.expression.value} and a Soul Urge of ${c.soulUrge.value}. Read it slowly, keep what rings true, and let the rest wait for another day.`,
    ],
    seed,
    1,
  );
  const sources = ` ${coreNumbersRule(chart)}${letterScripts(chart) === 'latin' ? '; your' : '. Your'} Hebrew letter, ${chart.kabbalahNumber.letter.name}, and your birth date in the Hebrew calendar come from the Kabbalah.`;
  return [`# A numerology reading for ${first}`, welcome + sources, ...nameNotesParagraph(chart)];
}

/** "Here it is …": a karmic debt the Life Path passes through, with numerology's name for it; none without. */
function lifePathDebt(chart: Chart): string {
  const lp = chart.core.lifePath;
  if (!lp.karmicDebt) return '';
  const text = (KARMIC_DEBT_TEXT[lp.karmicDebt] ?? '').split('. ')[0]?.replace(/^The karmic debt \d+ is read as /, '');
  return ` Your Life Path passes through ${lp.karmicDebt} on its way to ${lp.value}, a karmic debt number (numerology's name for 13, 14, 16 and 19, read as a lesson that asks extra effort). Here it is ${text}.`;
}

/** The master numbers among `ns`, in order: those a reading has explained by the time it reaches the next. */
const mastersOf = (...ns: number[]): number[] => ns.filter((n) => n === 11 || n === 22 || n === 33);

/** The Life Path: what it turns on, its gifts, and its place on the Tree of Life. */
function lifePathSection(ctx: WriterContext): string[] {
  const { chart, m, seph } = ctx;
  const lp = chart.core.lifePath.value;
  const lpWord = numberWord(lp);
  const ex = chart.core.expression.value;
  const convention =
    lp > 9 || ex > 9
      ? "the sephirah of the same number; Da'at, Malkuth and Tiphareth for 11, 22 and 33"
      : 'the sephirah of the same number';
  // The Expression beside it (issue 23: the sentence was the same for every reader of one Life Path).
  const exWord = numberWord(ex);
  const expression =
    seph.expression.id !== seph.lifePath.id
      ? `; your Expression ${exWord} rests in ${seph.expression.name}`
      : ex === lp
        ? `, and your Expression, the same ${exWord}, with it`
        : `, and your Expression ${exWord} with it`;
  return [
    `## Your Life Path: ${lp}, ${m.lifePath.title}`,
    // The date's parts said (issue 23: the opening was the same for every reader of one Life Path).
    `Your Life Path adds ${lifePathParts(chart, true)} to make ${article(lpWord)} ${lpWord}, which ${lifePathTurn(m.lifePath)}. ${m.lifePath.gifts} ${masterCycleNote(lp, undefined, [])} ${masterNote(lp)}`.trim(),
    // Shorter than it was (issue 23): the Life Path's parts above take the words, and the report stays within 1,000.
    `This reading's own convention (${convention}) puts your Life Path ${lp} on the Kabbalah's Tree of Life, a diagram of ten spheres called sephirot. There it rests in ${seph.lifePath.name}, the sephirah of ${seph.lifePath.text.short}${expression}.${lifePathDebt(chart)}`,
  ];
}

/** Expression, Soul Urge, Personality and Birthday, one short section each. */
function nameAndDaySections(ctx: WriterContext): string[] {
  const { chart, first, m, seed } = ctx;
  const c = chart.core;
  const wish =
    c.soulUrge.value === c.lifePath.value
      ? 'what your Life Path asks of you, which is rarer than it sounds'
      : m.soulUrge.calling;
  // A Soul Urge of the Expression's number says so (issue 23); the Life Path's is said by the wish and the interplay.
  const sameAsExpression =
    c.soulUrge.value === c.expression.value
      ? ` It is the same number as your Expression: the talents you have are the ones your heart wants to use.`
      : '';
  // The day as born and the number it reduces to: "29 → 11, The Illuminator", never "29, The Illuminator".
  const day = chart.dateParts.day.total;
  return [
    `## Your Expression: ${c.expression.value}, ${m.expression.title}`,
    `Your Expression, read from ${lettersOfYourName(chart)}, shows the talents you work with: ${m.expression.quality}, with ${giftWords(m.expression)} at its core. ${m.expression.work}`,
    `## Your Soul Urge: ${c.soulUrge.value}, ${m.soulUrge.title}`,
    `Your Soul Urge, read from the vowels, is the wish beneath the others: inwardly you want ${wish}.${sameAsExpression} ${interplay(first, 'Life Path', c.lifePath.value, 'Soul Urge', c.soulUrge.value, seed, ctx.meaning)}`,
    `## Your Personality: ${c.personality.value}, ${m.personality.title}`,
    `Your Personality, read from the consonants, is the first impression you make: people tend to notice ${m.personality.manner} before they know anything else about you.${c.personality.value === c.soulUrge.value ? ' It is the same number as your Soul Urge, so what people see is what you want.' : ''}`,
    `## Your Birthday: ${day}${day === c.birthday.value ? '' : ` → ${c.birthday.value}`}, ${m.birthday.title}`,
    `${m.birthday.birthday} ${masterCycleNote(c.birthday.value, undefined, mastersOf(c.lifePath.value))}`.trim(),
  ];
}

/** The Hebrew month, its letter and sign: both months when the birth fell either side of a sunset that changed it. */
function hebrewMonthSentence(chart: Chart): string {
  const hb = chart.hebrewBirth;
  const mo = hb.month;
  const ma = hb.monthAfterSunset;
  return ma
    ? `Born before sunset, your Hebrew month is ${mo.name}, whose letter is ${mo.letter.name} and whose sign is ${mo.sign}; born after sunset, it is ${ma.name}, whose letter is ${ma.letter.name} and whose sign is ${ma.sign}.`
    : `${hb.afterSunset ? 'Both fall' : 'It falls'} in the month of ${mo.name}, whose letter is ${mo.letter.name} and whose sign is ${mo.sign}.`;
}

/** The name in Hebrew letters, its letter, and the birth date in the Hebrew calendar. */
function hebrewSection(ctx: WriterContext): string[] {
  const { chart } = ctx;
  const letterText = LETTER_TEXT[chart.kabbalahNumber.letter.index];
  return [
    '## Your Hebrew letter and birth date',
    `Written in Hebrew letters, your name reads ${chart.hebrewName.text}. ${kabbalahLetterSentence(chart)} ${letterText ? splitFirstSentence(letterText.asName)[0] : ''} ${hebrewSpellingNote(chart)}`.trim(),
    `${hebrewDateSentence(ctx)} ${hebrewMonthSentence(chart)}`,
  ];
}

/** The Personal Year and Month on the reading's date. */
function yearSection(ctx: WriterContext): string[] {
  const { chart } = ctx;
  const py = chart.personal.year.value;
  const pm = chart.personal.month.value;
  // A master number the Life Path or Birthday has explained is not explained again (issue 23).
  const before = mastersOf(chart.core.lifePath.value, chart.core.birthday.value);
  const yearText = splitFirstSentence(ctx.meaning(py).personalYear)[0];
  // "A Personal Year Twenty-two, a master year, carries the steady work of a Four-year …" says what it carries.
  const yearNote = masterCycleNote(py, yearText?.includes(' carries ') ? undefined : 'this year', before);
  const monthNote = masterCycleNote(pm, 'this month', [...before, ...mastersOf(py)]);
  const year = `${chart.personal.date.slice(0, 4)} is a Personal Year ${py} for you. ${yearText} ${yearNote}`;
  const month = `This month, a Personal Month ${pm}, is ${ctx.meaning(pm).personalMonth}. ${monthNote}`;
  return [`## Your year`, `${year.trim()} ${month.trim()}`];
}

/** The closing word, what the comprehensive report adds, and how this was calculated. */
function closing(ctx: WriterContext, brief: boolean): string[] {
  const { chart, first, seed } = ctx;
  const c = chart.core;
  // Over the free report's length, the other calculators' Life Path is left to the comprehensive report.
  const disagreement = brief ? '' : lifePathDisagreement(ctx);
  // Each closing sentence is said of this reader's Expression or Life Path (issue 23: they were the same in
  // every free report that drew them, a quarter of all pairs of readers).
  const two = (n: number) => listJoin(ctx.meaning(n).keywords.slice(0, 2));
  const word = pick(
    [
      `These are the broad strokes of your chart, ${first}. Numbers describe tendencies and seasons, never a fixed fate: what you do with talents that have ${two(c.expression.value)} at their core is yours. ${disagreement}`,
      `That is the outline of your chart, ${first}. Take from it what feels true and leave the rest; the numbers describe the weather on a road of ${two(c.lifePath.value)}, and you are the one who walks it. ${disagreement}`,
    ],
    seed,
    2,
  ).trim();
  return [
    '## A closing word',
    word,
    // Said of this reader's numbers and month (issue 23: one sentence the same in every free report).
    `The comprehensive report reads your Life Path ${c.lifePath.value}, Expression ${c.expression.value} and the rest together, places every number on the Tree of Life and shows the working of each. It adds your karmic lessons, your pinnacles and challenges (the four long seasons of a life and what each asks of you), and what your Hebrew month, ${chart.hebrewBirth.month.name}, and weekday say.`,
    '## How this was calculated',
    `*${profileLine(chart)}*`,
  ];
}

/** The free report's most words (spec: 500 to 1,000). */
const MOST_WORDS = 1000;

export function simpleMarkdown(ctx: WriterContext): string {
  const write = (brief: boolean) =>
    [
      ...opening(ctx),
      ...lifePathSection(ctx),
      ...nameAndDaySections(ctx),
      ...hebrewSection(ctx),
      ...yearSection(ctx),
      ...closing(ctx, brief),
    ].join('\n\n');
  // A chart with every note (master numbers, a birth either side of a Hebrew month, a name in two scripts) can
  // run over: the note that the comprehensive report sets out in full gives way first.
  const full = write(false);
  return countWords(full) <= MOST_WORDS ? full : write(true);
}

/** "The Nurturer: love, responsibility, care", written once per number and stage of life. */
const HIGHLIGHT_MEANING = new Map<string, string>();

function highlight(label: string, n: number, stage: LifeStage): { label: string; value: number; meaning: string } {
  const key = `${stage}${n}`;
  let meaning = HIGHLIGHT_MEANING.get(key);
  if (meaning === undefined) {
    const mm = meaningsFor(stage)(n);
    meaning = `${mm.title}: ${mm.keywords.join(', ')}`;
    HIGHLIGHT_MEANING.set(key, meaning);
  }
  return { label, value: n, meaning };
}

export function simpleHighlights(chart: Chart): Array<{ label: string; value: number | string; meaning: string }> {
  // The summary card speaks to the reader's age as the text does ("cooperation" under 18, ADR 0613).
  const stage = lifeStage(chart.pinnacles.age);
  const hl = (label: string, n: number) => highlight(label, n, stage);
  const c = chart.core;
  const k = chart.kabbalahNumber;
  const hb = chart.hebrewBirth;
  return [
    hl('Life Path', c.lifePath.value),
    hl('Expression', c.expression.value),
    hl('Soul Urge', c.soulUrge.value),
    hl('Personality', c.personality.value),
    hl('Birthday', c.birthday.value),
    hl('Maturity', c.maturity.value),
    {
      label: 'Kabbalah name number',
      value: `${k.value} ${k.letter.char}`,
      meaning: `The letter ${k.letter.name}: Tree of Life path ${k.letter.path}, tarot card ${k.letter.trump.name}`,
    },
    {
      label: 'Hebrew birth date',
      value: hb.afterSunset ? `${hb.beforeSunset.text} / ${hb.afterSunset.text}` : hb.beforeSunset.text,
      meaning: hb.afterSunset
        ? `${hb.beforeSunset.text} if born before sunset, ${hb.afterSunset.text} if after`
        : `Exact (morning birth); month letter ${hb.month.letter.name}, ${hb.month.sign}`,
    },
    {
      label: 'Personal Year',
      value: chart.personal.year.value,
      meaning: capitalise(
        meaningsFor(stage)(chart.personal.year.value).personalMonth.replace(
          'a month',
          `${chart.personal.date.slice(0, 4)}: a year`,
        ),
      ),
    },
  ];
}
