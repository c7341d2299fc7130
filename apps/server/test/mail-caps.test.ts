import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInUp } from '../src/auth/accounts/login-methods';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import { codeIn, isSignInMail } from './helpers/mailbox';

/**
 * Every mail capped per recipient across accounts (ADR 0341): 10 an hour and 30 a day to one address,
 * whoever asks; sign-in codes keep their own per-address count, so a stranger's mails never use up the
 * owner's codes. The senders here are accounts whose social identity claimed the address unverified.
 */
const EV = sdkHeaders('emailverification', { json: true });
const SDK = sdkHeaders('passwordless', { json: true });
const TENANTS = ['public', 'second', 'third'];
const INBOX = 'Inbox@Numerology.example';

describe.each(DB_KINDS)('mails per recipient on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      PUBLIC_URL: 'https://numerology.example',
      TRUST_PROXY: '127.0.0.1',
      // One account per tenant may claim an address unverified: three tenants give three accounts.
      AUTH_TENANTS: JSON.stringify([{ id: 'second' }, { id: 'third' }]),
      CONTACT_INBOX: INBOX,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A stranger's account, from a social identity that named `email` without the provider vouching for it. */
  async function strangerClaiming(email: string, n: number) {
    const tenantId = TENANTS[n % TENANTS.length]!;
    const signedIn = await signInUp(server.ctx, tenantId, {
      recipeId: 'thirdparty',
      thirdPartyId: 'example',
      thirdPartyUserId: `stranger-${email}`,
      email,
      emailVerified: false,
    });
    if (signedIn.status !== 'OK') throw new Error(signedIn.status);
    const { tokens } = await server.app.sessionService.create(signedIn.userId, tenantId, {
      recipeUserId: signedIn.recipeUserId,
      factor: 'thirdparty',
    });
    return () =>
      fetch(`${server.url}/auth/user/email/verify/token`, {
        method: 'POST',
        headers: { ...EV, cookie: `sAccessToken=${tokens.accessToken}` },
        body: '{}',
      });
  }

  const mailsTo = (email: string) => server.mailbox.messages.filter((m) => m.to.includes(email)).length;
  const settle = async (email: string, count: number) => {
    if (count > 0) await server.mailbox.waitFor(email, { since: count - 1 });
  };

  it('lets three accounts send one address 10 verification mails an hour, not 15 a minute', async () => {
    const victim = uniqueEmail('victim');
    const askers = [
      await strangerClaiming(victim, 0),
      await strangerClaiming(victim, 1),
      await strangerClaiming(victim, 2),
    ];
    const answers: { status: number; body: { status?: string; message?: string } }[] = [];
    // Each account may ask five times an hour; round-robin, as three browsers would.
    for (let round = 0; round < 5; round++) {
      for (const ask of askers) {
        const res = await ask();
        answers.push({ status: res.status, body: await res.json() });
      }
    }
    expect(answers.filter((a) => a.status === 200 && a.body.status === 'OK')).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect(r.body.message).toMatch(
        /^Too many e-mails were sent to this address\. Please try again in \d+ seconds\.$/,
      );
    await settle(victim, 10);
    expect(mailsTo(victim)).toBe(10);

    // Another address is not held back by it.
    const other = uniqueEmail('other');
    expect((await (await strangerClaiming(other, 0))()).status).toBe(200);
    await settle(other, 1);
  });

  it("leaves the owner's sign-in codes alone: a stranger who used up the address's mails cannot lock its owner out", async () => {
    const owner = uniqueEmail('owner');
    const askers = [
      await strangerClaiming(owner, 0),
      await strangerClaiming(owner, 1),
      await strangerClaiming(owner, 2),
    ];
    for (let round = 0; round < 4; round++) for (const ask of askers) await ask();
    await settle(owner, 10);
    expect(mailsTo(owner)).toBe(10);

    const since = server.mailbox.countFor(owner);
    const res = await fetch(`${server.url}/auth/signinup/code`, {
      method: 'POST',
      headers: { ...SDK, 'x-forwarded-for': '10.55.0.1' },
      body: JSON.stringify({ email: owner, shouldTryLinkingWithSessionUser: false }),
    });
    const flow = await res.json();
    expect(flow).toMatchObject({ status: 'OK' });
    const mail = await server.mailbox.waitFor(owner, { since, match: isSignInMail });
    const consumed = await fetch(`${server.url}/auth/signinup/code/consume`, {
      method: 'POST',
      headers: { ...SDK, 'x-forwarded-for': '10.55.0.1' },
      body: JSON.stringify({
        preAuthSessionId: flow.preAuthSessionId,
        deviceId: flow.deviceId,
        userInputCode: codeIn(mail),
        shouldTryLinkingWithSessionUser: false,
      }),
    });
    expect((await consumed.json()).status).toBe('OK');
  });

  it("never holds back a security notice, nor mail to the operator's CONTACT_INBOX", async () => {
    const owner = uniqueEmail('noticed');
    const askers = [await strangerClaiming(owner, 0), await strangerClaiming(owner, 1)];
    for (let round = 0; round < 5; round++) for (const ask of askers) await ask();
    await settle(owner, 10);
    const mail = { subject: 'Something happened to your account', text: 'Details.' };
    await expect(server.ctx.mailer.send({ to: owner, ...mail })).rejects.toThrow(/Too many e-mails/);
    await server.ctx.mailer.send({ to: owner, ...mail, cap: 'security-notice' });
    await settle(owner, 11);
    expect(server.mailbox.countFor(owner)).toBe(11);

    const inbox = INBOX.toLowerCase();
    for (let i = 0; i < 12; i++) await server.ctx.mailer.send({ to: INBOX, subject: `Contact ${i}`, text: 'Hello.' });
    await settle(inbox, 12);
  });
});
