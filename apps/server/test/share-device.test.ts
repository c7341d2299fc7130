import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceReadingShares } from '../src/db/schema/shares';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { post } from './helpers/http';

const MIRIAM = { name: 'Miriam Shoshana Katz', date_of_birth: '1985-03-09', is_morning: true };
const PATH = '/api/shares/free-reading';

describe.each(DB_KINDS)('sharing a signed-out free reading on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { PUBLIC_URL: 'https://numerology.example' });
  });
  afterAll(() => server?.close());

  it('makes a link from the details in the body that shows the numbers, never the name or date; stoppable by its key only', async () => {
    const res = await post(server, PATH, MIRIAM, { 'x-forwarded-for': '198.51.100.1' });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { token, url, stopKey } = (await res.json()) as { token: string; url: string; stopKey: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(stopKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`https://numerology.example/s/${token}`);

    // What is stored: the kind, public numbers and tree, the key's hash; no name, date or text anywhere in the row.
    const [row] = await server.ctx.db.select().from(deviceReadingShares).where(eq(deviceReadingShares.token, token));
    expect(row).toMatchObject({ kind: 'simple', revokedAt: null });
    expect(row!.stopKeyHash).not.toBe(stopKey);
    const stored = JSON.stringify(row);
    for (const secret of ['Miriam', 'Shoshana', 'Katz', '1985', '03-09', 'Hebrew birth date', stopKey]) {
      expect(stored, secret).not.toContain(secret);
    }
    expect(row!.numbers.map((n) => n.label)).toContain('Life Path');

    const page = await fetch(`${server.url}/s/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta property="og:title" content="A numerology reading">');
    expect(html).toMatch(/Life Path/);
    for (const secret of ['Miriam', 'Shoshana', 'Katz', '1985', '9 March']) expect(html, secret).not.toContain(secret);
    const image = await fetch(`${server.url}/s/${token}/og.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    // Only the device's own key stops it.
    const wrong = await post(server, `${PATH}/${token}/stop`, { stop_key: 'A'.repeat(43) });
    expect(wrong.status).toBe(404);
    expect((await fetch(`${server.url}/s/${token}`)).status).toBe(200);
    const stopped = await post(server, `${PATH}/${token}/stop`, { stop_key: stopKey });
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ revoked: 1 });
    expect((await fetch(`${server.url}/s/${token}`)).status).toBe(404);
    expect((await fetch(`${server.url}/s/${token}/og.png`)).status).toBe(404);
    expect((await post(server, `${PATH}/${token}/stop`, { stop_key: stopKey })).status).toBe(404);
  });

  it('refuses bad details with 400 naming the field, and stores nothing', async () => {
    const before = (await server.ctx.db.select().from(deviceReadingShares)).length;
    const cases: [unknown, RegExp][] = [
      [{ ...MIRIAM, date_of_birth: '2000-02-31' }, /date_of_birth/],
      [{ ...MIRIAM, name: '' }, /name/],
      [{ ...MIRIAM, date_of_birth: '2999-01-01' }, /date_of_birth/],
      [{ ...MIRIAM, is_morning: 'yes' }, /is_morning/],
      ['not json', /./],
    ];
    for (const [body, field] of cases) {
      const res = await post(server, PATH, body, { 'x-forwarded-for': '198.51.100.2' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(field);
    }
    expect((await post(server, `${PATH}/x/stop`, { stop_key: 'short' })).status).toBe(400);
    expect((await server.ctx.db.select().from(deviceReadingShares)).length).toBe(before);
  });

  it('is rate-limited: ten requests a minute per client, then 429 and nothing stored', async () => {
    // The tests above already spent six of this client's ten (every request counts, refused ones too).
    const before = (await server.ctx.db.select().from(deviceReadingShares)).length;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(server, PATH, MIRIAM)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    expect((await server.ctx.db.select().from(deviceReadingShares)).length).toBe(before + 4);
  });
});

// Its own server: the rate limit above counts every request to the route from this one client.
describe.each(DB_KINDS)('sharing a free reading of a name the engine cannot read on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { PUBLIC_URL: 'https://numerology.example' });
  });
  afterAll(() => server?.close());

  it('answers 400 naming the field, never 500, and stores nothing (issue 24)', async () => {
    // The form accepts kanji, the engine needs their reading (ADR 1300): the share called the writer directly and
    // answered 500 here until the engine's refusal became InvalidInput inside engineWriter.
    const res = await post(server, PATH, { ...MIRIAM, name: '田中太郎' });
    expect(res.status).toBe(400);
    const { message } = (await res.json()) as { message: string };
    expect(message).toMatch(/^name: No part of the name could be read/);
    expect(await server.ctx.db.select().from(deviceReadingShares)).toEqual([]);
  });
});
