import { describe, expect, it } from 'vitest';
import { smsCode, startFakeTwilio, uniquePhone, type FakeTwilio } from './helpers/fake-twilio';
import { DB_KINDS, type TestServer } from './helpers/harness';
import { withPeerServer } from './helpers/peer-server';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import { type Agent, signInWithCode } from './helpers/mfa';

/**
 * A texted code as the required second factor (ADR 0330): set up inside the first session (the phone joins
 * the same account), then asked for after every e-mail sign-in, on the same session handle.
 */
const SDK = sdkHeaders('passwordless');
const TENANT = 'texted';

describe.each(DB_KINDS)('otp-phone as a second factor on %s', (kind) => {
  let server: TestServer;
  let twilio: FakeTwilio;
  withPeerServer(kind, startFakeTwilio, (s, fake) => ([server, twilio] = [s, fake]), {
    AUTH_TENANTS: JSON.stringify([
      { id: 'public', requiredSecondaryFactors: [] },
      { id: TENANT, firstFactors: ['otp-email'], requiredSecondaryFactors: ['otp-phone'] },
    ]),
  });

  const json = async <T>(res: Response) => (await res.json()) as T;
  const mfaInfo = async (agent: Agent) =>
    await json<{
      factors: { next: string[]; alreadySetup: string[]; allowedToSetup: string[] };
      phoneNumbers: Record<string, string[]>;
    }>(await agent.call('PUT', '/auth/mfa/info', {}));

  /** The second factor by text, inside the agent's session, as the SDK's /mfa/otp-phone page does. */
  async function passByText(agent: Agent, phoneNumber: string) {
    const since = twilio.countFor(phoneNumber);
    const flow = await json<{ status: string; deviceId: string; preAuthSessionId: string; flowType: string }>(
      await agent.call(
        'POST',
        `/auth/${TENANT}/signinup/code`,
        { phoneNumber, shouldTryLinkingWithSessionUser: true },
        SDK,
      ),
    );
    expect(flow).toMatchObject({ status: 'OK', flowType: 'USER_INPUT_CODE' });
    const code = smsCode(await twilio.waitFor(phoneNumber, { since }));
    return agent.call(
      'POST',
      `/auth/${TENANT}/signinup/code/consume`,
      {
        preAuthSessionId: flow.preAuthSessionId,
        deviceId: flow.deviceId,
        userInputCode: code,
        shouldTryLinkingWithSessionUser: true,
      },
      SDK,
    );
  }

  it('is set up in the first session, then asked for after each e-mail sign-in; never a second account', async () => {
    const email = uniqueEmail('sms-2fa');
    const phone = uniquePhone();

    // First sign-in: the tenant owes otp-phone and the reader has no phone yet, so it is offered for setup.
    const first = await signInWithCode(server, email, TENANT);
    expect(first.claims()['st-mfa']).toEqual({ c: { 'otp-email': expect.any(Number) }, v: false });
    expect((await first.call('GET', '/api/account')).status).toBe(403);
    const before = await mfaInfo(first);
    expect(before.factors.next).toEqual(['otp-phone']);
    expect(before.factors.allowedToSetup).toContain('otp-phone');
    expect(before.phoneNumbers['otp-phone'] ?? []).toEqual([]);

    const handle = first.claims().sessionHandle;
    const linked = await json<{
      status: string;
      createdNewRecipeUser: boolean;
      user: { id: string; phoneNumbers: string[] };
    }>(await passByText(first, phone));
    expect(linked).toMatchObject({ status: 'OK', user: { id: first.userId, phoneNumbers: [phone] } });
    expect(first.claims().sessionHandle).toBe(handle);
    expect(first.claims()['st-mfa'].v).toBe(true);
    expect(Object.keys(first.claims()['st-mfa'].c).sort()).toEqual(['otp-email', 'otp-phone']);
    expect((await first.call('GET', '/api/account')).status).toBe(200);

    // Next sign-in: the e-mail code alone is not enough; the text goes to the number already on the account.
    const second = await signInWithCode(server, email, TENANT);
    expect(second.userId).toBe(first.userId);
    expect(second.claims()['st-mfa'].v).toBe(false);
    const after = await mfaInfo(second);
    expect(after.factors.next).toEqual(['otp-phone']);
    expect(after.factors.alreadySetup).toContain('otp-phone');
    expect(after.phoneNumbers['otp-phone']).toEqual([phone]);
    const passed = await json<{ status: string; createdNewRecipeUser: boolean; user: { id: string } }>(
      await passByText(second, phone),
    );
    expect(passed).toMatchObject({ status: 'OK', createdNewRecipeUser: false, user: { id: first.userId } });
    expect(second.claims()['st-mfa'].v).toBe(true);
    expect((await second.call('GET', '/api/account')).status).toBe(200);
  });

  it('refuses a number that belongs to another account as the second factor, and stays owed', async () => {
    const owner = await signInWithCode(server, uniqueEmail('sms-owner'), TENANT);
    const phone = uniquePhone();
    expect((await passByText(owner, phone)).status).toBe(200);

    const other = await signInWithCode(server, uniqueEmail('sms-other'), TENANT);
    const refused = await json<{ status: string; reason?: string }>(await passByText(other, phone));
    expect(refused).toMatchObject({
      status: 'SIGN_IN_UP_NOT_ALLOWED',
      reason: expect.stringContaining('ERR_CODE_021'),
    });
    expect(other.claims()['st-mfa'].v).toBe(false);
    expect((await other.call('GET', '/api/account')).status).toBe(403);
  });
});
