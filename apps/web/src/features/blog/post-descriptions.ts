/** The blog grid's one-line descriptions, by post id (kept out of the footer's first-load data). */
export const POST_DESCRIPTIONS: Record<number, string> = {
  1: 'The number your birth date adds up to, and why it is the first thing a reading looks at.',
  2: 'How the letters of your name become numbers, and what they say about the way you meet the world.',
  3: 'Why repeating numbers on a clock catch our eye, and how numerology reads them.',
  4: 'What a retrograde season and your personal year number have in common: a time to review.',
  5: 'Why a 9 year feels like clearing the table, and how to start well in the 1 year after it.',
};
