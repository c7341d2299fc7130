import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDelayMs } from '../src/contact/messages';
import { sendPendingReplies } from '../src/contact/replies';
import { auditLog, contactMessages } from '../src/db/schema/index';
import { createMailer } from '../src/mail/mailer';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { signInOperator } from './helpers/mfa';
import { signIn, type SignedIn } from './helpers/session';

const OPERATOR = uniqueEmail('operator');
const log = { error: () => {}, info: () => {} };

/** A port nobody listens on: a real SMTP send to it fails at once. */
async function deadSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}

interface InboxMessage {
  id: string;
  email: string;
  answeredAt: string | null;
  reply: string | null;
  replySentAt: string | null;
}

describe.each(DB_KINDS)('operator inbox on %s', (kind) => {
  let server: TestServer;
  let operator: SignedIn;
  let customer: SignedIn;
  beforeAll(async () => {
    server = await startTestServer(kind, { ADMIN_EMAILS: OPERATOR });
    operator = await signInOperator(server, OPERATOR);
    customer = await signIn(server, uniqueEmail('customer'));
  });
  afterAll(() => server?.close());

  /** A stored contact message, `minutesAgo` old. */
  const message = async (minutesAgo: number, text = 'My reading failed but I was charged.') => {
    const email = uniqueEmail('visitor');
    const [row] = await server.ctx.db
      .insert(contactMessages)
      .values({ name: 'Visitor', email, message: text, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .returning();
    return row!;
  };
  const post = (path: string, body: unknown) => operator.fetch(path, { method: 'POST', body: JSON.stringify(body) });
  const auditsFor = async (messageId: string) =>
    (await server.ctx.db.select().from(auditLog)).filter((a) => a.before?.messageId === messageId);

  it('is a 404 for visitors and customers', async () => {
    const id = (await message(1)).id;
    const routes: [string, string][] = [
      ['GET', '/api/admin/messages'],
      ['POST', `/api/admin/messages/${id}/reply`],
      ['POST', `/api/admin/messages/${id}/answered`],
    ];
    const body = JSON.stringify({ text: 'hi', reason: 'sneaky', requestKey: randomUUID() });
    for (const [method, path] of routes) {
      const init = { method, ...(method === 'POST' ? { body } : {}) };
      expect((await fetch(`${server.url}${path}`, init)).status, `${method} ${path} signed out`).toBe(404);
      expect((await customer.fetch(path, init)).status, `${method} ${path} as a customer`).toBe(404);
    }
    expect(await auditsFor(id)).toEqual([]);
  });

  it('lists unanswered messages first, newest first, a page at a time', async () => {
    const old = await message(300);
    const newer = await message(200);
    const answered = await message(100);
    expect(
      (
        await post(`/api/admin/messages/${answered.id}/answered`, {
          reason: 'Answered by phone',
          requestKey: randomUUID(),
        })
      ).status,
    ).toBe(200);
    const all: InboxMessage[] = [];
    for (let offset: number | null = 0; offset !== null;) {
      const res = await operator.fetch(`/api/admin/messages?limit=2&offset=${offset}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { messages: InboxMessage[]; nextOffset: number | null };
      expect(page.messages.length).toBeLessThanOrEqual(2);
      all.push(...page.messages);
      offset = page.nextOffset;
    }
    const ids = all.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every unanswered message comes before every answered one; ours are in that order.
    const firstAnswered = all.findIndex((m) => m.answeredAt !== null);
    expect(all.slice(firstAnswered).every((m) => m.answeredAt !== null)).toBe(true);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(old.id));
    expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(answered.id));
    expect((await operator.fetch('/api/admin/messages?limit=0')).status).toBe(400);
  });

  it('replies by e-mail once per request key, keeps the reply and writes one audit row', async () => {
    const msg = await message(5, 'Where is my Daily Numbers e-mail?');
    const body = { text: 'Sorry about that. It is on its way now.', requestKey: randomUUID() };
    const raced = await Promise.all(Array.from({ length: 3 }, () => post(`/api/admin/messages/${msg.id}/reply`, body)));
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200]);
    const results = (await Promise.all(raced.map((r) => r.json()))) as { alreadyApplied: boolean; sent: boolean }[];
    expect(results.filter((r) => !r.alreadyApplied)).toHaveLength(1);
    // The first request says the mail server took the reply; the others sent nothing.
    expect(results.find((r) => !r.alreadyApplied)!.sent).toBe(true);
    expect(results.filter((r) => r.alreadyApplied).every((r) => !r.sent)).toBe(true);

    const mail = await server.mailbox.waitFor(msg.email, { since: 0 });
    expect(mail.raw).toContain('Sorry about that. It is on its way now.');
    expect(mail.raw).toContain('> Where is my Daily Numbers e-mail?');
    const retry = (await (await post(`/api/admin/messages/${msg.id}/reply`, body)).json()) as {
      alreadyApplied: boolean;
    };
    expect(retry.alreadyApplied).toBe(true);
    await sendPendingReplies(server.ctx, log);
    expect(server.mailbox.countFor(msg.email)).toBe(1);

    const [row] = await server.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, msg.id));
    expect(row).toMatchObject({ reply: body.text, answeredBy: OPERATOR, replyAttempts: 1 });
    expect(row!.replySentAt).toBeInstanceOf(Date);
    const audits = await auditsFor(msg.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor: OPERATOR,
      action: 'inbox-reply',
      reason: body.text,
      before: { answeredAt: null },
      after: { to: msg.email },
    });

    // A second, different reply is refused; a blank one is a 400; an unknown message a 404.
    const again = await post(`/api/admin/messages/${msg.id}/reply`, { text: 'More', requestKey: randomUUID() });
    expect(again.status).toBe(409);
    const blank = await post(`/api/admin/messages/${msg.id}/reply`, { text: '   ', requestKey: randomUUID() });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: string }).message).toMatch(/reply/);
    const unknown = await post(`/api/admin/messages/${randomUUID()}/reply`, { text: 'Hi', requestKey: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(await auditsFor(msg.id)).toHaveLength(1);
  });

  it('marks a message answered without a reply, once per request key, with a reason', async () => {
    const msg = await message(2);
    const body = { reason: 'Answered by phone', requestKey: randomUUID() };
    const first = await post(`/api/admin/messages/${msg.id}/answered`, body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ alreadyApplied: false, message: { answeredAt: expect.any(String) } });
    expect(await (await post(`/api/admin/messages/${msg.id}/answered`, body)).json()).toMatchObject({
      alreadyApplied: true,
    });
    const audits = await auditsFor(msg.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor: OPERATOR, action: 'inbox-answered', reason: body.reason });
    const noReason = await post(`/api/admin/messages/${msg.id}/answered`, { requestKey: randomUUID() });
    expect(noReason.status).toBe(400);
    expect(server.mailbox.countFor(msg.email)).toBe(0);
  });

  // Last: it moves the clock past the operator's session.
  it('keeps a reply whose send failed and the job sends it once when the mail server answers', async () => {
    const msg = await message(3, 'Can I get an invoice?');
    const working = server.ctx.mailer;
    const broken = createMailer({ smtpUrl: await deadSmtpUrl(), from: 'Numerology <no-reply@example.test>', log });
    server.ctx.mailer = broken;
    try {
      const res = await post(`/api/admin/messages/${msg.id}/reply`, {
        text: 'Yes: the receipt is attached.',
        requestKey: randomUUID(),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ alreadyApplied: false, sent: false });
      const [stored] = await server.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, msg.id));
      expect(stored).toMatchObject({ reply: 'Yes: the receipt is attached.', replyAttempts: 1, replySentAt: null });
      // Due again, and the server is still down: one more failed attempt.
      server.advanceClock(retryDelayMs(1));
      expect(await sendPendingReplies(server.ctx, log)).toBeGreaterThanOrEqual(1);
    } finally {
      server.ctx.mailer = working;
      broken.close();
    }
    expect(server.mailbox.countFor(msg.email)).toBe(0);
    // Not due yet: left alone.
    await sendPendingReplies(server.ctx, log);
    expect(server.mailbox.countFor(msg.email)).toBe(0);
    server.advanceClock(retryDelayMs(2));
    // Two instances sweeping at once: sent once.
    await Promise.all([sendPendingReplies(server.ctx, log), sendPendingReplies(server.ctx, log)]);
    const mail = await server.mailbox.waitFor(msg.email, { since: 0 });
    expect(mail.raw).toContain('Yes: the receipt is attached.');
    const [row] = await server.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, msg.id));
    expect(row!.replyAttempts).toBe(3);
    expect(row!.replySentAt).toBeInstanceOf(Date);
    server.advanceClock(retryDelayMs(5));
    await sendPendingReplies(server.ctx, log);
    expect(server.mailbox.countFor(msg.email)).toBe(1);
    expect(await auditsFor(msg.id)).toHaveLength(1);
  });
});
