import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { READING_EMAIL_LIMIT } from '@app/contracts/readings';
import { credit } from '../src/tokens/ledger';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { savedReading } from './helpers/readings';
import { signIn, type SignedIn } from './helpers/session';

const isReadingMail = (m: { raw: string }) => /^Subject: Your reading:/m.test(m.raw);

describe.each(DB_KINDS)('e-mailing a saved reading on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { PUBLIC_URL: 'https://numerology.example' });
  });
  afterAll(() => server?.close());

  const send = (user: SignedIn, id: string) => user.fetch(`/api/readings/${id}/email`, { method: 'POST', body: '{}' });

  it('sends the reading to the reader’s own address, with a link back to it', async () => {
    const address = uniqueEmail('reader');
    const user = await signIn(server, address);
    const id = await savedReading(user);
    const since = server.mailbox.countFor(address);
    const res = await send(user, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, sentTo: address });
    const mail = await server.mailbox.waitFor(address, { since, match: isReadingMail });
    expect(mail.raw).toMatch(/Subject: Your reading: A numerology reading for Sarah/);
    expect(mail.raw).toContain('Your Life Path');
    expect(mail.raw).toContain(`https://numerology.example/readings/${id}`);
  });

  it('sends proper HTML (headings, numbers cards, the Tree of Life as an inline PNG) and a clean plain-text part', async () => {
    const address = uniqueEmail('reader');
    const user = await signIn(server, address);
    const id = await savedReading(user);
    const saved = (await (await user.fetch(`/api/readings/${id}`)).json()) as {
      highlights: Array<{ label: string; value: string }>;
    };
    const since = server.mailbox.countFor(address);
    expect((await send(user, id)).status).toBe(200);
    const mail = await simpleParser((await server.mailbox.waitFor(address, { since, match: isReadingMail })).source, {
      keepCidLinks: true,
    });
    expect(mail.html).toEqual(expect.any(String));
    const html = mail.html as string;
    expect(html).toMatch(/<h1 [^>]*>A numerology reading for Sarah<\/h1>/);
    expect(html).toMatch(/<h2 [^>]*>Your Life Path: \d+/);
    for (const h of saved.highlights) expect(html).toContain(`>${h.label}</div><div`);
    const tree = mail.attachments.find((a) => a.cid === 'tree-of-life@reading');
    expect(tree?.contentType).toBe('image/png');
    expect(tree?.content.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(html).toContain('src="cid:tree-of-life@reading"');
    expect(html).toContain(`href="https://numerology.example/readings/${id}"`);

    const text = mail.text ?? '';
    expect(text).toMatch(/YOUR LIFE PATH: \d+/);
    expect(text).toContain(`Life Path: ${saved.highlights.find((h) => h.label === 'Life Path')?.value}`);
    expect(text).toMatch(/On your Tree of Life, your numbers light /);
    expect(text).not.toMatch(/\\|##|\*\*/);
    expect(text).toContain(`https://numerology.example/readings/${id}`);
  });

  it('e-mails a comprehensive reading with its working as plain arithmetic', async () => {
    const address = uniqueEmail('reader');
    const user = await signIn(server, address);
    await credit(server.ctx.db, { userId: user.userId, amount: 50, reason: 'compensation', reference: randomUUID() });
    const res = await user.fetch('/generate-report/', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Sarah Levy',
        date_of_birth: '1977-05-04',
        is_morning: true,
        report_type: 'comprehensive',
      }),
    });
    const { readingId } = (await res.json()) as { readingId: string };
    const since = server.mailbox.countFor(address);
    expect((await send(user, readingId)).status).toBe(200);
    const mail = await simpleParser((await server.mailbox.waitFor(address, { since, match: isReadingMail })).source, {
      keepCidLinks: true,
    });
    expect(mail.text).toContain('Add them: 5 + 4 + 6 = 15.');
    expect(mail.text).not.toMatch(/\\[+=.:(]|^#/m);
    expect(mail.html).toContain('Add them: 5 + 4 + 6 = 15.');
  });

  it('only for the owner, and at most five an hour', async () => {
    const owner = await signIn(server, uniqueEmail('reader'));
    const id = await savedReading(owner);
    const stranger = await signIn(server, uniqueEmail('reader'));
    expect((await send(stranger, id)).status).toBe(404);
    expect((await send(owner, 'not-a-uuid')).status).toBe(404);
    expect((await fetch(`${server.url}/api/readings/${id}/email`, { method: 'POST' })).status).toBe(401);

    for (let i = 0; i < READING_EMAIL_LIMIT.max; i++) expect((await send(owner, id)).status).toBe(200);
    const limited = await send(owner, id);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/5 readings an hour/);
  });
});
