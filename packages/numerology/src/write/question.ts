/**
 * The answer to a question: the topic recognised, read through the person's numbers and the
 * numbers of the day it is asked. Deterministic: same person, question and day, same answer.
 */
import type { Chart } from '../chart';
import { addDays, monthName, type CalendarDate } from '../dates';
import type { QuestionAnalysis } from '../questions';
import { reduce } from '../reduce';
import { familyOf, meaningOf, numberWord } from '../text/numbers';
import { topicMeaning, type ChartNumberKey } from '../text/topics';
import type { WriterContext } from './context';
import { capitalise, escapeMarkdown, pick } from './markdown';
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

function chartNumber(chart: Chart, key: ChartNumberKey): number {
  return key === 'personalYear' ? chart.personal.year.value : chart.core[key].value;
}

export type Leaning = 'yes' | 'not-yet' | 'reflect';

/** The next months (from the asking date) whose Personal Month favours the topic. */
function favourableMonths(
  chart: Chart,
  favourable: readonly number[],
  count: number,
): Array<{ year: number; month: number; pm: number }> {
  const [y0, m0] = chart.personal.date.split('-').map(Number) as [number, number];
  const found: Array<{ year: number; month: number; pm: number }> = [];
  const parts = chart.dateParts;
  for (let i = 0; i < 24 && found.length < count; i++) {
    const month = ((m0 - 1 + i) % 12) + 1;
    const year = y0 + Math.floor((m0 - 1 + i) / 12);
    const py = reduce(parts.month.value + parts.day.value + reduce(year).value).value;
    const pm = reduce(py + month).value;
    if (favourable.includes(pm) || favourable.includes(reduce(pm, false).value)) found.push({ year, month, pm });
  }
  return found;
}

/** The next favourable days within the month, for a question asked about the near future. */
function favourableDays(chart: Chart, favourable: readonly number[], count: number): CalendarDate[] {
  const [y, m, d] = chart.personal.date.split('-').map(Number) as [number, number, number];
  const out: CalendarDate[] = [];
  const parts = chart.dateParts;
  for (let i = 1; i <= 31 && out.length < count; i++) {
    const day = addDays({ year: y, month: m, day: d }, i);
    const py = reduce(parts.month.value + parts.day.value + reduce(day.year).value).value;
    const pm = reduce(py + day.month).value;
    const pd = reduce(pm + day.day).value;
    if (favourable.includes(pd)) out.push(day);
  }
  return out;
}

export function questionMarkdown(
  ctx: WriterContext,
  question: string,
  analysis: QuestionAnalysis,
): { markdown: string; leaning?: Leaning } {
  const { chart, first, seed } = ctx;
  const topic = analysis.topic;
  const p = chart.personal;
  const lp = chart.core.lifePath.value;
  const primaryKey = topic.number;
  const primary = chartNumber(chart, primaryKey);
  const pm = meaningOf(primary);
  const out: string[] = ['# Your question', `> ${escapeMarkdown(question)}`];
  const topicName = analysis.secondary ? `${topic.label}, with a thread of ${analysis.secondary.label}` : topic.label;
  out.push(
    pick(
      [
        `${first}, you asked this on ${longDate(p.date)}. It reads as a question about ${topicName}. ${topic.intro}`,
        `Thank you for your question, ${first}. Asked on ${longDate(p.date)}, it is at heart a question about ${topicName}. ${topic.intro}`,
        `${first}, this is a question about ${topicName}, asked on ${longDate(p.date)}. ${topic.intro}`,
      ],
      seed,
      1,
    ),
  );

  const dayGood = topic.favourable.includes(p.day.value);
  const monthGood = topic.favourable.includes(p.month.value);
  out.push('## The day you asked');
  out.push(
    `On that day you are in a Personal Year ${p.year.value}, ${meaningOf(p.year.value).personalMonth.replace('a month', 'a year')}; a Personal Month ${p.month.value}, ${meaningOf(p.month.value).personalMonth}; and a Personal Day ${p.day.value}, ${meaningOf(p.day.value).personalDay}. ${
      dayGood
        ? `For a question about ${topic.label}, a ${numberWord(p.day.value)} day is a helpful one: the energy of the moment supports what you are asking about.`
        : monthGood
          ? `The day itself points elsewhere, but the month supports ${topic.label}, so the wider weather is kind even if today asks for patience.`
          : `For a question about ${topic.label}, the day's energy points elsewhere, so this is a time to gather clarity rather than to force an outcome.`
    }`,
  );

  out.push('## What your numbers say');
  const relation =
    primaryKey === 'lifePath'
      ? `It is also your Life Path, the thread of your whole chart, so the question touches your road itself.`
      : familyOf(primary) === familyOf(lp)
        ? `It sits comfortably with your Life Path ${lp}, so your heart and your road agree here.`
        : `Your Life Path ${lp} brings ${meaningOf(lp).quality} to the same question, a second voice worth hearing.`;
  out.push(
    `Your ${NUMBER_LABEL[primaryKey]} is ${primary}, ${pm.title.toLowerCase()}. ${topicMeaning(pm, topic.field)} ${relation}`,
  );

  out.push('## The answer');
  let leaning: Leaning | undefined;
  if (analysis.form === 'yes-no') {
    const score = (dayGood ? 1 : 0) + (monthGood ? 1 : 0) + (familyOf(p.day.value) === familyOf(primary) ? 1 : 0);
    leaning = score >= 2 ? 'yes' : score === 1 ? 'not-yet' : 'reflect';
    const text: Record<Leaning, string> = {
      yes: `The numbers lean towards yes. Your ${NUMBER_LABEL[primaryKey]} and the day's numbers point the same way, which suggests that the path you are asking about fits you and that the timing is favourable. Move forward with care and good faith.`,
      'not-yet': `The numbers lean towards yes, but not in a hurry. Some of your numbers support it and some ask for preparation first, so the wiser course is to take one small step now and the bigger one when the month turns.`,
      reflect: `The numbers counsel patience. This is not a "no"; it is a sign that the moment is better for reflection than for action. Give the question a little time and look at it again in a week, when your personal numbers have moved on.`,
    };
    out.push(text[leaning]);
  } else if (analysis.form === 'when') {
    const months = favourableMonths(chart, topic.favourable, 2);
    const days = favourableDays(chart, topic.favourable, 2);
    const monthText = months.length
      ? `The months that favour ${topic.label} in your cycles are ${months.map((x) => `${monthName(x.month)} ${x.year} (a Personal Month ${x.pm})`).join(' and ')}.`
      : `Your coming months are mixed for ${topic.label}, so timing matters less than readiness.`;
    const dayText = days.length
      ? ` Closer to hand, ${days.map((d) => longDate(`${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`)).join(' and ')} are good days to take a step.`
      : '';
    out.push(
      `${monthText}${dayText} Numbers show when the current is with you; what happens still depends on what you and others choose.`,
    );
  } else {
    out.push(
      `Your ${NUMBER_LABEL[primaryKey]} ${primary} carries ${pm.quality}, and that is the strength to bring to this question. ${pm.growth.replace(/^Growth for you means /, 'For you, the way forward lies in ')} ${dayGood ? 'Today supports a first step.' : 'Let the next few days be for clarity; the step will show itself.'}`,
    );
  }
  out.push(topic.counsel);
  if (topic.limits) out.push(`*${topic.limits}*`);

  out.push('## Numbers this answer drew on');
  const k = chart.kabbalahNumber;
  out.push(
    [
      `- Life Path ${lp} (${meaningOf(lp).title})`,
      ...(primaryKey !== 'lifePath' ? [`- ${NUMBER_LABEL[primaryKey]} ${primary} (${pm.title})`] : []),
      `- Personal Year ${p.year.value}, Personal Month ${p.month.value} and Personal Day ${p.day.value} on ${longDate(p.date)}`,
      `- Your name's Hebrew letter, ${k.letter.name} (${k.letter.char}), number ${k.value}`,
    ].join('\n'),
  );
  out.push(`*Numbers describe tendencies and timing, never a fixed fate. ${profileLine()}*`);
  return { markdown: out.join('\n\n'), ...(leaning ? { leaning } : {}) };
}

export function questionHighlights(
  chart: Chart,
  analysis: QuestionAnalysis,
): Array<{ label: string; value: number | string; meaning: string }> {
  const p = chart.personal;
  const key = analysis.topic.number;
  const n = chartNumber(chart, key);
  const items = [
    {
      label: 'Topic',
      value: capitalise(analysis.topic.label),
      meaning: `Read through your ${NUMBER_LABEL[key]} and the day's numbers`,
    },
    { label: 'Life Path', value: chart.core.lifePath.value, meaning: meaningOf(chart.core.lifePath.value).title },
    { label: NUMBER_LABEL[key], value: n, meaning: meaningOf(n).title },
    { label: 'Personal Day', value: p.day.value, meaning: capitalise(meaningOf(p.day.value).personalDay) },
    { label: 'Personal Month', value: p.month.value, meaning: capitalise(meaningOf(p.month.value).personalMonth) },
    {
      label: 'Personal Year',
      value: p.year.value,
      meaning: capitalise(meaningOf(p.year.value).personalMonth.replace('a month', 'a year')),
    },
  ];
  // Life Path appears once even when it is also the topic's number.
  return items.filter((item, i) => !(i === 2 && key === 'lifePath'));
}
