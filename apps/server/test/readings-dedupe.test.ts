import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readings } from '../src/db/schema/readings';
import { tokenLedger } from '../src/db/schema/tokens';
import { credit, getBalance } from '../src/tokens/ledger';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { signIn, type SignedIn } from './helpers/session';

const person = { name: 'Miriam Cohen', date_of_birth: '1990-05-17', is_morning: true };
const comprehensive = { ...person, report_type: 'comprehensive' };
const question = (text: string) => ({ ...person, question: text });

/**
 * The same paid reading for the same inputs on the same day is never charged twice (ADR 0630): the server
 * answers the reading already bought, whatever the Idempotency-Key, also when both requests race.
 */
describe.each(DB_KINDS)('a paid reading bought twice on one day, on %s', (kind) => {
  let server: TestServer;
  const grant = (userId: string, amount: number) =>
    credit(server.ctx.db, { userId, amount, reason: 'compensation', reference: randomUUID() });
  const rowsOf = (userId: string) => server.ctx.db.select().from(readings).where(eq(readings.userId, userId));
  const debitsOf = (userId: string) =>
    server.ctx.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.reason, 'reading')));
  const ask = (user: SignedIn, path: string, body: unknown) =>
    user.post(path, body, { 'idempotency-key': randomUUID() });

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('answers the second identical request with the saved reading and charges once', async () => {
    const user = await signIn(server, uniqueEmail('twice'));
    await grant(user.userId, 120);
    const first = await ask(user, '/generate-report/', comprehensive);
    expect(first.status).toBe(201);
    const bought = await first.json();
    expect(bought).toMatchObject({ tokensSpent: 50, balance: 70 });
    expect(bought.alreadyBought).toBeUndefined();

    const second = await ask(user, '/generate-report/', comprehensive);
    expect(second.status).toBe(200);
    const again = await second.json();
    expect(again).toMatchObject({ readingId: bought.readingId, tokensSpent: 0, balance: 70, alreadyBought: true });
    expect(again.text).toBe(bought.text);
    expect(await getBalance(server.ctx.db, user.userId)).toBe(70);
    expect(await rowsOf(user.userId)).toHaveLength(1);
    expect(await debitsOf(user.userId)).toHaveLength(1);
  });

  it('offers the saved reading even when the balance could not pay for it again', async () => {
    const user = await signIn(server, uniqueEmail('broke'));
    await grant(user.userId, 50);
    expect((await ask(user, '/generate-report/', comprehensive)).status).toBe(201);
    const again = await ask(user, '/generate-report/', comprehensive);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ alreadyBought: true, balance: 0 });
  });

  it('converges concurrent identical requests with different keys on one reading and one charge', async () => {
    const user = await signIn(server, uniqueEmail('race'));
    await grant(user.userId, 500);
    const responses = await Promise.all(Array.from({ length: 6 }, () => ask(user, '/generate-report/', comprehensive)));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(bodies.map((b) => b.readingId)).size).toBe(1);
    expect(bodies.filter((b) => b.alreadyBought === true)).toHaveLength(5);
    expect(await getBalance(server.ctx.db, user.userId)).toBe(450);
    expect(await rowsOf(user.userId)).toHaveLength(1);
    expect(await debitsOf(user.userId)).toHaveLength(1);
  });

  it('charges again for another question, another person, another kind, or on another day', async () => {
    const user = await signIn(server, uniqueEmail('differs'));
    await grant(user.userId, 1000);
    const career = question('Should I change my career this year?');
    expect((await ask(user, '/ask-cayo-orange/', career)).status).toBe(201);
    expect((await ask(user, '/ask-cayo-orange/', career)).status).toBe(200);
    const other = await ask(user, '/ask-cayo-orange/', question('Is 2027 a good year to move house?'));
    expect(other.status).toBe(201);
    const morning = await ask(user, '/ask-cayo-orange/', { ...career, is_morning: false });
    expect(morning.status).toBe(201);
    expect((await ask(user, '/generate-report/', comprehensive)).status).toBe(201);
    expect(await getBalance(server.ctx.db, user.userId)).toBe(1000 - 3 * 20 - 50);

    // Bought yesterday (the saved rows moved back a day): the same request today is a new purchase.
    await server.ctx.db
      .update(readings)
      .set({ createdAt: new Date(server.ctx.now().getTime() - 24 * 3_600_000) })
      .where(eq(readings.userId, user.userId));
    const tomorrow = await ask(user, '/generate-report/', comprehensive);
    expect(tomorrow.status).toBe(201);
    expect((await tomorrow.json()).tokensSpent).toBe(50);
    expect(await debitsOf(user.userId)).toHaveLength(5);
  });
});
