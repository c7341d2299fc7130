import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuth } from '../src/auth/routes';
import { readings } from '../src/db/schema/readings';
import { tokenLedger } from '../src/db/schema/tokens';
import { installErrorHandler } from '../src/http/errors';
import { registerReadings, SIMPLE_REPORT_LIMIT } from '../src/readings/routes';
import type { ReadingWriter } from '../src/readings/writer';
import { credit, getBalance } from '../src/tokens/ledger';
import { utcToday } from '@app/contracts/readings';
import { computeChart, SEPHIROT, TREE_PATHS } from '@app/numerology';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { post as postJson, uniqueEmail } from './helpers/http';
import { signIn } from './helpers/session';

const modernPerson = { name: 'Miriam Cohen', date_of_birth: '1990-05-17', is_morning: true };
const report = (report_type: string, extra: Record<string, unknown> = {}) => ({
  ...modernPerson,
  report_type,
  ...extra,
});
const question = (extra: Record<string, unknown> = {}) => ({
  ...modernPerson,
  question: 'Should I change my career this year?',
  ...extra,
});

describe.each(DB_KINDS)('readings on %s', (kind) => {
  let server: TestServer;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson(server, path, body, headers);
  const grant = (userId: string, amount: number) =>
    credit(server.ctx.db, { userId, amount, reason: 'compensation', reference: randomUUID() });
  const readingRows = (userId: string) => server.ctx.db.select().from(readings).where(eq(readings.userId, userId));

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('serves the prices, keeping the 5:2 ratio', async () => {
    const res = await fetch(`${server.url}/api/pricing`);
    expect(res.status).toBe(200);
    const pricing = await res.json();
    expect(pricing).toEqual({ simpleReport: 0, comprehensiveReport: 50, question: 20, compatibility: 40 });
    expect(pricing.comprehensiveReport * 2).toBe(pricing.question * 5);
  });

  it('gives a signed-out visitor a free simple report whose first value is the text', async () => {
    const res = await post('/generate-report/', report('simple'));
    expect(res.status).toBe(201);
    const body = await res.json();
    const [firstKey, firstValue] = Object.entries(body)[0]!;
    expect(firstKey).toBe('text');
    expect(typeof firstValue).toBe('string');
    expect((firstValue as string).length).toBeGreaterThan(200);
    expect(body).toMatchObject({ readingId: null, tokensSpent: 0, balance: null, kind: 'simple' });
    expect(body.highlights.length).toBeGreaterThan(0);
    expect(body.profile).toEqual({ id: expect.any(String), version: expect.any(String) });
  });

  it('takes the calendar date as written from an ISO timestamp, never shifting it', async () => {
    const user = await signIn(server, uniqueEmail('tz'));
    const late = await user.post(
      '/generate-report/',
      report('simple', { date_of_birth: '1990-05-17T23:30:00.000-11:00' }),
    );
    const early = await user.post(
      '/generate-report/',
      report('simple', { date_of_birth: '1990-05-17T00:30:00+14:00' }),
    );
    const plain = await user.post('/generate-report/', report('simple', { date_of_birth: '1990-05-17' }));
    const [a, b, c] = await Promise.all([late.json(), early.json(), plain.json()]);
    expect(a.text).toBe(c.text);
    expect(b.text).toBe(c.text);
    const saved = await (await user.fetch(`/api/readings/${a.readingId}`)).json();
    expect(saved.dateOfBirth).toBe('1990-05-17');
  });

  it('lights the engine’s Tree of Life in the reading and in the saved reading', async () => {
    const engineTree = computeChart(
      { name: modernPerson.name, dateOfBirth: modernPerson.date_of_birth, bornInMorning: modernPerson.is_morning },
      utcToday(server.ctx.now()),
    ).treeOfLife;
    expect(engineTree.sephirot.length).toBeGreaterThan(0);
    const sephirahIds = new Set(SEPHIROT.map((s) => s.id as string));
    const pathNumbers = new Set(TREE_PATHS.map((p) => p.number));

    const user = await signIn(server, uniqueEmail('tree'));
    await grant(user.userId, 20);
    for (const [path, body] of [
      ['/generate-report/', report('simple')],
      ['/ask-cayo-orange/', question()],
    ] as const) {
      const res = await user.post(path, body);
      expect(res.status).toBe(201);
      const reading = await res.json();
      expect(Object.keys(reading)[0]).toBe('text');
      expect(reading.tree).toEqual({ sephirot: [...engineTree.sephirot], paths: [...engineTree.paths] });
      expect(reading.tree.sephirot.every((id: string) => sephirahIds.has(id))).toBe(true);
      expect(reading.tree.paths.every((n: number) => pathNumbers.has(n))).toBe(true);
      const saved = await (await user.fetch(`/api/readings/${reading.readingId}`)).json();
      expect(saved.tree).toEqual(reading.tree);
    }
    const anonymous = await (await post('/generate-report/', report('simple', { name: 'Eve Cohen' }))).json();
    const anonymousTree = computeChart(
      { name: 'Eve Cohen', dateOfBirth: '1990-05-17', bornInMorning: true },
      utcToday(server.ctx.now()),
    ).treeOfLife;
    expect(anonymous.tree).toEqual({ sephirot: [...anonymousTree.sephirot], paths: [...anonymousTree.paths] });
  });

  it('gives readings saved before the tree column their tree only under the engine version that wrote them', async () => {
    const user = await signIn(server, uniqueEmail('oldtree'));
    const created = await (await user.post('/generate-report/', report('simple'))).json();
    const fresh = created.tree;
    await server.ctx.db.update(readings).set({ tree: null }).where(eq(readings.id, created.readingId));
    expect((await (await user.fetch(`/api/readings/${created.readingId}`)).json()).tree).toEqual(fresh);

    await server.ctx.db.update(readings).set({ profileVersion: '0.9.0' }).where(eq(readings.id, created.readingId));
    const older = await user.fetch(`/api/readings/${created.readingId}`);
    expect(older.status).toBe(200);
    expect(await older.json()).toMatchObject({ tree: null, markdown: created.text });
  });

  describe('refuses bad input with 400 naming the field', () => {
    const tomorrow = () => new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const cases: [string, () => unknown, RegExp][] = [
      ['missing name', () => ({ ...report('simple'), name: undefined }), /^name: /],
      ['empty name', () => report('simple', { name: '   ' }), /^name: .*required/],
      ['name of 201 characters', () => report('simple', { name: 'a'.repeat(201) }), /^name: .*200/],
      ['name without a letter', () => report('simple', { name: '12345 !!' }), /^name: .*letter/],
      ['name that is not text', () => report('simple', { name: 42 }), /^name: /],
      ['missing date_of_birth', () => ({ ...report('simple'), date_of_birth: undefined }), /^date_of_birth: /],
      [
        'date_of_birth that is not a date',
        () => report('simple', { date_of_birth: 'last spring' }),
        /^date_of_birth: .*real date/,
      ],
      [
        'date_of_birth that does not exist',
        () => report('simple', { date_of_birth: '1990-02-30' }),
        /^date_of_birth: .*real date/,
      ],
      [
        'date_of_birth in the future',
        () => report('simple', { date_of_birth: tomorrow() }),
        /^date_of_birth: .*future/,
      ],
      ['date_of_birth before 1800', () => report('simple', { date_of_birth: '1799-12-31' }), /^date_of_birth: .*1800/],
      [
        'is_morning that is not a boolean',
        () => report('simple', { is_morning: 'yes' }),
        /^is_morning: .*true or false/,
      ],
      ['unknown report_type', () => report('premium'), /^report_type: .*simple or comprehensive/],
      ['missing report_type', () => modernPerson, /^report_type: /],
      ['a body that is not an object', () => [1, 2, 3], /expected object/i],
    ];
    it.each(cases)('%s', async (_label, body, message) => {
      const res = await post('/generate-report/', body());
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    });

    it('question too short, too long or missing', async () => {
      const user = await signIn(server, uniqueEmail('q400'));
      for (const [q, message] of [
        ['hi', /at least 3/],
        ['x'.repeat(501), /at most 500/],
        [undefined, /^question: /],
      ] as const) {
        const res = await user.post('/ask-cayo-orange/', question({ question: q }));
        expect(res.status).toBe(400);
        expect((await res.json()).message).toMatch(message);
      }
    });

    it('a malformed Idempotency-Key', async () => {
      const res = await post('/generate-report/', report('simple'), { 'idempotency-key': 'short' });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^Idempotency-Key: /);
    });

    it('invalid JSON', async () => {
      const res = await post('/generate-report/', '{"name": ');
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).message).toBe('string');
    });
  });

  it('ignores unknown fields', async () => {
    const res = await post('/generate-report/', report('simple', { favourite_colour: 'blue', admin: true }));
    expect(res.status).toBe(201);
  });

  it('refuses bodies over 16 KB with 413 and a message', async () => {
    const res = await post('/generate-report/', report('simple', { padding: 'x'.repeat(17 * 1024) }));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/i);
  });

  it('answers 401 for paid readings and saved readings without a session', async () => {
    for (const res of [
      await post('/generate-report/', report('comprehensive')),
      await post('/ask-cayo-orange/', question()),
      await fetch(`${server.url}/api/readings`),
      await fetch(`${server.url}/api/readings/${randomUUID()}`),
    ]) {
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe('unauthorised');
    }
  });

  it('answers 402 with the price and balance, leaving the balance unchanged', async () => {
    const user = await signIn(server, uniqueEmail('402'));
    await grant(user.userId, 30);
    const res = await user.post('/generate-report/', report('comprehensive'));
    expect(res.status).toBe(402);
    const body = await res.json();
    expect(body).toMatchObject({ required: 50, balance: 30 });
    expect(body.message).toMatch(/50 tokens/);
    expect(await getBalance(server.ctx.db, user.userId)).toBe(30);
    expect(await readingRows(user.userId)).toHaveLength(0);

    const asked = await user.post('/ask-cayo-orange/', question());
    expect(asked.status).toBe(201);
    const answer = await asked.json();
    expect(Object.keys(answer)[0]).toBe('text');
    expect(answer).toMatchObject({ tokensSpent: 20, balance: 10, kind: 'question' });
    expect(await getBalance(server.ctx.db, user.userId)).toBe(10);
  });

  it('charges a comprehensive report once and saves it', async () => {
    const user = await signIn(server, uniqueEmail('comp'));
    await grant(user.userId, 120);
    const res = await user.post('/generate-report/', report('comprehensive'));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ tokensSpent: 50, balance: 70, kind: 'comprehensive' });
    const ledger = await server.ctx.db.select().from(tokenLedger).where(eq(tokenLedger.reference, body.readingId));
    expect(ledger).toMatchObject([{ amount: -50, reason: 'reading', balanceAfter: 70 }]);
    const saved = await (await user.fetch(`/api/readings/${body.readingId}`)).json();
    expect(saved).toMatchObject({
      id: body.readingId,
      kind: 'comprehensive',
      cost: 50,
      markdown: body.text,
      name: 'Miriam Cohen',
    });
    expect(saved.highlights).toEqual(body.highlights);
  });

  it('converges concurrent submissions with one Idempotency-Key on one reading and one charge', async () => {
    const user = await signIn(server, uniqueEmail('idem'));
    await grant(user.userId, 100);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        user.post('/generate-report/', report('comprehensive'), { 'idempotency-key': key }),
      ),
    );
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(bodies.map((b) => b.readingId)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.text)).size).toBe(1);
    expect(await getBalance(server.ctx.db, user.userId)).toBe(50);
    expect(await readingRows(user.userId)).toHaveLength(1);

    const retried = await user.post('/generate-report/', report('comprehensive'), { 'idempotency-key': key });
    expect(retried.status).toBe(200);
    expect((await retried.json()).readingId).toBe(bodies[0].readingId);
    expect(await getBalance(server.ctx.db, user.userId)).toBe(50);

    const different = await user.post('/generate-report/', report('comprehensive', { name: 'Someone Else' }), {
      'idempotency-key': key,
    });
    expect(different.status).toBe(409);
    expect(await getBalance(server.ctx.db, user.userId)).toBe(50);
  });

  it('gives 100 concurrent paid readings on a balance for 10 exactly 10 readings and 90 refusals', async () => {
    const user = await signIn(server, uniqueEmail('race'));
    await grant(user.userId, 10 * 20);
    const responses = await Promise.all(
      // Each asks another question: the same question twice on one day is offered, not charged (ADR 0630).
      Array.from({ length: 100 }, (_, i) =>
        user.post('/ask-cayo-orange/', question({ question: `Should I change my career this year (${i})?` }), {
          'idempotency-key': randomUUID(),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    await Promise.all(responses.map((r) => r.arrayBuffer()));
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(90);
    expect(await getBalance(server.ctx.db, user.userId)).toBe(0);
    expect(await readingRows(user.userId)).toHaveLength(10);
  });

  it('charges nothing and saves nothing when the engine fails', async () => {
    const failing = await startAppWithWriter(server, async () => {
      throw new Error('engine exploded');
    });
    try {
      const user = await signIn(server, uniqueEmail('fail'));
      await grant(user.userId, 100);
      const res = await fetch(`${failing.url}/generate-report/`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(report('comprehensive')),
      });
      expect(res.status).toBe(500);
      expect((await res.json()).message).toMatch(/went wrong/);
      expect(await getBalance(server.ctx.db, user.userId)).toBe(100);
      expect(await readingRows(user.userId)).toHaveLength(0);
    } finally {
      await failing.app.close();
    }
  });

  it('lists only the reader’s own readings, newest first, page by page', async () => {
    const reader = await signIn(server, uniqueEmail('list'));
    const stranger = await signIn(server, uniqueEmail('stranger'));
    await grant(reader.userId, 20);
    const ids: string[] = [];
    for (const name of ['First Reading', 'Second Reading', 'Third Reading']) {
      const res = await reader.post('/generate-report/', report('simple', { name }));
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toMatchObject({ tokensSpent: 0, balance: 20 });
      ids.push(body.readingId);
      server.advanceClock(1000);
    }
    const first = await (await reader.fetch('/api/readings?limit=2')).json();
    expect(first.readings.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.readings[0]).toMatchObject({ kind: 'simple', name: 'Third Reading', cost: 0 });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await (await reader.fetch(`/api/readings?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.readings.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();

    expect((await stranger.fetch(`/api/readings/${ids[0]}`)).status).toBe(404);
    expect((await (await stranger.fetch('/api/readings')).json()).readings).toEqual([]);
    expect((await reader.fetch('/api/readings/not-a-uuid')).status).toBe(404);
    expect((await reader.fetch(`/api/readings/${randomUUID()}`)).status).toBe(404);
    expect((await reader.fetch('/api/readings?limit=500')).status).toBe(400);
    expect((await reader.fetch('/api/readings?cursor=garbage')).status).toBe(400);
    // Reading again is free: the balance did not move.
    expect(await getBalance(server.ctx.db, reader.userId)).toBe(20);
  });

  // Last: it uses up this server's free-report allowance for 127.0.0.1.
  it('rate-limits free reports per client with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIMPLE_REPORT_LIMIT.max + 2; i++) {
      const res = await post('/generate-report/', report('simple'));
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.at(-1)).toBe(429);
    const res = await post('/generate-report/', report('simple'));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toMatch(/try again in \d+ seconds/);
  });
});

/** The same app pieces on the same database and clock, with another reading writer (the module seam). */
async function startAppWithWriter(server: TestServer, writer: ReadingWriter) {
  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 16 * 1024 });
  installErrorHandler(app);
  await app.register(cookie);
  await registerAuth(app, server.ctx);
  await registerReadings(app, server.ctx, { writer });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}` };
}
