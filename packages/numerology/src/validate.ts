/** Input checks. Every refusal is a NumerologyInputError naming the field, in plain words. */
import { compareDates, type CalendarDate, parseIsoDate } from './dates';
import { NumerologyInputError, type NumerologyInputField } from './errors';
import { BoundedMemo } from './memo';
import { parseName, type ParsedName } from './name';
import { listJoin } from './write/markdown';

const NAME_MAX_LENGTH = 200;
const QUESTION_MIN_LENGTH = 3;
export const QUESTION_MAX_LENGTH = 500;
/** Past the answerable length a question is still read for the help it may need (ADR 0999). */
const QUESTION_SCREEN_MAX_LENGTH = 2000;
/** The runtime's Hebrew calendar (ICU) is exact for these dates; tested against fixed dates of 1800. */
const EARLIEST_DATE = '1800-01-01';
const EARLIEST: CalendarDate = { year: 1800, month: 1, day: 1 };
const HEBREW_SPELLING_MAX_LENGTH = 200;
/** Hebrew letters (with finals), spaces, the geresh (׳ or '), gershayim and the maqaf or hyphen between words. */
const HEBREW_SPELLING = /^[\u05D0-\u05EA\u05F3\u05F4'"\u05BE\- ]+$/u;

/** Names already read (parsed names are immutable): the same name is parsed once, not once per reading. */
const KNOWN_NAMES = new BoundedMemo<string, ParsedName>(2000);

export function validateName(name: unknown): ParsedName {
  const known = typeof name === 'string' ? KNOWN_NAMES.get(name) : undefined;
  if (known) return known;
  if (typeof name !== 'string' || name.trim().length === 0) {
    throw new NumerologyInputError('name', 'Please enter a name.');
  }
  if ([...name.trim()].length > NAME_MAX_LENGTH) {
    throw new NumerologyInputError('name', `The name is longer than ${NAME_MAX_LENGTH} characters.`);
  }
  if (!/\p{L}/u.test(name)) {
    throw new NumerologyInputError('name', 'The name has no letters.');
  }
  const parsed = parseName(name);
  if (parsed.words.length === 0) {
    // Say which part could not be read and why, so the reader knows what to type instead.
    // Parts of one script and reason are named together, the reason said once (山田 and 花子, Japanese kanji: …).
    const groups = new Map<string, { texts: string[]; script: string; reason: string }>();
    for (const p of parsed.notCounted) {
      const key = `${p.script}\u0000${p.reason}`;
      const group = groups.get(key) ?? { texts: [], script: p.script, reason: p.reason };
      group.texts.push(p.text);
      groups.set(key, group);
    }
    const parts = [...groups.values()].map((g) => `${listJoin(g.texts)} (${g.script}: ${g.reason})`).join('; ');
    throw new NumerologyInputError(
      'name',
      `No part of the name could be read${parts ? `: ${parts}` : ''}. Please type it in Latin letters${parsed.notCounted.some((p) => p.script === 'Japanese kanji') ? ', or give the kanji their reading' : ''}.`,
    );
  }
  return KNOWN_NAMES.set(name, parsed);
}

export function validateDate(field: NumerologyInputField, value: unknown, label: string): CalendarDate {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new NumerologyInputError(field, `Please give the ${label} as YYYY-MM-DD.`);
  }
  const d = parseIsoDate(value.trim());
  if (!d) {
    throw new NumerologyInputError(
      field,
      `The ${label} "${value.slice(0, 20)}" is not a real calendar date (expected YYYY-MM-DD).`,
    );
  }
  if (compareDates(d, EARLIEST) < 0) {
    throw new NumerologyInputError(
      field,
      `The ${label} is before ${EARLIEST_DATE}, which this reading does not cover.`,
    );
  }
  return d;
}

/** Date of birth: a real date, not before 1800-01-01 and not after the reference date. */
export function validateBirthDate(value: unknown, reference: CalendarDate, referenceLabel: string): CalendarDate {
  const dob = validateDate('dateOfBirth', value, 'date of birth');
  if (compareDates(dob, reference) > 0) {
    throw new NumerologyInputError('dateOfBirth', `The date of birth is in the future (after ${referenceLabel}).`);
  }
  return dob;
}

export function validateQuestion(question: unknown): string {
  if (typeof question !== 'string') throw new NumerologyInputError('question', 'Please write a question.');
  const q = question.trim().replace(/\s+/gu, ' ');
  const length = [...q].length;
  if (length < QUESTION_MIN_LENGTH) {
    throw new NumerologyInputError(
      'question',
      `The question is too short (at least ${QUESTION_MIN_LENGTH} characters).`,
    );
  }
  if (length > QUESTION_SCREEN_MAX_LENGTH) throwTooLong();
  if (!/\p{L}/u.test(q)) throw new NumerologyInputError('question', 'The question has no words.');
  return q;
}

/** A question the engine may answer, or refuse for its length: one only read for the help it needs may be longer. */
export function checkAnswerableLength(question: string): void {
  if ([...question].length > QUESTION_MAX_LENGTH) throwTooLong();
}

function throwTooLong(): never {
  throw new NumerologyInputError('question', `The question is longer than ${QUESTION_MAX_LENGTH} characters.`);
}

export function validateBornInMorning(value: unknown): boolean {
  // The server passes a boolean; anything else would silently change the Hebrew date.
  if (typeof value !== 'boolean')
    throw new NumerologyInputError('dateOfBirth', 'Please say whether the birth was in the morning.');
  return value;
}

/**
 * The reader's own Hebrew spelling of their name, when they corrected ours: Hebrew letters only (niqqud
 * is dropped, it carries no value), with spaces, geresh and maqaf. Undefined when none was given.
 */
export function validateHebrewSpelling(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new NumerologyInputError('hebrewName', 'The Hebrew spelling must be text.');
  const text = value
    .normalize('NFC')
    .replace(/[\u0591-\u05C7]/gu, '')
    .trim()
    .replace(/\s+/gu, ' ');
  if (text === '') return undefined;
  if ([...text].length > HEBREW_SPELLING_MAX_LENGTH) {
    throw new NumerologyInputError(
      'hebrewName',
      `The Hebrew spelling is longer than ${HEBREW_SPELLING_MAX_LENGTH} characters.`,
    );
  }
  if (!HEBREW_SPELLING.test(text) || !/[\u05D0-\u05EA]/u.test(text)) {
    throw new NumerologyInputError('hebrewName', 'The Hebrew spelling may use only Hebrew letters and spaces.');
  }
  return text;
}
