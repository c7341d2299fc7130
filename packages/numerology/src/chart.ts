/** computeChart: every number of a person's chart, with the working, under CALCULATION_PROFILE. */
import {
  CONSONANTS,
  VOWELS,
  ALL_LETTERS,
  birthday,
  dateParts,
  karmicLessons,
  lifePath,
  maturity,
  nameNumber,
  personalCycles,
  pinnaclesAndChallenges,
  type CoreKey,
  type DateParts,
  type DerivedNumber,
  type KarmicLessons,
  type PersonalCycles,
  type PinnaclesAndChallenges,
} from './core';
import { formatIsoDate, yearsBetween, type CalendarDate } from './dates';
import type { GematriaResult } from './gematria';
import { hebrewBirth, monthLetter, type HebrewBirth, type HebrewDate } from './hebrew-calendar';
import { letterForNumber, sephirahForNumber, type SephirahId } from './kabbalah';
import { letterOfPlanet, type HebrewLetter } from './letters';
import { methodNotes, type MethodNote } from './methods';
import type { ParsedName } from './name';
import { CALCULATION_PROFILE } from './profile';
import { chainText, mod22, reduceTo22, type KarmicDebtNumber } from './reduce';
import { hebrewNameOf, type HebrewName, type HebrewWord } from './transliterate';
import {
  validateBirthDate,
  validateBornInMorning,
  validateDate,
  validateHebrewSpelling,
  validateName,
} from './validate';

export interface PersonInput {
  name: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  bornInMorning: boolean;
  /** The reader's own Hebrew spelling of the name; replaces the product's suggestion in the gematria. */
  hebrewName?: string | undefined;
}

export interface LetterRef {
  readonly index: number;
  readonly char: string;
  readonly name: string;
  readonly value: number;
  readonly letterClass: string;
  readonly attribution: string;
  readonly path: number;
  /** The two sephirot this letter's path joins. */
  readonly connects: readonly [SephirahId, SephirahId];
  readonly trump: { readonly number: number; readonly name: string };
  readonly leviArcanum: { readonly number: number; readonly name: string };
}

export interface MonthInfo {
  readonly name: string;
  readonly hebrew: string;
  readonly sign: string;
  readonly faculty: string;
  readonly letter: LetterRef;
}

export interface HebrewBirthInfo extends HebrewBirth {
  readonly month: MonthInfo;
  /** Present when a birth after sunset would fall in another Hebrew month. */
  readonly monthAfterSunset?: MonthInfo;
  readonly rulerLetter: LetterRef;
  readonly rulerLetterAfterSunset?: LetterRef;
}

export interface KabbalahNameNumber {
  /** 1-22: the name's gematria reduced by digit sums until it is 22 or less. */
  readonly value: number;
  readonly chain: readonly number[];
  readonly letter: LetterRef;
  /** The rival rule (gematria mod 22), reported in the reading when it differs. */
  readonly mod22: number;
  readonly steps: readonly string[];
}

export interface HebrewNameInfo {
  readonly words: readonly HebrewWord[];
  /** The spelling the gematria used: the reader's, when they corrected it, else the suggestion. */
  readonly text: string;
  /** The product's suggestion by sound and common usage (shown even when the reader corrected it). */
  readonly suggestion: string;
  readonly corrected: boolean;
  readonly gematria: GematriaResult;
  readonly steps: readonly string[];
}

export interface RulingSephirah {
  readonly number: number;
  readonly id: SephirahId;
  readonly name: string;
}

export interface Chart {
  readonly profile: { readonly id: string; readonly version: string };
  readonly input: {
    readonly name: string;
    readonly firstName: string;
    readonly dateOfBirth: string;
    readonly bornInMorning: boolean;
    readonly asOf: string;
  };
  readonly name: ParsedName;
  readonly dateParts: DateParts;
  readonly core: Readonly<Record<CoreKey, DerivedNumber>>;
  readonly karmicDebts: ReadonlyArray<{ readonly number: KarmicDebtNumber; readonly in: CoreKey }>;
  readonly karmicLessons: KarmicLessons;
  readonly pinnacles: PinnaclesAndChallenges;
  readonly personal: PersonalCycles;
  readonly hebrewBirth: HebrewBirthInfo;
  readonly hebrewName: HebrewNameInfo;
  readonly kabbalahNumber: KabbalahNameNumber;
  /** The sephirah that rules each core number. */
  readonly sephirot: Readonly<Record<CoreKey, RulingSephirah>>;
  /** What the web app lights up on its Tree of Life drawing. */
  readonly treeOfLife: { readonly sephirot: readonly SephirahId[]; readonly paths: readonly number[] };
  readonly methodNotes: readonly MethodNote[];
}

export const CORE_KEYS: readonly CoreKey[] = [
  'lifePath',
  'expression',
  'soulUrge',
  'personality',
  'birthday',
  'maturity',
];

// Letters and months never change: one frozen reference each, shared by every chart.
const LETTER_REFS = new Map<number, LetterRef>();
const MONTH_INFOS = new Map<string, MonthInfo>();

function letterRef(l: HebrewLetter): LetterRef {
  const known = LETTER_REFS.get(l.index);
  if (known) return known;
  const ref: LetterRef = Object.freeze({
    index: l.index,
    char: l.char,
    name: l.name,
    value: l.value,
    letterClass: l.letterClass,
    attribution: l.attribution,
    path: l.path,
    connects: l.connects as readonly [SephirahId, SephirahId],
    trump: l.trump,
    leviArcanum: l.leviArcanum,
  });
  LETTER_REFS.set(l.index, ref);
  return ref;
}

function monthInfo(d: HebrewDate): MonthInfo {
  const known = MONTH_INFOS.get(d.month.name);
  if (known) return known;
  const info: MonthInfo = Object.freeze({
    name: d.month.name,
    hebrew: d.month.hebrew,
    sign: d.month.sign,
    faculty: d.month.faculty,
    letter: letterRef(monthLetter(d.month)),
  });
  MONTH_INFOS.set(d.month.name, info);
  return info;
}

const RULING = new Map<number, RulingSephirah>();

function rulingSephirah(n: number): RulingSephirah {
  let r = RULING.get(n);
  if (!r) {
    const s = sephirahForNumber(n);
    r = Object.freeze({ number: n, id: s.id, name: s.name });
    RULING.set(n, r);
  }
  return r;
}

/** Validated inputs, shared by every entry point. */
export interface ValidPerson {
  readonly name: ParsedName;
  readonly dob: CalendarDate;
  readonly bornInMorning: boolean;
  readonly hebrewSpelling?: string | undefined;
}

export function validatePerson(person: PersonInput, reference: CalendarDate, referenceLabel: string): ValidPerson {
  if (typeof person !== 'object' || person === null) throw new TypeError('person must be an object');
  const name = validateName(person.name);
  const dob = validateBirthDate(person.dateOfBirth, reference, referenceLabel);
  const bornInMorning = validateBornInMorning(person.bornInMorning);
  const hebrewSpelling = validateHebrewSpelling(person.hebrewName);
  return { name, dob, bornInMorning, ...(hebrewSpelling ? { hebrewSpelling } : {}) };
}

export function computeChart(person: PersonInput, asOf: string): Chart {
  const on = validateDate('asOf', asOf, 'reading date');
  const valid = validatePerson(person, on, `the reading date ${formatIsoDate(on)}`);
  return buildChart(valid, on);
}

/** Everything that depends on the name alone, worked out once per parsed name (immutable, so shared). */
interface NameWork {
  readonly ex: DerivedNumber;
  readonly su: DerivedNumber;
  readonly pe: DerivedNumber;
  readonly lessons: KarmicLessons;
  /** By the reader's Hebrew spelling ('' for the suggested one). */
  readonly hebrew: Map<string, { hebrewName: HebrewName; kabbalahNumber: KabbalahNameNumber }>;
}
const NAME_WORK = new WeakMap<ParsedName, NameWork>();

function nameWork(name: ParsedName): NameWork {
  let work = NAME_WORK.get(name);
  if (!work) {
    work = {
      ex: nameNumber('expression', name, ALL_LETTERS, 'letters'),
      su: nameNumber('soulUrge', name, VOWELS, 'vowels'),
      pe: nameNumber('personality', name, CONSONANTS, 'consonants'),
      lessons: karmicLessons(name),
      hebrew: new Map(),
    };
    NAME_WORK.set(name, work);
  }
  return work;
}

function hebrewOf(work: NameWork, name: ParsedName, spelling: string | undefined) {
  let found = work.hebrew.get(spelling ?? '');
  if (!found) {
    const hebrewName = hebrewNameOf(name, spelling);
    const gem = hebrewName.gematria;
    const k = reduceTo22(gem.standard);
    const kLetter = letterForNumber(k.value);
    const kabbalahNumber: KabbalahNameNumber = {
      value: k.value,
      chain: k.chain,
      letter: letterRef(kLetter),
      mod22: mod22(gem.standard),
      steps: [
        `Reduce ${gem.standard} by digit sums until it is 22 or less: ${chainText(k.chain)}.`,
        `${k.value} is the letter ${kLetter.name} (${kLetter.char}), path ${kLetter.path} on the Tree of Life, trump ${kLetter.trump.number} ${kLetter.trump.name}.`,
      ],
    };
    found = { hebrewName, kabbalahNumber };
    // A few spellings per name at most (the reader corrects one suggestion); keep the map small regardless.
    if (work.hebrew.size > 8) work.hebrew.clear();
    work.hebrew.set(spelling ?? '', found);
  }
  return found;
}

/** Builds the chart from already-validated input. */
export function buildChart(valid: ValidPerson, on: CalendarDate): Chart {
  const { name, dob, bornInMorning } = valid;
  const parts = dateParts(dob);
  const lp = lifePath(dob, parts);
  const work = nameWork(name);
  const { ex, su, pe } = work;
  const bd = birthday(dob);
  const ma = maturity(lp, ex);
  const core: Record<CoreKey, DerivedNumber> = {
    lifePath: lp,
    expression: ex,
    soulUrge: su,
    personality: pe,
    birthday: bd,
    maturity: ma,
  };
  const karmicDebts: Array<{ number: KarmicDebtNumber; in: CoreKey }> = [];
  for (const key of ['lifePath', 'expression', 'soulUrge', 'personality', 'birthday'] as const) {
    const debt = core[key].karmicDebt;
    if (debt) karmicDebts.push({ number: debt, in: key });
  }
  const asOfIso = formatIsoDate(on);
  const age = Math.max(0, yearsBetween(dob, on));
  const personal = personalCycles(parts, on, asOfIso);

  // Hebrew birth date, month letter and weekday ruler.
  const hb = hebrewBirth(dob, bornInMorning);
  const month = monthInfo(hb.beforeSunset);
  const monthAfter =
    hb.afterSunset && hb.afterSunset.month.name !== hb.beforeSunset.month.name ? monthInfo(hb.afterSunset) : undefined;
  const hebrewBirthInfo: HebrewBirthInfo = {
    ...hb,
    month,
    ...(monthAfter ? { monthAfterSunset: monthAfter } : {}),
    rulerLetter: letterRef(letterOfPlanet(hb.weekday.ruler)),
    ...(hb.weekdayAfterSunset
      ? { rulerLetterAfterSunset: letterRef(letterOfPlanet(hb.weekdayAfterSunset.ruler)) }
      : {}),
  };

  // The name in Hebrew letters (the reader's spelling when given), its gematria, and the Kabbalah name number.
  const { hebrewName, kabbalahNumber } = hebrewOf(work, name, valid.hebrewSpelling);
  const gem = hebrewName.gematria;
  const k = kabbalahNumber;
  const kLetter = kabbalahNumber.letter;

  const sephirot = {} as Record<CoreKey, RulingSephirah>;
  for (const key of CORE_KEYS) sephirot[key] = rulingSephirah(core[key].value);

  const litSephirot: SephirahId[] = [];
  for (const key of CORE_KEYS) {
    const id = sephirot[key].id;
    if (!litSephirot.includes(id)) litSephirot.push(id);
  }
  const litPaths: number[] = [];
  for (const p of [kLetter.path, month.letter.path, hebrewBirthInfo.rulerLetter.path]) {
    if (!litPaths.includes(p)) litPaths.push(p);
  }

  let notes: readonly MethodNote[] | undefined;
  return {
    profile: { id: CALCULATION_PROFILE.id, version: CALCULATION_PROFILE.version },
    input: {
      name: name.display,
      firstName: name.firstName,
      dateOfBirth: formatIsoDate(dob),
      bornInMorning,
      asOf: asOfIso,
    },
    name,
    dateParts: parts,
    core,
    karmicDebts,
    karmicLessons: work.lessons,
    pinnacles: pinnaclesAndChallenges(parts, lp, age),
    personal,
    hebrewBirth: hebrewBirthInfo,
    hebrewName,
    kabbalahNumber,
    sephirot,
    treeOfLife: { sephirot: litSephirot, paths: litPaths },
    // Worked out only when read: the free report prints none of them (it asks for lifePathNote alone).
    get methodNotes(): readonly MethodNote[] {
      return (notes ??= methodNotes({
        dob,
        name,
        lifePath: lp,
        expression: ex,
        soulUrge: su,
        personality: pe,
        personalYear: personal.year,
        gematriaTotal: gem.standard,
        kabbalahNumber: k.value,
      }));
    },
  };
}
