import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READING_EMAIL_LIMIT } from '@app/contracts/readings';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { signIn, type SignedIn } from './helpers/session';

const email = () => `reader-${randomUUID()}@example.test`;
const isReadingMail = (m: { raw: string }) => /^Subject: Your reading:/m.test(m.raw);

describe.each(DB_KINDS)('e-mailing a saved reading on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { PUBLIC_URL: 'https://numerology.example' });
  });
  afterAll(() => server?.close());

  async function savedReading(user: SignedIn): Promise<string> {
    const res = await user.fetch('/generate-report/', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Sarah Levy',
        date_of_birth: '1990-05-15',
        is_morning: true,
        report_type: 'simple',
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { readingId: string }).readingId;
  }
  const send = (user: SignedIn, id: string) => user.fetch(`/api/readings/${id}/email`, { method: 'POST', body: '{}' });

  it('sends the reading to the reader’s own address, with a link back to it', async () => {
    const address = email();
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

  it('only for the owner, and at most five an hour', async () => {
    const owner = await signIn(server, email());
    const id = await savedReading(owner);
    const stranger = await signIn(server, email());
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
