import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mfaSettings } from '../src/db/schema/index';
import { smsCode, startFakeTwilio, uniquePhone, type FakeTwilio } from './helpers/fake-twilio';
import { DB_KINDS, type TestServer } from './helpers/harness';
import { withPeerServer } from './helpers/peer-server';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import { codeIn, isSignInMail } from './helpers/mailbox';
import { type Agent, createAgent, setUpTotp, signInWithCode, totpCode } from './helpers/mfa';

/**
 * Issue 21 items 5, 6 and 12: a factor counts once per sign-in (ADR 0336); wrong authenticator codes guessed
 * in parallel stop at the cap, and the owner still gets in with a recovery code (ADR 0337); the 7-day reset
 * is told to every address and phone of the account and shown at every sign-in until it ends (ADR 0339).
 */

const SDK = sdkHeaders('passwordless');
const SECURE = 'secure';

describe.each(DB_KINDS)('second factors on %s', (kind) => {
  let server: TestServer;
  let twilio: FakeTwilio;
  const now = () => server.ctx.now().getTime();
  const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
  const nextStep = () => server.advanceClock(30_000);

  withPeerServer(kind, startFakeTwilio, (s, fake) => ([server, twilio] = [s, fake]), {
    PUBLIC_URL: 'http://numerology.test',
    AUTH_TENANTS: JSON.stringify([
      { id: 'public', requiredSecondaryFactors: [] },
      { id: SECURE, firstFactors: ['link-email', 'otp-email'], requiredSecondaryFactors: ['otp-email'] },
    ]),
  });

  /** A code inside the agent's session (a second factor or a new way in), as the SDK's factor pages do. */
  async function codeInSession(agent: Agent, contact: { email: string } | { phoneNumber: string }, tenant?: string) {
    const base = tenant ? `/auth/${tenant}` : '/auth';
    const to = 'email' in contact ? contact.email : contact.phoneNumber;
    const since = 'email' in contact ? server.mailbox.countFor(to) : twilio.countFor(to);
    const flow = await json<{ status: string; deviceId: string; preAuthSessionId: string }>(
      await agent.call('POST', `${base}/signinup/code`, { ...contact, shouldTryLinkingWithSessionUser: true }, SDK),
    );
    expect(flow.status).toBe('OK');
    const code =
      'email' in contact
        ? codeIn(await server.mailbox.waitFor(to, { since, match: isSignInMail }))
        : smsCode(await twilio.waitFor(to, { since }));
    const consumed = await agent.call(
      'POST',
      `${base}/signinup/code/consume`,
      {
        preAuthSessionId: flow.preAuthSessionId,
        deviceId: flow.deviceId,
        userInputCode: code,
        shouldTryLinkingWithSessionUser: true,
      },
      SDK,
    );
    return json<{ status: string }>(consumed);
  }

  const next = async (agent: Agent) =>
    (await json<{ factors: { next: string[] } }>(await agent.call('PUT', '/auth/mfa/info', {}))).factors.next;

  describe('a factor counts once per sign-in (item 5)', () => {
    it('the e-mail code that signed in does not pass the tenant’s required e-mail code', async () => {
      const email = uniqueEmail('once');
      const reader = await signInWithCode(server, email, SECURE);
      expect(reader.claims()['st-mfa']).toEqual({ c: { 'otp-email': expect.any(Number) }, v: false });
      expect((await reader.call('GET', '/api/account')).status).toBe(403);
      expect(await next(reader)).toEqual(['otp-email']);
      // A second code, to the same address, inside the session: now the requirement is met.
      expect((await codeInSession(reader, { email }, SECURE)).status).toBe('OK');
      expect(reader.claims()['st-mfa'].v).toBe(true);
      expect((await reader.call('GET', '/api/account')).status).toBe(200);
    });

    it('a reader who turned on an authenticator app on that tenant is asked for it, not for another e-mail code', async () => {
      const email = uniqueEmail('once-totp');
      const first = await signInWithCode(server, email, SECURE);
      await codeInSession(first, { email }, SECURE);
      const secret = await setUpTotp(server, first);
      nextStep();

      const later = await signInWithCode(server, email, SECURE);
      expect(later.claims()['st-mfa'].v).toBe(false);
      expect(await next(later)).toEqual(['totp']);
      // The mailbox alone is not enough: a second e-mail code leaves the app owed.
      expect((await codeInSession(later, { email }, SECURE)).status).toBe('OK');
      expect(later.claims()['st-mfa'].v).toBe(false);
      expect((await later.call('GET', '/api/account')).status).toBe(403);
      expect(await json(await later.call('POST', '/auth/totp/verify', { totp: totpCode(secret, now()) }))).toEqual({
        status: 'OK',
      });
      expect(later.claims()['st-mfa'].v).toBe(true);
    });
  });

  describe('a locked authenticator app (item 12)', () => {
    async function protectedReader(tag: string) {
      const email = uniqueEmail(tag);
      const owner = await signInWithCode(server, email);
      const secret = await setUpTotp(server, owner);
      const { codes } = await json<{ codes: string[] }>(await owner.call('POST', '/auth/mfa/recovery-codes', {}));
      nextStep();
      return { email, owner, secret, codes };
    }

    it('25 parallel wrong codes stop at the cap; the owner still gets in with a recovery code', async () => {
      const { email, secret, codes } = await protectedReader('locked');
      const attacker = await signInWithCode(server, email);
      const good = totpCode(secret, now());
      const wrong = good === '111111' ? '222222' : '111111';
      const answers = await Promise.all(
        Array.from({ length: 25 }, async () =>
          json<{ status: string }>(await attacker.call('POST', '/auth/totp/verify', { totp: wrong })),
        ),
      );
      const count = (status: string) => answers.filter((a) => a.status === status).length;
      expect(count('INVALID_TOTP_ERROR')).toBe(5);
      expect(count('LIMIT_REACHED_ERROR')).toBe(20);
      const [row] = await server.ctx.db.select().from(mfaSettings).where(eq(mfaSettings.userId, attacker.userId));
      expect(row!.failedAttempts).toBe(5);

      // The cap holds for the owner's app too…
      const owner = await signInWithCode(server, email);
      const locked = await json<{ status: string }>(await owner.call('POST', '/auth/totp/verify', { totp: good }));
      expect(locked.status).toBe('LIMIT_REACHED_ERROR');
      // …but another factor lets the owner through: a recovery code.
      const used = await owner.call('POST', '/auth/mfa/recovery-code', { code: codes[0] });
      expect(await json(used)).toEqual({ status: 'OK', remaining: 9 });
      expect(owner.claims()['st-mfa'].v).toBe(true);
      expect((await owner.call('GET', '/api/account')).status).toBe(200);
      // The owner being back lifts the app's lock.
      nextStep();
      const again = await signInWithCode(server, email);
      expect(await json(await again.call('POST', '/auth/totp/verify', { totp: totpCode(secret, now()) }))).toEqual({
        status: 'OK',
      });
    });

    it('wrong recovery codes in parallel stop at the cap for that session only, not for the owner', async () => {
      const { email, codes } = await protectedReader('recovery-cap');
      const attacker = await signInWithCode(server, email);
      const answers = await Promise.all(
        Array.from({ length: 25 }, async (_, i) =>
          json<{ status: string }>(
            await attacker.call('POST', '/auth/mfa/recovery-code', { code: `aaaaa-${String(i).padStart(5, 'b')}` }),
          ),
        ),
      );
      expect(answers.filter((a) => a.status === 'INVALID_RECOVERY_CODE_ERROR')).toHaveLength(5);
      expect(answers.filter((a) => a.status === 'LIMIT_REACHED_ERROR')).toHaveLength(20);
      // Locked for the attacker's session, even with a right code…
      expect((await json(await attacker.call('POST', '/auth/mfa/recovery-code', { code: codes[1] }))).status).toBe(
        'LIMIT_REACHED_ERROR',
      );
      // …while the owner's own session is not.
      const owner = await signInWithCode(server, email);
      expect(await json(await owner.call('POST', '/auth/mfa/recovery-code', { code: codes[1] }))).toEqual({
        status: 'OK',
        remaining: 9,
      });
    });
  });

  describe('the 7-day reset (item 6)', () => {
    it('is told to every address and phone of the account, and shown at every sign-in until it ends', async () => {
      const email = uniqueEmail('reset-all');
      const other = uniqueEmail('reset-other');
      const phone = uniquePhone();
      const first = await signInWithCode(server, email);
      expect((await codeInSession(first, { email: other })).status).toBe('OK');
      expect((await codeInSession(first, { phoneNumber: phone })).status).toBe('OK');
      await setUpTotp(server, first);
      nextStep();

      const lost = await signInWithCode(server, email);
      const mailsBefore = { email: server.mailbox.countFor(email), other: server.mailbox.countFor(other) };
      const textsBefore = twilio.countFor(phone);
      const asked = await lost.call('POST', '/auth/mfa/reset', {});
      expect(asked.status).toBe(200);
      const { effectiveAt } = await json<{ effectiveAt: string }>(asked);
      const noticed = (m: { raw: string }) => /turned off/.test(m.raw);
      await server.mailbox.waitFor(email, { since: mailsBefore.email, match: noticed });
      await server.mailbox.waitFor(other, { since: mailsBefore.other, match: noticed });
      const text = await twilio.waitFor(phone, { since: textsBefore });
      expect(text.body).toMatch(/turn off multi-factor sign-in/);
      expect(text.body).toContain(new Date(effectiveAt).toUTCString().slice(0, 16));

      // Every sign-in sees it, before and after passing the factor, until it takes effect.
      const seen = async (agent: Agent) =>
        (await json<{ resetAt: string | null }>(await agent.call('GET', '/auth/mfa/reset'))).resetAt;
      const nextSignIn = await signInWithCode(server, email);
      expect(nextSignIn.claims()['st-mfa'].v).toBe(false);
      expect(await seen(nextSignIn)).toBe(effectiveAt);
      server.advanceClock(7 * 86_400_000 + 60_000);
      const afterwards = await signInWithCode(server, email);
      expect(afterwards.claims()['st-mfa'].v).toBe(true);
      expect(await seen(afterwards)).toBeNull();
    });

    it('reaches a phone-only account by text', async () => {
      const phone = uniquePhone();
      const signInByText = async () => {
        const agent = createAgent(server, phone);
        const since = twilio.countFor(phone);
        const flow = await json<{ deviceId: string; preAuthSessionId: string }>(
          await agent.call('POST', '/auth/signinup/code', { phoneNumber: phone }, SDK),
        );
        const code = smsCode(await twilio.waitFor(phone, { since }));
        const done = await json<{ status: string; user: { id: string } }>(
          await agent.call(
            'POST',
            '/auth/signinup/code/consume',
            { deviceId: flow.deviceId, preAuthSessionId: flow.preAuthSessionId, userInputCode: code },
            SDK,
          ),
        );
        expect(done.status).toBe('OK');
        agent.userId = done.user.id;
        return agent;
      };
      const owner = await signInByText();
      await setUpTotp(server, owner);
      nextStep();
      const lost = await signInByText();
      const since = twilio.countFor(phone);
      expect((await lost.call('POST', '/auth/mfa/reset', {})).status).toBe(200);
      expect((await twilio.waitFor(phone, { since })).body).toMatch(/turn off multi-factor sign-in/);
    });
  });
});
