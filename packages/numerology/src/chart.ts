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
  return hebrewSpelling ? { name, dob, bornInMorning, hebrewSpelling } : { name, dob, bornInMorning };
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

/** The Hebrew birth date with its month letters and weekday ruler. */
function hebrewBirthInfo(dob: CalendarDate, bornInMorning: boolean): HebrewBirthInfo {
  const hb = hebrewBirth(dob, bornInMorning);
  const { certainty, beforeSunset, afterSunset, weekday, weekdayAfterSunset, steps } = hb;
  const month = monthInfo(beforeSunset);
  const rulerLetter = letterRef(letterOfPlanet(weekday.ruler));
  // Written out field by field, in the order of the spread it replaces (the JSON keeps its order): spreads
  // of optional parts were a third of this function's time.
  if (!afterSunset || !weekdayAfterSunset) return { certainty, beforeSunset, weekday, steps, month, rulerLetter };
  const rulerLetterAfterSunset = letterRef(letterOfPlanet(weekdayAfterSunset.ruler));
  return afterSunset.month.name !== beforeSunset.month.name
    ? {
        certainty,
        beforeSunset,
        afterSunset,
        weekday,
        weekdayAfterSunset,
        steps,
        month,
        monthAfterSunset: monthInfo(afterSunset),
        rulerLetter,
        rulerLetterAfterSunset,
      }
    : {
        certainty,
        beforeSunset,
        afterSunset,
        weekday,
        weekdayAfterSunset,
        steps,
        month,
        rulerLetter,
        rulerLetterAfterSunset,
      };
}

/** What a chart is made from: the validated person and the parts every reading needs. */
interface ChartSource {
  readonly name: ParsedName;
  readonly dob: CalendarDate;
  readonly bornInMorning: boolean;
  readonly asOf: string;
  readonly age: number;
  readonly parts: DateParts;
  readonly core: Record<CoreKey, DerivedNumber>;
  readonly work: NameWork;
  readonly personal: PersonalCycles;
  readonly hebrew: { readonly hebrewName: HebrewName; readonly kabbalahNumber: KabbalahNameNumber };
}

/**
 * A chart whose parts are worked out when first read, then kept: each reading prints only some of them
 * (the free report no pinnacles, sephirot, tree or method notes; a question no Hebrew date). A class, so
 * the getters live on the prototype (object literals with getters are built on a slow path and give
 * every object its own hidden class). `toJSON` writes every part, in the order of the `Chart` type, so
 * the JSON (CLI, stored charts) is the same as a chart built all at once. ADR 0621.
 */
class LazyChart implements Chart {
  readonly profile: Chart['profile'];
  readonly input: Chart['input'];
  readonly name: ParsedName;
  readonly dateParts: DateParts;
  readonly core: Readonly<Record<CoreKey, DerivedNumber>>;
  readonly karmicLessons: KarmicLessons;
  readonly personal: PersonalCycles;
  readonly hebrewName: HebrewNameInfo;
  readonly kabbalahNumber: KabbalahNameNumber;
  readonly #src: ChartSource;
  #karmicDebts: Chart['karmicDebts'] | undefined;
  #pinnacles: PinnaclesAndChallenges | undefined;
  #hebrewBirth: HebrewBirthInfo | undefined;
  #sephirot: Chart['sephirot'] | undefined;
  #treeOfLife: Chart['treeOfLife'] | undefined;
  #methodNotes: readonly MethodNote[] | undefined;

  constructor(src: ChartSource) {
    const { name, dob, bornInMorning } = src;
    this.profile = { id: CALCULATION_PROFILE.id, version: CALCULATION_PROFILE.version };
    this.input = {
      name: name.display,
      firstName: name.firstName,
      dateOfBirth: formatIsoDate(dob),
      bornInMorning,
      asOf: src.asOf,
    };
    this.name = name;
    this.dateParts = src.parts;
    this.core = src.core;
    this.karmicLessons = src.work.lessons;
    this.personal = src.personal;
    this.hebrewName = src.hebrew.hebrewName;
    this.kabbalahNumber = src.hebrew.kabbalahNumber;
    this.#src = src;
  }

  /** The same chart with other lights on its Tree of Life (a compatibility reading lights both people's). */
  withTreeOfLife(tree: Chart['treeOfLife']): LazyChart {
    const copy = new LazyChart(this.#src);
    copy.#karmicDebts = this.#karmicDebts;
    copy.#pinnacles = this.#pinnacles;
    copy.#hebrewBirth = this.#hebrewBirth;
    copy.#sephirot = this.#sephirot;
    copy.#methodNotes = this.#methodNotes;
    copy.#treeOfLife = tree;
    return copy;
  }

  get karmicDebts(): Chart['karmicDebts'] {
    if (!this.#karmicDebts) {
      const debts: Array<{ number: KarmicDebtNumber; in: CoreKey }> = [];
      for (const key of DEBT_KEYS) {
        const debt = this.core[key].karmicDebt;
        if (debt) debts.push({ number: debt, in: key });
      }
      this.#karmicDebts = debts;
    }
    return this.#karmicDebts;
  }

  get pinnacles(): PinnaclesAndChallenges {
    return (this.#pinnacles ??= pinnaclesAndChallenges(this.dateParts, this.core.lifePath, this.#src.age));
  }

  get hebrewBirth(): HebrewBirthInfo {
    return (this.#hebrewBirth ??= hebrewBirthInfo(this.#src.dob, this.#src.bornInMorning));
  }

  get sephirot(): Chart['sephirot'] {
    if (!this.#sephirot) {
      const sephirot = {} as Record<CoreKey, RulingSephirah>;
      for (const key of CORE_KEYS) sephirot[key] = rulingSephirah(this.core[key].value);
      this.#sephirot = sephirot;
    }
    return this.#sephirot;
  }

  get treeOfLife(): Chart['treeOfLife'] {
    if (!this.#treeOfLife) {
      const sephirot = this.sephirot;
      const litSephirot: SephirahId[] = [];
      for (const key of CORE_KEYS) {
        const id = sephirot[key].id;
        if (!litSephirot.includes(id)) litSephirot.push(id);
      }
      const hb = this.hebrewBirth;
      const litPaths: number[] = [];
      for (const p of [this.kabbalahNumber.letter.path, hb.month.letter.path, hb.rulerLetter.path]) {
        if (!litPaths.includes(p)) litPaths.push(p);
      }
      this.#treeOfLife = { sephirot: litSephirot, paths: litPaths };
    }
    return this.#treeOfLife;
  }

  get methodNotes(): readonly MethodNote[] {
    return (this.#methodNotes ??= methodNotes({
      dob: this.#src.dob,
      name: this.name,
      lifePath: this.core.lifePath,
      expression: this.core.expression,
      soulUrge: this.core.soulUrge,
      personality: this.core.personality,
      personalYear: this.personal.year,
      gematriaTotal: this.hebrewName.gematria.standard,
      kabbalahNumber: this.kabbalahNumber.value,
    }));
  }

  toJSON(): Chart {
    return {
      profile: this.profile,
      input: this.input,
      name: this.name,
      dateParts: this.dateParts,
      core: this.core,
      karmicDebts: this.karmicDebts,
      karmicLessons: this.karmicLessons,
      pinnacles: this.pinnacles,
      personal: this.personal,
      hebrewBirth: this.hebrewBirth,
      hebrewName: this.hebrewName,
      kabbalahNumber: this.kabbalahNumber,
      sephirot: this.sephirot,
      treeOfLife: this.treeOfLife,
      methodNotes: this.methodNotes,
    };
  }
}

const DEBT_KEYS = ['lifePath', 'expression', 'soulUrge', 'personality', 'birthday'] as const;

/** Builds the chart from already-validated input: the parts every reading prints now, the rest when read. */
export function buildChart(valid: ValidPerson, on: CalendarDate): Chart {
  const { name, dob, bornInMorning } = valid;
  const parts = dateParts(dob);
  const lp = lifePath(dob, parts);
  const work = nameWork(name);
  const { ex, su, pe } = work;
  const core: Record<CoreKey, DerivedNumber> = {
    lifePath: lp,
    expression: ex,
    soulUrge: su,
    personality: pe,
    birthday: birthday(dob),
    maturity: maturity(lp, ex),
  };
  const asOfIso = formatIsoDate(on);
  return new LazyChart({
    name,
    dob,
    bornInMorning,
    asOf: asOfIso,
    age: Math.max(0, yearsBetween(dob, on)),
    parts,
    core,
    work,
    personal: personalCycles(parts, on, asOfIso),
    // The name in Hebrew letters (the reader's spelling when given), its gematria, and the Kabbalah name number.
    hebrew: hebrewOf(work, name, valid.hebrewSpelling),
  });
}

/** `chart` with other lights on its Tree of Life, every other part shared. */
export function withTreeOfLife(chart: Chart, tree: Chart['treeOfLife']): Chart {
  return chart instanceof LazyChart ? chart.withTreeOfLife(tree) : { ...chart, treeOfLife: tree };
}
