/**
 * The comprehensive report (paid): the whole chart as one reading, 2,500 words or more. It is written
 * to be more than the free report, not a longer copy of it: it uses none of the free report's
 * sentences about the core numbers, reads the numbers in pairs (road and tools, heart and face,
 * lessons beside the numbers that seem to contradict them, each number inside its sephirah), gives
 * every pinnacle and challenge its own text, and ends with the working. Only the reader's own words
 * are escaped; the engine's text is written as safe Markdown to begin with.
 */
import { CORE_KEYS } from '../chart';
import { CORE_LABELS, type CoreKey, type DerivedNumber } from '../core';
import { sephirahById, type SephirahId } from '../kabbalah';
import { MONTH_TEXT, WEEKDAY_TEXT } from '../text/calendar';
import {
  heartAndFace,
  lessonBeside,
  type Meanings,
  NUMBER_IN_SEPHIRAH,
  PINNACLE_STAGE,
  pinnacleReturn,
  roadAndTools,
  roadAndYear,
  rootDigit,
} from '../text/combinations';
import { CHALLENGE_TEXT, HIDDEN_PASSION_TEXT, KARMIC_DEBT_TEXT, KARMIC_LESSON_TEXT } from '../text/karmic';
import { LETTER_TEXT } from '../text/letters';
import type { LetterClass } from '../letters';
import { youthCard, youthInSephirah, youthPassion, YOUTH_PINNACLE_STAGE } from '../text/youth';
import { keywordsBesideTitle, meaningOf, numberWord, type NumberMeaning } from '../text/numbers';
import { isMaster } from '../reduce';
import { SEPHIRAH_TEXT } from '../text/sephirot';
import type { WriterContext } from './context';
import { article, capitalise, escapeMarkdown, listJoin, pick, splitFirstSentence } from './markdown';
import { coreNumbersSource, letterValuesWorking } from './letter-values';
import { articleWorkingLine, lettersOfYourName, nameNotesParagraph, romanizedWorkingLine } from './names';
import {
  challengeParts,
  growthInName,
  lifePathParts,
  pillarsSentence,
  roadAtAge,
  shadowInChart,
} from './life-path-personal';
import { masterCycleNote, soulUrgeSameAs } from './phrases';
import { longDate, profileLine, twoDays } from './shared';

/** " text" or "" (a note that may be empty, appended to a sentence). */
const spaced = (text: string) => (text ? ` ${text}` : '');

function compound(n: DerivedNumber): string {
  return n.total !== n.value ? `${n.total}/${n.value}` : `${n.value}`;
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** "The Pioneer" → "the Pioneer" (titles keep their capital inside a sentence). */
const the = (title: string) => title.replace(/^The /, 'the ');
/** The sentences of a paragraph after the first (a field the free report opens with). */
const afterFirst = (text: string) => splitFirstSentence(text)[1];
/**
 * Two sentences as one, joined by a semicolon: an explanation said to everyone is joined to the sentence that
 * applies it to this reader, so two readers' reports do not share it word for word (issue 23).
 */
const joined = (general: string, personal: string) => `${general.replace(/\.$/, '')}; ${lower(personal)}`;
/**
 * `joined` where the two make a sentence a reader can follow (45 words at most, test/sentence-length.test.ts), and
 * otherwise the personal part as a sentence of its own (`apart`, where it says "that shadow" for "it").
 */
const joinedOrApart = (general: string, personal: string, apart = personal) => {
  const both = joined(general, `${personal}.`);
  return both.split(/\s+/).length <= 44 ? both : `${general} ${capitalise(apart)}.`;
};

/** "the Seeker of your Life Path and Soul Urge, and the Pioneer of your Expression": one title named once. */
function centreTitles(ctx: WriterContext): string {
  const { m } = ctx;
  const groups = new Map<string, string[]>();
  for (const [label, title] of [
    ['Life Path', m.lifePath.title],
    ['Expression', m.expression.title],
    ['Soul Urge', m.soulUrge.title],
  ] as const)
    groups.set(title, [...(groups.get(title) ?? []), label]);
  const parts = [...groups].map(([title, labels]) => `${the(title)} of your ${listJoin(labels)}`);
  return parts.length === 3 ? listJoin(parts) : parts.join(', and ');
}

function intro(ctx: WriterContext): string[] {
  const { chart, first, seed } = ctx;
  const c = chart.core;
  const k = chart.kabbalahNumber;
  return [
    `# A comprehensive reading for ${first}`,
    pick(
      [
        `${first}, this is your full reading. It follows the name you gave, ${ctx.fullName}, and your birth on ${longDate(chart.input.dateOfBirth)} through two old ways of reading numbers, and it reads your numbers against one another, because a chart means most where its numbers meet. At the centre are ${centreTitles(ctx)}, with the Hebrew letter ${k.letter.name} in your name.`,
        `Welcome to your full reading, ${first}. From your name, ${ctx.fullName}, and the day you were born, ${longDate(chart.input.dateOfBirth)}, come a Life Path of ${c.lifePath.value}, an Expression of ${c.expression.value} and a Soul Urge of ${c.soulUrge.value}, and in Hebrew letters your name comes to ${k.letter.name}. This reading takes your ${c.lifePath.value}, ${c.expression.value} and ${c.soulUrge.value} in pairs as well as one by one: where they help each other, where they pull apart, and what to do with the pull.`,
      ],
      seed,
      10,
    ),
    ...nameNotesParagraph(chart),
    pick(
      [
        `How it is made: your Life Path ${c.lifePath.value}, your Expression ${c.expression.value} and the other core numbers are ${coreNumbersSource(chart)}. Your Hebrew birth date in ${birthMonths(chart)}, the letters and the Tree of Life come from the Kabbalah and its oldest book of the letters, the Sefer Yetzirah. The bridges between the two are this reading's own conventions, not rules handed down by either tradition: your Life Path's sephirah, ${ctx.seph.lifePath.name} (one of the Tree of Life's ten spheres), and your name's letter, ${k.letter.name} (one of twenty-two).`,
        `A word on sources before the numbers: your Life Path ${c.lifePath.value}, Expression ${c.expression.value} and the other core numbers are ${coreNumbersSource(chart)}. The Hebrew calendar that dates your birth in ${birthMonths(chart)}, the letters and the Tree of Life are the Kabbalah's. Where this reading joins the two, placing your Life Path in ${ctx.seph.lifePath.name} (one of the Tree of Life's ten spheres) and your name on the letter ${k.letter.name}, it follows conventions of its own, used the same way for everyone.`,
      ],
      seed,
      11,
    ),
  ];
}

/** The Hebrew month of the birth, or both months when a birth after sunset would fall in the next one. */
function birthMonths(chart: WriterContext['chart']): string {
  const hb = chart.hebrewBirth;
  return hb.monthAfterSunset ? `${hb.month.name} or ${hb.monthAfterSunset.name}` : hb.month.name;
}

function masterLine(n: number, m: { title: string }): string {
  if (!isMaster(n)) return '';
  const root = meaningOf(rootDigit(n));
  return `Read at two pitches, ${numberWord(n)} is ${the(m.title)} at full strength, and on ordinary days it rests in ${the(root.title)}, its root ${numberWord(rootDigit(n))}, which is also a fine way to live it.`;
}

/** The parts of the report that say a chart's numbers, in the report's order (ADR 0820, 0852). */
type MasterPlace = CoreKey | 'pinnacles';
const MASTER_PLACES: readonly MasterPlace[] = [...CORE_KEYS, 'pinnacles'];

/** The master numbers the report has said before `place` (all of them for the year section). */
function mastersBefore(ctx: WriterContext, place?: MasterPlace): number[] {
  const { core, pinnacles } = ctx.chart;
  const out: number[] = [];
  for (const k of MASTER_PLACES) {
    if (k === place) break;
    const ns = k === 'pinnacles' ? pinnacles.pinnacles.map((p) => p.number.value) : [core[k].value];
    out.push(...ns.filter(isMaster));
  }
  return out;
}

/**
 * A master number explained where the comprehensive report first says it (issue 23, ADR 0852): the first says
 * what a master number is, a second or third its root ("a master number too, kept whole instead of added down to
 * 4 (2 + 2)"); a number the report has already explained is not explained again. '' for any other number.
 */
function masterSaid(n: number, said: readonly number[], what?: string): string {
  return said.includes(n) ? '' : masterCycleNote(n, what, said);
}

/** "Eleven is a master number, and an Eleven path is …" with the master number explained in its first clause. */
function lifePathText(n: number, text: string): string {
  const note = masterSaid(n, []);
  if (!note) return text;
  return text.replace(/^[A-Z][a-z-]+ is a master number, and (an?) /, (_, a: string) => `${note} ${capitalise(a)} `);
}

/** Whether a text says a number's title, in any case ("the road of the builder" says the Builder). */
function namesTitle(m: NumberMeaning, text: string): boolean {
  const title = m.title.replace(/^The /, '');
  return new RegExp(`${title.startsWith('Master') ? '' : '(?<!master )'}\\b${title}\\b`, 'i').test(text);
}

/**
 * The road text without a short opening that says the road again, after "is the Creator's road of self-expression, joy
 * and imagination" (issue 23: "… A Three path is the road of self-expression." was the next sentence, and the same for
 * every reader of that Life Path); an opening that goes on to say more is said of the reader instead.
 */
function withoutRoadAgain(text: string): string {
  return (
    text
      .replace(/^An? [\w-]+ path is the road of [^.:]+\. /, '')
      // "A One path is the road of the beginner in the best sense of the word: you are here to start things" → "You are a
      // beginner in the best sense of the word, here to start things".
      .replace(
        /^An? [\w-]+ path is the road of the ([^.:]+): you are here to /,
        (_m, who: string) => `You are ${article(who)} ${who}, here to `,
      )
  );
}

/**
 * The numbers whose nature is the growth each Life Path's text asks for (text/numbers.ts `growth`), with the part of it
 * they have: the One's "letting others add their hands" is the Two's cooperation and the Six's care, the Four's "room
 * for rest, play and the unexpected" the Three's play and the Five's change, the Six's "letting others learn their own
 * lessons" the Five's freedom and the Nine's letting go. Words for every age. The Nine's own nature is its growth: none.
 */
const GROWTH_ALLIES: Readonly<Record<number, ReadonlyArray<readonly [number, string]>>> = {
  1: [
    [2, 'cooperation'],
    [6, 'care for others'],
  ],
  2: [
    [1, 'independence'],
    [8, 'standing firm'],
  ],
  3: [
    [4, 'discipline'],
    [22, 'mastery'],
  ],
  4: [
    [3, 'play'],
    [5, 'change'],
  ],
  5: [
    [4, 'steadiness'],
    [6, 'commitment'],
    [7, 'depth'],
  ],
  6: [
    [5, 'freedom'],
    [9, 'letting go'],
  ],
  7: [
    [2, 'closeness'],
    [3, 'sharing'],
    [6, 'warmth'],
  ],
  8: [
    [9, 'generosity'],
    [7, 'a sense of the spiritual'],
  ],
  11: [
    [4, 'groundedness'],
    [22, 'practical mastery'],
  ],
  22: [
    [2, 'cooperation'],
    [4, 'patience'],
  ],
  33: [
    [1, 'self-reliance'],
    [5, 'freedom'],
  ],
};

/**
 * A sentence after the Life Path's growth naming the reader's own core numbers that already have it ("Your Soul Urge
 * Two already knows this part of the way: cooperation comes to it without effort"), so the Life Path's text is said
 * of more of the chart than the Life Path (issue 23); none when no core number has it.
 */
function growthAlly(ctx: WriterContext): string | undefined {
  const allies = new Map(GROWTH_ALLIES[ctx.chart.core.lifePath.value] ?? []);
  const keys = (['soulUrge', 'expression', 'personality'] as const).filter((k) => allies.has(ctx.chart.core[k].value));
  if (keys.length === 0) return undefined;
  const named = keys.map((k) => `your ${CORE_LABELS[k]} ${numberWord(ctx.chart.core[k].value)}`);
  const gifts = [...new Set(keys.map((k) => allies.get(ctx.chart.core[k].value) ?? ''))];
  return keys.length === 1
    ? `${capitalise(named[0] ?? '')} already knows this part of the way: ${gifts[0] ?? ''} comes to it without effort.`
    : `${capitalise(listJoin(named))} already know this part of the way: ${listJoin(gifts)} ${gifts.length > 1 ? 'come' : 'comes'} to them without effort.`;
}

function lifePathSection(ctx: WriterContext): string[] {
  const { chart, m } = ctx;
  const lp = chart.core.lifePath;
  const out = [`## Your Life Path ${lp.value}: ${m.lifePath.title}`];
  out.push(
    // A road text that names its own title ("A Four path is the road of the builder") is not preceded by the title
    // (issue 23: "the Builder's road of … A Four path is the road of the builder" echoed across two sentences).
    // The date's three parts are named (issue 23: "comes from your birth date alone" was said to everyone of a compound).
    `${namesTitle(m.lifePath, m.lifePath.lifePath) ? `Your Life Path, ${compound(lp)}, is the sum of ${lifePathParts(chart)}: it comes from your birth date alone and turns on ${listJoin(m.lifePath.keywords)}, so it describes the road rather than the traveller.` : `Your Life Path, ${compound(lp)}, is ${the(m.lifePath.title)}'s road of ${listJoin(keywordsBesideTitle(m.lifePath))}, worked out from your birth date alone (${lifePathParts(chart)}), so it describes the road rather than the traveller.`} ${roadAtAge(namesTitle(m.lifePath, m.lifePath.lifePath) ? lifePathText(lp.value, m.lifePath.lifePath) : withoutRoadAgain(lifePathText(lp.value, m.lifePath.lifePath)), chart.pinnacles.age, ctx.stage)}`,
  );
  // The shadow's first sentence and the growth are said of this chart (issue 23: one text per Life Path): the core
  // numbers that deepen the shadow, the letters of the name that hold the growth.
  const [shadowFirst, shadowRest] = splitFirstSentence(m.lifePath.shadow);
  const allies = GROWTH_ALLIES[lp.value] ?? [];
  const told = (['soulUrge', 'expression', 'personality'] as const).map((k) => chart.core[k].value);
  const inName = growthInName(chart, allies, told);
  const more = [
    `${joinedOrApart(shadowFirst, shadowInChart(chart), shadowInChart(chart, 'that shadow'))}${spaced(shadowRest)}`,
    inName ? joinedOrApart(m.lifePath.growth, inName) : m.lifePath.growth,
  ];
  const ally = growthAlly(ctx);
  if (ally) more.push(ally);
  const ml = masterLine(lp.value, m.lifePath);
  if (ml) more.push(ml);
  if (lp.karmicDebt)
    more.push(
      `Your Life Path passes through ${lp.karmicDebt} before it settles on ${lp.value}, which numerologists call a karmic debt, a number read as a lesson that asks extra effort; the karmic section below reads it with the rest of your chart.`,
    );
  out.push(more.join(' '));
  return out;
}

function expressionSection(ctx: WriterContext): string[] {
  const { chart, first, m } = ctx;
  const c = chart.core;
  // Under 18 the meaning's money text is the school text (ADR 0613).
  const means = m.expression.money;
  return [
    `## Your Expression ${c.expression.value}: ${m.expression.title}`,
    `The Expression adds up ${lettersOfYourName(chart)}, and yours comes to ${compound(c.expression)}, ${the(m.expression.title)}: the talents you bring to the road. ${m.expression.expression}${spaced(masterSaid(c.expression.value, mastersBefore(ctx, 'expression'), 'your talent'))}`,
    `${roadAndTools(c.lifePath.value, c.expression.value, first, ctx.meaning)} ${means}`,
  ];
}

function heartSection(ctx: WriterContext): string[] {
  const { chart, first, m } = ctx;
  const c = chart.core;
  // Under 18 the meaning's love text is the friends text (ADR 0613).
  const love = m.soulUrge.love;
  return [
    `## Your Soul Urge ${c.soulUrge.value} and Personality ${c.personality.value}: what you want and what people see`,
    `The vowels of your name give the Soul Urge, the wish you may not say aloud; yours is ${compound(c.soulUrge)}, ${the(m.soulUrge.title)}${soulUrgeSameAs(c)}. ${m.soulUrge.soulUrge}${spaced(masterSaid(c.soulUrge.value, mastersBefore(ctx, 'soulUrge')))}`,
    `The consonants give the Personality, the first impression you make; yours is ${compound(c.personality)}, ${c.personality.value === c.soulUrge.value ? 'the same number as your Soul Urge' : the(m.personality.title)}. ${m.personality.personality}${spaced(masterSaid(c.personality.value, mastersBefore(ctx, 'personality')))}`,
    heartAndFace(c.soulUrge.value, c.personality.value, first, ctx.meaning),
    c.soulUrge.value === c.personality.value
      ? `Both at home and closest to your heart, ${the(m.soulUrge.title)} leads. ${love} ${m.personality.family}`
      : // The paragraph before has named both titles; here the numbers are said by their place (issue 23).
        `Where it matters most, your inner ${numberWord(c.soulUrge.value)} outweighs the outward ${numberWord(c.personality.value)}. ${love} Among family it is often the reverse, and the outward number leads: ${lower(m.personality.family)}`,
  ];
}

function dayOrdinal(d: number): string {
  const suffix =
    d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${suffix}`;
}

/**
 * What a two-digit day adds to the digit it reduces to: each of its digits' own keyword, or, with a zero,
 * the one digit at full strength (issue 23: "its one stays in the background behind the zero" said nothing).
 */
function dayDigits(day: number, value: number, meaning: Meanings): string {
  if (day < 10 || day === value) return '';
  const tens = Math.floor(day / 10);
  const units = day % 10;
  if (units === 0)
    return ` The full day is read too: in ${day} the ${numberWord(tens)} stands beside a zero, which numerologists read as the digit at full strength, with nothing to soften its ${meaning(tens).keywords[2]}.`;
  return ` The full day is read too: ${day} joins the ${meaning(tens).keywords[1]} of ${numberWord(tens)} to the ${meaning(units).keywords[1]} of ${numberWord(units)}, a shade that other days of ${numberWord(value)} do not have.`;
}

/** What the Maturity number means at the reader's age: a destination ahead, or, from 45, one already reached. */
function maturityTail(ctx: WriterContext): string {
  const { chart, first, m, seed } = ctx;
  const c = chart.core;
  const kw = m.maturity.keywords[0];
  if (c.maturity.value === c.lifePath.value)
    return chart.pinnacles.age >= 45
      ? `Because it repeats your Life Path, ${first}, these years bring your whole road into sharper focus.`
      : `Because it repeats your Life Path, ${first}, the later years bring your whole road into sharper focus.`;
  if (chart.pinnacles.age >= 45)
    return pick(
      [
        `You are living inside it now, ${first}: ${kw} is less a destination than a way you have grown.`,
        `By now, ${first}, ${kw} is less a promise than something you can recognise in your own life.`,
      ],
      seed,
      20,
    );
  return pick(
    [
      `It is a destination worth knowing early, ${first}: small beginnings of ${kw} now make the later harvest richer.`,
      `Knowing it now, ${first}, you can start on it in small ways: the ${kw} it brings grows from habits begun early.`,
    ],
    seed,
    20,
  );
}

function birthdayMaturitySection(ctx: WriterContext): string[] {
  const { chart, m } = ctx;
  const c = chart.core;
  const day = chart.dateParts.day.total;
  const word = numberWord(c.birthday.value);
  const lpSame = rootDigit(c.birthday.value) === rootDigit(c.lifePath.value);
  // Under 18 the day's gift is not put to work (ADR 0613).
  const atWork = ctx.stage === 'young' ? '' : ` ${m.birthday.work.replace(/^At work /, 'Day to day, at work, ')}`;
  return [
    `## Your Birthday ${day} and your Maturity number ${c.maturity.value}`,
    `Born on the ${dayOrdinal(day)}, you carry ${article(word)} ${word} day: a small, dependable gift of ${m.birthday.keywords[0]} and ${m.birthday.keywords[1]}.${spaced(masterSaid(c.birthday.value, mastersBefore(ctx, 'birthday')))}${dayDigits(day, c.birthday.value, ctx.meaning)} ${lpSame ? `It repeats the root of your Life Path, so the gift and the road point the same way.` : `The ${word} is a different colour from your Life Path ${numberWord(c.lifePath.value)}, a tool to reach for when the road's own ${m.lifePath.keywords[0]} is not enough.`}${atWork}`,
    `Your Maturity number joins the ${m.lifePath.keywords[0]} of your Life Path to the ${m.expression.keywords.find((k) => k !== 'expression' && k !== m.lifePath.keywords[0]) ?? m.expression.keywords[1]} of your Expression (${c.lifePath.value} + ${c.expression.value}) and comes to ${compound(c.maturity)}, ${the(m.maturity.title)}: what ripens from your late thirties or forties. ${m.maturity.maturity}${spaced(masterSaid(c.maturity.value, mastersBefore(ctx, 'maturity')))} ${maturityTail(ctx)}`,
  ];
}

function hebrewDateSection(ctx: WriterContext): string[] {
  const { chart, first } = ctx;
  const hb = chart.hebrewBirth;
  const out = ['## Your Hebrew birth date'];
  const before = `${hb.beforeSunset.text} (${hb.beforeSunset.hebrewText})`;
  if (hb.certainty === 'exact' || !hb.afterSunset) {
    out.push(
      `Converted to the Hebrew calendar, your birth date is ${before}; the Hebrew day turns at sunset, and a morning birth comes before that day's sunset, so for you there is only one possible date. Like any Hebrew date it wanders against the Gregorian calendar from year to year, so your Hebrew birthday, ${hb.beforeSunset.text.replace(/ \d+$/, '')}, falls on a different Gregorian day each year.`,
    );
  } else {
    const after = `${hb.afterSunset.text} (${hb.afterSunset.hebrewText})`;
    out.push(
      `Your birth falls on one of two Hebrew dates, ${first}, because the Hebrew day begins in the evening: ${before} if you were born before sunset, or ${after} after that evening's sunset. We do not know your hour of birth and we will not guess between ${twoDays(hb.beforeSunset, hb.afterSunset)}, so both are read here.`,
    );
  }
  const monthText = (name: string) => MONTH_TEXT[name.startsWith('Adar') ? 'Adar' : name] ?? '';
  const mo = hb.month;
  const ma = hb.monthAfterSunset;
  out.push(
    `${ma ? `Born before sunset, you were born in ${mo.name} (${mo.hebrew}).` : `You were born in ${mo.name} (${mo.hebrew}).`} ${monthText(mo.name)} ${pick([false, true], ctx.seed, 11) ? "The Sefer Yetzirah, the Kabbalah's oldest book of the letters, gives" : 'The Sefer Yetzirah gives'} each month one of the twelve simple letters, and ${mo.name}'s is ${mo.letter.name} (${mo.letter.char}). ${mo.sign} here is the sign of the Hebrew month, which often differs from your Western sun sign.`,
  );
  if (ma) {
    out.push(
      `Born after sunset, you were born on the first day of ${ma.name} (${ma.hebrew}) instead. ${monthText(ma.name) === monthText(mo.name) ? `Both are months of Adar in a leap year, so what is said of ${mo.name} holds for ${ma.name} too.` : monthText(ma.name)} Its letter is ${ma.letter.name} (${ma.letter.char}), its sign ${ma.sign} and its faculty ${ma.faculty}. If you know your hour, keep the month that fits it; if not, a birth on the threshold of two months can read both.`,
    );
  }
  const wd = WEEKDAY_TEXT[hb.weekday.weekday];
  const wdPara: string[] = [];
  if (ctx.stage === 'young') {
    // The reader's own day in words for a teen (issue 23): no wealth, desire or death (ADR 0613).
    const day = hb.weekday.weekday;
    wdPara.push(
      `You were born on a ${day}${hb.weekdayAfterSunset ? ` if it was before sunset, or a ${hb.weekdayAfterSunset.weekday} after it` : ''}.${wd ? ` ${wd.creation}. Rabbi Yehoshua ben Levi's notebook (Talmud, Shabbat 156a) says of ${day} that ${wd.talmudYoung}.` : ''} In the same passage Rabbi Chanina answers that the hour you were born, not ${day}, shapes a person, and Rabbi Yochanan that prayer and good deeds change the course: tradition, not forecast.`,
    );
  } else if (wd) {
    // Only the reader's own day is quoted, in the notebook's speaker's name (ADR 0851): the day a birth after
    // sunset would give is named, and its line is not said.
    const day = hb.weekday.weekday;
    wdPara.push(
      `You were born on a ${day}${hb.weekdayAfterSunset ? ' if it was before sunset' : ''}. ${wd.creation}. Rabbi Yehoshua ben Levi's notebook (Talmud, Shabbat 156a) says of ${day} that ${ctx.stage === 'old' ? wd.talmudOld : wd.talmud}.`,
    );
    if (hb.weekdayAfterSunset)
      wdPara.push(
        `If you were born after sunset, the day in Jewish reckoning was already ${hb.weekdayAfterSunset.weekday}, and the list would speak of you under that day instead.`,
      );
  }
  if (ctx.stage !== 'young')
    wdPara.push(
      `The passage does not stop at the list: Rabbi Chanina answers that the hour you were born, not ${hb.weekday.weekday}, shapes a person, and Rabbi Yochanan holds that Israel has no mazal, no ruling star, and that prayer and good deeds change the course. So what the list says of ${hb.weekday.weekday}'s child is quoted here as tradition rather than forecast.`,
    );
  if (wd)
    wdPara.push(
      `In the later Hermetic tradition, the astrology taught in the name of Hermes Trismegistus, not the Talmud, each weekday also has a planet: ${wd.planet.replace(/^The /, 'the ')}. The Golden Dawn, the Victorian order whose tarot most decks follow, gives that planet the letter ${hb.rulerLetter.name} (${hb.rulerLetter.char}), path ${hb.rulerLetter.path} on its Tree of Life.`,
    );
  out.push(wdPara.join(' '));
  return out;
}

/** How many letters each of the Sefer Yetzirah's classes holds ('among the three mother letters'). */
const LETTER_CLASS_COUNT: Readonly<Record<LetterClass, string>> = {
  mother: 'three',
  double: 'seven',
  simple: 'twelve',
};

/** A working line whose first words are the reader's own (a name word): only those are escaped. */
function escapeTypedPrefix(step: string, typed: readonly string[]): string {
  for (const t of typed) {
    if (step.startsWith(t) && /^[:\s]/.test(step.slice(t.length))) return escapeMarkdown(t) + step.slice(t.length);
  }
  return step;
}

function nameSection(ctx: WriterContext): string[] {
  const { chart, first } = ctx;
  const hn = chart.hebrewName;
  const k = chart.kabbalahNumber;
  const t = LETTER_TEXT[k.letter.index];
  const from = sephirahById(k.letter.connects[0]);
  const to = sephirahById(k.letter.connects[1]);
  const sources = new Set(hn.words.map((w) => w.source));
  const listed = (source: string) =>
    listJoin(
      hn.words
        .filter((w) => w.source === source)
        // The article is named so (was "ash as אל", as if ash were a name): "the article ash as אל".
        .map((w) => `${w.article ? 'the article ' : ''}${escapeMarkdown(w.from)} as ${w.hebrew}`),
    );
  const how: string[] = [];
  if (sources.has('hebrew-input')) how.push('the Hebrew you typed is used exactly as written');
  if (sources.has('traditional'))
    how.push(`names with a fixed Hebrew form take their traditional spelling (${listed('traditional')})`);
  if (sources.has('reader')) how.push('your own Hebrew spelling is used exactly as you gave it');
  if (sources.has('common'))
    how.push(`names from other languages take the spelling Hebrew commonly uses for them (${listed('common')})`);
  if (sources.has('transliterated'))
    how.push(
      `${how.length > 0 ? 'other names are' : hn.words.length > 1 ? 'the names are' : 'it is'} spelled by sound, the way Hebrew writes foreign names, with most vowels unwritten (${listed('transliterated')})`,
    );
  const out = ['## Your name in Hebrew letters'];
  out.push(
    // Short sentences, each said of this name (issue 23): its spelling, then how each part was spelled.
    `${pick([`In the Kabbalah every Hebrew letter is also a number, and the sum of a word's letters, its gematria, links your name, ${hn.text}, with every other word of the same value.`, `Gematria, the sum of a word's Hebrew letters, is how the Kabbalah reads your name, ${hn.text}, as a number.`], ctx.seed, 50)} ${how.map((h) => `${capitalise(h)}.`).join(' ')} Its standard gematria, counting final letters like their ordinary forms, is ${hn.gematria.standard}${hn.gematria.gadol !== hn.gematria.standard ? `; with the large values some calculators give final letters it would be ${hn.gematria.gadol}` : ''}. ${hn.corrected ? `The Hebrew spelling ${hn.text} is your own, so the number is yours too${hn.suggestion !== hn.text ? `; by sound we would have suggested ${hn.suggestion}` : ''}.` : hn.words.every((w) => w.source === 'hebrew-input') ? `Because you typed it in Hebrew, the gematria, the letter ${k.letter.name} and its path below follow your own spelling.` : `If ${hn.text} is not how your name is written in your family or in prayer, correct it in the form: the gematria, the letter ${k.letter.name} and its path below will follow your spelling.`}`,
  );
  out.push(
    `Adding its digits until it is no more than twenty-two, as this reading does for everyone, turns ${hn.gematria.standard} into ${k.value}, the ${ordinal(k.value)} letter: ${k.letter.name} (${k.letter.char}), ${t?.image ?? ''}. ${afterFirst(t?.asName ?? '')}`,
  );
  out.push(
    `On the Golden Dawn's Tree of Life, ${k.letter.name} is path ${k.letter.path}, running between ${from.name} and ${to.name}: a current from ${SEPHIRAH_TEXT[from.id].short}${SEPHIRAH_TEXT[from.id].short.includes(',') ? ',' : ''} to ${SEPHIRAH_TEXT[to.id].short}. It is a fair image of how your name works in you, ${first}. The Sefer Yetzirah counts ${k.letter.name} among the ${LETTER_CLASS_COUNT[k.letter.letterClass as LetterClass]} ${k.letter.letterClass} letters and gives it ${k.letter.attribution}. ${t ? (ctx.stage === 'young' ? youthCard(k.letter.index, t.card) : t.card) : ''} That card is number ${k.letter.trump.number} of the tarot's twenty-two picture cards in the Golden Dawn's order; the older French order would put ${k.letter.leviArcanum.name}, card ${k.letter.leviArcanum.number}, on the same letter.`,
  );
  if (k.mod22 !== k.value) {
    out.push(
      `Calculators that take the remainder after dividing by twenty-two, instead of adding digits, would give ${letterName(k.mod22)} (${k.mod22}) rather than ${k.letter.name}; we keep one method for everyone and name the other so it never surprises you elsewhere.`,
    );
  }
  return out;
}
function ordinal(n: number): string {
  const words = [
    '',
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
    'thirteenth',
    'fourteenth',
    'fifteenth',
    'sixteenth',
    'seventeenth',
    'eighteenth',
    'nineteenth',
    'twentieth',
    'twenty-first',
    'twenty-second',
  ];
  return words[n] ?? `${n}th`;
}

const LETTER_NAMES = [
  '',
  'Aleph',
  'Bet',
  'Gimel',
  'Dalet',
  'He',
  'Vav',
  'Zayin',
  'Chet',
  'Tet',
  'Yod',
  'Kaf',
  'Lamed',
  'Mem',
  'Nun',
  'Samekh',
  'Ayin',
  'Pe',
  'Tsadi',
  'Qof',
  'Resh',
  'Shin',
  'Tav',
];
function letterName(n: number): string {
  return LETTER_NAMES[n] ?? String(n);
}

/** What a sephirah colours when it holds each core number. */
const SEPHIRAH_ROLE: Readonly<Record<CoreKey, string>> = {
  lifePath: 'the road itself',
  expression: 'the way you work and what you make',
  soulUrge: 'what you long for when nobody is watching',
  personality: 'the face you show before you are known',
  birthday: 'the small daily gift of your birth day',
  maturity: 'what the second half of life brings to harvest',
};

function treeSection(ctx: WriterContext): string[] {
  const { chart, first, seed } = ctx;
  const groups = new Map<SephirahId, CoreKey[]>();
  for (const key of CORE_KEYS) {
    const id = chart.sephirot[key].id;
    groups.set(id, [...(groups.get(id) ?? []), key]);
  }
  const out = ['## Your numbers on the Tree of Life'];
  out.push(
    `${joined(
      pick(
        [
          `The Tree of Life is the Kabbalah's map of how the infinite becomes the world: ten sephirot from the Crown to the Kingdom, joined by twenty-two paths.`,
          `The Kabbalah draws the world's making as a tree: ten sephirot, from Kether the Crown down to Malkuth the Kingdom, and twenty-two paths between them, one for each Hebrew letter.`,
        ],
        seed,
        40,
      ),
      `Your Life Path, ${the(ctx.m.lifePath.title)}, stands in ${ctx.seph.lifePath.name}.`,
    )} Which sephirah holds ${article(numberWord(chart.core.lifePath.value).toLowerCase())} ${numberWord(chart.core.lifePath.value)} is not settled by the tradition: this reading's own convention places it there, ${expressionPlace(ctx)} (1 to 9 in the sephirah of the same number, 11 in Da'at, 22 in Malkuth, 33 in Tiphareth). In all, your core numbers light ${groups.size === 1 ? 'a single sephirah' : `${numberWord(groups.size).toLowerCase()} sephirot`}, ${first}.`,
  );
  for (const [id, keys] of groups) {
    const s = sephirahById(id);
    const t = SEPHIRAH_TEXT[id];
    const n = chart.core[keys[0] as CoreKey].value;
    const which = listJoin(keys.map((k) => `${CORE_LABELS[k]} ${chart.core[k].value}`));
    // One role: "Here it colours …"; several: "As your Expression it colours …; as your Soul Urge, …".
    const essay = keys.every((k) => k === 'birthday' || k === 'maturity')
      ? ''
      : ctx.stage === 'young'
        ? youthInSephirah(n, NUMBER_IN_SEPHIRAH[n] ?? '')
        : (NUMBER_IN_SEPHIRAH[n] ?? '');
    // The essay before may name the title ("the Master Builder's work is …"): then the roles say "it", not the title again.
    const who = (k: string) => {
      const mm = meaningOf(chart.core[k as CoreKey].value);
      return namesTitle(mm, essay) ? 'it' : the(mm.title);
    };
    const roles =
      keys.length === 1
        ? `Here ${who(keys[0] ?? '')} colours ${SEPHIRAH_ROLE[keys[0] as CoreKey]}.`
        : // Two roles to a sentence (issue 23: four made one sentence of 49 words).
          keys
            .map((k, i) =>
              i === 0
                ? `As your ${CORE_LABELS[k]}, ${who(k)} colours ${SEPHIRAH_ROLE[k]}`
                : i % 2 === 0
                  ? `. As your ${CORE_LABELS[k]} it colours ${SEPHIRAH_ROLE[k]}`
                  : `; as your ${CORE_LABELS[k]}, ${SEPHIRAH_ROLE[k]}`,
            )
            .join('') + '.';
    // The sephirah's opening sentence is said of this reader's numbers: "Kether …, which holds your Life Path 1,
    // stands at the very top of the Tree" (issue 23: the bare sentence was the same in every reading it lit).
    const essence = splitFirstSentence(t.essence)[0];
    const predicate = essence.replace(new RegExp(`^${s.name}, [^,]+(?:, also called [^,]+, [^,]+)?, `), '');
    const opening =
      predicate === essence
        ? `**${s.name} (${s.hebrew}), ${s.english}: your ${which}.** ${essence}`
        : `**${s.name} (${s.hebrew}), ${essence.slice(s.name.length + 2, essence.length - predicate.length - 2)}, which holds your ${which},** ${predicate}`;
    out.push(
      // A sephirah lit only by the Birthday or Maturity gets its role, not the number-in-sephirah essay:
      // that text is read where the number is a core one, and said to everyone it made readings alike.
      `${opening}${essay ? ` ${essay}` : ''} ${keys.includes('lifePath') ? `Because it holds your Life Path, ${s.name} ${t.inYou}.${spaced(pillarsSentence(chart, (id) => sephirahById(id).name) ?? '')}` : roles}`,
    );
  }
  out.push(litPaths(chart));
  return out;
}

/**
 * The three lit paths, one mention per path: a letter that is both the name's and the month's is said once
 * (issue 23: "Three paths are lit: path 19 for Tet, path 19 for Tet, …" counted two paths as three).
 */
function litPaths(chart: WriterContext['chart']): string {
  const lit = [
    { letter: chart.kabbalahNumber.letter, role: "your name's letter" },
    { letter: chart.hebrewBirth.month.letter, role: 'the letter of your birth month' },
    { letter: chart.hebrewBirth.rulerLetter, role: "the letter of your weekday's planet" },
  ];
  const byPath = new Map<number, { name: string; roles: string[] }>();
  for (const { letter, role } of lit) {
    const seen = byPath.get(letter.path);
    if (seen) seen.roles.push(role);
    else byPath.set(letter.path, { name: letter.name, roles: [role] });
  }
  const parts = [...byPath].map(([path, { name, roles }], i) =>
    roles.length === 1
      ? i === 0 && roles[0] === "your name's letter"
        ? `path ${path} for your name's letter ${name}`
        : `path ${path} for ${name}, ${roles[0]}`
      : `path ${path} for ${name}, ${roles.length === 3 ? 'at once' : 'both'} ${listJoin(roles)}, which strengthens it`,
  );
  const count = ['One path is', 'Two paths are', 'Three paths are'][byPath.size - 1] ?? 'Three paths are';
  const last = parts.length > 1 ? `, and ${parts[parts.length - 1] ?? ''}` : '';
  return `${count} lit as well: ${parts.slice(0, parts.length > 1 ? -1 : 1).join(', ')}${last}.`;
}

function karmicSection(ctx: WriterContext): string[] {
  const { chart, first } = ctx;
  const out = ['## Karmic debts, karmic lessons and your hidden passion'];
  const debts = chart.karmicDebts;
  if (debts.length === 0) {
    out.push(
      `None of the four karmic debt numbers, 13, 14, 16 and 19, which numerology reads as lessons asking extra effort, appears on the way to your core numbers, ${first}. Your lessons come through ${the(meaningOf(chart.core.lifePath.value).title)}'s road and through your challenges rather than through an old account to settle.`,
    );
  } else {
    const seen = new Set<number>();
    const parts: string[] = [];
    for (const d of debts) {
      const label = CORE_LABELS[d.in];
      if (seen.has(d.number)) {
        parts.push(`The same ${d.number} also appears in your ${label}, which underlines it.`);
        continue;
      }
      seen.add(d.number);
      // The Life Path's debt was named in its own section ("passes through 14 before it settles on 5").
      parts.push(
        `${d.in === 'lifePath' ? `Your Life Path's ${d.number} was met above.` : `Your ${label} passes through ${d.number}.`} ${KARMIC_DEBT_TEXT[d.number] ?? ''}`,
      );
    }
    out.push(
      `Numerology finds ${new Set(debts.map((d) => d.number)).size > 1 ? 'karmic debts' : 'a karmic debt'} on the way to ${listJoin(debts.map((d) => `your ${CORE_LABELS[d.in]}`))}, though "a lesson in effort" would be the kinder name. ${parts.join(' ')}`,
    );
  }
  const kl = chart.karmicLessons;
  if (kl.missing.length === 0) {
    out.push(
      `Every value from one to nine has a letter in your name, so you have no karmic lessons in the usual sense; your task is to balance qualities you already have, and the Hidden Passion below says which one tends to win.`,
    );
  } else {
    const quality = (d: number) => (KARMIC_LESSON_TEXT[d] ?? '').split(':')[0] ?? '';
    const keys: CoreKey[] = ['lifePath', 'expression', 'soulUrge', 'personality', 'birthday', 'maturity'];
    const plain: string[] = [];
    const beside: string[] = [];
    for (const d of kl.missing) {
      const matches = keys
        .filter((k) => rootDigit(chart.core[k].value) === d)
        .map((k) => ({ key: k, label: CORE_LABELS[k], value: chart.core[k].value }));
      if (matches.length > 0)
        beside.push(lessonBeside(d, quality(d), matches, first, beside.length, chart.pinnacles.age));
      else plain.push(plainLesson(d, plain.length));
    }
    out.push(
      `Karmic lessons are the values no letter of your name carries; ${kl.missing.length === 1 ? `yours is the ${kl.missing[0]} alone, one missing value` : `yours are ${listJoin(kl.missing.map(String))}, ${numberWord(kl.missing.length).toLowerCase()} missing values`}, ${kl.missing.length <= 2 ? 'about as many as most names lack' : 'a few more than most names lack'}. ${plain.join(' ')}`.trim(),
    );
    out.push(...beside);
  }
  const hp = kl.hiddenPassion;
  // Under 18 a Two's passion is for cooperation (ADR 0613).
  const passion = (d: number) =>
    ctx.stage === 'young' ? youthPassion(d, HIDDEN_PASSION_TEXT[d] ?? '') : (HIDDEN_PASSION_TEXT[d] ?? '');
  // Several values tie: "a hidden passion for" is said once, before the list of what they are for.
  const passions = listJoin(hp.map((d, i) => passion(d).replace(i > 0 ? /^a hidden passion / : /^$/, '')));
  const lpRoot = rootDigit(chart.core.lifePath.value);
  out.push(
    `${hp.length > 1 ? `The values that appear most often in your name, tied, are your Hidden Passion: ${listJoin(hp.map(String))}${hp.length > 2 ? `. Together they make ${passions}` : `, ${passions}`}` : `The value that appears most often in your name is your Hidden Passion: ${hp[0]}, ${passions}`}. ${hp.some((d) => lpRoot === d) ? (hp.length > 1 ? `One of them is your Life Path's own digit, so talent and road feed each other.` : 'Your Life Path rests on the same digit, so talent and road feed each other.') : `${hp.length > 1 ? 'None of them is' : 'It is not'} your Life Path's number, which makes ${hp.length > 1 ? 'them resources' : 'it a resource'} you bring to ${the(meaningOf(chart.core.lifePath.value).title)}'s road from outside it.`} ${capitalise(passion(hp.find((d) => d === lpRoot) ?? hp[0] ?? 1).replace('a hidden passion for ', ''))} come so naturally to you, ${first}, that you may not notice them, though the people around you certainly do.`,
  );
  return out;
}

/** A karmic lesson with no core number of its digit: each in its own words, so a list of them does not chime. */
function plainLesson(d: number, index: number): string {
  const text = KARMIC_LESSON_TEXT[d] ?? '';
  const word = numberWord(d);
  switch (Math.min(index, 3)) {
    case 0:
      return `The missing ${word} asks for ${text}.`;
    case 1:
      return `A missing ${word} calls for ${text}.`;
    case 2:
      return `${word}, also missing, points to ${text}.`;
    default:
      return `And without ${article(word)} ${word}, the lesson is ${text}.`;
  }
}

function ageRange(fromAge: number, toAge: number | undefined): string {
  return toAge === undefined ? `from age ${fromAge} onward` : `from age ${fromAge} to ${toAge}`;
}

/** One word-picture per challenge number, for sentences that name it again. */
const CHALLENGE_THEME: Readonly<Record<number, string>> = {
  0: 'the open challenge of choosing for yourself',
  1: 'the challenge of standing on your own feet',
  2: 'the challenge of sensitivity held steady',
  3: 'the challenge of letting yourself be heard',
  4: 'the challenge of a good relationship with work and order',
  5: 'the challenge of freedom used well',
  6: 'the challenge of caring without controlling',
  7: 'the challenge of trust and openness',
  8: 'the challenge of power and worth held fairly',
};

/**
 * A challenge number met again in a later pinnacle: each return gets its own words, and the theme is
 * named only at the first return (`times` is how often the number has come before).
 */
function challengeReturn(c: number, before: number, index: number, times: number): string {
  const theme = CHALLENGE_THEME[c] ?? '';
  if (times > 1)
    return index === 3
      ? `Its challenge, ${c}, comes round a third time: what was hard at first is familiar ground by now.`
      : `Its challenge, ${c}, comes round a ${ordinal(times + 1)} time; by now it is less a test than a skill you can teach.`;
  return index === 4
    ? `Its challenge, ${c}, is ${theme} once more; by now it is less a test than a skill you can teach.`
    : index === 3
      ? `Its challenge is ${c} again, ${theme}, as in your ${ordinal(before)} pinnacle. Met a second time, it asks less for effort than for trust that the strength you built then still holds.`
      : `Its challenge repeats the ${c} of your first pinnacle, ${theme}, now in grown-up form.`;
}

/** One word for a challenge number's lesson (0 has no number's meaning: it is the open choice). */
function challengeWord(c: number): string {
  return c === 0 ? 'choosing for yourself' : (meaningOf(c).keywords[1] ?? '');
}

/**
 * Where the convention puts the Expression beside the Life Path ("and your Expression Six in Tiphareth"), so the
 * sentence on the convention is said of two of the reader's numbers, not of the Life Path alone (issue 23).
 */
function expressionPlace(ctx: WriterContext): string {
  const word = numberWord(ctx.chart.core.expression.value);
  if (ctx.seph.expression.id === ctx.seph.lifePath.id)
    return ctx.chart.core.expression.value === ctx.chart.core.lifePath.value
      ? `as it does your Expression, the same ${word}`
      : `and your Expression ${word} beside it`;
  return `and your Expression ${word} in ${ctx.seph.expression.name}`;
}

function cyclesSection(ctx: WriterContext): string[] {
  const { chart, first } = ctx;
  const pc = chart.pinnacles;
  const lp = chart.core.lifePath.value;
  // Under 18 every pinnacle after the first is adult life still ahead: told without partnership, marriage
  // or material progress (issue 23, ADR 0613).
  const stage = ctx.stage === 'young' ? YOUTH_PINNACLE_STAGE : PINNACLE_STAGE;
  const meaning = ctx.meaning;
  const out = ['## The great cycles of your life: pinnacles and challenges'];
  out.push(
    // Short sentences (issue 23): the general one ends on the reader's own four numbers.
    `${pick(['Numerology divides a life into four long periods, the pinnacles, each with a number and a challenge to build in the same years', 'Four long seasons, the pinnacles, each with a number and a paired challenge, divide a life in numerology'], ctx.seed, 60)}: yours are ${listJoin(pc.pinnacles.map((p) => String(p.number.value)))}. With ${the(meaningOf(lp).title)}'s Life Path your first runs to age ${pc.pinnacles[0]?.toAge ?? 0}, the next two nine years each and the last for the rest of your life, so at ${pc.age} you are in the ${ordinal(pc.current)}.`,
  );
  const seenPinnacle = new Map<number, number>();
  // A master pinnacle is explained where it is first said, unless an earlier part of the report has (ADR 0852).
  const masters = mastersBefore(ctx, 'pinnacles');
  const seenChallenge = new Map<number, number>();
  const challengeTimes = new Map<number, number>();
  for (const p of pc.pinnacles) {
    const n = p.number.value;
    const mm = meaning(n);
    const ch = pc.challenges[p.index - 1];
    const parts: string[] = [];
    const earlier = seenPinnacle.get(n);
    if (earlier === undefined) {
      parts.push(`${capitalise(mm.pinnacle)}, in ${stage[p.index]}.`);
      const note = masterSaid(n, masters);
      if (note) parts.push(note);
      if (isMaster(n)) masters.push(n);
      seenPinnacle.set(n, p.index);
    } else {
      parts.push(`${capitalise(stage[p.index])}. ${pinnacleReturn(n, earlier, p.index, meaning)}`);
    }
    if (p.index === 1)
      parts.push(
        rootDigit(n) === rootDigit(lp)
          ? `It opens your life on your Life Path's own note, so you find your direction early.`
          : `It is not your Life Path's number, so the young years teach ${mm.keywords[0]} before the road's own ${meaning(lp).keywords[0]} takes over.`,
      );
    if (ch) {
      const c = ch.number.value;
      const before = seenChallenge.get(c);
      const times = challengeTimes.get(c) ?? 0;
      challengeTimes.set(c, times + 1);
      if (before === undefined) {
        // "A challenge of 5 asks you to …" → "Its challenge, 5, asks you to …" (one colon, no echo).
        // Said with the two numbers it is the gap between (issue 23: one text per challenge number).
        parts.push(
          `Its challenge, ${c}, ${challengeParts(chart, p.index)}, ${(CHALLENGE_TEXT[c] ?? '').replace(/^A challenge of \d+ /, '')}`,
        );
        seenChallenge.set(c, p.index);
      } else {
        parts.push(challengeReturn(c, before, p.index, times));
      }
    }
    out.push(
      `**${capitalise(ordinal(p.index))} pinnacle, ${ageRange(p.fromAge, p.toAge)}: ${n}, ${the(mm.title)}${p.index === pc.current ? ', the season you are in now' : ''}.** ${parts.join(' ')}`,
    );
  }
  const cur = pc.pinnacles[pc.current - 1];
  if (cur) {
    out.push(
      `For you, ${first}, the present pinnacle ${cur.number.value} meets a Life Path of ${lp}: ${cur.number.value === lp ? 'the season and the road point the same way, so this is a time to be fully yourself' : `the season adds ${meaning(cur.number.value).quality} to what you already carry, ${meaning(lp).quality}`}. Your main challenge, the third, is drawn from the other two: the ${pc.challenges[2]?.number.value ?? 0} of your third pinnacle, a lesson in ${challengeWord(pc.challenges[2]?.number.value ?? 0)}, runs under the whole of life, not only under its own years.`,
    );
  }
  return out;
}

/** The present pinnacle under this year: two different words, never "freedom … this year's freedom". */
function seasonAndYear(season: NumberMeaning, year: NumberMeaning): string {
  if (season.n === year.n)
    return `the same number as the year, so ${season.keywords[0]} is both the weather of these months and the climate of these years.`;
  const yk = year.keywords.find((k) => !season.keywords.includes(k)) ?? year.title;
  return `so this year's ${yk} grows inside a longer season of ${season.keywords[0]}.`;
}

function nowSection(ctx: WriterContext): string[] {
  const { chart, first } = ctx;
  const p = chart.personal;
  const py = ctx.meaning(p.year.value);
  const pm = ctx.meaning(p.month.value);
  const pd = ctx.meaning(p.day.value);
  const year = p.date.slice(0, 4);
  const cur = chart.pinnacles.pinnacles[chart.pinnacles.current - 1];
  // The year's own text says what its master number carries ("the patience of a Two-year"); the month and day do not.
  // A master number the report explained before (the core numbers, the pinnacles) is not defined again (ADR 0852).
  const before = mastersBefore(ctx);
  const said = (...ns: number[]) => [...before, ...ns.filter(isMaster)];
  // The Expression's master number, explained there first, was told what it carries ("so your talent has …");
  // a month or day of that number is not told the same words again (repetition.test.ts, ADR 0872).
  const talent = chart.core.expression.value;
  const carried = isMaster(talent) && !mastersBefore(ctx, 'expression').includes(talent) ? [talent] : [];
  const yearNote = masterCycleNote(p.year.value, undefined, said());
  const monthNote = masterCycleNote(p.month.value, 'the month', said(p.year.value), carried);
  // A day with the month's master number is only named: "The day is an Eleven too" (not what it carries twice).
  const dayWord = numberWord(p.day.value);
  const dayNote =
    p.day.value === p.month.value && isMaster(p.day.value)
      ? `The day is ${article(dayWord)} ${dayWord} too.`
      : masterCycleNote(p.day.value, 'the day', said(p.year.value, p.month.value), carried);
  return [
    `## Your year, month and day`,
    `On ${longDate(p.date)}, the date of this reading, you are in a Personal Year ${p.year.value}, a year of ${py.keywords[0]} and ${py.keywords[1]}. ${yearNote ? `${yearNote} ` : ''}${afterFirst(py.personalYear)}`,
    `${roadAndYear(chart.core.lifePath.value, p.year.value, year, ctx.meaning)} ${cur ? `It also runs inside your ${ordinal(cur.index)} pinnacle, ${cur.number.value}, ${seasonAndYear(ctx.meaning(cur.number.value), py)}` : ''}`.trim(),
    `Within the year, this month is a Personal Month ${p.month.value}, ${pm.personalMonth}, and the day itself is a Personal Day ${p.day.value}, ${pd.personalDay}. ${monthNote ? `${monthNote} ` : ''}${dayNote ? `${dayNote} ` : ''}Let the day's ${pd.keywords[0]} colour one choice, ${first}; it is a nudge, not a rule.`,
  ];
}

function disagreementSection(ctx: WriterContext): string[] {
  const notes = ctx.chart.methodNotes;
  if (notes.length === 0) {
    return [
      '## Where calculators disagree',
      `Numerology sites often disagree because they use different methods for the same numbers; your chart, ${ctx.first}, is an easy one: the common alternatives give the same results as this reading for your core numbers, so other calculators should agree with what you see here.`,
    ];
  }
  // A method met on an earlier line is named without its explanation again ("Y never a vowel").
  const explained = new Set<string>();
  const seenOwn = new Map<string, number>();
  const lines = notes.map((n) => {
    const own = n.profileMethod.replace(/^(?:\w+ of )?(each name reduced, then added)$/, '$1');
    const times = seenOwn.get(own) ?? 0;
    seenOwn.set(own, times + 1);
    const ownText =
      times === 0 ? n.profileMethod : `${n.profileMethod.split(' ')[0]}, ${times === 1 ? 'the same way' : 'likewise'}`;
    const alts = n.alternatives.map((a) => {
      const again = explained.has(a.method);
      explained.add(a.method);
      return `**${a.value}** by ${a.method}${again ? '' : ` (${a.how})`}`;
    });
    return `- **${n.label}: ${n.profileValue}** in this reading (${ownText}); ${alts.join('; ')}.`;
  });
  return [
    '## Where calculators disagree',
    pick(
      [
        `Numerology sites often give different numbers for the same person, ${ctx.first}, because they use different methods. For you it touches ${notes.length === 1 ? `one number, your ${notes[0]?.label ?? ''}` : `${numberWord(notes.length).toLowerCase()} numbers, ${listJoin(notes.map((n) => `your ${n.label}`))}`}: this reading applies one method to everyone, set out below, and lists the other results so you can recognise them elsewhere.`,
        `If another site gave you a different number, ${ctx.first}, this is why: methods differ, and for your ${listJoin(notes.map((n) => n.label))} they give different results; this reading keeps one method for everyone and lists the others.`,
      ],
      ctx.seed,
      70,
    ),
    lines.join('\n'),
  ];
}

/**
 * Working lines that depend on the name alone, kept per Hebrew name (one per parsed name and spelling,
 * shared by the charts of that name, see chart.ts): the name numbers' lines are written once per name.
 */
const NAME_LINES = new WeakMap<object, Map<DerivedNumber | symbol, string>>();
const HEBREW_NAME_LINE = Symbol('hebrew name line');

function workingSection(ctx: WriterContext): string[] {
  const { chart } = ctx;
  // The engine's own text is safe Markdown; only the name words the reader typed are escaped.
  let typedWords: string[] | undefined;
  const typed = () =>
    (typedWords ??= [...chart.name.words.map((w) => w.text), ...chart.hebrewName.words.map((w) => w.from)].sort(
      (a, b) => b.length - a.length,
    ));
  const own = (steps: readonly string[]) => steps.map((s) => escapeTypedPrefix(s, typed())).join(' ');
  let known = NAME_LINES.get(chart.hebrewName);
  if (!known) NAME_LINES.set(chart.hebrewName, (known = new Map()));
  const lines: string[] = [];
  for (const key of CORE_KEYS) {
    const n = chart.core[key];
    let line = known.get(n);
    if (line === undefined) {
      // Only the name numbers' working starts with words the reader typed, and only they are shared
      // between charts; the date numbers' lines are the engine's own text and belong to this chart alone.
      const name = key === 'expression' || key === 'soulUrge' || key === 'personality';
      // The rule for name numbers is said in full once, on the Expression's line; the others say "the same way".
      const steps =
        key === 'soulUrge' || key === 'personality'
          ? n.steps.map((st, i) =>
              i === 0
                ? st.replace(
                    /^Add the (\w+) of each name, reduce each name, then add the names\.$/,
                    'Add the $1 the same way.',
                  )
                : st,
            )
          : n.steps;
      line = `- **${n.label} ${n.value}, ${the(meaningOf(n.value).title)}:** ${name ? own(steps) : steps.join(' ')}`;
      if (name) known.set(n, line);
    }
    lines.push(line);
  }
  lines.push(`- **Karmic lessons and hidden passion:** ${chart.karmicLessons.steps.join(' ')}`);
  lines.push(
    `- **Pinnacles:** ${chart.pinnacles.pinnacles.map((p) => `${p.number.label} ${p.number.value} (${p.number.steps.join(' ')})`).join('; ')}.`,
  );
  lines.push(
    `- **Challenges:** ${chart.pinnacles.challenges.map((c) => `${c.number.label} ${c.number.value} (${c.number.steps.join(' ')})`).join('; ')}.`,
  );
  lines.push(
    `- **Personal cycles:** ${[chart.personal.year, chart.personal.month, chart.personal.day].map((n) => `${n.label} ${n.value} (${n.steps.join(' ')})`).join('; ')}.`,
  );
  lines.push(`- **Hebrew birth date:** ${chart.hebrewBirth.steps.join(' ')}`);
  // The Hebrew name's line depends on the name and its spelling alone: kept with the name numbers' lines.
  let hebrewLine = known.get(HEBREW_NAME_LINE);
  if (hebrewLine === undefined) {
    hebrewLine = `- **Name in Hebrew:** ${own(chart.hebrewName.steps)} ${chart.kabbalahNumber.steps.join(' ')}`;
    known.set(HEBREW_NAME_LINE, hebrewLine);
  }
  lines.push(hebrewLine);
  // Each rule for Y once, with the name words it applies to.
  const yRules = new Map<string, string[]>();
  for (const w of chart.name.words)
    for (const l of w.letters)
      if (l.yRule) {
        const words = yRules.get(l.yRule) ?? [];
        if (!words.includes(w.text)) words.push(w.text);
        yRules.set(l.yRule, words);
      }
  if (yRules.size)
    lines.push(
      `- **The letter Y:** ${[...yRules].map(([rule, words]) => `${listJoin(words.map(escapeMarkdown))}: ${rule}`).join('; ')}.`,
    );
  const romanizedLine = romanizedWorkingLine(chart);
  if (romanizedLine) lines.push(romanizedLine);
  const articleLine = articleWorkingLine(chart);
  if (articleLine) lines.push(articleLine);
  if (chart.name.ignoredWords.length)
    lines.push(
      `- **Left out of the count:** ${chart.name.ignoredWords.map(escapeMarkdown).join(', ')} (titles and suffixes are not part of the birth name).`,
    );
  return ['## How your numbers were calculated', letterValuesWorking(chart), lines.join('\n')];
}

function closing(ctx: WriterContext): string {
  const { chart, first, m, seed } = ctx;
  // Three different words even where numbers share a keyword (Nine and Thirty-three: "compassion … compassion").
  const [road, talents, heart] = distinctKeywords([m.lifePath, m.expression, m.soulUrge]);
  const c = chart.core;
  const k = chart.kabbalahNumber;
  return pick(
    [
      `${first}, if you keep one thing from this reading, keep the pair at its centre: ${the(m.lifePath.title)}'s road walked with ${c.expression.value === c.lifePath.value ? 'its own tools' : `${the(m.expression.title)}'s tools`}, and ${c.soulUrge.value === c.lifePath.value ? 'a heart that wants that same road' : c.soulUrge.value === c.expression.value ? 'a longing of the same number' : `${the(m.soulUrge.title)}'s longing`} underneath both. The letter ${k.letter.name} and the seasons of your pinnacles describe how they unfold; numbers map tendencies, never a fixed fate, and the choices remain yours.`,
      `A chart is a portrait painted in numbers, ${first}, and yours shows ${road} along the road, ${talents} among the tools and ${heart} at the heart. Come back to it in ${Number(chart.personal.date.slice(0, 4)) + 1}, when your Personal Year ${chart.personal.year.value} ${c.lifePath.value === chart.personal.year.value ? 'has moved off your Life Path number' : 'has turned'}, and you will read it differently, because you will have lived more of it; the pen stays in your hand.`,
    ],
    seed,
    30,
  );
}

/** The first keyword of each meaning that no earlier one has used (falling back to its first). */
function distinctKeywords(meanings: readonly NumberMeaning[]): string[] {
  const used = new Set<string>();
  return meanings.map((mm) => {
    const word = mm.keywords.find((k) => !used.has(k)) ?? mm.keywords[0];
    used.add(word);
    return word;
  });
}

export function comprehensiveMarkdown(ctx: WriterContext): string {
  return [
    ...intro(ctx),
    ...lifePathSection(ctx),
    ...expressionSection(ctx),
    ...heartSection(ctx),
    ...birthdayMaturitySection(ctx),
    ...karmicSection(ctx),
    ...hebrewDateSection(ctx),
    ...nameSection(ctx),
    ...treeSection(ctx),
    ...cyclesSection(ctx),
    ...nowSection(ctx),
    ...disagreementSection(ctx),
    '## A closing word',
    closing(ctx),
    ...workingSection(ctx),
    `*${profileLine(ctx.chart)}*`,
  ].join('\n\n');
}
