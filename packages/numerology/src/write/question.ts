/**
 * The answer to a question, as it was asked: the kind of question (yes/no, should I, when, will it
 * last, what does it mean), its topic, the time it names (a year is read from that year's Personal
 * Year, a month from its Personal Month) and the person it names. It quotes the question once, says it
 * back in the reader's terms once (where it answers it) and says which of the reader's numbers it used
 * and how. Deterministic: same person, question and asking day,
 * same answer. Questions numerology must not answer never reach this writer (see question-safety.ts).
 */
import type { Chart } from '../chart';
import { personalCycles } from '../core';
import { addDays, formatIsoDate, monthName, parseIsoDate, type CalendarDate } from '../dates';
import type { QuestionAnalysis } from '../questions';
import { focusOf, type ParsedQuestion, type TimeFrame } from '../questions/parse';
import { chainText, reduce } from '../reduce';
import { FAMILY_TEXT, familyOf, meaningOf, numberWord } from '../text/numbers';
import { topicMeaning, type ChartNumberKey } from '../text/topics';
import type { WriterContext } from './context';
import { article, capitalise, escapeMarkdown, hash, listJoin, pick } from './markdown';
import {
  AGREEING,
  COMPATIBILITY_SAYS,
  CYCLE_USE,
  GOOD_MONTHS,
  KIND_PHRASE,
  MEETING,
  NUMBER_USE,
  SECOND_VOICE,
  STAND_LEAD,
  THEIR_SHARE,
  VOICE_ON,
  TIME_VERDICT,
  YEAR_OPENER,
} from './question-phrases';
import { longDate, profileLine } from './shared';

const NUMBER_LABEL: Readonly<Record<ChartNumberKey, string>> = {
  lifePath: 'Life Path',
  expression: 'Expression',
  soulUrge: 'Soul Urge',
  personality: 'Personality',
  birthday: 'Birthday',
  maturity: 'Maturity',
  personalYear: 'Personal Year',
};

export type Leaning = 'yes' | 'not-yet' | 'reflect';

function chartNumber(chart: Chart, key: ChartNumberKey): number {
  return key === 'personalYear' ? chart.personal.year.value : chart.core[key].value;
}

/** The Personal Year, Month and Day of any date, by the profile's rule (the same one as the chart's). */
function cyclesOn(chart: Chart, on: CalendarDate) {
  return personalCycles(chart.dateParts, on, formatIsoDate(on));
}

/** The months of the time frame (or the next 24 from the asking date) whose Personal Month favours the topic. */
function favourableMonths(chart: Chart, favourable: readonly number[], frame: TimeFrame | undefined, count: number) {
  const [y0, m0] = chart.personal.date.split('-').map(Number) as [number, number];
  const months =
    frame?.months ??
    Array.from({ length: 24 }, (_v, i) => ({ year: y0 + Math.floor((m0 + i) / 12), month: ((m0 + i) % 12) + 1 }));
  const found: Array<{ year: number; month: number; pm: number }> = [];
  for (const { year, month } of months) {
    const pm = cyclesOn(chart, { year, month, day: 1 }).month.value;
    if (favourable.includes(pm) || favourable.includes(reduce(pm, false).value)) found.push({ year, month, pm });
    if (found.length >= count) break;
  }
  return found;
}

/** The next days (within a month of asking) whose Personal Day favours the topic. */
function favourableDays(chart: Chart, favourable: readonly number[], count: number): CalendarDate[] {
  const [y, m, d] = chart.personal.date.split('-').map(Number) as [number, number, number];
  const out: CalendarDate[] = [];
  for (let i = 1; i <= 31 && out.length < count; i++) {
    const day = addDays({ year: y, month: m, day: d }, i);
    if (favourable.includes(cyclesOn(chart, day).day.value)) out.push(day);
  }
  return out;
}

/** Topics that are not a field of life: a question about them has no "area" to name. */
const SUBJECTLESS: ReadonlySet<string> = new Set(['timing', 'decision', 'general']);

/** "25 and 26 November 2026", or two full dates when the month differs. */
function daysText(days: readonly CalendarDate[]): string {
  const [a, b] = days;
  if (a && b && a.month === b.month && a.year === b.year) return `${a.day} and ${longDate(formatIsoDate(b))}`;
  return listJoin(days.map((d) => longDate(formatIsoDate(d))));
}

const DAY_OFFSET: Readonly<Record<string, number>> = { tomorrow: 1, 'next week': 7 };

const monthLabel = (x: { year: number; month: number }) => `${monthName(x.month)} ${x.year}`;

/** A date part as the working shows it: the number itself, then its reduction ("17 → 8"). */
function partText(part: { total: number; chain: readonly number[] }): string {
  return part.chain.length > 1 ? chainText(part.chain) : String(part.total);
}

const TIME_WORDS = new Set(['this', 'next', 'in', 'the', 'a', 'to', 'year', 'month', 'months', 'week']);

/** Whether the reader's words already name the time frame ("… in March" for "March 2027"). */
function mentions(focus: string, frameLabel: string): boolean {
  const f = focus.toLowerCase();
  const short = frameLabel.replace(/ \(.*\)$/, '').toLowerCase();
  if (f.includes(short)) return true;
  return short.split(' ').some((w) => !TIME_WORDS.has(w) && new RegExp(`\\b${w}\\b`).test(f));
}

export interface QuestionAnswer {
  markdown: string;
  leaning?: Leaning;
}

export function questionMarkdown(
  ctx: WriterContext,
  question: string,
  analysis: QuestionAnalysis,
  parsed: ParsedQuestion,
): QuestionAnswer {
  const { chart, first } = ctx;
  // Phrasing choices follow the question too, so two questions on one day read differently.
  const seed = hash(`${ctx.seed}|${question.toLowerCase()}`);
  const topic = analysis.topic;
  const { kind, timeFrame: frame, person } = parsed;
  const p = chart.personal;
  const lp = chart.core.lifePath.value;
  const key = topic.number;
  const n = chartNumber(chart, key);
  const nm = meaningOf(n);
  const label = NUMBER_LABEL[key];
  // The question is quoted once (the block quote) and said back in the reader's terms once, where it is
  // answered; everywhere else the answer refers to it, as a person would.
  const focusPlain = focusOf(question);
  const focus = focusPlain ? escapeMarkdown(focusPlain) : undefined;
  const who = person ? escapeMarkdown(person.name ?? `your ${person.relation ?? 'partner'}`) : undefined;
  const whose = person?.name ? `${escapeMarkdown(person.name)}’s` : `your ${person?.relation ?? 'partner'}’s`;
  // The topic as a field of life ("a step in love and relationships"); not for timing or a decision.
  const area = SUBJECTLESS.has(topic.id) ? undefined : topic.label;
  // The topic is named in full once (where the question is read back); after that by its short form
  // ("work") a few times, and otherwise as "it" or "your question".
  const short = topic.short;
  const areaShort = area ? short : undefined;
  const topicName = analysis.secondary ? `${topic.label}, with a thread of ${analysis.secondary.label}` : topic.label;
  // The time in running prose: "2026" rather than "this year (2026)"; "this summer" once its months are shown.
  const frameName = frame
    ? frame.span === 'year'
      ? String(frame.months[0]?.year)
      : frame.label.replace(/ \(.*\)$/, '')
    : '';
  // The time frame is said after the leaning only when the reader's words do not already say it.
  const frameText =
    frame && frame.span !== 'days' && !(focus && mentions(focus, frame.label)) ? ` for ${frameName}` : '';

  // The cycle the answer reads: the named year's Personal Year, the named month's Personal Month,
  // the months of a season, or the asking day's numbers.
  const frameYear = frame?.months[0]?.year;
  const yearCycles = frameYear !== undefined ? cyclesOn(chart, { year: frameYear, month: 1, day: 1 }) : undefined;
  const oneMonth = frame?.span === 'month' ? frame.months[0] : undefined;
  // "today", "tomorrow", "next week": the Personal Day of that day (a week is read from its first day).
  const onDay =
    frame?.span === 'days'
      ? addDays(parseIsoDate(p.date) ?? { year: 2000, month: 1, day: 1 }, DAY_OFFSET[frame.label] ?? 0)
      : undefined;
  const dayCycles = onDay ? cyclesOn(chart, onDay) : undefined;
  const monthCycles = oneMonth ? cyclesOn(chart, { ...oneMonth, day: 1 }) : undefined;
  const py = frame && frame.span !== 'days' ? (yearCycles?.year ?? p.year) : p.year;
  const main =
    monthCycles?.month.value ??
    dayCycles?.day.value ??
    (frame?.span === 'year' ? py.value : frame ? undefined : p.day.value);
  const seasonMonths =
    frame?.span === 'season'
      ? frame.months.map((x) => ({ ...x, pm: cyclesOn(chart, { ...x, day: 1 }).month.value }))
      : undefined;
  const good = favourableMonths(chart, topic.favourable, frame && frame.span !== 'days' ? frame : undefined, 3);
  const mainValue = main ?? seasonMonths?.find((x) => topic.favourable.includes(x.pm))?.pm ?? py.value;
  const mainGood = topic.favourable.includes(mainValue);

  const out: string[] = ['# Your question', `> ${escapeMarkdown(question)}`];

  // 1. How the question was read (the numbers it used are listed at the end, with how each was used).
  const asked = `${KIND_PHRASE[kind]}${area ? ` about ${topicName}` : ''}${frame ? `, ${frame.span === 'days' ? 'for' : 'set in'} ${frame.label}` : ''}${who ? `, with ${who} in it` : ''}`;
  out.push(
    pick(
      [
        `${first}, this answer reads your question of ${longDate(p.date)} as ${asked}.`,
        `On ${longDate(p.date)}, ${first}, you asked ${asked}.`,
      ],
      seed,
      1,
    ),
  );

  // 2. The time the question is about.
  if (frame?.span === 'year' && yearCycles) {
    const yr = reduce(frameYear ?? 0);
    const { month: bm, day: bd } = chart.dateParts;
    const sum = bm.value + bd.value + yr.value;
    const pyText = meaningOf(py.value);
    out.push(`## ${frame.named ? frame.label : capitalise(frame.label)}: your Personal Year ${py.value}`);
    out.push(
      [
        `${YEAR_OPENER[kind](frameName, py.value, areaShort)}: birth month ${partText(bm)} + birth day ${partText(bd)} + the year ${chainText(yr.chain)} = ${sum}${sum === py.value ? '' : `, which reduces to ${py.value}`}.`,
        `${firstSentence(pyText.personalYear).replace(/[.!]$/, '')}, and here ${
          mainGood
            ? `that is one of the helpful times, ${TIME_VERDICT[kind][0]}`
            : `it is not the easiest: it asks you ${pyText.calling}, ${TIME_VERDICT[kind][1]}`
        }.`,
      ].join(' '),
    );
  } else if (oneMonth && monthCycles) {
    const pmv = monthCycles.month.value;
    out.push(`## ${capitalise(frame?.label ?? monthLabel(oneMonth))}: your Personal Month ${pmv}`);
    // One sentence, so the verdict is not a sentence every question about that month would share.
    out.push(
      `${areaShort ? `For ${areaShort}, what` : 'What'} counts in ${monthLabel(oneMonth)} is that you are in a Personal Year ${monthCycles.year.value}, and its month ${oneMonth.month} makes a Personal Month ${pmv}, ${meaningOf(pmv).personalMonth}; ${
        mainGood
          ? `that month favours it, ${TIME_VERDICT[kind][0]}`
          : `that month is not the strongest for it, ${TIME_VERDICT[kind][1]}${good[0] ? `, and your cycles favour it more in ${monthLabel(good[0])}` : ''}`
      }.`,
    );
  } else if (onDay && dayCycles && frame) {
    const pdv = dayCycles.day.value;
    const when = frame.label === 'tomorrow' ? 'Tomorrow' : capitalise(frame.label);
    out.push(`## ${when}: your Personal Day ${pdv}`);
    out.push(
      [
        `${when}${frame.label.includes('week') ? ' is read from its first day,' : ' is'} ${longDate(formatIsoDate(onDay))}, a Personal Day ${pdv} for you (${meaningOf(pdv).personalDay}) in a Personal Month ${dayCycles.month.value}.`,
        mainGood
          ? `That day favours your question, ${TIME_VERDICT[kind][0]}.`
          : `That day is not the strongest for your question, ${TIME_VERDICT[kind][1]}.`,
      ].join(' '),
    );
  } else if (seasonMonths && frame) {
    out.push(`## ${capitalise(frame.label)}`);
    const best = seasonMonths.filter((x) => topic.favourable.includes(x.pm));
    out.push(
      [
        `Over ${frameName} your Personal Months run ${listJoin(seasonMonths.map((x) => `${monthName(x.month)} ${x.pm}`))}.`,
        best[0]
          ? `For ${short} the strongest of them is ${monthLabel(best[0])}, ${meaningOf(best[0].pm).personalMonth}.`
          : `None of them is a natural month for it, so the season asks for steady preparation more than a leap.`,
      ].join(' '),
    );
  } else {
    out.push(`## Where you stand on ${longDate(p.date)}`);
    const lead = frame ? `You asked about ${frame.label}. ` : '';
    const dayWord = numberWord(p.day.value);
    out.push(
      `${lead}${STAND_LEAD[kind](areaShort)} a Personal Year ${p.year.value}, a Personal Month ${p.month.value} (${meaningOf(p.month.value).personalMonth}) and a Personal Day ${p.day.value} (${meaningOf(p.day.value).personalDay}); ${
        mainGood
          ? `${article(dayWord)} ${dayWord} day is a helpful one for your question, so the moment you asked is on your side.`
          : topic.favourable.includes(p.month.value)
            ? `the day points elsewhere, but the month supports your question, and the month weighs more.`
            : `the day's numbers point away from it, so this is a time for clarity rather than force.`
      }`,
    );
  }

  // 3. The reader's own number for the topic; which side of it speaks depends on the kind of question.
  out.push(`## What your ${label} ${n} says`);
  const relation =
    key === 'lifePath'
      ? `, and it is the voice to hear ${VOICE_ON[kind]}`
      : familyOf(n) === familyOf(lp)
        ? `; your Life Path ${lp} agrees with it, so heart and road pull the same way, ${AGREEING[kind]}`
        : `; your Life Path ${lp} adds ${meaningOf(lp).quality}, ${SECOND_VOICE[kind]}`;
  const facet =
    kind === 'last'
      ? lastingFacet(nm.shadow, topic.id)
      : key === 'personalYear' && (kind === 'meaning' || kind === 'open')
        ? // A year has no gifts of its own ("your gifts are …" misreads it): say what kind of year it is.
          `This is ${nm.personalMonth.replace(/^a month/, 'a year')}.`
        : kind === 'meaning' || kind === 'open'
          ? // The answer itself reads the number's growth; here its side for the topic, or its gifts.
            firstSentence(topic.field === 'growth' ? nm.gifts : topicMeaning(nm, topic.field))
          : kind === 'when'
            ? `You move best here when the moment lets you bring ${nm.quality}.`
            : firstSentence(topicMeaning(nm, topic.field));
  // One sentence: the number, what it says for the topic and how the Life Path sits beside it.
  out.push(
    `Your ${label} ${n} (${nm.title})${key === 'lifePath' ? ', the thread of your whole chart,' : ''} speaks for ${area ? 'this' : 'a question like this'}: ${lowerFirst(facet.replace(/: /g, ', ').replace(/[.!]$/, ''))}${relation}.`,
  );

  // How the number meets the time the question is about: one family (or one number) helps, two differ.
  const best = seasonMonths?.find((x) => x.pm === mainValue);
  const time =
    frame?.span === 'year'
      ? { v: py.value, what: `the Personal Year ${py.value} of ${frameName}` }
      : monthCycles && oneMonth
        ? {
            v: monthCycles.month.value,
            what: `the Personal Month ${monthCycles.month.value} of ${monthLabel(oneMonth)}`,
          }
        : dayCycles && onDay
          ? { v: dayCycles.day.value, what: `the Personal Day ${dayCycles.day.value} of ${frameName}` }
          : best
            ? { v: best.pm, what: `the Personal Month ${best.pm} of ${monthLabel(best)}` }
            : { v: p.month.value, what: `the Personal Month ${p.month.value} you asked in` };
  const [ownFamily, timeFamily] = [familyOf(n), familyOf(time.v)];
  out.push(
    ownFamily === timeFamily
      ? `${areaShort ? `For ${areaShort}, this` : 'This'} ${n} meets ${time.what}: ${time.v === n ? 'the same number' : `both numbers of ${FAMILY_TEXT[ownFamily].name}`}, so the two speak one language${MEETING[kind][0]}.`
      : `${areaShort ? `For ${areaShort}, this` : 'This'} ${n} meets ${time.what}: where your ${n} looks for ${FAMILY_TEXT[ownFamily].gift}, that time asks for ${FAMILY_TEXT[timeFamily].gift}${MEETING[kind][1]}.`,
  );

  // 4. The answer itself: the one place the question is said back.
  out.push('## The answer');
  let leaning: Leaning | undefined;
  const nextGood = good.find((g) => !frame || frame.months.some((m) => m.year === g.year && m.month === g.month));
  if (kind === 'yes-no' || kind === 'should') {
    // With a time frame, its own number decides most; without one, the month weighs more than the day.
    const score = frame
      ? (mainGood ? 2 : 0) + (familyOf(mainValue) === familyOf(n) ? 1 : 0) + (nextGood ? 0.5 : 0)
      : (mainGood ? 1 : 0) +
        (topic.favourable.includes(p.month.value) ? 1.5 : 0) +
        (familyOf(p.day.value) === familyOf(n) ? 0.5 : 0);
    leaning = score >= 2.5 ? 'yes' : score >= 1 ? 'not-yet' : 'reflect';
    const lead = focus ? `On ${focus}, the numbers` : 'The numbers';
    // "Point the same way" only where the two numbers are of one family (the meeting above says so too).
    const sameWay = familyOf(mainValue) === familyOf(n);
    const whenName = frame ? frameName : 'the day you asked';
    const opens = good[0] ? `; your cycles next open for it in ${monthLabel(good[0])}` : '';
    // A should-I question is about a step the reader takes; a yes/no question about something hoped for.
    const text: Record<Leaning, string> =
      kind === 'should'
        ? {
            yes: `${lead} lean towards yes, go ahead${frameText}. ${sameWay ? `Your ${label} ${n} and the ${mainValue} of ${whenName} point the same way, so the step fits you and the timing helps` : `The ${mainValue} of ${whenName} favours the step, even if it stretches your ${label} ${n}`}; ${pick(['go ahead with care and good faith', 'take it calmly and in good faith', 'act on it, and keep your word to yourself and to others'], seed, 4)}.`,
            'not-yet': `${lead} lean towards acting on it, but not in a hurry${frameText}. Part of your chart supports the step and part asks for preparation first, so take one small, concrete step now${nextGood ? ` and the larger one in ${monthLabel(nextGood)}, when your Personal Month ${nextGood.pm} favours it` : ''}.`,
            reflect: `${lead} counsel patience rather than acting on it${frameText}, which is not a no: ${frame ? 'that time' : 'this stretch'} is better for preparing than for deciding. ${pick(['Gather the facts and talk it through with someone you trust before you settle', 'Write down what you would need to see before you settle', 'Give it the time a good decision needs before you settle'], seed, 3)} it${opens}.`,
          }
        : {
            yes: `${lead} lean towards yes${frameText}. ${sameWay ? `Your ${label} ${n} and the ${mainValue} of ${whenName} point the same way: what you hope for fits who you are, and the timing helps it along` : `The ${mainValue} of ${whenName} favours it, even if it asks something new of your ${label} ${n}`}, so ${pick(['meet it halfway', 'do your part with an open heart', 'keep your side of it steady and generous'], seed, 4)}.`,
            // A question about one day ("tomorrow") cannot be "not straight away": the day is weighed as it is.
            'not-yet': `${lead} lean towards a yes, ${frame?.span === 'days' ? `though ${frameName} alone does not carry it` : 'but not straight away'}${frameText}. Part of your chart supports it and part is still forming, so ${nextGood ? `it is likelier to show itself around ${monthLabel(nextGood)}, when your Personal Month ${nextGood.pm} favours it` : 'give it time and do your part meanwhile'}.`,
            reflect: `${lead} counsel patience rather than a yes${frameText}, which is not a no: ${frame ? 'that time' : 'this stretch'} is better for preparing than for expecting an answer. ${pick(['Put your energy into what is yours to do', 'Look after what you can influence', 'Keep doing your part calmly'], seed, 3)}${opens}.`,
          };
    out.push(text[leaning]);
  } else if (kind === 'when') {
    const days = frame ? [] : favourableDays(chart, topic.favourable, 2);
    const lead = focus ? `As for ${focus}, the` : 'The';
    out.push(
      `${
        good.length
          ? `${lead} months that favour ${focus ? 'it' : (areaShort ?? 'it')}${frame ? ` in ${frameName}` : ' in your coming cycles'} are ${listJoin(good.map((x) => `${monthLabel(x)} (a Personal Month ${x.pm})`))}.`
          : `${focus ? `As for ${focus}, your` : 'Your'} months${frameText} are mixed for it, so readiness matters more than the date.`
      }${days.length ? ` Closer to hand, ${daysText(days)} are good days for a first step.` : ''} Numbers show when the current is with you; what happens still depends on what you and others choose.`,
    );
  } else if (kind === 'last') {
    // A will-it-last question always gets a time frame: the one it names, or the year ahead.
    const ahead = frame
      ? `${frameName} is a Personal Year ${py.value} for you, ${meaningOf(py.value).personalMonth.replace('a month', 'a time')}`
      : `in the year ahead you move from a Personal Year ${p.year.value} into a Personal Year ${cyclesOn(chart, { year: Number(p.date.slice(0, 4)) + 1, month: 1, day: 1 }).year.value}`;
    out.push(
      `${focus ? capitalise(focus) : 'Whether it lasts'} depends on two people, and this reading holds only one of them. On your side, your ${label} ${n} gives ${nm.quality}, and ${ahead}${good.length ? `; the months that favour what you share are ${listJoin(good.slice(0, 2).map(monthLabel))}` : ''}. What lasts is usually what both people keep choosing: say what you need plainly, and notice whether it is met.`,
    );
  } else if (kind === 'meaning') {
    const time = frame ? (focus && mentions(focus, frame.label) ? 'it' : frameName) : 'the time ahead';
    const isYear = frame?.span === 'year';
    // The month's section above already said what its Personal Month is for: not again here.
    const monthSaid = !isYear && !!oneMonth && !!monthCycles;
    out.push(
      `${focus ? `As for ${focus}, ${time}` : capitalise(time)} reads as ${monthSaid ? 'that' : 'a'} Personal ${isYear ? 'Year' : oneMonth ? 'Month' : onDay ? 'Day' : 'cycle'} ${isYear ? py.value : mainValue}${focus ? '' : ` for ${areaShort ?? 'you'}`}${monthSaid ? '' : `, ${isYear ? meaningOf(py.value).personalMonth.replace('a month', 'a year') : meaningOf(mainValue).personalMonth}`}, and ${nm.growth.replace(/^Growth for you means /, 'what helps most is ').replace(/: /g, ', ')}`,
    );
  } else {
    out.push(
      `${focus ? `On ${focus}, your` : 'Your'} ${label} ${n} carries ${nm.quality}, the strength to bring to ${focus ? 'it' : 'your question'}, and ${nm.growth.replace(/^Growth for you means /, 'for you the way forward lies in ').replace(/: /g, ', ')}`,
    );
  }
  if (kind === 'open') out.push(topic.counsel);
  if (topic.limits) out.push(`*${topic.limits}*`);

  // 5. The other person: named, and honest about what cannot be read without their chart (their share
  // of the answer inside that sentence, so two questions naming them do not share it word for word).
  if (person && who) {
    out.push(`## About ${who}`);
    out.push(
      `Without ${whose} full name and date of birth this reading cannot say anything about their numbers, feelings or choices, and ${areaShort ? `for ${areaShort} it` : 'it'} reads only your side: ${kind === 'open' ? THEIR_SHARE[kind](who) : lowerFirst(THEIR_SHARE[kind](who))} If you have both, the [compatibility reading](/compatibility${person.name ? `?name=${encodeURIComponent(person.name)}` : ''}) puts the two charts side by side and shows where you meet and where you rub, which says more about ${COMPATIBILITY_SAYS[kind](areaShort)} than one chart can.`,
    );
  }

  // 6. Which numbers, and how.
  // One month found: "the month that favours …", not "the months".
  const goodMonthsUse =
    good.length === 1
      ? GOOD_MONTHS[kind](areaShort ?? 'the matter')
          .replace(/^the months (.*?)that favour /, 'the month $1that favours ')
          .replace(/^the months for /, 'the month for ')
      : GOOD_MONTHS[kind](areaShort ?? 'the matter');
  // The months the answer named: all of them for a when-question, the first two elsewhere.
  const listed = kind === 'when' ? good : good.slice(0, 2);
  out.push('## Numbers this answer used');
  const cycleBullet =
    frame?.span === 'year'
      ? `Personal Year ${py.value} for ${frame.label}, the year your question names`
      : oneMonth && monthCycles
        ? `Personal Year ${monthCycles.year.value} and Personal Month ${monthCycles.month.value} for ${monthLabel(oneMonth)}, the ${frame?.span === 'days' ? 'time' : 'month'} your question names`
        : seasonMonths
          ? `Personal Months ${listJoin(seasonMonths.map((x) => String(x.pm)))} for ${frame?.label ?? ''}, the season your question names`
          : onDay && dayCycles
            ? `Personal Month ${dayCycles.month.value} and Personal Day ${dayCycles.day.value} on ${longDate(formatIsoDate(onDay))}, the day your question names`
            : `Personal Year ${p.year.value}, Personal Month ${p.month.value} and Personal Day ${p.day.value} on ${longDate(p.date)}, the day you asked`;
  out.push(
    [
      `- ${label} ${n} (${nm.title}), ${NUMBER_USE[kind]}${frame ? ` (${frameName})` : ''}${key === 'lifePath' ? '' : `; Life Path ${lp} (${lp === n ? 'the same number' : meaningOf(lp).title}), the road it sits on`}`,
      `- ${cycleBullet}: ${CYCLE_USE[kind](areaShort)}`,
      ...(good.length
        ? [
            `- Personal Month${listed.length > 1 ? 's' : ''} ${listJoin(listed.map((g) => `${g.pm} (${monthLabel(g)})`))}: ${goodMonthsUse}${kind === 'when' || oneMonth ? '' : frame && frame.span !== 'days' ? (frame.span === 'season' ? ` during ${frameName}` : ` in ${frameName}`) : ', counting from the day you asked'}`,
          ]
        : []),
    ].join('\n'),
  );
  out.push(
    `*Numbers describe tendencies, never a fixed fate; this answer was ${profileLine().replace(/^Calculated/, 'calculated')}*`,
  );
  return { markdown: out.join('\n\n'), ...(leaning ? { leaning } : {}) };
}

/** The shadow of a number, said as what can wear a bond down ("The shadow side of One is …"). */
function lastingFacet(shadow: string, topic: string): string {
  const first = firstSentence(shadow);
  const body = first.replace(/^The shadow (side )?of [\w-]+ (is|can be) /i, '');
  const bond = topic === 'love' || topic === 'friendship' || topic === 'family' ? 'a bond' : 'what you build';
  return body === first ? first : `What can wear ${bond} down, for you, is ${body}`;
}

/** A sentence of the tables, to continue a sentence of ours after a colon. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function firstSentence(text: string): string {
  const m = /^.*?[.!?](?=\s|$)/.exec(text);
  return m ? m[0] : text;
}

export function questionHighlights(
  chart: Chart,
  analysis: QuestionAnalysis,
  parsed: ParsedQuestion,
): Array<{ label: string; value: number | string; meaning: string }> {
  const key = analysis.topic.number;
  const n = chartNumber(chart, key);
  const frame = parsed.timeFrame;
  const frameYear = frame && frame.span !== 'days' ? frame.months[0]?.year : undefined;
  const py =
    frameYear !== undefined ? cyclesOn(chart, { year: frameYear, month: 1, day: 1 }).year : chart.personal.year;
  const items = [
    {
      label: 'Topic',
      value: capitalise(analysis.topic.label),
      meaning: `Read through your ${NUMBER_LABEL[key]}${frame ? ` and ${frame.label}` : " and the day's numbers"}`,
    },
    { label: 'Life Path', value: chart.core.lifePath.value, meaning: meaningOf(chart.core.lifePath.value).title },
    { label: NUMBER_LABEL[key], value: n, meaning: meaningOf(n).title },
    {
      label: frameYear !== undefined ? `Personal Year ${frameYear}` : 'Personal Year',
      value: py.value,
      meaning: capitalise(meaningOf(py.value).personalMonth.replace('a month', 'a year')),
    },
  ];
  // Life Path appears once even when it is also the topic's number.
  return items.filter((item, i) => !(i === 2 && key === 'lifePath'));
}
