import { loadReadingView } from './reading-view-loader';

/**
 * What a submission and its reading need, loaded when the reader first touches a reading form (issue 25): the
 * shared schemas, the request, the reading view with its stylesheet, and what the view and the answer bring in
 * at once: the query client (the answer marks the balance and the readings list stale), the free reading's next
 * steps and its share link. A tap on the button then waits for the answer alone, not for code: before these
 * were warmed too, they came in two more round trips after the answer (ADR 0680).
 */
export function warmReading(): void {
  void import('@app/contracts/readings');
  void import('./post-reading');
  void loadReadingView();
  void import('../../lib/query-client');
  void import('./NextSteps');
  void import('./DeviceShare');
}
