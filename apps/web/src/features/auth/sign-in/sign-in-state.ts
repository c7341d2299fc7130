import { MESSAGES, wrongCodeText } from '../messages';

/**
 * The sign-in dialog's state as one value and the events that move it: which step, the typed fields, the
 * message under the field and whether a request is under way. Pure, so every transition is tested without
 * a browser; the SDK calls that cause the events live in use-sign-in.ts.
 */
export type Channel = 'email' | 'phone';

export interface SignInState {
  step: 'email' | 'code';
  /** A phone number instead, where the server offers sign-in by text message (ADR 0325). */
  channel: Channel;
  email: string;
  phone: string;
  code: string;
  /** Shown under the field of either step. */
  error: string;
  /** What the code step announces: a code was sent, or sent again. */
  notice: 'sent' | 'resent' | undefined;
  busy: boolean;
}

export type SignInEvent =
  | { type: 'typed'; field: 'email' | 'phone' | 'code'; value: string }
  | { type: 'channel'; channel: Channel }
  /** A request starts: the last message goes, the buttons wait. */
  | { type: 'request' }
  | { type: 'code-sent' }
  | { type: 'code-resent' }
  | { type: 'failed'; error: string }
  /** The SDK forgot the attempt (too many tries, a dead code): ask for the address again. */
  | { type: 'restart' }
  | { type: 'back' }
  | { type: 'settled' };

export const initialSignIn: SignInState = {
  step: 'email',
  channel: 'email',
  email: '',
  phone: '',
  code: '',
  error: '',
  notice: undefined,
  busy: false,
};

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'typed':
      return { ...state, [event.field]: event.value };
    case 'channel':
      return { ...state, channel: event.channel };
    case 'request':
      return { ...state, error: '', notice: undefined, busy: true };
    case 'code-sent':
      return { ...state, step: 'code', code: '', notice: 'sent', busy: false };
    case 'code-resent':
      return { ...state, notice: 'resent', busy: false };
    case 'failed':
      return { ...state, error: event.error, busy: false };
    case 'restart':
      return { ...state, step: 'email', code: '', error: MESSAGES.restart, busy: false };
    case 'back':
      return { ...state, step: 'email', error: '', notice: undefined };
    case 'settled':
      return { ...state, busy: false };
  }
}

/** The address the code goes to, as the SDK is given it. */
export const contactOf = (state: Pick<SignInState, 'channel' | 'email' | 'phone'>) =>
  state.channel === 'phone' ? { phoneNumber: state.phone.trim() } : { email: state.email.trim() };

/** What the code step says above the field. */
export function noticeText(state: SignInState): string {
  if (state.notice === 'resent') return 'We sent you a new code.';
  if (state.notice !== 'sent') return '';
  return state.channel === 'phone'
    ? `We sent a 6-digit code by text message to ${state.phone.trim()}.`
    : `We sent a 6-digit code to ${state.email.trim()}.`;
}

/** The SDK's answers to a typed code that are not a sign-in. */
type CodeAnswer =
  | { status: 'INCORRECT_USER_INPUT_CODE_ERROR'; maximumCodeInputAttempts: number; failedCodeInputAttemptCount: number }
  | { status: 'EXPIRED_USER_INPUT_CODE_ERROR' | 'RESTART_FLOW_ERROR' }
  | { status: string };

/** What a refused code means for the dialog: a message, or starting again from the address. */
export function refusedCodeEvent(answer: CodeAnswer): SignInEvent {
  if (answer.status === 'INCORRECT_USER_INPUT_CODE_ERROR' && 'maximumCodeInputAttempts' in answer) {
    return {
      type: 'failed',
      error: wrongCodeText(answer.maximumCodeInputAttempts, answer.failedCodeInputAttemptCount),
    };
  }
  if (answer.status === 'EXPIRED_USER_INPUT_CODE_ERROR') return { type: 'failed', error: MESSAGES.expiredCode };
  if (answer.status === 'RESTART_FLOW_ERROR') return { type: 'restart' };
  return { type: 'failed', error: MESSAGES.status(answer.status) };
}
