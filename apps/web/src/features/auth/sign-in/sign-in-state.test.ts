import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  contactOf,
  initialSignIn,
  noticeText,
  refusedCodeEvent,
  type SignInState,
  signInReducer,
} from './sign-in-state';

const run = (...events: Parameters<typeof signInReducer>[1][]): SignInState =>
  events.reduce(signInReducer, initialSignIn);

describe('the sign-in dialog state', () => {
  it('sends a code: the buttons wait, then the code step announces where it went', () => {
    const typed = run({ type: 'typed', field: 'email', value: ' ada@example.com ' });
    expect(contactOf(typed)).toEqual({ email: 'ada@example.com' });
    const waiting = signInReducer({ ...typed, error: 'old' }, { type: 'request' });
    expect(waiting).toMatchObject({ busy: true, error: '', step: 'email' });
    const sent = signInReducer({ ...waiting, code: '12' }, { type: 'code-sent' });
    expect(sent).toMatchObject({ step: 'code', code: '', busy: false });
    expect(noticeText(sent)).toBe('We sent a 6-digit code to ada@example.com.');
    expect(noticeText(signInReducer(sent, { type: 'code-resent' }))).toBe('We sent you a new code.');
  });

  it('by text message names the phone number instead', () => {
    const state = run(
      { type: 'channel', channel: 'phone' },
      { type: 'typed', field: 'phone', value: '+44 7700 900123 ' },
      { type: 'request' },
      { type: 'code-sent' },
    );
    expect(contactOf(state)).toEqual({ phoneNumber: '+44 7700 900123' });
    expect(noticeText(state)).toBe('We sent a 6-digit code by text message to +44 7700 900123.');
  });

  it('a failure keeps the step and frees the buttons; a restart asks for the address again', () => {
    const atCode = run({ type: 'request' }, { type: 'code-sent' }, { type: 'typed', field: 'code', value: '123456' });
    expect(signInReducer(atCode, { type: 'failed', error: 'No.' })).toMatchObject({
      step: 'code',
      error: 'No.',
      busy: false,
    });
    expect(signInReducer(atCode, { type: 'restart' })).toMatchObject({
      step: 'email',
      code: '',
      error: MESSAGES.restart,
    });
    const back = signInReducer({ ...atCode, error: 'No.' }, { type: 'back' });
    expect(back).toMatchObject({ step: 'email', error: '', notice: undefined });
  });

  it('phrases a refused code: attempts left, expiry, restart, anything else by its status', () => {
    const wrong = (failed: number) =>
      refusedCodeEvent({
        status: 'INCORRECT_USER_INPUT_CODE_ERROR',
        maximumCodeInputAttempts: 5,
        failedCodeInputAttemptCount: failed,
      });
    expect(wrong(3)).toEqual({ type: 'failed', error: `${MESSAGES.invalidCode} 2 attempts left.` });
    expect(wrong(4)).toEqual({ type: 'failed', error: `${MESSAGES.invalidCode} 1 attempt left.` });
    expect(wrong(5)).toEqual({ type: 'failed', error: MESSAGES.invalidCode });
    expect(refusedCodeEvent({ status: 'EXPIRED_USER_INPUT_CODE_ERROR' })).toEqual({
      type: 'failed',
      error: MESSAGES.expiredCode,
    });
    expect(refusedCodeEvent({ status: 'RESTART_FLOW_ERROR' })).toEqual({ type: 'restart' });
    expect(refusedCodeEvent({ status: 'SOMETHING_NEW' })).toEqual({ type: 'failed', error: 'Error: SOMETHING_NEW' });
  });
});
