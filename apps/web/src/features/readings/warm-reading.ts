import type * as ContractsModule from '@app/contracts/readings';
import type * as PostModule from './post-reading';
import { loadReadingView, whenIdle } from './reading-view-loader';

type Contracts = typeof ContractsModule;
type Post = typeof PostModule;

let contracts: Contracts | undefined;
let post: Post | undefined;

/**
 * The shared schemas and the request, kept once loaded: a submission after the warm-up checks and sends in the
 * tap's own task. Each `await import()` waits for a task of its own in Chromium even when the module is here,
 * and React rendered the form's "Generating…" state in between: on the throttled phone the POST left 30-130 ms
 * after the tap (issue 25, ADR 0952).
 */
export const readingContracts = (): Contracts | Promise<Contracts> =>
  contracts ?? import('@app/contracts/readings').then((m) => (contracts = m));
export const readingPost = (): Post | Promise<Post> => post ?? import('./post-reading').then((m) => (post = m));

/**
 * What a submission and its reading need, loaded when the reader first touches a reading form (issue 25): the
 * shared schemas, the request, the reading view with its stylesheet, and what the view and the answer bring in
 * at once: the query client (the answer marks the balance and the readings list stale), the free reading's next
 * steps and its share link. A tap on the button then waits for the answer alone, not for code: before these
 * were warmed too, they came in two more round trips after the answer (ADR 0680).
 */
export function warmReading(): void {
  // A first check compiles zod's paths for these schemas' kinds; at the tap it held the request back (issue 25).
  void Promise.resolve(readingContracts()).then((m) =>
    whenIdle(() =>
      m.readingSchemas().question.safeParse({ name: 'A B', date_of_birth: '2000-01-01', question: 'Why?' }),
    ),
  );
  void readingPost();
  void loadReadingView();
  void import('../../lib/query-client');
  void import('./NextSteps');
  void import('./DeviceShare');
}
