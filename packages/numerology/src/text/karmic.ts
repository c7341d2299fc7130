/** Karmic debts, karmic lessons, challenges and the hidden passion. Gentle, practical, never fearful. */
export const KARMIC_DEBT_TEXT: Readonly<Record<number, string>> = {
  13: 'The karmic debt 13 is read as a lesson in steady work: where effort was once avoided, this life asks for patience, focus and follow-through. It is not a punishment. It simply means that shortcuts rarely work for you, while consistent, honest effort works remarkably well, and builds a confidence nobody can take away.',
  14: 'The karmic debt 14 is read as a lesson in moderation and freedom used well. Change comes easily into your life, and so does temptation to overdo things. The invitation is to stay flexible without losing your centre, and to let your freedom rest on commitments you have chosen.',
  16: 'The karmic debt 16 is read as a lesson in humility and renewal. Now and then a structure you relied on may fall away, often one built on pride or on an idea of yourself that was too small. Each time, something truer has room to grow, and many people with 16 become remarkably wise and calm.',
  19: 'The karmic debt 19 is read as a lesson in independence rightly used: learning to stand on your own feet without standing apart, and to accept help without feeling weakened by it. When you let others in, your natural strength becomes leadership.',
};

export const KARMIC_LESSON_TEXT: Readonly<Record<number, string>> = {
  1: 'confidence and self-reliance: trusting your own judgement and speaking up for yourself',
  2: 'patience and cooperation: listening, waiting for the right moment and working gracefully with others',
  3: 'self-expression: letting your feelings and ideas be seen and heard, lightly and joyfully',
  4: 'order and steady effort: routines, practical organisation and finishing what you start',
  5: 'openness to change: trusting new experiences and letting go of the need to control the outcome',
  6: 'responsibility and care: commitment to home, family and community, and receiving care in return',
  7: 'trust in the inner life: stillness, study and faith in what cannot be measured',
  8: 'healthy power: handling authority, ambition and what you own with confidence and fairness',
  9: 'compassion and letting go: a wide heart, forgiveness and generosity without conditions',
};

export const CHALLENGE_TEXT: Readonly<Record<number, string>> = {
  0: 'A challenge of 0 is the challenge of choice: with every quality open to you, the task is to choose well and trust your direction.',
  1: "A challenge of 1 asks you to stand up for yourself, to act on your own ideas and to stop waiting for others' approval.",
  2: 'A challenge of 2 asks you to soften over-sensitivity, to be close to people without losing yourself, and to let small hurts go.',
  3: 'A challenge of 3 asks you to say what you feel, let your creativity be seen and stop hiding your voice behind modesty or jokes.',
  4: 'A challenge of 4 asks you to find a healthy relationship with work and order: neither avoiding structure nor being ruled by it.',
  5: 'A challenge of 5 asks you to use freedom well: to welcome change without running from commitment, and to enjoy life without excess.',
  6: 'A challenge of 6 asks you to care without controlling, to let go of perfect standards and to let people, yourself included, be human.',
  7: 'A challenge of 7 asks you to open up: to trust others and the unseen, and to let faith grow alongside your questions.',
  8: 'A challenge of 8 asks you to make peace with power and with your own worth, using your strength without fear or greed.',
};

export const HIDDEN_PASSION_TEXT: Readonly<Record<number, string>> = {
  1: 'a hidden passion for leading and beginning',
  2: 'a hidden passion for harmony and partnership',
  3: 'a hidden passion for creating and expressing',
  4: 'a hidden passion for building and order',
  5: 'a hidden passion for freedom and experience',
  6: 'a hidden passion for caring and making a home',
  7: 'a hidden passion for understanding and truth',
  8: 'a hidden passion for achievement and mastery',
  9: 'a hidden passion for service and compassion',
};
