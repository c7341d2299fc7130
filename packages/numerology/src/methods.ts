/**
 * Rival methods, computed only to be honest: where another common calculator would give this
 * person a different number, the reading says so with both results (reference §5).
 */
import type { CalendarDate } from './dates';
import { ALL_LETTERS, CONSONANTS, VOWELS, allDigitsOfDate, type DerivedNumber, type LetterFilter } from './core';
import type { NameLetter, ParsedName } from './name';
import { chainText, mod22, reduce } from './reduce';

function digitsOf(d: CalendarDate): number[] {
  return `${d.month}${d.day}${d.year}`.split('').map(Number);
}

export interface MethodAlternative {
  readonly method: string;
  readonly value: number;
  readonly how: string;
}

export interface MethodNote {
  readonly key: string;
  readonly label: string;
  readonly profileValue: number;
  readonly profileMethod: string;
  readonly alternatives: readonly MethodAlternative[];
}

function wholeName(name: ParsedName, filter: LetterFilter): { total: number; value: number } {
  let total = 0;
  for (const w of name.words) for (const l of w.letters) if (filter(l)) total += l.value;
  return { total, value: reduce(total).value };
}

function wordByWord(name: ParsedName, filter: LetterFilter): number {
  let total = 0;
  for (const w of name.words) {
    let s = 0;
    for (const l of w.letters) if (filter(l)) s += l.value;
    total += reduce(s).value;
  }
  return reduce(total).value;
}

function note(
  key: string,
  label: string,
  profileValue: number,
  profileMethod: string,
  alts: MethodAlternative[],
): MethodNote | null {
  const differing = alts.filter((a) => a.value !== profileValue);
  // Keep one entry per distinct value, first method wins.
  const seen = new Set<number>();
  const unique = differing.filter((a) => (seen.has(a.value) ? false : (seen.add(a.value), true)));
  return unique.length ? { key, label, profileValue, profileMethod, alternatives: unique } : null;
}

/** The rival life-path methods alone (what the free report prints), without the name alternatives. */
export function lifePathNote(dob: CalendarDate, lifePath: DerivedNumber): MethodNote | null {
  const allDigits = reduce(allDigitsOfDate(dob));
  const integerSum = reduce(dob.day + dob.month + dob.year);
  // Most dates agree with the profile's method: then no note, and no working text to write.
  if (allDigits.value === lifePath.value && integerSum.value === lifePath.value) return null;
  return note('lifePath', 'Life Path', lifePath.value, 'month, day and year reduced separately, then added', [
    {
      method: 'all digits added at once',
      value: allDigits.value,
      how: `every digit of the date added: ${digitsOf(dob).join(' + ')} = ${chainText(allDigits.chain)}`,
    },
    {
      method: 'day + month + year as whole numbers',
      value: integerSum.value,
      how: `${dob.day} + ${dob.month} + ${dob.year} = ${chainText(integerSum.chain)}`,
    },
  ]);
}

type NameArgs = { name: ParsedName; expression: DerivedNumber; soulUrge: DerivedNumber; personality: DerivedNumber };

const NAME_NOTES = new WeakMap<ParsedName, Array<MethodNote | null>>();

/** The Expression, Soul Urge and Personality notes: the name's own rival methods. */
function nameNotes(args: NameArgs): Array<MethodNote | null> {
  const { name } = args;
  const notes: Array<MethodNote | null> = [];
  const whole = (filter: LetterFilter) => wholeName(name, filter);
  const ex = whole(ALL_LETTERS);
  notes.push(
    note('expression', 'Expression', args.expression.value, 'each name reduced, then added', [
      {
        method: 'whole name added at once',
        value: ex.value,
        how: `all letters together: ${chainText(reduce(ex.total).chain)}`,
      },
    ]),
  );
  const hasY = name.words.some((w) => w.letters.some((l) => l.char === 'Y'));
  const yVowel = (l: NameLetter): boolean => (l.char === 'Y' ? true : l.vowel);
  const yConsonant = (l: NameLetter): boolean => (l.char === 'Y' ? false : l.vowel);
  const soulAlts: MethodAlternative[] = [];
  const persAlts: MethodAlternative[] = [];
  const su = whole(VOWELS);
  const pe = whole(CONSONANTS);
  if (su.total > 0)
    soulAlts.push({
      method: 'whole name added at once',
      value: su.value,
      how: `all vowels together: ${chainText(reduce(su.total).chain)}`,
    });
  if (pe.total > 0)
    persAlts.push({
      method: 'whole name added at once',
      value: pe.value,
      how: `all consonants together: ${chainText(reduce(pe.total).chain)}`,
    });
  if (hasY) {
    const suYv = wordByWord(name, yVowel);
    const suYc = wordByWord(name, yConsonant);
    const peYv = wordByWord(name, (l) => !yVowel(l));
    const peYc = wordByWord(name, (l) => !yConsonant(l));
    if (suYv > 0) soulAlts.push({ method: 'Y always a vowel', value: suYv, how: 'every Y counted with the vowels' });
    if (suYc > 0) soulAlts.push({ method: 'Y never a vowel', value: suYc, how: 'every Y counted with the consonants' });
    if (peYv > 0) persAlts.push({ method: 'Y always a vowel', value: peYv, how: 'every Y left out of the consonants' });
    if (peYc > 0) persAlts.push({ method: 'Y never a vowel', value: peYc, how: 'every Y counted with the consonants' });
  }
  notes.push(note('soulUrge', 'Soul Urge', args.soulUrge.value, 'vowels of each name reduced, then added', soulAlts));
  notes.push(
    note('personality', 'Personality', args.personality.value, 'consonants of each name reduced, then added', persAlts),
  );
  return notes;
}

export function methodNotes(args: {
  dob: CalendarDate;
  name: ParsedName;
  lifePath: DerivedNumber;
  expression: DerivedNumber;
  soulUrge: DerivedNumber;
  personality: DerivedNumber;
  personalYear: DerivedNumber;
  gematriaTotal: number;
  kabbalahNumber: number;
}): MethodNote[] {
  const { dob, name } = args;
  const notes: Array<MethodNote | null> = [];
  notes.push(lifePathNote(dob, args.lifePath));
  // The name's notes depend on the name alone (its numbers too): worked out once per parsed name.
  let byName = NAME_NOTES.get(name);
  if (!byName) NAME_NOTES.set(name, (byName = nameNotes(args)));
  notes.push(...byName);
  if (args.personalYear.master) {
    notes.push(
      note('personalYear', 'Personal Year', args.personalYear.value, 'master numbers kept', [
        {
          method: 'master numbers reduced',
          value: reduce(args.personalYear.value, false).value,
          how: `${args.personalYear.value} reduced to one digit`,
        },
      ]),
    );
  }
  notes.push(
    note('kabbalahNumber', 'Kabbalah name number', args.kabbalahNumber, 'digit sums until 22 or less', [
      {
        method: 'remainder after dividing by 22',
        value: mod22(args.gematriaTotal),
        // In words, not "1043 mod 22 = 9" (issue 23).
        how: `${args.gematriaTotal} divided by 22 leaves ${args.gematriaTotal % 22 === 0 ? 'nothing, read as 22' : args.gematriaTotal % 22}`,
      },
    ]),
  );
  return notes.filter((n): n is MethodNote => n !== null);
}
