/** Everything a writer needs about one person, looked up once from the chart. */
import type { Chart, CORE_KEYS } from '../chart';
import type { CoreKey } from '../core';
import { sephirahForNumber, type Sephirah } from '../kabbalah';
import { meaningOf, type NumberMeaning } from '../text/numbers';
import { SEPHIRAH_TEXT, type SephirahText } from '../text/sephirot';
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
}

export function makeContext(chart: Chart, extraSeed = ''): WriterContext {
  const keys: typeof CORE_KEYS = ['lifePath', 'expression', 'soulUrge', 'personality', 'birthday', 'maturity'];
  const m = {} as Record<CoreKey, NumberMeaning>;
  const seph = {} as Record<CoreKey, Sephirah & { text: SephirahText }>;
  for (const k of keys) {
    m[k] = meaningOf(chart.core[k].value);
    const s = sephirahForNumber(chart.core[k].value);
    seph[k] = { ...s, text: SEPHIRAH_TEXT[s.id] };
  }
  const firstPlain = friendlyName(chart.input.firstName);
  return {
    chart,
    first: escapeMarkdown(firstPlain),
    fullName: escapeMarkdown(chart.input.name),
    firstPlain,
    m,
    seph,
    seed: hash(`${chart.input.name}|${chart.input.dateOfBirth}|${extraSeed}`),
  };
}
