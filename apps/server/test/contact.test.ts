import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/contact';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';

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
    server = await startTestServer(kind, { CONTACT_INBOX: INBOX, TRUST_PROXY: 'true' });
  });
  afterAll(() => server?.close());

  const storedFor = (email: string) => server.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email));

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
    const res = await post(server, { name: '  Grace  ', email: `  ${email} `, message: '  A question about tokens, please.  ' }, clientIp());
    expect(res.status).toBe(201);
    const [row] = await storedFor(email);
    expect(row).toMatchObject({ name: 'Grace', message: 'A question about tokens, please.' });
    // Let its forwarding finish so later tests count only their own mail.
    await server.mailbox.waitFor(INBOX, { since });
  });

  it.each([
    ['a missing name', { email: 'x@example.test', message: 'A long enough message.' }, /name/i],
    ['an empty name', { name: '   ', email: 'x@example.test', message: 'A long enough message.' }, /name/i],
    ['a name over 100 characters', { name: 'n'.repeat(101), email: 'x@example.test', message: 'A long enough message.' }, /name/i],
    ['an invalid e-mail', { name: 'Ann', email: 'not-an-email', message: 'A long enough message.' }, /email/i],
    ['an e-mail over 254 characters', { name: 'Ann', email: `${'a'.repeat(250)}@example.test`, message: 'A long enough message.' }, /email/i],
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
    const other = await post(server, { name: 'Calm', email: uniqueEmail(), message: 'Just one polite message.' }, clientIp());
    expect(other.status).toBe(201);
  });
});

describe('POST /api/contact when the mail server is down', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Port 9 (discard) on localhost: nothing listens, so sending fails at once.
    server = await startTestServer('pglite', { CONTACT_INBOX: INBOX, SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => server?.close());

  it('still accepts and keeps the message, leaving forwarded_at empty', async () => {
    const email = uniqueEmail();
    const res = await post(server, { name: 'Kept', email, message: 'Please keep this even if mail fails.' }, '127.0.0.1');
    expect(res.status).toBe(201);
    await new Promise((r) => setTimeout(r, 500));
    const rows = await server.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.forwardedAt).toBeNull();
  });
});
