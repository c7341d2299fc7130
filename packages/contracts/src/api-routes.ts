// With its extension: the web's Vite config loads this file by path, and Vite's native loader wants one.
import { READING_ROUTES } from './reading-routes.ts';

/**
 * Every path under /api the server answers, named once: the server registers these strings, the web app
 * calls them (filling `:name` parameters with `apiPath`), and a test fails when the server registers an
 * /api route that is not here. Fastify's `:name` marks one path segment.
 */
export const API_ROUTES = {
  account: '/api/account',
  accountHistory: '/api/account/history',
  accountExport: '/api/account/export',
  accountDelete: '/api/account/delete',
  signInMethods: '/api/account/sign-in-methods',
  signInMethod: '/api/account/sign-in-methods/:id',
  backup: '/api/backup',
  contact: '/api/contact',
  daily: '/api/daily',
  dailyEmail: '/api/daily/email',
  dailyUnsubscribe: '/api/daily/unsubscribe',
  profile: '/api/profile',
  pricing: '/api/pricing',
  tokenPackages: '/api/token-packages',
  paymentsConfig: '/api/payments/config',
  createPaymentIntent: '/api/create-payment-intent',
  paymentConfirm: '/api/payments/:paymentId/confirm',
  paymentSync: '/api/payments/:paymentId/sync',
  savedCards: '/api/payments/saved-cards',
  savedCard: '/api/payments/saved-cards/:cardId',
  stripeWebhook: '/api/stripe/webhook',
  readings: '/api/readings',
  reading: '/api/readings/:id',
  readingEmail: '/api/readings/:id/email',
  readingPdf: '/api/readings/:id/pdf',
  readingShare: '/api/readings/:id/share',
  readingImport: '/api/readings/import',
  compatibilityReading: READING_ROUTES.compatibility,
  freeReadingShares: '/api/shares/free-reading',
  freeReadingShareStop: '/api/shares/free-reading/:token/stop',
} as const;

/** The operator console's API: registered in one scope under `prefix`, so its paths are relative to it. */
export const ADMIN_API_ROUTES = {
  prefix: '/api/admin',
  operator: '/me',
  customers: '/customers',
  grants: '/customers/:id/grants',
  refunds: '/customers/:id/payments/:paymentId/refunds',
  receipt: '/customers/:id/payments/:paymentId/receipt',
  readingEmail: '/customers/:id/readings/:readingId/email',
  messages: '/messages',
  messageReply: '/messages/:id/reply',
  messageAnswered: '/messages/:id/answered',
  audit: '/audit',
  dashboard: '/dashboard',
} as const;

/**
 * The first segments of every path the server answers beside the web app's pages, for the development
 * proxy. A root ending in "/" is a folder whose own address is not the server's: `/auth` and `/auth/` are the
 * sign-in page, every path below them the server's auth API.
 */
export const SERVER_PATH_ROOTS = [
  '/api',
  '/auth/',
  '/get-tokens',
  READING_ROUTES.report.replace(/\/$/, ''),
  READING_ROUTES.question.replace(/\/$/, ''),
  '/healthz',
  '/readyz',
  '/metrics',
  // The site as an OpenID provider (only with OAUTH_CLIENTS, ADR 0310).
  '/oauth',
  '/s/',
] as const;

/** The names of a route's `:name` parameters ("/api/readings/:id/share" → "id"). */
type RouteParams<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : Route extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route with its parameters filled in, each encoded as one path segment. */
export function apiPath<Route extends string>(route: Route, params: Record<RouteParams<Route>, string>): string {
  const values: Record<string, string> = params;
  return route.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}
