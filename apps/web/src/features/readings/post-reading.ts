import type { InsufficientTokensBody, ReadingResponse } from '@app/contracts/readings';
import { ApiError, apiFetch } from '../../lib/api';
import { invalidate } from '../../lib/invalidate';
import { queryKeys } from '../../lib/query-keys';

export type PostOutcome =
  | { kind: 'done'; reading: ReadingResponse }
  | { kind: 'needs-sign-in' }
  | { kind: 'error'; message: string; insufficient?: { required: number; balance: number } };

/**
 * Sends one reading request and sorts out its answer. Loaded on the first submission, so the home
 * page's first load carries only the form.
 */
export async function postReading(
  path: string,
  body: object,
  key: string,
  fallbackMessage: string,
): Promise<PostOutcome> {
  try {
    const reading = await apiFetch<ReadingResponse>(path, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    });
    void invalidate(queryKeys.tokenBalance, queryKeys.readings);
    return { kind: 'done', reading };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'error', message: fallbackMessage };
    if (error.status === 401) return { kind: 'needs-sign-in' };
    const message = typeof error.body.message === 'string' ? error.body.message : fallbackMessage;
    if (error.status === 402) {
      const { required, balance } = error.body as Partial<InsufficientTokensBody>;
      return {
        kind: 'error',
        message,
        insufficient: { required: Number(required ?? 0), balance: Number(balance ?? 0) },
      };
    }
    return { kind: 'error', message };
  }
}
