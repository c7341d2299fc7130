/**
 * Each route's meta description, for the prerendered pages' <head> only (kept out of the first-load
 * bundle: in the browser only pages that name themselves, e.g. a blog post, change the description).
 */
export const ROUTE_DESCRIPTIONS: Record<string, string> = {
  '/': "A free Kabbalistic numerology reading from your name and birth date: your life path, your name's Hebrew letter and its path on the Tree of Life.",
  '/analysis':
    'A free simple report, the comprehensive report, a question answered from your numbers, or a compatibility reading, with prices shown first.',
  '/simple-report': 'Your core numbers from your name and date of birth, with a short reading of each. Free.',
  '/comprehensive-report':
    'The full reading: every core number, your Hebrew name letter by letter, your path on the Tree of Life, your cycles and the year ahead.',
  '/ask-question':
    'Ask about work, love or a decision in front of you, and get an answer grounded in your own numbers.',
  '/compatibility':
    "Two people's numbers side by side: life paths, name numbers, your relationship number, where you meet and where you rub.",
  '/readings': 'The readings you have received, to read again at no cost.',
  '/daily': 'Your Personal Day, Month and Year for today, with the working, the week ahead and a morning e-mail.',
  '/account': 'Your tokens and where they went, a copy of your data, and deleting your account.',
  '/blog':
    'Articles on Kabbalistic numerology: life path numbers, name numbers, twin hours, retrogrades and new beginnings.',
  '/faq': 'How Kabbalistic numerology readings work, what they cost, and how your data is kept.',
  '/terms': 'The terms for using Kabbalah Numerology and buying tokens.',
  '/privacy-policy': 'What we keep about you, why, for how long, and your rights.',
  '/contact': 'Write to us with a question about a reading, your tokens or your data.',
  '/auth/*': 'Sign in with a one-time code sent to your e-mail. No password needed.',
};
