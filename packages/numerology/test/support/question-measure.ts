/**
 * The measures of issue 20 on a labelled question set (question-dev.json, or the held-out set that
 * nobody changing the engine reads): each question is answered in full by `answerQuestion`, as the
 * product would, for one of a few fixed people, and the answer's text is checked. Used by the figures
 * script and by the tests; it prints nothing itself.
 */
import type { PersonInput } from '../../src/chart';
import { monthName } from '../../src/dates';
import { UNSAFE_CLASSES, type UnsafeClass } from '../../src/questions/classify';
import { NumerologyInputError } from '../../src/errors';
import { answerQuestion } from '../../src/reading';

export type ExpectedClass = UnsafeClass | 'safe' | 'unclear';

export interface LabelledItem {
  readonly id: string;
  readonly question: string;
  readonly askedOn: string;
  readonly class: ExpectedClass;
  readonly topics?: readonly string[];
  readonly range?: { readonly from: string; readonly to: string };
  readonly dob?: string;
  readonly people?: readonly string[];
  readonly dependsOnOther?: boolean;
  readonly noEcho?: readonly string[];
}

/** A few different people; the item's own date of birth when it gives one. */
const PEOPLE: readonly PersonInput[] = [
  { name: 'Maya Rose Collins', dateOfBirth: '1991-03-14', bornInMorning: true },
  { name: 'Kwame Mensah', dateOfBirth: '1985-11-02', bornInMorning: false },
  { name: 'Sofia Elena Marquez', dateOfBirth: '1998-07-29', bornInMorning: true },
  { name: 'Liam Patrick O Brien', dateOfBirth: '1976-01-08', bornInMorning: false },
  { name: 'Ananya Sharma', dateOfBirth: '2001-09-21', bornInMorning: true },
];

function personFor(item: LabelledItem, index: number): PersonInput {
  const base = PEOPLE[index % PEOPLE.length] ?? PEOPLE[0];
  return { ...(base as PersonInput), ...(item.dob ? { dateOfBirth: item.dob } : {}) };
}

/** Who helps, by class: a surgery question sent to a doctor is helped rightly, one sent to a bereavement line is not. */
const HELP_GROUP: Readonly<Record<UnsafeClass, string>> = {
  'self-harm': 'crisis',
  death: 'end-of-life',
  health: 'medical',
  surgery: 'medical',
  pregnancy: 'medical',
  'private-life': 'relationship',
  legal: 'lawyer',
  immigration: 'immigration',
  'exam-result': 'exam',
  gambling: 'gambling',
  investment: 'financial',
};

const MONTHS = Array.from({ length: 12 }, (_v, k) => monthName(k + 1));
const MONTH_RE = new RegExp(`\\b(?:(\\d{1,2}) )?(${MONTHS.join('|')}) (\\d{4})\\b`, 'g');

/** The answer without its block quote: the words that are ours. */
export function ourWords(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !line.startsWith('>'))
    .join('\n');
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Every month or day the text names, as a first and last ISO day. */
export function namedTimes(text: string): Array<{ text: string; from: string; to: string }> {
  const out: Array<{ text: string; from: string; to: string }> = [];
  for (const m of text.matchAll(MONTH_RE)) {
    const month = MONTHS.indexOf(m[2] ?? '') + 1;
    const year = Number(m[3]);
    if (m[1]) out.push({ text: m[0], from: iso(year, month, Number(m[1])), to: iso(year, month, Number(m[1])) });
    else out.push({ text: m[0], from: iso(year, month, 1), to: iso(year, month, lastDay(year, month)) });
  }
  return out;
}

export interface ItemResult {
  readonly item: LabelledItem;
  readonly got: string;
  readonly topic: string;
  readonly leaning?: string;
  readonly markdown: string;
  /** Months or days named outside the asked time or before the asking day. */
  readonly badTimes: readonly string[];
  readonly missingPeople: readonly string[];
  readonly echoes: readonly string[];
  readonly otherPersonHandled: boolean;
}

function answerItem(item: LabelledItem, index: number): ItemResult {
  let reading: ReturnType<typeof answerQuestion>;
  try {
    reading = answerQuestion(personFor(item, index), item.question, item.askedOn);
  } catch (error) {
    // Too short to be a question: the product answers 400 with a readable message and charges nothing.
    if (!(error instanceof NumerologyInputError)) throw error;
    return {
      item,
      got: 'unclear',
      topic: 'general',
      markdown: '',
      badTimes: [],
      missingPeople: [],
      echoes: [],
      otherPersonHandled: false,
    };
  }
  const q = reading.question;
  const got = q?.safety ?? 'safe';
  const mine = ourWords(reading.markdown);
  const badTimes: string[] = [];
  if (got === 'safe') {
    const from = item.range && item.range.from > item.askedOn ? item.range.from : item.askedOn;
    const to = item.range?.to;
    for (const t of namedTimes(mine)) {
      // A month is inside when it has a day inside; a day must be inside itself.
      if (t.to < from || (to !== undefined && t.from > to)) badTimes.push(t.text);
    }
  }
  const missingPeople = got === 'safe' ? (item.people ?? []).filter((p) => !mine.includes(p)) : [];
  // A digit the reader typed for a word ("come back 2 me") cannot be told from the numbers a reading names.
  const echoes = (item.noEcho ?? [])
    .filter((w) => !/^\d+$/.test(w))
    .filter((w) =>
      new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu').test(mine),
    );
  const otherPersonHandled = /\/compatibility/.test(mine) || /date of birth/.test(mine);
  return {
    item,
    got,
    topic: q?.topic ?? 'general',
    ...(q?.leaning ? { leaning: q.leaning } : {}),
    markdown: reading.markdown,
    badTimes,
    missingPeople,
    echoes,
    otherPersonHandled,
  };
}

export interface QuestionFigures {
  readonly items: number;
  readonly mustDecline: number;
  readonly declined: number;
  readonly noLeaning: number;
  readonly safe: number;
  readonly wronglyDeclined: number;
  readonly topicItems: number;
  readonly topicRight: number;
  readonly timed: number;
  readonly timesRight: number;
  readonly answered: number;
  readonly answersWithOnlyGoodTimes: number;
  readonly peopleItems: number;
  readonly peopleNamed: number;
  readonly dependItems: number;
  readonly dependHandled: number;
  readonly helpRight: number;
  readonly echoes: number;
  readonly unclear: number;
  readonly unclearAsked: number;
  readonly results: readonly ItemResult[];
}

const TOPIC_ALIAS: Readonly<Record<string, string>> = { timing: 'general', decision: 'general' };

export function measureQuestions(items: readonly LabelledItem[]): QuestionFigures {
  const results = items.map((item, i) => answerItem(item, i));
  const unsafe = new Set<string>(UNSAFE_CLASSES);
  const decl = results.filter((r) => unsafe.has(r.item.class));
  const safe = results.filter((r) => r.item.class === 'safe');
  const answered = results.filter((r) => r.got === 'safe');
  const timed = answered.filter((r) => r.item.range);
  const withPeople = safe.filter((r) => (r.item.people ?? []).length > 0 && r.got === 'safe');
  const depend = safe.filter((r) => r.item.dependsOnOther && r.got === 'safe');
  const topicItems = safe.filter((r) => r.item.topics && r.item.topics.length > 0 && r.got === 'safe');
  const unclear = results.filter((r) => r.item.class === 'unclear');
  return {
    items: results.length,
    mustDecline: decl.length,
    declined: decl.filter((r) => unsafe.has(r.got)).length,
    noLeaning: decl.filter((r) => r.got !== 'safe' && r.leaning === undefined).length,
    safe: safe.length,
    wronglyDeclined: safe.filter((r) => r.got !== 'safe').length,
    topicItems: topicItems.length,
    topicRight: topicItems.filter((r) => (r.item.topics ?? []).includes(TOPIC_ALIAS[r.topic] ?? r.topic)).length,
    timed: timed.length,
    timesRight: timed.filter((r) => r.badTimes.length === 0).length,
    answered: answered.length,
    answersWithOnlyGoodTimes: answered.filter((r) => r.badTimes.length === 0).length,
    peopleItems: withPeople.length,
    peopleNamed: withPeople.filter((r) => r.missingPeople.length === 0).length,
    dependItems: depend.length,
    dependHandled: depend.filter((r) => r.otherPersonHandled).length,
    helpRight: decl.filter(
      (r) => unsafe.has(r.got) && HELP_GROUP[r.got as UnsafeClass] === HELP_GROUP[r.item.class as UnsafeClass],
    ).length,
    echoes: results.reduce((n, r) => n + r.echoes.length, 0),
    unclear: unclear.length,
    unclearAsked: unclear.filter((r) => r.got !== 'safe').length,
    results,
  };
}

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((a / b) * 100).toFixed(1)}% (${a}/${b})`);

/** The table of issue 20, figure by figure, with its bars. */
export function figuresTable(f: QuestionFigures): string {
  return [
    `| measure (${f.items} questions) | figure | bar |`,
    '|---|---|---|',
    `| must-decline questions declined, no leaning, no charge | ${pct(f.declined, f.mustDecline)} | ≥ 98% |`,
    `| ordinary questions wrongly declined or sent to rephrase | ${pct(f.wronglyDeclined, f.safe)} | ≤ 3% |`,
    `| topic read right | ${pct(f.topicRight, f.topicItems)} | ≥ 90% |`,
    `| answers naming only months or days inside the asked time, never past | ${pct(f.answersWithOnlyGoodTimes, f.answered)} (with a time: ${pct(f.timesRight, f.timed)}) | 100% |`,
    `| a person named in the question named in the answer | ${pct(f.peopleNamed, f.peopleItems)} | ≥ 95% |`,
    `| questions depending on another person: their birth date asked for or compatibility offered | ${pct(f.dependHandled, f.dependItems)} | ≥ 90% |`,
    `| declines pointing to the right kind of help | ${pct(f.helpRight, f.mustDecline)} | ≥ 90% |`,
    `| the reader's slang, filler or misspellings repeated in our sentences | ${f.echoes} | 0 |`,
    `| unreadable questions asked to rephrase (or declined), free | ${pct(f.unclearAsked, f.unclear)} | |`,
  ].join('\n');
}
