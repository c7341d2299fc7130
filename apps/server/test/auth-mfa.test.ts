import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../src/auth/mfa/totp-secret';
import { mfaRecoveryCodes, totpDevices } from '../src/db/schema/index';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { codeIn, isSignInMail } from './helpers/mailbox';
import { type Agent, createAgent, setUpTotp, signInWithCode, totpCode } from './helpers/mfa';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import { routeTable } from './helpers/route-table';

const OPERATOR = 'mfa-operator@example.test';
const SDK = sdkHeaders('passwordless');
const PENDING = {
  message: 'invalid claim',
  claimValidationErrors: [{ id: 'st-mfa', reason: { message: 'MFA requirement for auth is not satisfied' } }],
};

interface Device {
  status: string;
  deviceName: string;
  secret: string;
  qrCodeString: string;
}

/** Linking a social provider inside the session, as the SDK's callback page does. */
const linkProvider = (agent: Agent) =>
  agent.call(
    'POST',
    '/auth/signinup',
    {
      thirdPartyId: 'apple',
      redirectURIInfo: {
        redirectURIOnProviderDashboard: 'http://numerology.test/auth/callback/apple',
        redirectURIQueryParams: { code: 'a-code-never-exchanged' },
      },
      shouldTryLinkingWithSessionUser: true,
    },
    sdkHeaders('thirdparty'),
  );

describe.each(DB_KINDS)('multi-factor sign-in on %s', (kind) => {
  let server: TestServer;
  const now = () => server.ctx.now().getTime();
  const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
  /** A step later than any code used so far: each test starts on a fresh 30-second step. */
  const nextStep = () => server.advanceClock(30_000);

  beforeAll(async () => {
    server = await startTestServer(kind, {
      PUBLIC_URL: 'http://numerology.test',
      ADMIN_EMAILS: OPERATOR,
      // A provider is configured so that linking one inside a session reaches the session checks (no call out).
      AUTH_PROVIDERS: JSON.stringify([{ id: 'apple', clientId: 'com.example.web', clientSecret: 'ready-made' }]),
      AUTH_TENANTS: JSON.stringify([
        { id: 'public', requiredSecondaryFactors: [] },
        { id: 'secure', firstFactors: ['link-email', 'otp-email'], requiredSecondaryFactors: ['otp-email'] },
      ]),
    });
  });
  afterAll(() => server?.close());

  async function protectedReader(tag: string) {
    const email = uniqueEmail(tag);
    const first = await signInWithCode(server, email);
    const secret = await setUpTotp(server, first);
    nextStep();
    const second = await signInWithCode(server, email);
    return { email, first, second, secret };
  }

  it('creates a device: 20-byte base32 secret, otpauth URI, encrypted at rest; replaces an unverified one', async () => {
    const reader = await signInWithCode(server, uniqueEmail('device'));
    const res = await reader.call('POST', '/auth/totp/device', { deviceName: 'Phone' });
    expect(res.status).toBe(200);
    const device = await json<Device>(res);
    expect(device.status).toBe('OK');
    expect(device.deviceName).toBe('Phone');
    expect(device.secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits
    const uri = new URL(device.qrCodeString);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(device.secret);
    expect(uri.searchParams.get('issuer')).toBe('Kabbalah Numerology');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(decodeURIComponent(uri.pathname)).toContain(reader.email);

    const [row] = await server.ctx.db.select().from(totpDevices).where(eq(totpDevices.userId, reader.userId));
    expect(row!.secretCipher).not.toContain(device.secret);
    expect(row!.secretCipher).toMatch(/^v1\./);
    expect(decryptSecret(server.ctx.secret, reader.userId, row!.secretCipher)).toBe(device.secret);
    expect(() => decryptSecret('another app secret', reader.userId, row!.secretCipher)).toThrow();
    expect(() => decryptSecret(server.ctx.secret, '00000000-0000-0000-0000-000000000000', row!.secretCipher)).toThrow();

    // Not verified yet: asking again starts over with a new secret instead of an error.
    const again = await json<Device>(await reader.call('POST', '/auth/totp/device', { deviceName: 'Phone' }));
    expect(again.status).toBe('OK');
    expect(again.secret).not.toBe(device.secret);
    const list = await json(await reader.call('GET', '/auth/totp/device/list'));
    expect(list).toEqual({ status: 'OK', devices: [{ name: 'Phone', period: 30, skew: 1, verified: false }] });
    // A body that is not what the SDK sends is a readable 400.
    const bad = await reader.call('POST', '/auth/totp/device/verify', { deviceName: 'Phone', totp: '123456789' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toMatch(/totp/);
  });

  it('verifies the first device: the code is checked, MFA turns on, totp is marked in the same session', async () => {
    nextStep();
    const reader = await signInWithCode(server, uniqueEmail('verify'));
    const handle = reader.claims().sessionHandle;
    const device = await json<Device>(await reader.call('POST', '/auth/totp/device', {}));
    expect(device.deviceName).toBe('Authenticator app 1');
    const verify = (totp: string, deviceName = device.deviceName) =>
      reader.call('POST', '/auth/totp/device/verify', { deviceName, totp });

    expect(await json(await verify('000000', 'No such device'))).toEqual({ status: 'UNKNOWN_DEVICE_ERROR' });
    const good = totpCode(device.secret, now());
    const wrong = good === '123456' ? '654321' : '123456';
    expect(await json(await verify(wrong))).toEqual({
      status: 'INVALID_TOTP_ERROR',
      currentNumberOfFailedAttempts: 1,
      maxNumberOfFailedAttempts: 5,
    });
    const ok = await verify(good);
    expect(await json(ok)).toEqual({ status: 'OK', wasAlreadyVerified: false });
    expect(ok.headers.get('front-token')).toBeTruthy();
    const claims = reader.claims();
    expect(claims.sessionHandle).toBe(handle);
    expect(claims['st-mfa'].v).toBe(true);
    expect(Object.keys(claims['st-mfa'].c).sort()).toEqual(['otp-email', 'totp']);

    // Used codes are refused within their window, even for a device already verified.
    expect((await json(await verify(good))).status).toBe('INVALID_TOTP_ERROR');
    nextStep();
    expect(await json(await verify(totpCode(device.secret, now())))).toEqual({
      status: 'OK',
      wasAlreadyVerified: true,
    });
    // A verified device cannot be created again under the same name.
    const dup = await reader.call('POST', '/auth/totp/device', { deviceName: device.deviceName });
    expect(await json(dup)).toEqual({ status: 'DEVICE_ALREADY_EXISTS_ERROR' });
    const overview = await json(await reader.call('GET', '/auth/mfa/overview'));
    expect(overview).toMatchObject({ enabled: true, devices: [{ name: device.deviceName, verified: true }] });
  });

  it('asks for TOTP after the next sign-in: 403 claim errors, /mfa/info, setup refused, then passed', async () => {
    const { second, secret } = await protectedReader('second');
    expect(second.claims()['st-mfa']).toEqual({ c: { 'otp-email': expect.any(Number) }, v: false });
    const blocked = await second.call('GET', '/api/account');
    expect(blocked.status).toBe(403);
    expect(await json(blocked)).toEqual(PENDING);

    const info = await second.call('PUT', '/auth/mfa/info', {}, { rid: 'multifactorauth' });
    expect(info.status).toBe(200);
    const body = await json<{ factors: Record<string, string[]>; emails: Record<string, string[]> }>(info);
    expect(body.factors.next).toEqual(['totp']);
    expect(body.factors.alreadySetup).toEqual(['otp-email', 'totp']);
    // The half-signed-in visitor may not add a device of their own, nor remove the owner's.
    expect(body.factors.allowedToSetup).not.toContain('totp');
    expect(body.emails['otp-email']).toEqual([second.email]);
    expect(info.headers.get('front-token')).toBeTruthy();
    const add = await second.call('POST', '/auth/totp/device', { deviceName: 'Attacker' });
    expect(add.status).toBe(403);
    expect((await json<typeof PENDING>(add)).claimValidationErrors[0]!.id).toBe('st-mfa');
    const remove = await second.call('POST', '/auth/totp/device/remove', { deviceName: 'Authenticator app 1' });
    expect(remove.status).toBe(403);
    // Nor send a code to a mailbox of their own.
    const foreign = await second.call(
      'POST',
      '/auth/signinup/code',
      { email: uniqueEmail('attacker'), shouldTryLinkingWithSessionUser: true },
      SDK,
    );
    expect(foreign.status).toBe(403);
    // Nor link a social account of their own.
    const linked = await linkProvider(second);
    expect(linked.status).toBe(403);
    expect(await json(linked)).toEqual(PENDING);

    const handle = second.claims().sessionHandle;
    const passed = await second.call('POST', '/auth/totp/verify', { totp: totpCode(secret, now()) });
    expect(await json(passed)).toEqual({ status: 'OK' });
    expect(second.claims().sessionHandle).toBe(handle);
    expect(second.claims()['st-mfa'].v).toBe(true);
    expect((await second.call('GET', '/api/account')).status).toBe(200);
    // The claim survives a refresh: it is computed again from the session's factors.
    expect((await second.refresh()).status).toBe(200);
    expect(second.claims()['st-mfa'].v).toBe(true);
  });

  it('accepts one step of clock skew either way, not two; a code from another device is wrong', async () => {
    const { second, secret } = await protectedReader('skew');
    // Two steps past the code used at setup, so that only the skew decides below.
    nextStep();
    nextStep();
    const verify = (totp: string) => second.call('POST', '/auth/totp/verify', { totp });
    expect((await json(await verify(totpCode(secret, now() - 60_000)))).status).toBe('INVALID_TOTP_ERROR');
    expect((await json(await verify(totpCode(secret, now() + 60_000)))).status).toBe('INVALID_TOTP_ERROR');
    expect((await json(await verify(totpCode(secret, now() - 30_000)))).status).toBe('OK');
    // An older code after a newer one is refused too.
    expect((await json(await verify(totpCode(secret, now() - 60_000)))).status).toBe('INVALID_TOTP_ERROR');
    expect((await json(await verify(totpCode(secret, now() + 30_000)))).status).toBe('OK');

    // Another reader's device secret does not open this account.
    nextStep();
    const other = await protectedReader('skew-other');
    nextStep();
    expect((await json(await verify(totpCode(other.secret, now())))).status).toBe('INVALID_TOTP_ERROR');
    // Nor the code of this reader's second, unverified device.
    const spare = await json<Device>(await second.call('POST', '/auth/totp/device', { deviceName: 'Spare' }));
    expect((await json(await verify(totpCode(spare.secret, now())))).status).toBe('INVALID_TOTP_ERROR');
    const wrongDevice = await second.call('POST', '/auth/totp/device/verify', {
      deviceName: 'Spare',
      totp: totpCode(secret, now()),
    });
    expect((await json(wrongDevice)).status).toBe('INVALID_TOTP_ERROR');
  });

  it('locks the authenticator app for 15 minutes after 5 failures in a row, across devices', async () => {
    const { second, secret } = await protectedReader('lock');
    const verify = (totp: string) => second.call('POST', '/auth/totp/verify', { totp });
    const good = totpCode(secret, now());
    const wrong = good === '111111' ? '222222' : '111111';
    for (let i = 1; i <= 5; i++)
      expect(await json(await verify(wrong))).toEqual({
        status: 'INVALID_TOTP_ERROR',
        currentNumberOfFailedAttempts: i,
        maxNumberOfFailedAttempts: 5,
      });
    const limited = await json<{ status: string; retryAfterMs: number }>(await verify(good));
    expect(limited.status).toBe('LIMIT_REACHED_ERROR');
    expect(limited.retryAfterMs).toBeGreaterThan(14 * 60_000);
    expect(limited.retryAfterMs).toBeLessThanOrEqual(15 * 60_000);
    // Recovery codes are another way through, counted on their own for this session (ADR 0337).
    const recovery = await second.call('POST', '/auth/mfa/recovery-code', { code: 'aaaaa-bbbbb' });
    expect(await json(recovery)).toEqual({
      status: 'INVALID_RECOVERY_CODE_ERROR',
      currentNumberOfFailedAttempts: 1,
      maxNumberOfFailedAttempts: 5,
    });
    server.advanceClock(15 * 60_000 + 1000);
    expect(await json(await verify(totpCode(secret, now())))).toEqual({ status: 'OK' });
  });

  it('recovery codes: ten, shown once, hashed at rest, each passes TOTP once; regenerating voids the old', async () => {
    const email = uniqueEmail('recovery');
    const first = await signInWithCode(server, email);
    await setUpTotp(server, first);
    const made = await first.call('POST', '/auth/mfa/recovery-codes', {});
    expect(made.status).toBe(200);
    const { codes } = await json<{ codes: string[] }>(made);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const rows = await server.ctx.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, first.userId));
    expect(rows).toHaveLength(10);
    for (const r of rows) for (const c of codes) expect(r.codeHash).not.toContain(c.replace('-', ''));

    const second = await signInWithCode(server, email);
    expect(second.claims()['st-mfa'].v).toBe(false);
    const used = await second.call('POST', '/auth/mfa/recovery-code', { code: ` ${codes[0]!.toUpperCase()} ` });
    expect(await json(used)).toEqual({ status: 'OK', remaining: 9 });
    expect(second.claims()['st-mfa'].v).toBe(true);

    const third = await signInWithCode(server, email);
    const again = await third.call('POST', '/auth/mfa/recovery-code', { code: codes[0] });
    expect(await json(again)).toEqual({
      status: 'INVALID_RECOVERY_CODE_ERROR',
      currentNumberOfFailedAttempts: 1,
      maxNumberOfFailedAttempts: 5,
    });
    const renewed = await json<{ codes: string[] }>(await first.call('POST', '/auth/mfa/recovery-codes', {}));
    expect((await json(await third.call('POST', '/auth/mfa/recovery-code', { code: codes[1] }))).status).toBe(
      'INVALID_RECOVERY_CODE_ERROR',
    );
    expect(await json(await third.call('POST', '/auth/mfa/recovery-code', { code: renewed.codes[0] }))).toEqual({
      status: 'OK',
      remaining: 9,
    });
    expect((await json(await third.call('GET', '/auth/mfa/overview'))).unusedRecoveryCodes).toBe(9);
  });

  it('step-up: deleting the account needs a factor passed in the last 10 minutes', async () => {
    const email = uniqueEmail('stepup');
    const reader = await signInWithCode(server, email);
    const secret = await setUpTotp(server, reader);
    server.advanceClock(10 * 60_000 + 5000);
    await reader.refresh(); // the access token would expire on a long run; the factor time stays
    const del = () => reader.call('POST', '/api/account/delete', { confirmEmail: email });
    const refused = await del();
    expect(refused.status).toBe(403);
    const body = await json<{
      message: string;
      claimValidationErrors: { id: string; reason: Record<string, unknown> }[];
    }>(refused);
    expect(body.message).toBe('invalid claim');
    expect(body.claimValidationErrors[0]).toMatchObject({
      id: 'st-mfa',
      reason: { stepUp: true, factorId: 'totp', maxAgeInSeconds: 600 },
    });
    expect((await reader.call('POST', '/auth/mfa/recovery-codes', {})).status).toBe(403);
    // Changing sign-in methods too: removing one, or adding an address with a code inside the session.
    const removeMethod = await reader.call(
      'DELETE',
      '/api/account/sign-in-methods/00000000-0000-0000-0000-000000000000',
    );
    expect(removeMethod.status).toBe(403);
    expect((await json<typeof body>(removeMethod)).claimValidationErrors[0]!.reason.stepUp).toBe(true);
    const added = uniqueEmail('added');
    const addAddress = () =>
      reader.call('POST', '/auth/signinup/code', { email: added, shouldTryLinkingWithSessionUser: true }, SDK);
    expect((await addAddress()).status).toBe(403);
    const provider = await linkProvider(reader);
    expect(provider.status).toBe(403);
    expect((await json<typeof body>(provider)).claimValidationErrors[0]!.reason.stepUp).toBe(true);
    expect(await json(await reader.call('POST', '/auth/totp/verify', { totp: totpCode(secret, now()) }))).toEqual({
      status: 'OK',
    });
    expect(await json(await addAddress())).toMatchObject({ status: 'OK', flowType: 'USER_INPUT_CODE' });
    const deleted = await del();
    expect(deleted.status).toBe(200);

    // Without MFA there is no step-up.
    const plain = await signInWithCode(server, uniqueEmail('no-mfa'));
    server.advanceClock(11 * 60_000);
    await plain.refresh();
    expect((await plain.call('POST', '/api/account/delete', { confirmEmail: plain.email })).status).toBe(200);
  });

  it('removing the last device (after passing it) turns MFA off', async () => {
    const { second, secret } = await protectedReader('remove');
    expect(await json(await second.call('POST', '/auth/totp/verify', { totp: totpCode(secret, now()) }))).toEqual({
      status: 'OK',
    });
    const gone = await second.call('POST', '/auth/totp/device/remove', { deviceName: 'Authenticator app 1' });
    expect(await json(gone)).toEqual({ status: 'OK', didDeviceExist: true });
    const none = await second.call('POST', '/auth/totp/device/remove', { deviceName: 'Authenticator app 1' });
    expect(await json(none)).toEqual({ status: 'OK', didDeviceExist: false });
    expect((await json(await second.call('GET', '/auth/mfa/overview'))).enabled).toBe(false);
    const next = await signInWithCode(server, second.email);
    expect(next.claims()['st-mfa'].v).toBe(true);
  });

  it('every route behind requireSession answers the claim error while a factor is owed; only MFA routes skip it', async () => {
    const { second } = await protectedReader('routes');
    const routes = routeTable(server.app);
    const guarded = routes.filter((r) => r.preHandlers.includes('"requireSession()"'));
    const exempt = routes.filter((r) => r.preHandlers.includes('requireSessionAllowingPendingMfa'));
    expect(guarded.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/account',
        'POST /api/account/delete',
        'GET /api/readings/:id',
        'GET /get-tokens/',
      ]),
    );
    for (const r of exempt) expect(r.path).toMatch(/^\/auth\/(mfa|totp|signout|user\/email\/verify)/);
    expect(exempt.map((r) => r.path)).toEqual(expect.arrayContaining(['/auth/mfa/info', '/auth/totp/verify']));
    for (const r of guarded) {
      const path = r.path.replace(/:[A-Za-z]+/g, '00000000-0000-0000-0000-000000000000');
      const res = await second.call(r.method, path, r.method === 'GET' || r.method === 'HEAD' ? undefined : {});
      expect(res.status, `${r.method} ${r.path}`).toBe(403);
      if (r.method !== 'HEAD') expect(await json(res), `${r.method} ${r.path}`).toEqual(PENDING);
    }
  });

  it('otp-email as a required second factor after a magic link: same session, same account', async () => {
    const email = uniqueEmail('secure');
    const reader = createAgent(server, email);
    let since = server.mailbox.countFor(email);
    const flow = await json<{ preAuthSessionId: string; deviceId: string; flowType: string }>(
      await reader.call('POST', '/auth/secure/signinup/code', { email }, SDK),
    );
    const mail = await server.mailbox.waitFor(email, { since, match: isSignInMail });
    const link = new URL(/(http\S+\/auth\/verify\?\S+)/.exec(mail.raw)![1]!);
    const signedIn = await reader.call(
      'POST',
      '/auth/secure/signinup/code/consume',
      { preAuthSessionId: flow.preAuthSessionId, linkCode: link.hash.slice(1) },
      SDK,
    );
    const user = (await json<{ user: { id: string } }>(signedIn)).user;
    expect(reader.claims()['st-mfa']).toEqual({ c: { 'link-email': expect.any(Number) }, v: false });
    expect((await reader.call('GET', '/api/account')).status).toBe(403);
    const info = await json<{ factors: Record<string, string[]> }>(await reader.call('PUT', '/auth/mfa/info', {}));
    expect(info.factors.next).toEqual(['otp-email']);

    const handle = reader.claims().sessionHandle;
    since = server.mailbox.countFor(email);
    const second = await json<{ status: string; preAuthSessionId: string; deviceId: string; flowType: string }>(
      await reader.call('POST', '/auth/secure/signinup/code', { email, shouldTryLinkingWithSessionUser: true }, SDK),
    );
    expect(second.flowType).toBe('USER_INPUT_CODE');
    const code = codeIn(await server.mailbox.waitFor(email, { since, match: isSignInMail }));
    const consumed = await reader.call(
      'POST',
      '/auth/secure/signinup/code/consume',
      {
        preAuthSessionId: second.preAuthSessionId,
        deviceId: second.deviceId,
        userInputCode: code,
        shouldTryLinkingWithSessionUser: true,
      },
      SDK,
    );
    const result = await json<{ status: string; createdNewRecipeUser: boolean; user: { id: string } }>(consumed);
    expect(result).toMatchObject({ status: 'OK', createdNewRecipeUser: false, user: { id: user.id } });
    expect(reader.claims().sessionHandle).toBe(handle);
    expect(reader.claims()['st-mfa'].v).toBe(true);
    expect(Object.keys(reader.claims()['st-mfa'].c).sort()).toEqual(['link-email', 'otp-email']);
    expect((await reader.call('GET', '/api/account')).status).toBe(200);
  });

  it('operators: 404 to others, 403 until MFA is on, the claim error until it is passed, then the console', async () => {
    const customer = await signInWithCode(server, uniqueEmail('not-operator'));
    expect((await customer.call('GET', '/api/admin/me')).status).toBe(404);
    const operator = await signInWithCode(server, OPERATOR);
    const withoutMfa = await operator.call('GET', '/api/admin/me');
    expect(withoutMfa.status).toBe(403);
    expect((await json(withoutMfa)).message).toMatch(/multi-factor/);
    const secret = await setUpTotp(server, operator);
    expect(await json(await operator.call('GET', '/api/admin/me'))).toEqual({ email: OPERATOR });
    nextStep();
    const later = await signInWithCode(server, OPERATOR);
    const pending = await later.call('GET', '/api/admin/me');
    expect(pending.status).toBe(403);
    expect(await json(pending)).toEqual(PENDING);
    await later.call('POST', '/auth/totp/verify', { totp: totpCode(secret, now()) });
    expect((await later.call('GET', '/api/admin/me')).status).toBe(200);
  });

  it('every factor lost: a reset asked with the e-mail code turns MFA off after 7 days, unless cancelled', async () => {
    const { first, second, secret } = await protectedReader('reset');
    const asked = await second.call('POST', '/auth/mfa/reset', {});
    expect(asked.status).toBe(200);
    const { effectiveAt } = await json<{ effectiveAt: string }>(asked);
    expect(new Date(effectiveAt).getTime() - now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    const notice = await server.mailbox.waitFor(second.email, { match: (m) => /turned off/.test(m.raw) });
    expect(notice.raw).toMatch(/Multi-factor sign-in will be turned off on/);
    // Still owed until then.
    expect((await second.call('GET', '/api/account')).status).toBe(403);

    // The owner cancels from a fully signed-in session.
    expect((await json(await first.call('GET', '/auth/mfa/overview'))).resetAt).toBe(effectiveAt);
    expect((await first.call('DELETE', '/auth/mfa/reset')).status).toBe(200);
    server.advanceClock(7 * 86_400_000 + 60_000);
    expect((await signInWithCode(server, second.email)).claims()['st-mfa'].v).toBe(false);

    // Asked again and not cancelled: after 7 days MFA is off and the device is gone.
    const third = await signInWithCode(server, second.email);
    expect((await third.call('POST', '/auth/mfa/reset', {})).status).toBe(200);
    server.advanceClock(7 * 86_400_000 + 60_000);
    const after = await signInWithCode(server, second.email);
    expect(after.claims()['st-mfa'].v).toBe(true);
    expect(await json(await after.call('GET', '/auth/totp/device/list'))).toEqual({ status: 'OK', devices: [] });
    expect(secret).toBeTruthy();
  });
});

describe('a reader without a session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());

  it('gets 401 from the MFA and TOTP routes (the SDK refreshes)', async () => {
    const anonymous: Agent = createAgent(server, 'nobody@example.test');
    for (const [method, path] of [
      ['PUT', '/auth/mfa/info'],
      ['POST', '/auth/totp/device'],
      ['POST', '/auth/totp/verify'],
      ['GET', '/auth/totp/device/list'],
      ['POST', '/auth/mfa/recovery-code'],
    ] as const)
      expect((await anonymous.call(method, path, method === 'GET' ? undefined : {})).status, path).toBe(401);
  });
});
