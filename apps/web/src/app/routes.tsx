import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { READING_PAGE_TITLES } from '../lib/reading-pages';
import { lazyPage } from './lazy';

/** Every screen, each its own lazily loaded chunk. `prerender` pages are rendered to HTML at build time. */
export interface AppRoute {
  path: string;
  Page: ComponentType<object> & { preload: () => Promise<unknown> };
  /**
   * Addresses rendered to HTML at build time. One with a `:parameter` is a page for every value of it: written as
   * `[parameter]` in the file's path, served by the server for any address of the route (ADR 1403).
   */
  prerender?: string[];
  /** The page's <title> (before " · Kabbalah Numerology"; none on the home page); descriptions: route-descriptions.ts. */
  title?: string;
}

export const routes: AppRoute[] = [
  {
    path: '/',
    Page: lazyPage(() => import('./pages/HomeRoute')),
    prerender: ['/'],
  },
  {
    path: '/analysis',
    Page: lazyPage(() => import('../features/analysis/AnalysisPage')),
    prerender: ['/analysis'],
    title: 'Choose Your Service',
  },
  {
    path: '/simple-report',
    Page: lazyPage(() => import('../features/readings/SimpleReportPage')),
    prerender: ['/simple-report'],
    title: READING_PAGE_TITLES.simple,
  },
  {
    path: '/comprehensive-report',
    Page: lazyPage(() => import('../features/readings/ComprehensiveReportPage')),
    prerender: ['/comprehensive-report'],
    title: READING_PAGE_TITLES.comprehensive,
  },
  {
    path: '/ask-question',
    Page: lazyPage(() => import('../features/readings/AskQuestionPage')),
    prerender: ['/ask-question'],
    title: READING_PAGE_TITLES.question,
  },
  {
    path: '/compatibility',
    Page: lazyPage(() => import('../features/readings/CompatibilityPage')),
    prerender: ['/compatibility'],
    title: READING_PAGE_TITLES.compatibility,
  },
  {
    path: '/readings',
    Page: lazyPage(() => import('../features/readings/ReadingsPage')),
    // The pages for signed-in readers are prerendered as every reader first sees them, the session unknown: the
    // heading, and "Loading…" or (no session cookie) the sign-in prompt (ADR 1403).
    prerender: ['/readings'],
    title: 'My Readings',
  },
  {
    path: '/readings/:id',
    Page: lazyPage(() => import('../features/readings/ReadingsPage')),
    // One page for every saved reading, its address as written here (the build's file readings/[id]/index.html).
    prerender: ['/readings/:id'],
    title: 'My Readings',
  },
  {
    path: '/daily',
    Page: lazyPage(() => import('./pages/DailyRoute')),
    // Prerendered as every reader first sees it while the session is checked: the heading and the lead (issue 25).
    prerender: ['/daily'],
    title: 'Daily Numbers',
  },
  {
    path: '/account',
    Page: lazyPage(() => import('../features/account/AccountPage')),
    prerender: ['/account'],
    title: 'Your Account',
  },
  {
    path: '/blog',
    Page: lazyPage(() => import('../features/blog/BlogPage')),
    prerender: ['/blog'],
    title: 'Blog',
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
  },
  {
    path: '/terms',
    Page: lazyPage(() => import('../features/legal/TermsPage')),
    prerender: ['/terms'],
    title: 'Terms of Service',
  },
  {
    path: '/privacy-policy',
    Page: lazyPage(() => import('../features/legal/PrivacyPolicyPage')),
    prerender: ['/privacy-policy'],
    title: 'Privacy Policy',
  },
  {
    path: '/contact',
    Page: lazyPage(() => import('../features/contact/ContactPage')),
    prerender: ['/contact'],
    title: 'Contact',
  },
  {
    path: '/auth/*',
    Page: lazyPage(() => import('../features/auth/AuthPage')),
    // The sign-in page as every reader first sees it, waiting for the SDK's form: its lead is the first paint (ADR 1200).
    prerender: ['/auth'],
    title: 'Sign in',
  },
  // Prerendered as /404.html, which the server sends with status 404 for unknown paths.
  { path: '*', Page: lazyPage(() => import('./NotFoundPage')), prerender: ['/404'], title: 'Page not found' },
];

/**
 * Routes whose pages the server itself sends only to some (the operator console to operators): not in the
 * build's routes.json, so to everyone else they are unknown paths with the not-found page and status 404.
 */
export const guardedRoutes: AppRoute[] = [{ path: '/admin/*', Page: lazyPage(() => import('./pages/AdminRoute')) }];

/** Loads the chunk of the page at `pathname` (before hydration, so the prerendered HTML is reused). */
export async function preloadRoute(pathname: string): Promise<void> {
  const route =
    [...guardedRoutes, ...routes].find((r) => r.path !== '*' && matchPath(r.path, pathname)) ?? routes.at(-1)!;
  await route.Page.preload();
}
