/** Everything a writer needs about one person, looked up once from the chart. */
import type { Chart, CORE_KEYS } from '../chart';
import type { CoreKey } from '../core';
import { sephirahForNumber, type Sephirah } from '../kabbalah';
import { meaningOf, type NumberMeaning } from '../text/numbers';
import { SEPHIRAH_TEXT, type SephirahText } from '../text/sephirot';
import { laterLifeMeaningOf } from '../text/later-life';
import { youthMeaningOf } from '../text/youth';
import { escapeMarkdown, friendlyName, hash } from './markdown';

export interface WriterContext {
  readonly chart: Chart;
  /** First name, friendly-cased and Markdown-escaped: safe to print. */
  readonly first: string;
  /** Full name, Markdown-escaped. */
  readonly fullName: string;
  /** First name, friendly-cased, unescaped: for plain-text titles only. */
  readonly firstPlain: string;
  readonly m: Readonly<Record<CoreKey, NumberMeaning>>;
  readonly seph: Readonly<Record<CoreKey, Sephirah & { text: SephirahText }>>;
  /** Stable seed: same person, same phrasing. */
  readonly seed: number;
  /**
   * The reader's stage on the reading's date (ADR 0613, 0850): under 18 the readings speak of school, friends and
   * growing up, never partners, money or careers; from 68, past working age, of the work of a life and of those
   * closest to them, never a career to choose or a partner to find, nor of the decades ahead.
   */
  readonly stage: LifeStage;
  /** A number's meaning in the words this reader is told (under 18: cooperation, school, friends; ADR 0613). */
  readonly meaning: (n: number) => NumberMeaning;
}

export type LifeStage = 'young' | 'adult' | 'old';

/** The age from which a reader is read as past working age (ADR 0850): most pension ages are 65 to 67. */
const LATER_LIFE_AGE = 68;

export function lifeStage(age: number): LifeStage {
  return age < 18 ? 'young' : age >= LATER_LIFE_AGE ? 'old' : 'adult';
}

type SephirahWithText = Sephirah & { text: SephirahText };
const KEYS: typeof CORE_KEYS = ['lifePath', 'expression', 'soulUrge', 'personality', 'birthday', 'maturity'];
/** Built once per number, not per reading: the tables never change. */
const SEPH_BY_NUMBER = new Map<number, SephirahWithText>();

function sephirahWithText(n: number): SephirahWithText {
  let s = SEPH_BY_NUMBER.get(n);
  if (!s) {
    const base = sephirahForNumber(n);
    s = { ...base, text: SEPHIRAH_TEXT[base.id] };
    SEPH_BY_NUMBER.set(n, s);
  }
  return s;
}

/** The name's printable forms, worked out once per parsed name (immutable, so shared; ADR 0620). */
interface NameForms {
  readonly first: string;
  readonly fullName: string;
  readonly firstPlain: string;
}
const NAME_FORMS = new WeakMap<Chart['name'], NameForms>();

function nameForms(chart: Chart): NameForms {
  let forms = NAME_FORMS.get(chart.name);
  if (!forms) {
    const firstPlain = friendlyName(chart.input.firstName);
    forms = { first: escapeMarkdown(firstPlain), fullName: escapeMarkdown(chart.input.name), firstPlain };
    NAME_FORMS.set(chart.name, forms);
  }
  return forms;
}

/** The meanings told to a reader at this stage of life (from 68: the work of a life, those closest, no earning). */
export function meaningsFor(stage: LifeStage): (n: number) => NumberMeaning {
  return stage === 'young' ? youthMeaningOf : stage === 'old' ? laterLifeMeaningOf : meaningOf;
}

export function makeContext(chart: Chart, extraSeed = ''): WriterContext {
  const stage = lifeStage(chart.pinnacles.age);
  const meaning = meaningsFor(stage);
  const m = {} as Record<CoreKey, NumberMeaning>;
  const seph = {} as Record<CoreKey, SephirahWithText>;
  for (const k of KEYS) {
    const n = chart.core[k].value;
    m[k] = meaning(n);
    seph[k] = sephirahWithText(n);
  }
  const { first, fullName, firstPlain } = nameForms(chart);
  return {
    chart,
    first,
    fullName,
    firstPlain,
    m,
    seph,
    seed: hash(`${chart.input.name}|${chart.input.dateOfBirth}|${extraSeed}`),
    stage,
    meaning,
  };
}
