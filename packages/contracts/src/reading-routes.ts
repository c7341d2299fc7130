/**
 * Where each reading is asked for: one path per kind, for the server's routes and the web's forms.
 *
 * Two keep the names of the product spec's own client calls ("Product calls" in the spec), so a client written
 * against it keeps working: `/generate-report/` for the simple and comprehensive reports, and `/ask-cayo-orange/`
 * for a question. That second name says nothing of what it does (it is the original app's, not ours); in code
 * it is only ever `READING_ROUTES.question`. Compatibility came later and follows our own `/api/…` scheme.
 */
export const READING_ROUTES = {
  report: '/generate-report/',
  question: '/ask-cayo-orange/',
  compatibility: '/api/readings/compatibility',
} as const;
