import { describe, expect, it } from 'vitest';
import { nextAppName } from './use-protect-account';

describe('a new authenticator app’s name', () => {
  it('takes the first number no confirmed app uses', () => {
    expect(nextAppName([])).toBe('Authenticator app 1');
    expect(
      nextAppName([
        { name: 'Authenticator app 1', verified: true },
        { name: 'Authenticator app 3', verified: true },
      ]),
    ).toBe('Authenticator app 2');
  });

  it('reuses the name of an app that was never confirmed', () => {
    expect(nextAppName([{ name: 'Authenticator app 1', verified: false }])).toBe('Authenticator app 1');
  });
});
