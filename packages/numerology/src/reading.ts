/** The three readings the product sells, assembled from a chart and a writer. */
import { buildChart, type Chart, type PersonInput, validatePerson } from './chart';
import { formatIsoDate } from './dates';
import { NumerologyInputError } from './errors';
import type { QuestionClass } from './questions/classify';
import type { NamedPerson } from './questions/people';
import type { QuestionForm, QuestionKind } from './questions/topic';
import {
  aboutAnAnimal,
  afterAPregnancyLoss,
  fearsForSomeoneElse,
  outsideLove,
  understandQuestion,
} from './questions/understand';
import { declinedQuestionMarkdown, rephraseQuestionMarkdown } from './write/question-safety';
import { checkAnswerableLength, validateDate, validateQuestion } from './validate';
import type { UnsafeClass } from './questions/classify';
import { comprehensiveMarkdown } from './write/comprehensive';
import { makeContext } from './write/context';
import { countWords } from './write/markdown';
import { questionMarkdown, questionHighlights } from './write/question';
import { simpleHighlights, simpleMarkdown } from './write/simple';
import { compareDates } from './dates';
import { withAppositions } from './write/apposition';

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
    /** What kind of question it is (yes/no, should I, when, will it last, what does it mean, open). */
    kind: QuestionKind;
    /**
     * 'safe', the class of a question numerology must not answer, or 'unclear' for a question it could not
     * read (both: no leaning, not charged).
     */
    safety: QuestionClass | 'unclear';
    /** The time the question names, as the answer calls it ("2027", "December 2026"). */
    timeFrame?: string;
    /** The first and last day of that time (ISO dates), never before the asking day unless it has passed. */
    timeRange?: { from: string; to: string };
    /** The other person the answer depends on. */
    person?: NamedPerson;
    /** Everyone the question names. */
    people?: NamedPerson[];
    leaning?: 'yes' | 'not-yet' | 'reflect';
  };
  chart: Chart;
}

/**
 * A written reading. A class, so `wordCount` is a getter on the prototype, counted only when read (the web
 * server never reads it, and counting was 7 % of a free report): an object literal with a getter is built
 * on a slow path and gets a hidden class of its own. `toJSON` writes `wordCount` where it always was.
 */
class WrittenReading implements Reading {
  declare topic?: string;
  declare question?: Reading['question'];

  constructor(
    public kind: Reading['kind'],
    public title: string,
    public markdown: string,
    public profile: { id: string; version: string },
    public highlights: Highlight[],
    public chart: Chart,
  ) {}

  get wordCount(): number {
    return countWords(this.markdown);
  }

  toJSON(): Reading {
    const { kind, title, markdown, profile, highlights, chart, wordCount } = this;
    return {
      kind,
      title,
      markdown,
      profile,
      highlights,
      chart,
      wordCount,
      ...(this.topic !== undefined ? { topic: this.topic } : {}),
      ...(this.question !== undefined ? { question: this.question } : {}),
    };
  }
}

function finish(
  kind: Reading['kind'],
  title: string,
  markdown: string,
  chart: Chart,
  highlights: Highlight[],
): WrittenReading {
  return new WrittenReading(kind, title, markdown, { ...chart.profile }, highlights, chart);
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
  // "Tunde, my fiancé" is one person, not Tunde and "your fiancé" (issue 23).
  const understood = understandQuestion(text, on, dob);
  const u = { ...understood, people: withAppositions(text, understood.people) };
  // A long message is read only for the help it may need (ADR 0999).
  if (u.safety.safe) checkAnswerableLength(text);
  const ctx = makeContext(chart, `${text.toLowerCase()}|${chart.input.asOf}`);
  const about = {
    text,
    topic: u.topic.id,
    topicLabel: u.topic.label,
    form: u.form,
    kind: u.kind,
  };
  if (!u.answerable) {
    // No leaning and no numbers: the kind answer, or a request to rephrase (the server charges neither).
    const markdown = u.safety.safe
      ? rephraseQuestionMarkdown(text, ctx.firstPlain)
      : declinedQuestionMarkdown(text, ctx.firstPlain, u.safety.class as UnsafeClass, {
          forSomeoneElse: fearsForSomeoneElse(u),
          forAnAnimal: aboutAnAnimal(u),
          outsideLove: outsideLove(u),
          afterALoss: afterAPregnancyLoss(u),
        });
    const declined = finish('question', `Your question, ${ctx.firstPlain}`, markdown, chart, []);
    declined.topic = u.topic.id;
    declined.question = { ...about, safety: u.safety.safe ? 'unclear' : u.safety.class };
    return declined;
  }
  const q = questionMarkdown(ctx, u, on);
  const reading = finish(
    'question',
    `Your question, ${ctx.firstPlain}`,
    q.markdown,
    chart,
    questionHighlights(chart, u, on),
  );
  reading.topic = u.topic.id;
  reading.question = {
    ...about,
    safety: 'safe',
    ...(u.time
      ? { timeFrame: u.time.label, timeRange: { from: formatIsoDate(u.time.from), to: formatIsoDate(u.time.to) } }
      : {}),
    ...(u.dependsOn ? { person: u.dependsOn } : {}),
    ...(u.people.length ? { people: [...u.people] } : {}),
    ...(q.leaning ? { leaning: q.leaning } : {}),
  };
  return reading;
}
