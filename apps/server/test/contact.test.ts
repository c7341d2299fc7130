import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORWARD_RETRY, forwardPendingContactMessages, retryDelayMs } from '../src/contact/messages';
import { contactMessages } from '../src/db/schema/contact';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { startMailbox, type Mailbox } from './helpers/mailbox';
import { freePort } from './helpers/postgres';

const INBOX = 'operator@example.test';

/** Each test is its own client (X-Forwarded-For with TRUST_PROXY), so rate-limit counters do not leak between tests. */
function clientIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

function post(server: TestServer, body: unknown, ip: string) {
  return fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

const uniqueEmail = () => `visitor-${randomBytes(4).toString('hex')}@example.test`;

describe.each(DB_KINDS)('POST /api/contact on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { CONTACT_INBOX: INBOX, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  const storedFor = (email: string) =>
    server.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('stores a valid message and e-mails it to the operator', async () => {
    const email = uniqueEmail();
    const message = `Hello, I would like to know more about the comprehensive report. ${randomBytes(4).toString('hex')}`;
    const since = server.mailbox.countFor(INBOX);
    const res = await post(server, { name: 'Ada Lovelace', email, message }, clientIp());
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });

    const mail = await server.mailbox.waitFor(INBOX, { since });
    expect(mail.raw).toContain(message);
    expect(mail.raw).toContain(email);
    expect(mail.raw).toMatch(/Reply-To: .*visitor-/i);

    const rows = await storedFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ada Lovelace', email, message });
    // forwarded_at is set right after the mail was accepted.
    await expect.poll(async () => (await storedFor(email))[0]?.forwardedAt, { timeout: 5000 }).toBeInstanceOf(Date);
  });

  it('trims the fields it stores', async () => {
    const email = uniqueEmail();
    const since = server.mailbox.countFor(INBOX);
    const res = await post(
      server,
      { name: '  Grace  ', email: `  ${email} `, message: '  A question about tokens, please.  ' },
      clientIp(),
    );
    expect(res.status).toBe(201);
    const [row] = await storedFor(email);
    expect(row).toMatchObject({ name: 'Grace', message: 'A question about tokens, please.' });
    // Let its forwarding finish so later tests count only their own mail.
    await server.mailbox.waitFor(INBOX, { since });
  });

  it.each([
    ['a missing name', { email: 'x@example.test', message: 'A long enough message.' }, /name/i],
    ['an empty name', { name: '   ', email: 'x@example.test', message: 'A long enough message.' }, /name/i],
    [
      'a name over 100 characters',
      { name: 'n'.repeat(101), email: 'x@example.test', message: 'A long enough message.' },
      /name/i,
    ],
    ['an invalid e-mail', { name: 'Ann', email: 'not-an-email', message: 'A long enough message.' }, /email/i],
    [
      'an e-mail over 254 characters',
      { name: 'Ann', email: `${'a'.repeat(250)}@example.test`, message: 'A long enough message.' },
      /email/i,
    ],
    ['a short message', { name: 'Ann', email: 'x@example.test', message: 'too short' }, /message/i],
    ['a message over 5000 characters', { name: 'Ann', email: 'x@example.test', message: 'm'.repeat(5001) }, /message/i],
    ['a non-object body', 'hello', /./],
  ])('rejects %s with 400 and stores nothing', async (_label, body, pattern) => {
    const before = (await server.ctx.db.select().from(contactMessages)).length;
    const since = server.mailbox.countFor(INBOX);
    const res = await post(server, body, clientIp());
    expect(res.status).toBe(400);
    const json = (await res.json()) as { message: string };
    expect(json.message).toMatch(pattern);
    expect((await server.ctx.db.select().from(contactMessages)).length).toBe(before);
    expect(server.mailbox.countFor(INBOX)).toBe(since);
  });

  it('limits each client to 5 messages per 10 minutes with a 429 and a message', async () => {
    const ip = clientIp();
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      const res = await post(server, { name: 'Busy', email, message: `Message number ${i} for the operator.` }, ip);
      expect(res.status).toBe(201);
    }
    const limited = await post(server, { name: 'Busy', email, message: 'One message too many for now.' }, ip);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(/too many requests/i);
    expect(await storedFor(email)).toHaveLength(5);

    // Another client is not affected.
    const other = await post(
      server,
      { name: 'Calm', email: uniqueEmail(), message: 'Just one polite message.' },
      clientIp(),
    );
    expect(other.status).toBe(201);
  });
});

describe.each(DB_KINDS)('contact messages while the mail server is down, on %s', (kind) => {
  let server: TestServer;
  let smtpPort: number;
  let mailbox: Mailbox | undefined;
  const log = { error: () => {} };
  beforeAll(async () => {
    // A port nobody listens on yet: sending fails at once until the test starts a mail server there.
    smtpPort = await freePort();
    server = await startTestServer(kind, { CONTACT_INBOX: INBOX, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  });
  afterAll(async () => {
    await mailbox?.close();
    await server?.close();
  });

  const rowFor = async (email: string) =>
    (await server.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email)))[0]!;

  it('keeps the message, then forwards it once when a retry finds the mail server back', async () => {
    const email = uniqueEmail();
    const res = await post(
      server,
      { name: 'Kept', email, message: 'Please keep this even if mail fails.' },
      '127.0.0.1',
    );
    expect(res.status).toBe(201);
    await expect.poll(async () => (await rowFor(email)).forwardAttempts, { timeout: 5000 }).toBe(1);
    expect((await rowFor(email)).forwardedAt).toBeNull();

    // Not due yet: the sweep leaves it alone.
    expect(await forwardPendingContactMessages(server.ctx, log)).toBe(0);
    // Due, but the mail server is still down: one more attempt, still not forwarded.
    server.advanceClock(retryDelayMs(1));
    expect(await forwardPendingContactMessages(server.ctx, log)).toBe(1);
    expect(await rowFor(email)).toMatchObject({ forwardAttempts: 2, forwardedAt: null });

    mailbox = await startMailbox(smtpPort);
    server.advanceClock(retryDelayMs(2));
    // Two instances sweeping at the same moment: the message is sent once.
    await Promise.all([forwardPendingContactMessages(server.ctx, log), forwardPendingContactMessages(server.ctx, log)]);
    const mail = await mailbox.waitFor(INBOX, { since: 0 });
    expect(mail.raw).toContain('Please keep this even if mail fails.');
    expect(mail.raw).toMatch(/Reply-To: .*visitor-/i);
    const row = await rowFor(email);
    expect(row.forwardedAt).toBeInstanceOf(Date);
    expect(row.forwardAttempts).toBe(3);

    server.advanceClock(FORWARD_RETRY.maxDelayMs);
    expect(await forwardPendingContactMessages(server.ctx, log)).toBe(0);
    expect(mailbox.countFor(INBOX)).toBe(1);
  });

  it('gives up after the last attempt and leaves the message stored', async () => {
    await mailbox?.close();
    mailbox = undefined;
    const email = uniqueEmail();
    await post(
      server,
      { name: 'Unlucky', email, message: 'The mail server never comes back for this one.' },
      '127.0.0.1',
    );
    await expect.poll(async () => (await rowFor(email)).forwardAttempts, { timeout: 5000 }).toBe(1);
    for (let i = 0; i < FORWARD_RETRY.maxAttempts + 3; i++) {
      server.advanceClock(FORWARD_RETRY.maxDelayMs);
      await forwardPendingContactMessages(server.ctx, log);
    }
    expect(await rowFor(email)).toMatchObject({ forwardAttempts: FORWARD_RETRY.maxAttempts, forwardedAt: null });
  });

  it('tries the messages that are due, however many older ones are waiting out a longer delay', async () => {
    const later = new Date(server.ctx.now().getTime() + 3_600_000);
    await server.ctx.db.insert(contactMessages).values(
      Array.from({ length: 120 }, (_, i) => ({
        name: 'Waiting',
        email: `waiting-${i}@example.test`,
        message: 'An older message whose next attempt is an hour away.',
        createdAt: new Date(server.ctx.now().getTime() - 86_400_000),
        forwardAttempts: 3,
        nextForwardAt: later,
      })),
    );
    const email = uniqueEmail();
    await server.ctx.db.insert(contactMessages).values({
      name: 'Due',
      email,
      message: 'Stored while forwarding was failing.',
      forwardAttempts: 2,
      nextForwardAt: server.ctx.now(),
    });
    expect(await forwardPendingContactMessages(server.ctx, log)).toBe(1);
    expect((await rowFor(email)).forwardAttempts).toBe(3);
  });
});

describe('retry delays', () => {
  it('start at 5 minutes, double, and stop growing at 6 hours', () => {
    expect(retryDelayMs(1)).toBe(5 * 60_000);
    expect(retryDelayMs(2)).toBe(10 * 60_000);
    expect(retryDelayMs(3)).toBe(20 * 60_000);
    expect(retryDelayMs(9)).toBe(6 * 3_600_000);
  });
});
