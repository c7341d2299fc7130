import { type FaqItem, HOME_FAQ } from './home-faq';
import TokensAnswer from './TokensAnswer';

/** The full FAQ page: the home questions first, then the practical ones. */
export const FULL_FAQ: FaqItem[] = [
  ...HOME_FAQ,
  {
    id: 'how-computed',
    question: 'How are the readings computed?',
    answer: [
      'Every number comes from a fixed, published method: the life path from your date of birth reduced month, day and year separately, and the name numbers from the letters of your name. The same inputs always give the same numbers.',
      'The interpretation is written around those numbers, and the report names the numbers it is based on, so you can check the arithmetic yourself.',
    ],
  },
  {
    id: 'what-are-tokens',
    question: 'What are tokens and how do I use them?',
    answer: TokensAnswer, // prices from the server, never typed here (ADR 0602)
  },
  {
    id: 'refunds',
    question: 'Can I get a refund?',
    answer: [
      'Purchases of tokens are final, as our Terms of Service explain, and unused tokens stay in your balance with no expiry date.',
      'If you think a charge or a reading went wrong, write to us through the contact page and we will look into it. Your Account page lists every token you bought and spent, and each purchase is confirmed by an e-mailed receipt.',
    ],
  },
  {
    id: 'privacy',
    question: 'What do you do with my name and date of birth?',
    answer: [
      'We use them only to compute your reading. When you are signed in, your readings are saved to your account so you can read them again. On your Account page you can download everything we keep about you, or delete your account and your readings at any time.',
      'We do not sell personal data. The Privacy Policy lists exactly what we collect and why.',
    ],
  },
  {
    id: 'accuracy',
    question: 'Will a reading tell me my future?',
    answer: [
      'No. Numerology is offered for entertainment and self-reflection. A reading can describe tendencies and suggest questions worth asking, but choices and outcomes are yours.',
    ],
  },
  {
    id: 'sign-in',
    question: 'Do I need a password?',
    answer: [
      'No. You sign in with your e-mail address: we send you a one-time code, you type it in, and you are signed in. There is no password to remember or leak.',
    ],
  },
];
