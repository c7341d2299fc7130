import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { contactMessages } from '../src/db/schema/index';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { codeIn, isSignInMail, type ReceivedMail } from './helpers/mailbox';
import { setCookies, signIn, type SignedIn } from './helpers/session';
import { sdkHeaders, uniqueEmail } from './helpers/http';

/**
 * Issue #10: sign-in and sessions tried as an attacker would. The server trusts one proxy on 127.0.0.1
 * (TRUST_PROXY), so each test speaks as its own client address through X-Forwarded-For.
 */
let clients = 0;
/** A client address no other test uses. */
const newClient = () => {
  clients++;
  return `10.${(clients >> 8) & 255}.${clients & 255}.7`;
};
const SDK = sdkHeaders('passwordless', { json: true });

interface Flow {
  status: string;
  deviceId: string;
  preAuthSessionId: string;
}

describe.each(DB_KINDS)('sign-in security on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  const post = (client: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(server.url + path, {
      method: 'POST',
      headers: { ...SDK, 'x-forwarded-for': client, ...headers },
      body: JSON.stringify(body),
    });
  const sendCode = (client: string, email: string) => post(client, '/auth/signinup/code', { email });
  const consume = (client: string, flow: Flow, userInputCode: string) =>
    post(client, '/auth/signinup/code/consume', {
      preAuthSessionId: flow.preAuthSessionId,
      deviceId: flow.deviceId,
      userInputCode,
    });
  /** Starts a flow as `client` and reads its code from the mailbox. */
  async function flowWithCode(client: string, email: string): Promise<{ flow: Flow; code: string }> {
    const since = server.mailbox.countFor(email);
    const res = await sendCode(client, email);
    expect(res.status).toBe(200);
    const flow = (await res.json()) as Flow;
    return { flow, code: codeIn(await server.mailbox.waitFor(email, { since, match: isSignInMail })) };
  }
  const refresh = (refreshToken: string) =>
    fetch(server.url + '/auth/session/refresh', {
      method: 'POST',
      headers: { rid: 'session', cookie: `sRefreshToken=${refreshToken}` },
    });
  const mfaInfo = (cookie: string, app?: FastifyInstance) =>
    app
      ? app.inject({ method: 'PUT', url: '/auth/mfa/info', headers: { cookie, rid: 'x' } }).then((r) => r.statusCode)
      : fetch(server.url + '/auth/mfa/info', { method: 'PUT', headers: { cookie, rid: 'x' } }).then((r) => r.status);

  it('builds the magic link from the configured origin, never from Host or X-Forwarded-Host (1)', async () => {
    const email = uniqueEmail('host');
    const since = server.mailbox.countFor(email);
    const res = await server.app.inject({
      method: 'POST',
      url: '/auth/signinup/code',
      headers: {
        ...SDK,
        host: 'evil.example',
        'x-forwarded-host': 'evil-too.example',
        'x-forwarded-proto': 'https',
      },
      payload: JSON.stringify({ email }),
    });
    expect(res.statusCode).toBe(200);
    const mail = await server.mailbox.waitFor(email, { since });
    const link = /(https?:\/\/\S+\/auth\/verify\?\S+)/.exec(mail.raw)?.[1];
    // No PUBLIC_URL in this test server: outside production the origin is http://localhost:<PORT>.
    expect(link?.startsWith('http://localhost:8000/auth/verify?preAuthSessionId=')).toBe(true);
    expect(mail.raw).not.toContain('evil');
  });

  it('revokes the session when any earlier refresh token is replayed, even after two rotations (3)', async () => {
    const victim = await signIn(server, uniqueEmail('theft'));
    const original = victim.refreshCookie.slice('sRefreshToken='.length);
    // The thief, holding a copy, refreshes twice.
    const first = await refresh(original);
    expect(first.status).toBe(200);
    const second = await refresh(setCookies(first).sRefreshToken!);
    expect(second.status).toBe(200);
    const thiefTokens = setCookies(second);
    expect(await mfaInfo(`sAccessToken=${thiefTokens.sAccessToken}`)).toBe(200);
    // The victim's browser presents its original token: theft, and the whole session ends.
    const replay = await refresh(original);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: 'token theft detected' });
    expect((await refresh(thiefTokens.sRefreshToken!)).status).toBe(401);
    expect(await mfaInfo(`sAccessToken=${thiefTokens.sAccessToken}`)).toBe(401);
  });

  it('does not let a forged refresh token that names a session end it', async () => {
    const user = await signIn(server, uniqueEmail('forged'));
    const [handle] = user.refreshCookie.slice('sRefreshToken='.length).split('.');
    const forged = await refresh(`${handle}.${'A'.repeat(43)}.${'B'.repeat(43)}`);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ message: 'unauthorised' });
    expect((await refresh(user.refreshCookie.slice('sRefreshToken='.length))).status).toBe(200);
  });

  it('counts each route on its own: e-mail lookups do not spend the contact form (4)', async () => {
    const client = newClient();
    const exists = (i: number) =>
      fetch(`${server.url}/auth/passwordless/email/exists?email=x${i}@example.test`, {
        headers: { 'x-forwarded-for': client },
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await exists(i));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const contact = await post(client, '/api/contact', {
      name: 'Dana',
      email: uniqueEmail('contact'),
      message: 'A question about my reading, please.',
    });
    expect(contact.status).toBe(201);
  });

  it('lets the owner get a code while a stranger is refused for the same address (5)', async () => {
    const email = uniqueEmail('victim');
    const stranger = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await sendCode(stranger, email)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const owner = newClient();
    const { flow, code } = await flowWithCode(owner, email);
    expect((await (await consume(owner, flow, code)).json()).status).toBe('OK');
  });

  it("never refuses the right code because of someone else's failures on the same client address (5)", async () => {
    const shared = newClient(); // one NAT address: the owner and a guesser behind it
    const owner = uniqueEmail('owner');
    const { flow: ownerFlow, code: ownerCode } = await flowWithCode(shared, owner);
    // The guesser: 20 flows (5 at each of 4 addresses), every one guessed wrong 5 times = 100 failures.
    for (let a = 0; a < 4; a++) {
      const target = uniqueEmail(`target${a}`);
      for (let f = 0; f < 5; f++) {
        const flow = (await (await sendCode(shared, target)).json()) as Flow;
        expect(flow.status).toBe('OK');
        for (let g = 0; g < 5; g++) await consume(shared, flow, '000000');
      }
    }
    // The guessing address gets no new codes for a while...
    const more = await sendCode(shared, uniqueEmail('more'));
    expect(more.status).toBe(429);
    expect(more.headers.get('retry-after')).toMatch(/^\d+$/);
    // ...but the code already sent to the owner still signs them in,
    const res = await consume(shared, ownerFlow, ownerCode);
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('OK');
    // and once someone signed in from it, the address's failures are cleared (9).
    expect((await sendCode(shared, uniqueEmail('after'))).status).toBe(200);
  });

  it('caps codes to one address at 5 per client and 20 from everyone, bounding guesses to 100 an hour (5)', async () => {
    const email = uniqueEmail('capped');
    const senders = [newClient(), newClient(), newClient(), newClient()];
    for (const client of senders) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await sendCode(client, email)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
    }
    expect((await sendCode(senders[0]!, email)).status).toBe(429);
    const fifth = await sendCode(newClient(), email);
    expect(fifth.status).toBe(429);
    expect(typeof (await fifth.json()).message).toBe('string');
  });

  it("clears the address's send counters after a successful sign-in (9)", async () => {
    const email = uniqueEmail('cleared');
    const client = newClient();
    for (let i = 0; i < 4; i++) expect((await sendCode(client, email)).status).toBe(200);
    const { flow, code } = await flowWithCode(client, email);
    expect((await (await consume(client, flow, code)).json()).status).toBe('OK');
    expect((await sendCode(client, email)).status).toBe(200);
  });

  it('takes the client address from the trusted proxy only: a spoofed X-Forwarded-For escapes no limit (6)', async () => {
    const real = `203.0.113.${(clients % 200) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${server.url}/auth/passwordless/email/exists?email=s${i}@example.test`, {
        // What the client wrote, then what our proxy on 127.0.0.1 appended.
        headers: { 'x-forwarded-for': `192.0.2.${i}, ${real}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('keeps the sign-in code out of the subject (9)', async () => {
    const email = uniqueEmail('subject');
    const { code } = await flowWithCode(newClient(), email);
    const mail: ReceivedMail = await server.mailbox.waitFor(email, { since: 0 });
    const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '';
    expect(subject).toMatch(/sign-in code/);
    expect(subject).not.toContain(code);
    expect(mail.raw).toContain(`    ${code}`);
  });

  describe('text with control characters (8, 9)', () => {
    let user: SignedIn;
    beforeAll(async () => {
      user = await signIn(server, uniqueEmail('nul'));
    });
    const dob = '1990-05-17';

    it.each([
      ['a name with NUL', '/generate-report/', { name: 'Ann\u0000a', date_of_birth: dob, report_type: 'simple' }],
      ['a name with a line break', '/generate-report/', { name: 'Ann\na', date_of_birth: dob, report_type: 'simple' }],
      [
        'a question with NUL',
        '/ask-cayo-orange/',
        { name: 'Anna', date_of_birth: dob, question: 'Will I\u0000 find work?' },
      ],
      [
        'a name with NUL in a question',
        '/ask-cayo-orange/',
        { name: 'An\u0000na', date_of_birth: dob, question: 'Will I find work?' },
      ],
    ])('answers %s with 400 and a readable message', async (_what, path, body) => {
      const res = await user.fetch(path, { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/control characters/);
    });

    it('refuses NUL in a contact message and CR/LF in a contact name; keeps newlines and tabs in a message', async () => {
      const email = uniqueEmail('contact-nul');
      const send = (name: string, message: string) =>
        post(newClient(), '/api/contact', { name, email, message }, { rid: 'x' });
      const nul = await send('Dana', 'Hello\u0000 there, a question.');
      expect(nul.status).toBe(400);
      expect((await nul.json()).message).toMatch(/Message must not contain control characters/);
      const forged = await send('Dana\r\nSubject: forged\r\nFrom: boss@example.test', 'An honest question here.');
      expect(forged.status).toBe(400);
      expect((await forged.json()).message).toMatch(/Name must not contain control characters or line breaks/);
      expect(await server.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
      const multiLine = await send('Dana', 'First line,\n\tsecond line indented.');
      expect(multiLine.status).toBe(201);
    });
  });

  it('refuses an amount and a packageId that name different packages (9)', async () => {
    const user = await signIn(server, uniqueEmail('pkg'));
    const create = (body: unknown) =>
      user.fetch('/api/create-payment-intent', { method: 'POST', body: JSON.stringify(body) });
    const disagree = await create({ packageId: 'starter', amount: 4500 });
    expect(disagree.status).toBe(400);
    expect((await disagree.json()).message).toMatch(/do not name the same token package/);
    const agree = await create({ packageId: 'value', amount: 4500 });
    expect(agree.status).toBe(200);
    expect(await agree.json()).toMatchObject({ packageId: 'value', tokens: 500, amount: 4500 });
  });

  // Last: it starts a second app on the same database.
  it('an instance started later refuses a signed-out session and a deleted account (2)', async () => {
    const out = await signIn(server, uniqueEmail('out'));
    const deletedEmail = uniqueEmail('deleted');
    const deleted = await signIn(server, deletedEmail);
    const keeper = await signIn(server, uniqueEmail('keeper'));
    expect((await out.fetch('/auth/signout', { method: 'POST', headers: { rid: 'session' } })).status).toBe(200);
    const gone = await deleted.fetch('/api/account/delete', {
      method: 'POST',
      body: JSON.stringify({ confirmEmail: deletedEmail }),
    });
    expect(gone.status).toBe(200);

    const later = await buildApp(server.ctx, { logger: false });
    try {
      await later.ready();
      expect(await mfaInfo(out.cookie, later)).toBe(401);
      expect(await mfaInfo(deleted.cookie, later)).toBe(401);
      expect(await mfaInfo(keeper.cookie, later)).toBe(200);
      // Paths that write refuse the deleted account too.
      const spend = await later.inject({
        method: 'POST',
        url: '/ask-cayo-orange/',
        headers: { ...deleted.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'Anna', date_of_birth: '1990-05-17', question: 'Will I find work?' }),
      });
      expect(spend.statusCode).toBe(401);
      const buy = await later.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: { ...deleted.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ packageId: 'starter' }),
      });
      expect(buy.statusCode).toBe(401);
    } finally {
      await later.close();
    }
  });
});
