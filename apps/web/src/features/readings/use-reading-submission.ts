import type { InsufficientTokensBody, ReadingResponse } from '@app/contracts/readings';
import { useCallback, useRef, useState } from 'react';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { newIdempotencyKey } from './idempotency';
import { firstIssue, serverIssue } from './PersonFields';
import { readingContracts, readingPost } from './warm-reading';

/** Idle as one value: a check that finds the form idle already renders nothing before the request leaves. */
const IDLE = { phase: 'idle' } as const;
const toIdle = (s: SubmissionState): SubmissionState => (s.phase === 'idle' ? s : IDLE);

export type SubmissionState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'done'; reading: ReadingResponse }
  | { phase: 'error'; message: string; /** The field it is about, for aria-invalid. */ field?: string };

export interface Submission {
  state: SubmissionState;
  /** The field the last check found wrong, for aria-invalid. */
  invalid: string | undefined;
  /** Set while the 'Insufficient Tokens' dialog should show. */
  insufficient: Omit<InsufficientTokensBody, 'message'> | null;
  /** Checks `body` with the shared schema (loaded on first use), then submits it. */
  submitChecked(schema: 'report' | 'question' | 'compatibility', body: object): Promise<void>;
  /** Opens the buy-tokens modal from the 'Insufficient Tokens' dialog; after paying, the reading continues. */
  recharge(): void;
  dismissInsufficient(): void;
  /** Back or Forward left the submission's page state behind: back to idle (nothing is sent or cancelled). */
  reset(): void;
}

interface SubmissionOptions {
  path: string;
  paid: boolean;
  fallbackMessage: string;
  /**
   * False: a signed-out paid submission is sent first and signs in on the server's 401 (the question form:
   * a question numerology must not answer gets its free answer without signing in, ADR 0610).
   */
  signInFirst?: boolean;
  /** The reading arrived (it gets its own address there, see use-reading-address.ts). */
  onDone?: (reading: ReadingResponse) => void;
}

/**
 * One reading submission: idle → submitting → result or error (both cleared at the start). Paid readings
 * open the sign-in dialog when needed and then continue by themselves; a 402 opens 'Insufficient Tokens',
 * and a purchase made from it continues the same submission (the reader already chose to spend).
 * Every submission carries one Idempotency-Key, reused when it continues after sign-in or a purchase, so
 * a retry is never charged twice (a refused request saves nothing under its key).
 */
export function useReadingSubmission(options: SubmissionOptions): Submission {
  const { path, paid, fallbackMessage, signInFirst = true } = options;
  const onDone = useRef(options.onDone);
  onDone.current = options.onDone;
  const [state, setState] = useState<SubmissionState>(IDLE);
  const [insufficient, setInsufficient] = useState<Submission['insufficient']>(null);
  const session = useSession();
  const dialogs = useDialogs();
  const inFlight = useRef(false);
  // The submission a purchase from 'Insufficient Tokens' continues.
  const pending = useRef<{ body: object; key: string } | null>(null);

  const send = useCallback(
    async (body: object, key: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      pending.current = { body, key };
      setState({ phase: 'submitting' });
      setInsufficient(null);
      try {
        const { postReading } = await readingPost();
        const outcome = await postReading(path, body, key, fallbackMessage);
        if (outcome.kind === 'done') {
          setState({ phase: 'done', reading: outcome.reading });
          onDone.current?.(outcome.reading);
        } else if (outcome.kind === 'needs-sign-in' && paid) {
          setState({ phase: 'idle' });
          dialogs.openSignIn(() => void send(body, key));
        } else if (outcome.kind === 'needs-sign-in') {
          setState({ phase: 'error', message: fallbackMessage });
        } else {
          if (outcome.insufficient) setInsufficient(outcome.insufficient);
          setState({ phase: 'error', ...serverIssue(outcome.message) });
        }
      } catch {
        // The chunk itself could not load (offline, or a new deploy).
        setState({ phase: 'error', message: fallbackMessage });
      } finally {
        inFlight.current = false;
      }
    },
    [path, paid, fallbackMessage, dialogs],
  );

  const submit = useCallback(
    (body: object) => {
      const key = newIdempotencyKey();
      setState(toIdle);
      if (paid && signInFirst && session.status === 'signed-out') {
        dialogs.openSignIn(() => void send(body, key));
        return;
      }
      void send(body, key);
    },
    [paid, signInFirst, session.status, dialogs, send],
  );

  const submitChecked = useCallback(
    async (schema: 'report' | 'question' | 'compatibility', body: object) => {
      setState(toIdle);
      const { readingSchemas } = await readingContracts();
      const parsed = readingSchemas()[schema].safeParse(body);
      if (parsed.success) return submit(body);
      setState({ phase: 'error', ...firstIssue(parsed.error.issues) });
    },
    [submit],
  );

  const recharge = useCallback(() => {
    const need = insufficient ? Math.max(0, insufficient.required - insufficient.balance) : undefined;
    setInsufficient(null);
    const waiting = pending.current;
    // DialogHost refreshes the balance after the purchase; then the reading goes on by itself. The sheet
    // offers exactly what is missing first, beside the packages.
    dialogs.openBuyTokens(() => (waiting ? void send(waiting.body, waiting.key) : setState({ phase: 'idle' })), need);
  }, [dialogs, send, insufficient]);

  const dismissInsufficient = useCallback(() => setInsufficient(null), []);

  const reset = useCallback(() => {
    setState((s) => (s.phase === 'submitting' ? s : { phase: 'idle' }));
    setInsufficient(null);
  }, []);

  const invalid = state.phase === 'error' ? state.field : undefined;
  return { state, invalid, insufficient, submitChecked, recharge, dismissInsufficient, reset };
}

/** "50 tokens spent · 70 left" at the top of a paid reading. */
export function receiptOf(reading: ReadingResponse): string | undefined {
  if (reading.tokensSpent === 0 && reading.balance === null) return undefined;
  const spent = reading.declined
    ? 'Not charged'
    : reading.alreadyBought
      ? 'Already yours from today · not charged again'
      : reading.tokensSpent > 0
        ? `${reading.tokensSpent} tokens spent`
        : 'Free reading';
  return reading.balance === null ? spent : `${spent} · ${reading.balance.toLocaleString('en-US')} left`;
}
