import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readings } from '../src/db/schema/readings';
import { SIMPLE_REPORT_LIMIT } from '../src/readings/routes';
import { tokenLedger } from '../src/db/schema/tokens';
import { credit, getBalance } from '../src/tokens/ledger';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { signIn, type SignedIn } from './helpers/session';
import { uniqueEmail } from './helpers/http';

const person = { name: 'Miriam Cohen', date_of_birth: '1990-05-17', is_morning: true };

/** Questions numerology must not answer (ADR 0610): a kind answer, never charged, never saved. */
describe.each(DB_KINDS)('unsafe questions on %s', (kind) => {
  let server: TestServer;
  const ask = (user: SignedIn, question: string, headers: Record<string, string> = {}) =>
    user.fetch('/ask-cayo-orange/', {
      method: 'POST',
      body: JSON.stringify({ ...person, question }),
      headers: { 'idempotency-key': randomUUID(), ...headers },
    });
  const postSignedOut = (question: string) =>
    fetch(`${server.url}/ask-cayo-orange/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...person, question }),
    });
  const ledgerOf = (userId: string) => server.ctx.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId));
  const readingsOf = (userId: string) => server.ctx.db.select().from(readings).where(eq(readings.userId, userId));

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it.each([
    ['Do I have cancer?', /talk to a doctor/],
    ['Should I stop taking my antidepressants?', /Do not start, stop or change a medicine/],
    ['Will I die this year?', /No number can tell when anyone will die/],
    ['Is it worth going on living?', /call or text 988/],
    ['Is my partner cheating on me?', /couples counsellor/],
    ['Should I sign the divorce papers?', /qualified lawyer/],
    ['Should I put my savings into bitcoin?', /financial adviser/],
    ['do my numbers say i should just disappear permanently', /call or text 988/],
    ['did i pass the cpa exam i took last week', /exam board/],
    ['will my h1b come through this year', /immigration adviser/],
    ['lucky numbers for the lotto tonight', /Gambling Helpline/],
    ['will my knee op in march go well', /surgeon and the medical team/],
    ['asdf jkl', /could not read this question clearly/],
    ['hmm??', /could not read this question clearly/],
  ])('%s → 200, the kind answer, balance unchanged, no ledger row, nothing saved', async (question, help) => {
    const user = await signIn(server, uniqueEmail('unsafe'));
    await credit(server.ctx.db, { userId: user.userId, amount: 30, reason: 'compensation', reference: randomUUID() });
    const ledgerBefore = await ledgerOf(user.userId);

    const res = await ask(user, question);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)[0]).toBe('text');
    expect(body).toMatchObject({ declined: true, tokensSpent: 0, balance: 30, readingId: null, kind: 'question' });
    expect(body.text).toMatch(help);
    expect(body.text).not.toMatch(/numbers lean|Personal Year/);
    expect(body.highlights).toEqual([]);
    expect(body.tree).toBeNull();

    expect(await getBalance(server.ctx.db, user.userId)).toBe(30);
    expect(await ledgerOf(user.userId)).toEqual(ledgerBefore);
    expect(await readingsOf(user.userId)).toHaveLength(0);
  });

  it('answers ordinary questions that only look alarming, and charges them as readings', async () => {
    const user = await signIn(server, uniqueEmail('alarming'));
    await credit(server.ctx.db, { userId: user.userId, amount: 40, reason: 'compensation', reference: randomUUID() });
    for (const question of [
      'my boss hates me, will it ever get better at work',
      'should i sign the lease on the flat',
    ]) {
      const res = await ask(user, question);
      expect(res.status, question).toBe(201);
      expect((await res.json()).declined, question).toBeUndefined();
    }
    expect(await getBalance(server.ctx.db, user.userId)).toBe(0);
  });

  it('answers an unsafe question even with no tokens at all (no 402 in front of a crisis line)', async () => {
    const user = await signIn(server, uniqueEmail('empty'));
    const res = await ask(user, 'i want to die');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ declined: true, tokensSpent: 0, balance: 0 });
    expect(await ledgerOf(user.userId)).toHaveLength(0);
  });

  it('answers an unsafe question without signing in, and still asks a signed-out visitor to sign in for a real one', async () => {
    const unsafe = await postSignedOut('Should I stop my chemo?');
    expect(unsafe.status).toBe(200);
    expect(await unsafe.json()).toMatchObject({ declined: true, tokensSpent: 0, balance: null });
    const safe = await postSignedOut('Should I change my career this year?');
    expect(safe.status).toBe(401);
  });

  it('reads a long message for the help it needs, and refuses a long ordinary question for its length before asking for a sign-in', async () => {
    const story =
      'so this year has been a lot, i moved flats twice, my job changed teams and my best friend moved to leeds. ' +
      'i have been trying to keep busy with the gym and cooking and seeing my sister on sundays. ';
    const crisis = `${story.repeat(3)}honestly i just want to kill myself, which date would be best`;
    expect(crisis.length).toBeGreaterThan(500);
    // Signed in, so as not to spend this client's signed-out kind answers (the next test counts them).
    const user = await signIn(server, uniqueEmail('long'));
    const long = await ask(user, crisis);
    expect(long.status).toBe(200);
    const body = await long.json();
    expect(body).toMatchObject({ declined: true, tokensSpent: 0, balance: 0 });
    expect(body.text).toMatch(/call or text 988/);

    const ordinary = await postSignedOut(`${story.repeat(3)}will things calm down next year?`);
    expect(ordinary.status).toBe(400);
    expect((await ordinary.json()).message).toBe('question: must be at most 500 characters');
    const huge = await postSignedOut(`${story.repeat(12)}i want to die`);
    expect(huge.status).toBe(400);
  });

  it('limits signed-out kind answers per client like free reports (429), never turning them into a charge', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIMPLE_REPORT_LIMIT.max + 2; i++) {
      const res = await postSignedOut('Will I die this year?');
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(SIMPLE_REPORT_LIMIT.max - 1);
    expect(statuses.at(-1)).toBe(429);
  });

  it('still refuses bad input with 400 naming the field', async () => {
    const user = await signIn(server, uniqueEmail('bad'));
    const res = await user.fetch('/ask-cayo-orange/', {
      method: 'POST',
      body: JSON.stringify({ ...person, date_of_birth: '2999-01-01', question: 'Do I have cancer?' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^date_of_birth: /);
  });

  it('charges a safe question as before: one debit, one saved reading', async () => {
    const user = await signIn(server, uniqueEmail('safe'));
    await credit(server.ctx.db, { userId: user.userId, amount: 30, reason: 'compensation', reference: randomUUID() });
    const res = await ask(user, 'Is 2027 a good year to start my own business?');
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.declined).toBeUndefined();
    expect(body).toMatchObject({ tokensSpent: 20, balance: 10, kind: 'question' });
    expect(body.text).toMatch(/: your Personal Year \d+/);
    expect(await getBalance(server.ctx.db, user.userId)).toBe(10);
    const ledger = await server.ctx.db.select().from(tokenLedger).where(eq(tokenLedger.reference, body.readingId));
    expect(ledger).toMatchObject([{ amount: -20, reason: 'reading', balanceAfter: 10 }]);
    expect(await readingsOf(user.userId)).toHaveLength(1);
  });
});
