/**
 * What a submission and its reading need, loaded when the reader first touches a reading form (issue 25): the
 * shared schemas, the request and the reading view with its stylesheet. A tap on the button then waits for the
 * answer alone, not for code.
 */
export function warmReading(): void {
  void import('@app/contracts/readings');
  void import('./post-reading');
  void import('./ReadingView');
}
