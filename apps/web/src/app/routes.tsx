import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { lazyPage } from './lazy';

/** Every screen, each its own lazily loaded chunk. `prerender` pages are rendered to HTML at build time. */
export interface AppRoute {
  path: string;
  Page: ComponentType<object> & { preload: () => Promise<unknown> };
  prerender?: string[];
}

export const routes: AppRoute[] = [
  { path: '/', Page: lazyPage(() => import('./pages/HomeRoute')), prerender: ['/'] },
  { path: '/analysis', Page: lazyPage(() => import('../features/analysis/AnalysisPage')), prerender: ['/analysis'] },
  {
    path: '/simple-report',
    Page: lazyPage(() => import('../features/readings/SimpleReportPage')),
    prerender: ['/simple-report'],
  },
  {
    path: '/comprehensive-report',
    Page: lazyPage(() => import('../features/readings/ComprehensiveReportPage')),
    prerender: ['/comprehensive-report'],
  },
  {
    path: '/ask-question',
    Page: lazyPage(() => import('../features/readings/AskQuestionPage')),
    prerender: ['/ask-question'],
  },
  {
    path: '/compatibility',
    Page: lazyPage(() => import('../features/readings/CompatibilityPage')),
    prerender: ['/compatibility'],
  },
  { path: '/readings', Page: lazyPage(() => import('../features/readings/ReadingsPage')) },
  { path: '/readings/:id', Page: lazyPage(() => import('../features/readings/ReadingsPage')) },
  { path: '/account', Page: lazyPage(() => import('../features/account/AccountPage')) },
  { path: '/blog', Page: lazyPage(() => import('../features/blog/BlogPage')), prerender: ['/blog'] },
  {
    path: '/blog/:id',
    Page: lazyPage(() => import('../features/blog/PostPage')),
    prerender: ['/blog/1', '/blog/2', '/blog/3', '/blog/4', '/blog/5'],
  },
  { path: '/faq', Page: lazyPage(() => import('../features/faq/FaqPage')), prerender: ['/faq'] },
  { path: '/terms', Page: lazyPage(() => import('../features/legal/TermsPage')), prerender: ['/terms'] },
  {
    path: '/privacy-policy',
    Page: lazyPage(() => import('../features/legal/PrivacyPolicyPage')),
    prerender: ['/privacy-policy'],
  },
  { path: '/contact', Page: lazyPage(() => import('../features/contact/ContactPage')), prerender: ['/contact'] },
  { path: '/auth/*', Page: lazyPage(() => import('../features/auth/AuthPage')) },
  { path: '*', Page: lazyPage(() => import('./NotFoundPage')) },
];

/** Loads the chunk of the page at `pathname` (before hydration, so the prerendered HTML is reused). */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = routes.find((r) => r.path !== '*' && matchPath(r.path, pathname)) ?? routes.at(-1)!;
  await route.Page.preload();
}
