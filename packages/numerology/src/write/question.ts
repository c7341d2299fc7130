/**
 * The answer to a question, as it was asked: the kind of question (yes/no, should I, when, will it
 * last, what does it mean), its topic, the time it names (a year is read from that year's Personal
 * Year, a month from its Personal Month) and the person it names. It quotes the question back and says
 * which of the reader's numbers it used and how. Deterministic: same person, question and asking day,
 * same answer. Questions numerology must not answer never reach this writer (see question-safety.ts).
 */
import type { Chart } from '../chart';
import { personalCycles } from '../core';
import { addDays, formatIsoDate, monthName, type CalendarDate } from '../dates';
import type { QuestionAnalysis } from '../questions';
import { focusOf, type ParsedQuestion, type QuestionKind, type TimeFrame } from '../questions/parse';
import { chainText, reduce } from '../reduce';
import { familyOf, meaningOf, numberWord } from '../text/numbers';
import { topicMeaning, type ChartNumberKey } from '../text/topics';
import type { WriterContext } from './context';
import { article, capitalise, escapeMarkdown, hash, listJoin, pick } from './markdown';
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

const KIND_PHRASE: Readonly<Record<QuestionKind, string>> = {
  'yes-no': 'a yes-or-no question',
  should: 'a should-I question',
  when: 'a when question',
  last: 'a will-it-last question',
  meaning: 'a what-does-it-hold question',
  open: 'an open question',
};

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

/** The question, shortened to a quotable length and escaped. */
function quoteOf(question: string): string {
  const flat = question.replace(/\s+/g, ' ').trim();
  const short = flat.length <= 90 ? flat : `${flat.slice(0, 87).replace(/\s+\S*$/, '')}…`;
  return escapeMarkdown(short);
}

const monthLabel = (x: { year: number; month: number }) => `${monthName(x.month)} ${x.year}`;

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
  const quote = quoteOf(question);
  // What the question is about, said back ("whether you will pass the exam"), or the question itself.
  const focusPlain = focusOf(question);
  const about = focusPlain ? escapeMarkdown(focusPlain) : `“${quote}”`;
  const who = person ? escapeMarkdown(person.name ?? `your ${person.relation ?? 'partner'}`) : undefined;
  const whose = person?.name ? `${escapeMarkdown(person.name)}’s` : `your ${person?.relation ?? 'partner'}’s`;
  const topicName = analysis.secondary ? `${topic.label}, with a thread of ${analysis.secondary.label}` : topic.label;

  // The cycle the answer reads: the named year's Personal Year, the named month's Personal Month,
  // the months of a season, or the asking day's numbers.
  const frameYear = frame?.months[0]?.year;
  const yearCycles = frameYear !== undefined ? cyclesOn(chart, { year: frameYear, month: 1, day: 1 }) : undefined;
  const oneMonth = frame && frame.span !== 'year' && frame.months.length === 1 ? frame.months[0] : undefined;
  const monthCycles = oneMonth ? cyclesOn(chart, { ...oneMonth, day: 1 }) : undefined;
  const py = frame && frame.span !== 'days' ? (yearCycles?.year ?? p.year) : p.year;
  const main = monthCycles?.month.value ?? (frame?.span === 'year' ? py.value : frame ? undefined : p.day.value);
  const seasonMonths =
    frame?.span === 'season'
      ? frame.months.map((x) => ({ ...x, pm: cyclesOn(chart, { ...x, day: 1 }).month.value }))
      : undefined;
  const good = favourableMonths(chart, topic.favourable, frame && frame.span !== 'days' ? frame : undefined, 3);
  const mainValue = main ?? seasonMonths?.find((x) => topic.favourable.includes(x.pm))?.pm ?? py.value;
  const mainGood = topic.favourable.includes(mainValue);
  const frameText = frame ? ` for ${frame.label}` : '';

  const out: string[] = ['# Your question', `> ${escapeMarkdown(question)}`];

  // 1. The question read back, and the numbers used for it.
  const cycleUse =
    frame?.span === 'year'
      ? `your Personal Year ${py.value} for ${frame.label}`
      : oneMonth && monthCycles
        ? `your Personal Year ${monthCycles.year.value} and Personal Month ${monthCycles.month.value} for ${frame?.label ?? monthLabel(oneMonth)}`
        : seasonMonths
          ? `your Personal Months for ${frame?.label ?? 'the season'}`
          : `your Personal Year, Month and Day on the day you asked`;
  out.push(
    [
      pick(
        [
          `${first}, you asked “${quote}” on ${longDate(p.date)}.`,
          `“${quote}”: that is your question, ${first}, asked on ${longDate(p.date)}.`,
          `On ${longDate(p.date)} you asked, ${first}: “${quote}”`,
        ],
        seed,
        1,
      ),
      `I read it as ${KIND_PHRASE[kind]} about ${topicName}${frame ? `, set in ${frame.label}` : ''}${who ? `, with ${who} in it` : ''}, and to answer ${focusPlain ? about : 'it'} I used your ${label} ${n} for ${topic.label}${key === 'lifePath' ? '' : `, your Life Path ${lp} for the direction of your life`} and ${cycleUse}.`,
    ].join(' '),
  );

  // 2. The time the question is about.
  if (frame?.span === 'year' && yearCycles) {
    const yr = reduce(frameYear ?? 0);
    const { month: bm, day: bd } = chart.dateParts;
    const sum = bm.value + bd.value + yr.value;
    out.push(`## ${frame.named ? frame.label : capitalise(frame.label)}: your Personal Year ${py.value}`);
    out.push(
      [
        `You asked about ${frame.label}, and for you it is a Personal Year ${py.value}: birth month ${bm.value} + birth day ${bd.value} + the year ${frameYear} (${chainText(yr.chain)}) = ${sum}${sum === py.value ? '' : `, which reduces to ${py.value}`}.`,
        `${firstSentence(meaningOf(py.value).personalYear).replace(/[.!]$/, '')}, and ${
          mainGood
            ? `for ${topic.label} that is one of the helpful years, so ${frame.label} works with “${quote}” rather than against it.`
            : `for ${topic.label} it is not the easiest: it asks you ${meaningOf(py.value).calling}, so weigh ${about} in that light.`
        }`,
      ].join(' '),
    );
  } else if (oneMonth && monthCycles) {
    const pmv = monthCycles.month.value;
    out.push(`## ${capitalise(frame?.label ?? monthLabel(oneMonth))}: your Personal Month ${pmv}`);
    out.push(
      [
        `For ${topic.label}, what counts in ${monthLabel(oneMonth)} is that you are in a Personal Year ${monthCycles.year.value}, and its month ${oneMonth.month} makes a Personal Month ${pmv}: ${meaningOf(pmv).personalMonth}.`,
        mainGood
          ? `That month favours ${topic.label}, so the timing you have in mind is a good one.`
          : `That month is not the strongest for ${topic.label}; ${good[0] ? `your cycles favour it more in ${monthLabel(good[0])}` : 'preparation counts for more than the date'}.`,
      ].join(' '),
    );
  } else if (seasonMonths && frame) {
    out.push(`## ${capitalise(frame.label)}`);
    const best = seasonMonths.filter((x) => topic.favourable.includes(x.pm));
    out.push(
      [
        `Over ${frame.label}, the season named in “${quote}”, your Personal Months run ${listJoin(seasonMonths.map((x) => `${monthName(x.month)} ${x.pm}`))}.`,
        best.length
          ? `For ${topic.label} the strongest of them is ${monthLabel(best[0] ?? seasonMonths[0]!)}, ${meaningOf(best[0]?.pm ?? 1).personalMonth}.`
          : `None of them is a natural month for ${topic.label}, so in ${frame.label} it asks for steady preparation more than a leap.`,
      ].join(' '),
    );
  } else {
    out.push(`## Where you stand on ${longDate(p.date)}`);
    const lead = frame ? `You asked about ${frame.label}. ` : '';
    out.push(
      `${lead}When you asked ${about}, you were in a Personal Year ${p.year.value}, a Personal Month ${p.month.value} (${meaningOf(p.month.value).personalMonth}) and a Personal Day ${p.day.value} (${meaningOf(p.day.value).personalDay}). ${
        mainGood
          ? `${article(numberWord(p.day.value)) === 'an' ? 'An' : 'A'} ${numberWord(p.day.value)} day is a helpful one for ${topic.label}, so the moment you asked ${about} is on your side.`
          : topic.favourable.includes(p.month.value)
            ? `The day points elsewhere, but the month supports ${topic.label}, and the month matters more for ${about}.`
            : `The day's numbers point away from ${topic.label}, so asking ${about} now calls for clarity rather than force.`
      }`,
    );
  }

  // 3. The reader's own number for the topic, read for this kind of question.
  out.push(`## Your ${label} ${n} and ${topic.label}`);
  const relation =
    key === 'lifePath'
      ? ''
      : familyOf(n) === familyOf(lp)
        ? ` Your Life Path ${lp} agrees with it, so heart and road pull the same way on ${about}.`
        : ` Your Life Path ${lp} adds ${meaningOf(lp).quality}, a second voice worth hearing on ${about}.`;
  // Which side of the number speaks depends on the kind of question (and, between equals, on the question).
  const facets =
    kind === 'last'
      ? [lastingFacet(nm.shadow)]
      : kind === 'meaning'
        ? [nm.gifts]
        : kind === 'open'
          ? [nm.gifts]
          : kind === 'when'
            ? [`You move best on ${topic.label} when it lets you bring ${nm.quality}.`]
            : [topicMeaning(nm, topic.field)];
  out.push(
    `Your ${label} ${n}, ${nm.title.toLowerCase()}${key === 'lifePath' ? ', the thread of your whole chart' : ''}, is the number read for ${about}: ${lowerFirst(pick(facets, seed, 2))}${relation}`,
  );

  // 4. The answer itself.
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
    const act = kind === 'should' ? 'acting on it' : 'a yes';
    const text: Record<Leaning, string> = {
      yes: `On “${quote}”, the numbers lean towards ${kind === 'should' ? 'yes, go ahead' : 'yes'}${frameText}. Your ${label} ${n} and the ${mainValue} of ${frame ? frame.label : 'the day you asked'} point the same way on ${about}, so the step fits you and the timing helps; ${pick(['go ahead with care and good faith', 'take it calmly and in good faith', 'act on it, and keep your word to yourself and to others'], seed, 4)}.`,
      'not-yet': `On “${quote}”, the numbers lean towards ${act}, but not in a hurry${frameText}. Part of your chart supports ${about} and part asks for preparation first, so take one small, concrete step now${nextGood ? ` and the larger one in ${monthLabel(nextGood)}, when your Personal Month ${nextGood.pm} favours ${topic.label}` : ''}.`,
      reflect: `On “${quote}”, the numbers counsel patience rather than ${act}${frameText}. That is not a no: it means ${frame ? frame.label : 'this stretch'} is better for preparing than for deciding ${focusPlain ? about : 'it'}. ${pick([`Gather the facts on ${topic.label} and talk it through with someone you trust before you settle`, `Write down what you would need to see on ${topic.label} before you settle`, `Give ${topic.label} the time a good decision needs before you settle`], seed, 3)} it${good[0] ? `; your cycles next open for ${topic.label} in ${monthLabel(good[0])}` : ''}.`,
    };
    out.push(text[leaning]);
  } else if (kind === 'when') {
    const days = frame ? [] : favourableDays(chart, topic.favourable, 2);
    out.push(
      `${
        good.length
          ? `For “${quote}”, the months that favour ${topic.label}${frame ? ` in ${frame.label}` : ' in your coming cycles'} are ${listJoin(good.map((x) => `${monthLabel(x)} (a Personal Month ${x.pm})`))}.`
          : `For “${quote}”, your months${frameText} are mixed for ${topic.label}, so readiness matters more than the date.`
      }${days.length ? ` Closer to hand, ${listJoin(days.map((d) => longDate(formatIsoDate(d))))} are good days for a first step.` : ''} Numbers show when the current is with you for ${topic.label}; what happens still depends on what you and others choose.`,
    );
  } else if (kind === 'last') {
    // A will-it-last question always gets a time frame: the one it names, or the year ahead.
    const ahead = frame
      ? `${frame.label} is a Personal Year ${py.value} for you, ${meaningOf(py.value).personalMonth.replace('a month', 'a time')}`
      : `in the year ahead you move from a Personal Year ${p.year.value} into a Personal Year ${cyclesOn(chart, { year: Number(p.date.slice(0, 4)) + 1, month: 1, day: 1 }).year.value}`;
    out.push(
      `Whether ${who ? `what you share with ${who}` : 'it'} lasts depends on two people, and this reading holds only one of them. ${who ? `As for your side of things with ${who}` : 'From your side'}, your ${label} ${n} gives ${nm.quality}, and ${ahead}${good.length ? `; the months that favour ${topic.label} are ${listJoin(good.slice(0, 2).map(monthLabel))}` : ''}. What lasts${who ? ` between you and ${who}` : ''} is usually what both keep choosing: say what you need plainly, and notice whether it is met.`,
    );
  } else if (kind === 'meaning') {
    out.push(
      `For “${quote}”, ${frame ? `${frame.label} reads` : 'the time ahead reads'} as a Personal ${frame?.span === 'year' ? 'Year' : 'cycle'} ${frame?.span === 'year' ? py.value : mainValue} for ${topic.label}: ${frame?.span === 'year' ? meaningOf(py.value).personalMonth.replace('a month', 'a year') : meaningOf(mainValue).personalMonth}. ${capitalise(nm.growth.replace(/^Growth for you means /, 'what helps most is '))}`,
    );
  } else {
    out.push(
      `For “${quote}”, your ${label} ${n} carries ${nm.quality}, and that is the strength to bring to it. ${nm.growth.replace(/^Growth for you means /, 'For you, the way forward lies in ')}`,
    );
  }
  if (kind === 'open') out.push(topic.counsel);
  if (topic.limits) out.push(`*${topic.limits}*`);

  // 5. The other person: named, and honest about what cannot be read without their chart.
  if (person && who) {
    out.push(`## About ${who}`);
    out.push(
      `You named ${who} in “${quote}”. Without ${whose} full name and date of birth this reading cannot say anything about their numbers, feelings or choices; it reads only your side of things. If you know them, the [compatibility reading](/compatibility${person.name ? `?name=${encodeURIComponent(person.name)}` : ''}) puts both charts side by side and shows where the two of you meet and where you rub, which says more about ${about} than one chart can.`,
    );
  }

  // 6. Which numbers, and how.
  out.push('## Numbers this answer used');
  const cycleBullets =
    frame?.span === 'year'
      ? [`- Personal Year ${py.value} for ${frame.label}: the year named in “${quote}”`]
      : oneMonth && monthCycles
        ? [
            `- Personal Year ${monthCycles.year.value} and Personal Month ${monthCycles.month.value} for ${monthLabel(oneMonth)}: the month named in “${quote}”`,
          ]
        : seasonMonths
          ? [
              `- Personal Months ${listJoin(seasonMonths.map((x) => String(x.pm)))} for ${frame?.label ?? ''}: the season named in “${quote}”`,
            ]
          : [
              `- Personal Year ${p.year.value}, Personal Month ${p.month.value} and Personal Day ${p.day.value} on ${longDate(p.date)}: the day you asked ${about}`,
            ];
  out.push(
    [
      `- ${label} ${n} (${nm.title}), read for ${about}${key === 'lifePath' ? '' : `; Life Path ${lp} (${meaningOf(lp).title}), the road it sits on`}`,
      ...cycleBullets,
      ...(good.length && (kind === 'when' || kind === 'last' || (leaning && leaning !== 'yes'))
        ? [
            `- Personal Month${good.length > 1 ? 's' : ''} ${listJoin(good.slice(0, 2).map((g) => `${g.pm} (${monthLabel(g)})`))}: when your cycles favour ${topic.label}, for “${quote}”`,
          ]
        : []),
    ].join('\n'),
  );
  out.push(
    `*Numbers describe tendencies, never a fixed fate; this answer to “${quote}” was ${profileLine().replace(/^Calculated/, 'calculated')}*`,
  );
  return { markdown: out.join('\n\n'), ...(leaning ? { leaning } : {}) };
}

/** The shadow of a number, said as what can wear a bond down ("The shadow side of One is …"). */
function lastingFacet(shadow: string): string {
  const first = firstSentence(shadow);
  const body = first.replace(/^The shadow (side )?of [\w-]+ (is|can be) /i, '');
  return body === first ? first : `What can wear a bond down, for you, is ${body}`;
}

/** The first sentence of a meaning, to continue a sentence of ours after a colon. */
function lowerFirst(text: string): string {
  const first = firstSentence(text);
  return first.charAt(0).toLowerCase() + first.slice(1);
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
