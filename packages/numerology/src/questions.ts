/** Recognises what a question is about (topic) and how it is asked (yes/no, when, open). */
import { TOPICS, type Topic, type TopicId, topicById } from './text/topics';
import { parseQuestion, type QuestionKind } from './questions/parse';

export type QuestionForm = 'yes-no' | 'when' | 'open';

export interface QuestionAnalysis {
  readonly topic: Topic;
  readonly form: QuestionForm;
  /** The finer kind (should I, will it last, what does it mean...), independent of any date. */
  readonly kind: QuestionKind;
  /** Keywords that decided the topic (for the "how this was read" note and for tests). */
  readonly matched: readonly string[];
  /** A second subject topic, if the question touches two (e.g. work and money). */
  readonly secondary?: Topic;
}

const YES_NO_OPENERS = new Set([
  'should',
  'will',
  'is',
  'am',
  'are',
  'can',
  'could',
  'would',
  'do',
  'does',
  'did',
  'shall',
  'may',
  'might',
  'must',
  'has',
  'have',
  'was',
  'were',
  'isnt',
  'wont',
  'cant',
  'shouldnt',
  'dont',
  'doesnt',
]);
const LOVE_PHRASES =
  / (the one|my soulmate|soul mate|love me|loves me|feel about me|feels about me|into me|right for me|meant to be|meant for me|back together|get together|ask (him|her) out|fall in love|falling in love) /;
const FALLBACK: ReadonlySet<TopicId> = new Set(['timing', 'decision', 'general']);

function questionWords(question: string): string[] {
  return question
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length > 0);
}

function matches(word: string, keyword: string): boolean {
  const k = keyword.startsWith('~') ? keyword.slice(1) : keyword;
  return k.endsWith('*') ? word.startsWith(k.slice(0, -1)) : word === k;
}

export function analyseQuestion(question: string): QuestionAnalysis {
  const words = questionWords(question);
  const first = words[0] ?? '';
  const joined = ` ${words.join(' ')} `;
  const form: QuestionForm =
    words.includes('when') ||
    joined.includes(' how long ') ||
    joined.includes(' what time ') ||
    joined.includes(' which month ') ||
    joined.includes(' which year ')
      ? 'when'
      : YES_NO_OPENERS.has(first) || joined.includes(' or not ')
        ? 'yes-no'
        : 'open';
  // The kind does not depend on the asking date; any date will do for it.
  const kind = parseQuestion(question, { year: 2000, month: 1, day: 1 }).kind;
  const scores: Array<{ topic: Topic; score: number; hits: string[] }> = [];
  for (const topic of TOPICS) {
    const hits: string[] = [];
    let score = 0;
    for (const w of words) {
      const k = topic.keywords.find((kw) => matches(w, kw));
      if (k === undefined) continue;
      hits.push(w);
      score += k.startsWith('~') ? 0.5 : 1;
    }
    scores.push({ topic, score, hits });
  }
  // A question about "the one", or whether someone loves the asker, is a love question whatever its words.
  if (LOVE_PHRASES.test(joined)) {
    const love = scores.find((x) => x.topic.id === 'love');
    if (love) love.score += 2;
  }
  // Subject topics win over the fallbacks; ties keep the order of TOPICS (love first).
  const subjects = scores.filter((s) => !FALLBACK.has(s.topic.id) && s.score > 0).sort((a, b) => b.score - a.score);
  const best = subjects[0];
  if (best) {
    const second = subjects[1];
    return { topic: best.topic, form, kind, matched: best.hits, ...(second ? { secondary: second.topic } : {}) };
  }
  if (form === 'when') return { topic: topicById('timing'), form, kind, matched: ['when'] };
  const timing = scores.find((s) => s.topic.id === 'timing');
  if (timing && timing.score > 0 && form !== 'yes-no') return { topic: timing.topic, form, kind, matched: timing.hits };
  const decision = scores.find((s) => s.topic.id === 'decision');
  if (form === 'yes-no' || (decision && decision.score > 0)) {
    return { topic: topicById('decision'), form, kind, matched: decision?.hits ?? [] };
  }
  return { topic: topicById('general'), form, kind, matched: [] };
}
