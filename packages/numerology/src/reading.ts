/** The three readings the product sells, assembled from a chart and a writer. */
import { buildChart, type Chart, type PersonInput, validatePerson } from './chart';
import { formatIsoDate } from './dates';
import { NumerologyInputError } from './errors';
import { analyseQuestion, type QuestionForm } from './questions';
import { validateDate, validateQuestion } from './validate';
import { comprehensiveMarkdown } from './write/comprehensive';
import { makeContext } from './write/context';
import { countWords } from './write/markdown';
import { questionMarkdown, questionHighlights } from './write/question';
import { simpleHighlights, simpleMarkdown } from './write/simple';
import { compareDates } from './dates';

export interface Highlight {
  label: string;
  value: number | string;
  meaning: string;
}

export interface Reading {
  kind: 'simple' | 'comprehensive' | 'question';
  /** Plain text (not Markdown): render it as text. */
  title: string;
  /** Markdown with headings; every echo of user text is escaped. */
  markdown: string;
  readonly wordCount: number;
  profile: { id: string; version: string };
  highlights: Highlight[];
  /** Question readings: the recognised topic id (love, work, money, health, ...). */
  topic?: string;
  /** Question readings: how the question was read. */
  question?: {
    text: string;
    topic: string;
    topicLabel: string;
    form: QuestionForm;
    leaning?: 'yes' | 'not-yet' | 'reflect';
  };
  chart: Chart;
}

function finish(
  kind: Reading['kind'],
  title: string,
  markdown: string,
  chart: Chart,
  highlights: Highlight[],
): Reading {
  return {
    kind,
    title,
    markdown,
    profile: { ...chart.profile },
    highlights,
    chart,
    // Counted when read: the web server never reads it, and counting was 7 % of a free report's time.
    get wordCount() {
      return countWords(markdown);
    },
  };
}

function chartFor(person: PersonInput, asOf: string, field: 'asOf' | 'askedOn', label: string): Chart {
  const on = validateDate(field, asOf, label);
  return buildChart(validatePerson(person, on, `the ${label} ${formatIsoDate(on)}`), on);
}

export function writeSimpleReport(person: PersonInput, asOf: string): Reading {
  const chart = chartFor(person, asOf, 'asOf', 'reading date');
  const ctx = makeContext(chart);
  return finish(
    'simple',
    `A numerology reading for ${ctx.firstPlain}`,
    simpleMarkdown(ctx),
    chart,
    simpleHighlights(chart),
  );
}

export function writeComprehensiveReport(person: PersonInput, asOf: string): Reading {
  const chart = chartFor(person, asOf, 'asOf', 'reading date');
  const ctx = makeContext(chart);
  return finish(
    'comprehensive',
    `A comprehensive reading for ${ctx.firstPlain}`,
    comprehensiveMarkdown(ctx),
    chart,
    simpleHighlights(chart),
  );
}

export function answerQuestion(person: PersonInput, question: string, askedOn: string): Reading {
  const text = validateQuestion(question);
  const on = validateDate('askedOn', askedOn, 'date the question is asked');
  const dob = validateDate('dateOfBirth', person?.dateOfBirth, 'date of birth');
  if (compareDates(dob, on) > 0) {
    throw new NumerologyInputError('dateOfBirth', 'The date of birth is after the date the question is asked.');
  }
  const chart = chartFor(person, askedOn, 'askedOn', 'date the question is asked');
  const analysis = analyseQuestion(text);
  const ctx = makeContext(chart, `${text.toLowerCase()}|${chart.input.asOf}`);
  const q = questionMarkdown(ctx, text, analysis);
  const reading = finish(
    'question',
    `Your question, ${ctx.firstPlain}`,
    q.markdown,
    chart,
    questionHighlights(chart, analysis),
  );
  return {
    ...reading,
    topic: analysis.topic.id,
    question: {
      text,
      topic: analysis.topic.id,
      topicLabel: analysis.topic.label,
      form: analysis.form,
      ...(q.leaning ? { leaning: q.leaning } : {}),
    },
  };
}
