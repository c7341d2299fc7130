import { Counter, type Registry } from 'prom-client';

/** Code-entry answers that mean a wrong, expired or used-up code was typed. */
const FAILED = new Set(['INCORRECT_USER_INPUT_CODE_ERROR', 'EXPIRED_USER_INPUT_CODE_ERROR', 'RESTART_FLOW_ERROR']);

/**
 * Sign-in codes sent and failed, counted by the routes that send and check them (the metrics module knows
 * no sign-in URL and reads no response body).
 */
export function signInCodeMetrics(registry: Registry) {
  const codes = new Counter({
    name: 'signin_codes_total',
    help: 'Sign-in codes: sent (new or resent) and failed (a wrong, expired or used-up code was entered).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return {
    /** A new or resent code's answer: counted when the code went out. */
    sent<T extends { status: string }>(answer: T): T {
      if (answer.status === 'OK') codes.inc({ outcome: 'sent' });
      return answer;
    },
    /** A typed code's answer: counted when the code was wrong, expired or used up. */
    checked<T extends { status: string }>(answer: T): T {
      if (FAILED.has(answer.status)) codes.inc({ outcome: 'failed' });
      return answer;
    },
  };
}
