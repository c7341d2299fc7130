/**
 * What the reading says about how the name was read: words left out (titles, suffixes), words read
 * through a romanization standard, words not counted, and the Hebrew spelling the reader can correct.
 * Never silent: every change to the typed name is said once, in plain words. `esc` escapes the reader's
 * own text for the output format (Markdown for readings).
 */
import type { Chart } from '../chart';
import { articleCounts, type ArticleCount } from '../names/arabic-article';
import { capitalise, escapeMarkdown, listJoin } from './markdown';

type Escape = (text: string) => string;

/** True when some typed letters did not count (other scripts), so "every letter" would be untrue. */
function someLettersUncounted(chart: Chart): boolean {
  return chart.name.notCounted.length > 0;
}

/** "every letter of your full name", or the honest version when some were not counted. */
export function lettersOfYourName(chart: Chart): string {
  return someLettersUncounted(chart) ? 'every counted letter of your name' : 'every letter of your full name';
}

/** A standard's description split at its first semicolon outside brackets: its name, then its advice (issue 23). */
function splitAdvice(standard: string): [string, string | undefined] {
  let depth = 0;
  for (let i = 0; i < standard.length; i++) {
    const c = standard[i];
    if (c === '(' || c === '（') depth++;
    else if (c === ')' || c === '）') depth--;
    else if (c === ';' && depth === 0) return [standard.slice(0, i), standard.slice(i + 1).trim()];
  }
  return [standard, undefined];
}

/** Sentences on how the name was read; empty when it was read exactly as typed. `whose` names the owner ("Dana's"). */
export function nameNotes(chart: Chart, esc: Escape, whose = 'your'): string[] {
  const { ignoredWords, romanized, notCounted, words } = chart.name;
  const notes: string[] = [];
  if (ignoredWords.length > 0) {
    const list = listJoin(ignoredWords.map(esc));
    notes.push(
      `${list} ${ignoredWords.length > 1 ? 'are' : 'is'} left out of the numbers, because titles and generational suffixes are not part of a birth name.`,
    );
  }
  // One sentence per standard, so a two-word Greek name names ELOT 743 once.
  const standards = [...new Set(romanized.map((r) => r.standard))].map(splitAdvice);
  standards.forEach(([name, advice], i) => {
    const read = romanized.filter((r) => splitAdvice(r.standard)[0] === name);
    const typed = listJoin(read.map((r) => esc(r.text)));
    const latin = listJoin(read.map((r) => r.latin));
    // The standard's name stays in the sentence; its advice, after a semicolon, is a sentence of its own, said once,
    // after the last sentence it belongs to (おおい and マリー, read under different notes, share one).
    const later = standards.slice(i + 1).some(([, other]) => other === advice);
    notes.push(
      `${typed} ${read.length > 1 ? 'were' : 'was'} read as ${latin} (by ${name}) and counted like Latin letters.${advice && !later ? ` ${capitalise(advice)}.` : ''}`,
    );
  });
  notes.push(...articleCounts(chart.name).map((a) => articleSentence(a, chart, esc, whose)));
  if (notCounted.length > 0) {
    const what =
      notCounted.length === 1
        ? `${esc(notCounted[0]?.text ?? '')}, in ${notCounted[0]?.script ?? ''}, was`
        : `${listJoin(notCounted.map((p) => esc(p.text)))}, in ${listJoin([...new Set(notCounted.map((p) => p.script))])}, were`;
    const counted = words.map((w) => esc(w.text)).join(' ');
    const reasons = [...new Set(notCounted.map((p) => p.reason))].join('; ');
    const kana = notCounted.some((p) => p.script === 'Japanese kanji') ? 'kana or ' : '';
    notes.push(
      `${what} not counted: ${reasons}, so ${whose} name numbers come from ${counted} alone. Typed in ${kana}Latin letters, ${notCounted.length > 1 ? 'those parts' : 'that part'} would be counted too.`,
    );
  }
  return notes;
}

/** "A, S and H": an article's counted letters one by one. */
const spelledOut = (letters: string): string => listJoin([...letters]);

/**
 * ash-Shami counted as typed, and what al-Shami would give (ADR 1302): the Hebrew spelling writes both אל-, so the
 * reader is told why the Latin letters differ from it and which numbers another spelling would move.
 */
function articleSentence(a: ArticleCount, chart: Chart, esc: Escape, whose: string): string {
  const { expression, personality } = chart.core;
  const moved = [
    a.expression === undefined ? '' : `${whose} Expression would be ${a.expression} rather than ${expression.value}`,
    a.personality === undefined ? '' : `${whose} Personality ${a.personality} rather than ${personality.value}`,
  ].filter((m) => m);
  const then = moved.length > 0 ? listJoin(moved) : `${whose} numbers would stay the same`;
  return `${esc(a.typed)} is counted as you typed it, with ${spelledOut(a.letters)} for the article (al- as it is said before ${a.sun.toLowerCase()}); typed ${esc(a.asAl)}, as Arabic writes the article and as the Hebrew spelling does, it would count A and L, and ${then}.`;
}

/** One sentence on the Hebrew spelling: ours (and how to correct it) or the reader's own. */
export function hebrewSpellingNote(chart: Chart): string {
  const hn = chart.hebrewName;
  if (hn.corrected) {
    return `The Hebrew spelling ${hn.text} is your own, so the gematria follows it${hn.suggestion !== hn.text ? ` (our suggestion was ${hn.suggestion})` : ''}.`;
  }
  // A name typed in Hebrew is spelled as the reader typed it: no suggestion was made.
  if (hn.words.every((w) => w.source === 'hebrew-input')) {
    return `The Hebrew spelling ${hn.text} is the one you typed, so the gematria follows it.`;
  }
  // Not opened with the Hebrew spelling: a sentence that starts right to left reads badly in English text.
  return `That spelling, ${hn.text}, is our suggestion, by sound and common usage; if your name is written differently in Hebrew, enter your spelling in the form and the gematria will follow it.`;
}

/**
 * The "how this was calculated" line for words read from another script: each word's Latin letters and the standard
 * with its convention (issue 23: passport Hepburn's unmarked long vowels are said here, where the working is).
 */
export function romanizedWorkingLine(chart: Chart): string | undefined {
  const { romanized } = chart.name;
  if (romanized.length === 0) return undefined;
  const groups = [...new Set(romanized.map((r) => r.standard))].map((standard) => {
    const read = romanized.filter((r) => r.standard === standard);
    return `${listJoin(read.map((r) => `${escapeMarkdown(r.text)} → ${r.latin}`))} (by ${splitAdvice(standard)[0]})`;
  });
  return `- **Names in other scripts:** ${groups.join('; ')}.`;
}

/** The "how this was calculated" line for an assimilated Arabic article: the letters counted for it (ADR 1302). */
export function articleWorkingLine(chart: Chart): string | undefined {
  const articles = articleCounts(chart.name);
  if (articles.length === 0) return undefined;
  const each = articles.map(
    (a) =>
      `${escapeMarkdown(a.typed)}: ${spelledOut(a.letters)} counted as typed, where ${escapeMarkdown(a.asAl)} would count A and L`,
  );
  return `- **The Arabic article:** ${each.join('; ')}.`;
}

/** The name notes as one Markdown paragraph (none when the name was read as typed). */
export function nameNotesParagraph(chart: Chart): string[] {
  const notes = nameNotes(chart, escapeMarkdown);
  return notes.length > 0 ? [notes.join(' ')] : [];
}
