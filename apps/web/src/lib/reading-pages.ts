import type { ReadingKind } from '@app/contracts/reading-limits';

/**
 * The title of each reading's own page, declared once for the page's heading, its <title> (app/routes.tsx)
 * and the service list that links to it (analysis): they were typed out three times. The shorter words a
 * saved reading is listed under are READING_KIND_LABELS (contracts/reading-labels.ts). The question's
 * heading is still its own "Ask a question" (AskQuestionPage.tsx), as the pages have always shown it.
 */
export const READING_PAGE_TITLES: Record<ReadingKind, string> = {
  simple: 'Simple Report',
  comprehensive: 'Comprehensive Report',
  question: 'Ask a Question',
  compatibility: 'Compatibility Reading',
};
