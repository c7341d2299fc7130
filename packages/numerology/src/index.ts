/**
 * @app/numerology: the Kabbalistic numerology reading engine.
 * Pure and deterministic: no I/O, no clock (callers pass `asOf` / `askedOn` as YYYY-MM-DD).
 */
export { CALCULATION_PROFILE, PROFILE_RULES } from './profile';
export { NumerologyInputError, type NumerologyInputField } from './errors';
export {
  computeChart,
  CORE_KEYS,
  type Chart,
  type PersonInput,
  type LetterRef,
  type MonthInfo,
  type HebrewBirthInfo,
  type KabbalahNameNumber,
  type HebrewNameInfo,
  type RulingSephirah,
} from './chart';
export { writeSimpleReport, writeComprehensiveReport, answerQuestion, type Reading, type Highlight } from './reading';
export {
  writeCompatibilityReading,
  compatibilityOf,
  type Compatibility,
  type CompatibilityReading,
  type NumberPair,
} from './compatibility';
export type { CoreKey, DerivedNumber, KarmicLessons, Period, PinnaclesAndChallenges, PersonalCycles } from './core';
export { SEPHIROT, TREE_PATHS, sephirahForNumber, type Sephirah, type SephirahId, type TreePath } from './kabbalah';
export { HEBREW_LETTERS, type HebrewLetter } from './letters';
export { monthName } from './dates';
export { toHebrewDate, hebrewBirth, hebrewMonths, type HebrewDate, type HebrewMonth } from './hebrew-calendar';
export { gematria, type GematriaResult } from './gematria';
export {
  screenQuestion,
  understandQuestion,
  type QuestionScreen,
  type QuestionUnderstanding,
} from './questions/understand';
export { classifyQuestion, type QuestionClass, type QuestionSafety, type UnsafeClass } from './questions/classify';
export { TOPICS, type TopicId } from './text/topics';
export type { MethodNote, MethodAlternative } from './methods';
export { escapeMarkdown, countWords } from './write/markdown';
