/**
 * One address for every route of the web app (`routes` in apps/web/src/app/routes.tsx, keyed here by its path):
 * the pages a check of the whole site goes through (e2e/csp-styles.test.ts) and the web bench measures
 * (bench/web.ts), from this one list. A route added to the app without an address here fails
 * apps/web/src/app/routes.test.ts. No imports: the bench, the browser tests and the web app's unit test read it.
 */
export const PAGE_OF_ROUTE: Readonly<Record<string, string>> = {
  '/': '/',
  '/analysis': '/analysis',
  '/simple-report': '/simple-report',
  '/comprehensive-report': '/comprehensive-report',
  '/ask-question': '/ask-question',
  '/compatibility': '/compatibility',
  '/readings': '/readings',
  // A reading that is not there, as a visitor signed out opens a link to one.
  '/readings/:id': '/readings/00000000-0000-4000-8000-000000000000',
  '/daily': '/daily',
  '/account': '/account',
  '/blog': '/blog',
  '/blog/:id': '/blog/1',
  '/faq': '/faq',
  '/terms': '/terms',
  '/privacy-policy': '/privacy-policy',
  '/contact': '/contact',
  '/auth/*': '/auth',
  '*': '/a-page-that-is-not-here',
};

/** The addresses of PAGE_OF_ROUTE, in the order of the app's routes. */
export const SITE_PAGES: readonly string[] = Object.values(PAGE_OF_ROUTE);
