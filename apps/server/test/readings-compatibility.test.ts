import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeChart, writeCompatibilityReading } from '@app/numerology';
import { utcToday } from '@app/contracts/readings';
import { readings } from '../src/db/schema/readings';
import { tokenLedger } from '../src/db/schema/tokens';
import { credit, getBalance } from '../src/tokens/ledger';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { signIn, type SignedIn } from './helpers/session';

const pair = {
  name: 'Sarah Lynn Levy',
  date_of_birth: '1977-05-04',
  is_morning: true,
  partner_name: 'Dana Cohen',
  partner_date_of_birth: '1980-10-12',
  partner_is_morning: false,
};
const PATH = '/api/readings/compatibility';
let n = 0;
const email = (tag: string) => `compat-${tag}-${Date.now()}-${n++}@example.test`;

describe.each(DB_KINDS)('compatibility readings and Hebrew spellings on %s', (kind) => {
  let server: TestServer;
  const postAs = (user: SignedIn, path: string, body: unknown, headers: Record<string, string> = {}) =>
    user.fetch(path, { method: 'POST', body: JSON.stringify(body), headers });
  const grant = (userId: string, amount: number) =>
    credit(server.ctx.db, { userId, amount, reason: 'compensation', reference: randomUUID() });
  const rowsOf = (userId: string) => server.ctx.db.select().from(readings).where(eq(readings.userId, userId));

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('is priced with the others: 40 tokens by default', async () => {
    const pricing = await (await fetch(`${server.url}/api/pricing`)).json();
    expect(pricing.compatibility).toBe(40);
  });

  it('charges 40 tokens once, saves the reading with both people, and shows it in My readings', async () => {
    const user = await signIn(server, email('paid'));
    await grant(user.userId, 100);
    const res = await postAs(user, PATH, pair, { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body)[0]).toBe('text');
    expect(body).toMatchObject({ kind: 'compatibility', tokensSpent: 40, balance: 60 });
    expect(body.title).toBe('A compatibility reading for Sarah and Dana');
    const engine = writeCompatibilityReading(
      { name: pair.name, dateOfBirth: pair.date_of_birth, bornInMorning: true },
      { name: pair.partner_name, dateOfBirth: pair.partner_date_of_birth, bornInMorning: false },
      utcToday(server.ctx.now()),
    );
    expect(body.text).toBe(engine.markdown);
    expect(body.highlights[0]).toEqual({
      label: 'Relationship number',
      value: String(engine.compatibility.relationship.value),
      meaning: expect.any(String),
    });
    expect(body.tree.sephirot.length).toBeGreaterThan(0);
    // Each person's own lights, in order, so the page can say whose is whose; together they are the tree.
    const own = (chart: typeof engine.compatibility.a) => ({
      sephirot: [...chart.treeOfLife.sephirot],
      paths: [...chart.treeOfLife.paths],
    });
    expect(body.tree.people).toEqual([own(engine.compatibility.a), own(engine.compatibility.b)]);
    expect(new Set(body.tree.people.flatMap((p: { sephirot: string[] }) => p.sephirot))).toEqual(
      new Set(body.tree.sephirot),
    );

    const ledger = await server.ctx.db.select().from(tokenLedger).where(eq(tokenLedger.reference, body.readingId));
    expect(ledger).toMatchObject([{ amount: -40, reason: 'reading', balanceAfter: 60 }]);
    const saved = await (await user.fetch(`/api/readings/${body.readingId}`)).json();
    expect(saved).toMatchObject({
      kind: 'compatibility',
      cost: 40,
      name: 'Sarah Lynn Levy',
      markdown: body.text,
      partner: { name: 'Dana Cohen', dateOfBirth: '1980-10-12', isMorning: false },
      tree: body.tree,
    });
    const list = await (await user.fetch('/api/readings')).json();
    expect(list.readings[0]).toMatchObject({ id: body.readingId, kind: 'compatibility', partner: saved.partner });
    // Saved before each person's lights were recorded: they are worked out again from the stored inputs.
    const { people: _, ...older } = body.tree as { people: unknown; sephirot: string[]; paths: number[] };
    await server.ctx.db.update(readings).set({ tree: older }).where(eq(readings.id, body.readingId));
    expect((await (await user.fetch(`/api/readings/${body.readingId}`)).json()).tree).toEqual(body.tree);
  });

  it('replays one Idempotency-Key once, and refuses it for another partner', async () => {
    const user = await signIn(server, email('idem'));
    await grant(user.userId, 100);
    const key = randomUUID();
    const responses = await Promise.all([1, 2, 3, 4].map(() => postAs(user, PATH, pair, { 'idempotency-key': key })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    const ids = new Set((await Promise.all(responses.map((r) => r.json()))).map((b) => b.readingId));
    expect(ids.size).toBe(1);
    expect(await getBalance(server.ctx.db, user.userId)).toBe(60);
    const other = await postAs(user, PATH, { ...pair, partner_name: 'Someone Else' }, { 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect(await getBalance(server.ctx.db, user.userId)).toBe(60);
    expect(await rowsOf(user.userId)).toHaveLength(1);
  });

  it('answers 401 signed out and 402 with too few tokens, moving nothing', async () => {
    const anonymous = await fetch(server.url + PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pair),
    });
    expect(anonymous.status).toBe(401);
    const user = await signIn(server, email('402'));
    await grant(user.userId, 39);
    const res = await postAs(user, PATH, pair);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ required: 40, balance: 39, message: expect.stringMatching(/40 tokens/) });
    expect(await getBalance(server.ctx.db, user.userId)).toBe(39);
    expect(await rowsOf(user.userId)).toHaveLength(0);
  });

  it('refuses bad input with 400 naming the field, charging nothing', async () => {
    const user = await signIn(server, email('400'));
    await grant(user.userId, 100);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...pair, partner_name: undefined }, /^partner_name: /],
      [{ ...pair, partner_name: '  ' }, /^partner_name: .*required/],
      [{ ...pair, partner_date_of_birth: '1799-12-31' }, /^partner_date_of_birth: .*1800/],
      [{ ...pair, partner_date_of_birth: 'soon' }, /^partner_date_of_birth: .*real date/],
      [{ ...pair, partner_is_morning: 'no' }, /^partner_is_morning: /],
      [{ ...pair, name: 'x'.repeat(201) }, /^name: .*200/],
      // Valid for the schema, refused by the engine: the 400 still names the second person's field.
      [{ ...pair, partner_name: 'សុខា' }, /^partner_name: Second person: No part of the name could be read/],
    ];
    for (const [body, message] of cases) {
      const res = await postAs(user, PATH, body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    expect(await getBalance(server.ctx.db, user.userId)).toBe(100);
    expect(await rowsOf(user.userId)).toHaveLength(0);
  });

  it('a corrected Hebrew spelling drives the gematria and is saved with the reading', async () => {
    const user = await signIn(server, email('hebrew'));
    await grant(user.userId, 100);
    const person = { name: 'Joy Smith', date_of_birth: '1990-05-17', is_morning: true };
    const ours = await (await postAs(user, '/generate-report/', { ...person, report_type: 'simple' })).json();
    expect(ours.text).toContain("ג'וי סמית'");
    const corrected = await postAs(user, '/generate-report/', {
      ...person,
      report_type: 'comprehensive',
      hebrew_name: 'ג׳וי שמיט',
    });
    expect(corrected.status).toBe(201);
    const body = await corrected.json();
    const chart = computeChart(
      { name: 'Joy Smith', dateOfBirth: '1990-05-17', bornInMorning: true, hebrewName: 'ג׳וי שמיט' },
      utcToday(server.ctx.now()),
    );
    expect(chart.hebrewName.gematria.standard).toBe(378);
    expect(body.text).toContain('ג׳וי שמיט');
    expect(body.text).toContain('= 378');
    expect(body.text).toContain("Our suggestion was ג'וי סמית'; your spelling is the one counted.");
    const saved = await (await user.fetch(`/api/readings/${body.readingId}`)).json();
    expect(saved.hebrewName).toBe('ג׳וי שמיט');
    expect(saved.tree).toEqual({ sephirot: [...chart.treeOfLife.sephirot], paths: [...chart.treeOfLife.paths] });
    // The tree rebuilt for a row without one uses the saved spelling, too.
    await server.ctx.db.update(readings).set({ tree: null }).where(eq(readings.id, body.readingId));
    expect((await (await user.fetch(`/api/readings/${body.readingId}`)).json()).tree).toEqual(saved.tree);

    const bad = await postAs(user, '/generate-report/', { ...person, report_type: 'simple', hebrew_name: 'Joy' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^hebrew_name: .*Hebrew letters/);
  });
});
