import type { ComponentType } from 'react';

export interface FaqItem {
  id: string;
  question: string;
  /** Plain paragraphs, or a component that renders its own (an answer built from the server's figures). */
  answer: string[] | ComponentType;
}

/** The three questions the home page shows (spec: what it is, how it helps, how to start). */
export const HOME_FAQ: FaqItem[] = [
  {
    id: 'what-is-numerology',
    question: 'What is numerology?',
    answer: [
      'Numerology is an old practice of finding meaning in numbers. It turns your date of birth and the letters of your name into a handful of numbers, and reads each one as a theme: how you tend to act, what you long for, what you are learning.',
      'Our readings follow the Kabbalistic tradition, which links numbers to the Hebrew letters and to the paths of the Tree of Life. It is a language for reflection, not a science, and we treat it that way.',
    ],
  },
  {
    id: 'how-can-it-help',
    question: 'How can numerology help me?',
    answer: [
      'A reading gives you a fresh vocabulary for your strengths, habits and turning points. Many people use it the way they use a journal prompt: as a reason to pause, notice a pattern and decide what they want next.',
      'It cannot predict events or replace advice from a doctor, lawyer or financial professional, and we never claim it can.',
    ],
  },
  {
    id: 'how-to-start',
    question: 'How do I get started?',
    answer: [
      'Type your full name and date of birth into the free simple report form at the top of the home page, tick the box if you were born in the morning, and press the button. Your report appears on the page in a few seconds.',
      'If you enjoy it, you can sign in with your e-mail address, buy tokens and order a comprehensive report or ask a question of your own.',
    ],
  },
];
