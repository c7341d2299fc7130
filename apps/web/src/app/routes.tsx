import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { lazyPage } from './lazy';

/** Every screen, each its own lazily loaded chunk. `prerender` pages are rendered to HTML at build time. */
export interface AppRoute {
  path: string;
  Page: ComponentType<object> & { preload: () => Promise<unknown> };
  prerender?: string[];
  /** The page's <title> (before " · Kabbalah Numerology"; none on the home page) and meta description. */
  title?: string;
  description?: string;
}

export const routes: AppRoute[] = [
  {
    path: '/',
    Page: lazyPage(() => import('./pages/HomeRoute')),
    prerender: ['/'],
    description:
      "A free Kabbalistic numerology reading from your name and birth date: your life path, your name's Hebrew letter and its path on the Tree of Life.",
  },
  {
    path: '/analysis',
    Page: lazyPage(() => import('../features/analysis/AnalysisPage')),
    prerender: ['/analysis'],
    title: 'Choose Your Service',
    description:
      'A free simple report, the comprehensive report, a question answered from your numbers, or a compatibility reading, with prices shown first.',
  },
  {
    path: '/simple-report',
    Page: lazyPage(() => import('../features/readings/SimpleReportPage')),
    prerender: ['/simple-report'],
    title: 'Simple Report',
    description: 'Your core numbers from your name and date of birth, with a short reading of each. Free.',
  },
  {
    path: '/comprehensive-report',
    Page: lazyPage(() => import('../features/readings/ComprehensiveReportPage')),
    prerender: ['/comprehensive-report'],
    title: 'Comprehensive Report',
    description:
      'The full reading: every core number, your Hebrew name letter by letter, your path on the Tree of Life, your cycles and the year ahead.',
  },
  {
    path: '/ask-question',
    Page: lazyPage(() => import('../features/readings/AskQuestionPage')),
    prerender: ['/ask-question'],
    title: 'Ask a Question',
    description: 'Ask about work, love or a decision in front of you, and get an answer grounded in your own numbers.',
  },
  {
    path: '/compatibility',
    Page: lazyPage(() => import('../features/readings/CompatibilityPage')),
    prerender: ['/compatibility'],
    title: 'Compatibility Reading',
    description:
      "Two people's numbers side by side: life paths, name numbers, your relationship number, where you meet and where you rub.",
  },
  {
    path: '/readings',
    Page: lazyPage(() => import('../features/readings/ReadingsPage')),
    title: 'My Readings',
    description: 'The readings you have received, to read again at no cost.',
  },
  {
    path: '/readings/:id',
    Page: lazyPage(() => import('../features/readings/ReadingsPage')),
    title: 'My Readings',
  },
  {
    path: '/daily',
    Page: lazyPage(() => import('./pages/DailyRoute')),
    title: 'Daily Numbers',
    description: 'Your Personal Day, Month and Year for today, with the working, the week ahead and a morning e-mail.',
  },
  {
    path: '/account',
    Page: lazyPage(() => import('../features/account/AccountPage')),
    title: 'Your Account',
    description: 'Your tokens and where they went, a copy of your data, and deleting your account.',
  },
  {
    path: '/blog',
    Page: lazyPage(() => import('../features/blog/BlogPage')),
    prerender: ['/blog'],
    title: 'Blog',
    description:
      'Articles on Kabbalistic numerology: life path numbers, name numbers, twin hours, retrogrades and new beginnings.',
  },
  {
    path: '/blog/:id',
    Page: lazyPage(() => import('../features/blog/PostPage')),
    prerender: ['/blog/1', '/blog/2', '/blog/3', '/blog/4', '/blog/5'],
    title: 'Blog',
  },
  {
    path: '/faq',
    Page: lazyPage(() => import('../features/faq/FaqPage')),
    prerender: ['/faq'],
    title: 'Frequently Asked Questions',
    description: 'How Kabbalistic numerology readings work, what they cost, and how your data is kept.',
  },
  {
    path: '/terms',
    Page: lazyPage(() => import('../features/legal/TermsPage')),
    prerender: ['/terms'],
    title: 'Terms of Service',
    description: 'The terms for using Kabbalah Numerology and buying tokens.',
  },
  {
    path: '/privacy-policy',
    Page: lazyPage(() => import('../features/legal/PrivacyPolicyPage')),
    prerender: ['/privacy-policy'],
    title: 'Privacy Policy',
    description: 'What we keep about you, why, for how long, and your rights.',
  },
  {
    path: '/contact',
    Page: lazyPage(() => import('../features/contact/ContactPage')),
    prerender: ['/contact'],
    title: 'Contact',
    description: 'Write to us with a question about a reading, your tokens or your data.',
  },
  {
    path: '/auth/*',
    Page: lazyPage(() => import('../features/auth/AuthPage')),
    title: 'Sign in',
    description: 'Sign in with a one-time code sent to your e-mail. No password needed.',
  },
  // Prerendered as /404.html, which the server sends with status 404 for unknown paths.
  { path: '*', Page: lazyPage(() => import('./NotFoundPage')), prerender: ['/404'], title: 'Page not found' },
];

/** Loads the chunk of the page at `pathname` (before hydration, so the prerendered HTML is reused). */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = routes.find((r) => r.path !== '*' && matchPath(r.path, pathname)) ?? routes.at(-1)!;
  await route.Page.preload();
}
