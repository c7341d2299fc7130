/**
 * The calculation profile: every point on which numerology calculators disagree, fixed once,
 * named and versioned. Each reading stores `id` and `version`, so a reading can be reproduced and
 * re-rendered when a method changes. See docs/decisions/0100-numerology-calculation-profile.md.
 * Bump `version` whenever any rule below changes a number (major) or a reading's words change (patch):
 * saved readings say which version wrote them, and test/profile-version.test.ts holds a fingerprint of
 * each version's numbers and words (ADR 0112).
 */
export const CALCULATION_PROFILE = {
  id: 'kabbalah-pythagorean-gd',
  version: '23.0.0',
  description:
    'Pythagorean letter values (A=1 … I=9, cycling); Decoz method: names reduced word by word, ' +
    'life path from the reduced month, day and year; master numbers 11, 22 and 33 kept in core numbers ' +
    'and personal cycles, reduced in challenges; Y is a vowel unless it opens a word before a vowel or ' +
    'follows a vowel; W is a consonant; karmic debt 13/14/16/19 read from the reduction chain of each core number; ' +
    'karmic lessons over 1–9; pinnacles end at 36 minus the single-digit life path; personal year by calendar year. ' +
    'Hyphenated names count as one name; titles and generational suffixes are left out; letters of other scripts ' +
    'are read through a named standard, then counted: Cyrillic ICAO Doc 9303, Greek ELOT 743, Arabic ALA-LC, ' +
    'Persian UNGEGN, Chinese Hanyu Pinyin, Japanese kana passport Hepburn (long vowels unmarked, たろう TARO, おおい OI, マリー MARI; ん before b, m, p as M; kanji only by a reading given in brackets; a name ' +
    'in hanzi typed as one word that opens with a common Japanese family name is taken as Japanese, one of four ' +
    'opening with two common Chinese family names as Chinese, as is one whose first word typed apart is two of them, ' +
    'unless they are together a Japanese family name or the name ends as Japanese given names do, in 子, 郎, 介 or 助; ' +
    'a name with a character only Simplified Chinese writes, such as 华, is Chinese), ' +
    'Korean Revised Romanization, Indic scripts IAST, Tamil and Malayalam ISO 15919, Georgian national 2002, ' +
    'Armenian BGN/PCGN 1981, Thai RTGS, Amharic BGN/PCGN 1967; a script with no reading is not counted, and the ' +
    'reading says so. Hebrew letters typed in a name take mispar katan values (ת = 4). ' +
    "Hebrew: the name spelled in Hebrew letters (the reader's own spelling, typed Hebrew as given, traditional spellings " +
    'of names of Hebrew origin, common Israeli spellings of other known names, otherwise a documented transliteration by sound; ' +
    'a name typed in Greek or Cyrillic letters by how it is said, not by its passport letters: Γιώργος יורגוס, Юлия יוליה), standard gematria (finals keep their ordinary value), reduced by ' +
    'digit sums until it is 22 or less to give the Kabbalah name number; Golden Dawn paths 11–32 and trumps ' +
    '(Fool on Aleph). Hebrew dates from the runtime Hebrew calendar; a day begins at sunset.',
} as const satisfies { readonly id: string; readonly version: string; readonly description: string };

/** The rules as data, for the "how this was calculated" view and the JSON output. */
export const PROFILE_RULES = {
  letterTable: 'pythagorean',
  nameReduction: 'word-by-word',
  masterNumbers: [11, 22, 33],
  lifePathMethod: 'reduce-month-day-year-then-add',
  yRule: 'vowel-unless-word-initial-before-vowel-or-after-vowel',
  wRule: 'consonant',
  hebrewLettersInLatinTables: 'mispar-katan (standard value reduced to one digit); vowels = matres lectionis א ה ו י',
  diacritics: 'stripped (é = e); ß = ss, æ = ae, œ = oe, ø = o, ł = l, đ/ð = d, þ = th',
  ignoredWords:
    'titles (Mr, Mrs, Ms, Miss, Mx, Dr, Prof, Rev, Sir, …) before a name and generational or degree suffixes (Jr, Sr, II, III, IV, 2nd, 3rd, Esq, PhD) after it',
  hyphenatedNames: 'one name (Mary-Kate is counted and addressed whole)',
  otherScripts:
    'read through a named romanization standard, then counted (Cyrillic ICAO 9303, Greek ELOT 743, Arabic ALA-LC, Persian UNGEGN, Chinese Hanyu Pinyin, kana Hepburn, kanji by the reading given, Korean RR, Indic IAST, Tamil and Malayalam ISO 15919, Georgian 2002, Armenian BGN/PCGN, Thai RTGS, Amharic BGN/PCGN); a script with no reading is not counted and is named in the reading',
  karmicDebt: [13, 14, 16, 19],
  karmicDebtScope:
    'any value in the final reduction chain of life path, expression, soul urge, personality and birthday',
  karmicLessonRange: [1, 9],
  pinnacleFirstEnds: '36 - single-digit life path',
  personalYear: 'calendar-year; personal month and day add the raw calendar month and day',
  hebrewSpelling:
    "the reader's spelling > typed Hebrew > traditional spelling (Hebrew-origin names) > common Israeli spelling > transliteration by sound",
  gematria: 'mispar hechrechi (finals = ordinary value); mispar gadol shown alongside',
  oneToTwentyTwo: 'digit-sum while greater than 22',
  treeOfLife: 'Golden Dawn (Kircher) tree, paths numbered 11–32',
  tarot: 'Golden Dawn (Fool on Aleph, Strength on Tet, Justice on Lamed)',
  numberToSephirah: '1–9 → sephirah of that number; 11 → Da’at; 22 → Malkuth; 33 → Tiphareth',
  hebrewDayBoundary: 'sunset',
} as const;
