import { randomUUID } from 'node:crypto';
import type { Dashboard } from '@app/contracts/admin-dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { auditLog, paymentDisputes, payments, readings, users, visitorReadings } from '../src/db/schema/index';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { signInOperator } from './helpers/mfa';
import { signIn, type SignedIn } from './helpers/session';

/**
 * The seed: rows at chosen instants in and around the period 2025-03-01..2025-03-10, including the
 * last millisecond of the period and the first one after it. The expected numbers are computed below
 * from these arrays in plain JavaScript, not by the SQL under test.
 */
const FROM = '2025-03-01';
const TO = '2025-03-10';
const at = (iso: string) => new Date(iso);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const inPeriod = (d: Date | null | undefined) => !!d && dayOf(d) >= FROM && dayOf(d) <= TO;

interface SeedUser {
  key: string;
  createdAt: Date;
}
const SEED_USERS: SeedUser[] = [
  { key: 'ann', createdAt: at('2025-02-28T23:59:59.999Z') }, // day before: not a sign-up of the period
  { key: 'ben', createdAt: at('2025-03-01T00:00:00.000Z') },
  { key: 'cyd', createdAt: at('2025-03-01T12:00:00.000Z') },
  { key: 'dov', createdAt: at('2025-03-04T08:30:00.000Z') },
  { key: 'eve', createdAt: at('2025-03-10T23:59:59.999Z') },
  { key: 'fay', createdAt: at('2025-03-11T00:00:00.000Z') }, // day after
];
interface SeedPayment {
  key: string;
  user: string;
  packageId: string;
  tokens: number;
  amountCents: number;
  currency: string;
  status: 'succeeded' | 'pending' | 'failed';
  fulfilledAt: Date | null;
}
// A package id with a comma and a quote, to prove the CSV escaping end to end.
const ODD_PACKAGE = 'promo, "spring"';
const SEED_PAYMENTS: SeedPayment[] = [
  {
    key: 'p1',
    user: 'ann',
    packageId: 'small',
    tokens: 10,
    amountCents: 500,
    currency: 'usd',
    status: 'succeeded',
    fulfilledAt: at('2025-03-01T09:00:00Z'),
  },
  {
    key: 'p2',
    user: 'ben',
    packageId: 'small',
    tokens: 10,
    amountCents: 500,
    currency: 'usd',
    status: 'succeeded',
    fulfilledAt: at('2025-03-01T10:00:00Z'),
  },
  {
    key: 'p3',
    user: 'ben',
    packageId: 'large',
    tokens: 50,
    amountCents: 2000,
    currency: 'usd',
    status: 'succeeded',
    fulfilledAt: at('2025-03-03T10:00:00Z'),
  },
  {
    key: 'p4',
    user: 'dov',
    packageId: 'large',
    tokens: 50,
    amountCents: 1800,
    currency: 'eur',
    status: 'succeeded',
    fulfilledAt: at('2025-03-03T22:00:00Z'),
  },
  {
    key: 'p5',
    user: 'cyd',
    packageId: 'small',
    tokens: 10,
    amountCents: 500,
    currency: 'usd',
    status: 'pending',
    fulfilledAt: null,
  },
  {
    key: 'p6',
    user: 'cyd',
    packageId: 'small',
    tokens: 10,
    amountCents: 500,
    currency: 'usd',
    status: 'failed',
    fulfilledAt: null,
  },
  {
    key: 'p7',
    user: 'eve',
    packageId: ODD_PACKAGE,
    tokens: 25,
    amountCents: 900,
    currency: 'usd',
    status: 'succeeded',
    fulfilledAt: at('2025-03-10T23:59:59.999Z'),
  },
  {
    key: 'p8',
    user: 'cyd',
    packageId: 'small',
    tokens: 10,
    amountCents: 500,
    currency: 'usd',
    status: 'succeeded',
    fulfilledAt: at('2025-03-11T00:00:00Z'),
  }, // after: cyd did not convert in the period
  {
    key: 'p9',
    user: 'fay',
    packageId: 'large',
    tokens: 50,
    amountCents: 2000,
    currency: 'usd',
    status: 'succeeded',
    fulfilledAt: at('2025-02-20T00:00:00Z'),
  },
];
const SEED_READINGS: { user: string | null; kind: string; createdAt: Date }[] = [
  { user: null, kind: 'simple', createdAt: at('2025-03-01T01:00:00Z') },
  { user: 'ben', kind: 'simple', createdAt: at('2025-03-01T02:00:00Z') },
  { user: 'ben', kind: 'comprehensive', createdAt: at('2025-03-01T03:00:00Z') },
  { user: 'ben', kind: 'question', createdAt: at('2025-03-05T03:00:00Z') },
  { user: 'dov', kind: 'compatibility', createdAt: at('2025-03-05T04:00:00Z') },
  { user: 'dov', kind: 'compatibility', createdAt: at('2025-03-05T05:00:00Z') },
  { user: null, kind: 'simple', createdAt: at('2025-03-10T23:59:59.999Z') },
  { user: null, kind: 'simple', createdAt: at('2025-03-11T00:00:00Z') },
  { user: 'ann', kind: 'simple', createdAt: at('2025-02-28T23:00:00Z') },
];
/** Days of visitors' free readings as readings/visitor-tally.ts writes them: the period's edges and beyond. */
const SEED_VISITOR_DAYS: { day: string; count: number }[] = [
  { day: '2025-02-28', count: 5 },
  { day: '2025-03-01', count: 7 },
  { day: '2025-03-05', count: 2 },
  { day: '2025-03-10', count: 11 },
  { day: '2025-03-11', count: 4 },
];
/** Rises of a payment's refunded total, as payments/refunds.ts records them in the audit log. */
const SEED_REFUNDS: { payment: string; at: Date; before: number; after: number; tokensTakenBack: number }[] = [
  { payment: 'p3', at: at('2025-03-04T10:00:00Z'), before: 0, after: 800, tokensTakenBack: 20 },
  { payment: 'p3', at: at('2025-03-06T10:00:00Z'), before: 800, after: 2000, tokensTakenBack: 18 },
  { payment: 'p2', at: at('2025-03-06T11:00:00Z'), before: 0, after: 500, tokensTakenBack: 0 },
  { payment: 'p1', at: at('2025-03-11T00:00:01Z'), before: 0, after: 500, tokensTakenBack: 10 },
];
const SEED_DISPUTES: { payment: string; createdAt: Date; amount: number }[] = [
  { payment: 'p4', createdAt: at('2025-03-07T10:00:00Z'), amount: 1800 },
  { payment: 'p7', createdAt: at('2025-03-09T10:00:00Z'), amount: 900 },
  { payment: 'p1', createdAt: at('2025-02-27T10:00:00Z'), amount: 500 },
];

/** Sums rows grouped by a key, in first-seen order. */
function groupSum<T>(rows: T[], key: (r: T) => string, values: (r: T) => Record<string, number>) {
  const out = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const k = key(r);
    const sum = out.get(k) ?? {};
    for (const [name, v] of Object.entries(values(r))) sum[name] = (sum[name] ?? 0) + v;
    out.set(k, sum);
  }
  return out;
}
const byKey = <T extends object>(rows: T[], key: (r: T) => string) => new Map(rows.map((r) => [key(r), r]));

function expected() {
  const paymentByKey = new Map(SEED_PAYMENTS.map((p) => [p.key, p]));
  const sales = groupSum(
    SEED_PAYMENTS.filter((p) => p.status === 'succeeded' && inPeriod(p.fulfilledAt)),
    (p) => `${dayOf(p.fulfilledAt!)}|${p.packageId}|${p.currency}`,
    (p) => ({ count: 1, amountCents: p.amountCents, tokens: p.tokens }),
  );
  const readingsMap = groupSum(
    SEED_READINGS.filter((r) => inPeriod(r.createdAt)),
    (r) => `${dayOf(r.createdAt)}|${r.kind}`,
    () => ({ count: 1 }),
  );
  const signups = groupSum(
    SEED_USERS.filter((u) => inPeriod(u.createdAt)),
    (u) => dayOf(u.createdAt),
    () => ({ count: 1 }),
  );
  const refunds = groupSum(
    SEED_REFUNDS.filter((r) => inPeriod(r.at)),
    (r) => `${dayOf(r.at)}|${paymentByKey.get(r.payment)!.packageId}|${paymentByKey.get(r.payment)!.currency}`,
    (r) => ({ count: 1, amountCents: r.after - r.before, tokens: r.tokensTakenBack }),
  );
  const disputes = groupSum(
    SEED_DISPUTES.filter((d) => inPeriod(d.createdAt)),
    (d) => `${dayOf(d.createdAt)}|${paymentByKey.get(d.payment)!.packageId}|${paymentByKey.get(d.payment)!.currency}`,
    (d) => ({ count: 1, amountCents: d.amount }),
  );
  const joined = SEED_USERS.filter((u) => inPeriod(u.createdAt));
  const converted = joined.filter((u) =>
    SEED_PAYMENTS.some((p) => p.user === u.key && p.status === 'succeeded' && inPeriod(p.fulfilledAt)),
  );
  return {
    sales,
    readings: readingsMap,
    visitorReadings: SEED_VISITOR_DAYS.filter((v) => v.day >= FROM && v.day <= TO),
    signups,
    refunds,
    disputes,
    joined: joined.length,
    converted: converted.length,
  };
}

/** The answer is typed by the contract the web console reads, not a copy of it. */
type MoneyRow = Dashboard['disputes'][number];

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF) — small on purpose, for checking our writer. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe.each(DB_KINDS)('operator dashboard on %s', (kind) => {
  let server: TestServer;
  let operator: SignedIn;
  const operatorEmail = uniqueEmail('dashboard-operator');
  beforeAll(async () => {
    server = await startTestServer(kind, { ADMIN_EMAILS: operatorEmail });
    operator = await signInOperator(server, operatorEmail);
    const db = server.ctx.db;
    const userIds = new Map<string, string>();
    for (const u of SEED_USERS) {
      const [row] = await db
        .insert(users)
        .values({ email: uniqueEmail(`dash-${u.key}`), createdAt: u.createdAt })
        .returning({ id: users.id });
      userIds.set(u.key, row!.id);
    }
    const paymentIds = new Map<string, string>();
    for (const p of SEED_PAYMENTS) {
      const [row] = await db
        .insert(payments)
        .values({
          userId: userIds.get(p.user)!,
          packageId: p.packageId,
          tokens: p.tokens,
          amountCents: p.amountCents,
          currency: p.currency,
          provider: 'test',
          providerIntentId: `pi_dash_${randomUUID()}`,
          status: p.status,
          createdAt: p.fulfilledAt ?? at('2025-03-02T00:00:00Z'),
          fulfilledAt: p.fulfilledAt,
        })
        .returning({ id: payments.id });
      paymentIds.set(p.key, row!.id);
    }
    for (const r of SEED_READINGS) {
      await db.insert(readings).values({
        userId: r.user ? userIds.get(r.user)! : null,
        kind: r.kind,
        name: 'Seed Reader',
        dateOfBirth: '1990-05-17',
        isMorning: true,
        title: 'seed',
        markdown: 'seed',
        cost: 0,
        profileId: 'seed',
        profileVersion: '1',
        createdAt: r.createdAt,
      });
    }
    await db.insert(visitorReadings).values(SEED_VISITOR_DAYS);
    for (const r of SEED_REFUNDS) {
      await db.insert(auditLog).values({
        at: r.at,
        actor: 'test',
        action: 'payment-refunded',
        subjectUserId: userIds.get(SEED_PAYMENTS.find((p) => p.key === r.payment)!.user)!,
        reason: `payment refunded: ${r.after}`,
        before: { paymentId: paymentIds.get(r.payment), amountRefunded: r.before, balance: 0 },
        after: { amountRefunded: r.after, tokensTakenBack: r.tokensTakenBack, tokensAlreadySpent: 0, balance: 0 },
        requestKey: `seed:${r.payment}:${r.after}`,
      });
    }
    for (const d of SEED_DISPUTES) {
      await db.insert(paymentDisputes).values({
        disputeId: `dp_${randomUUID()}`,
        paymentId: paymentIds.get(d.payment)!,
        tokensTaken: 0,
        status: 'needs_response',
        amount: d.amount,
        createdAt: d.createdAt,
      });
    }
  });
  afterAll(() => server?.close());

  it('counts sales, readings, sign-ups, refunds, disputes and conversion per day as the seed says', async () => {
    const res = await operator.fetch(`/api/admin/dashboard?from=${FROM}&to=${TO}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = (await res.json()) as Dashboard;
    const want = expected();
    expect(body).toMatchObject({ from: FROM, to: TO });

    const moneyKey = (r: MoneyRow) => `${r.day}|${r.packageId}|${r.currency}`;
    const strip = (m: Map<string, object>) =>
      new Map(
        [...m].map(([k, r]) => [
          k,
          Object.fromEntries(
            Object.entries(r).filter(([n]) => n !== 'day' && n !== 'packageId' && n !== 'currency' && n !== 'kind'),
          ),
        ]),
      );
    expect(strip(byKey(body.sales, moneyKey))).toEqual(want.sales);
    expect(strip(byKey(body.refunds, moneyKey))).toEqual(want.refunds);
    expect(strip(byKey(body.disputes, moneyKey))).toEqual(want.disputes);
    expect(strip(byKey(body.readings, (r) => `${r.day}|${r.kind}`))).toEqual(want.readings);
    expect(strip(byKey(body.signups, (r) => r.day))).toEqual(want.signups);
    expect(body.visitorReadings).toEqual(want.visitorReadings);
    expect(want.visitorReadings.map((v) => v.day)).toEqual(['2025-03-01', '2025-03-05', '2025-03-10']);
    expect(body.conversion).toEqual({
      signups: want.joined,
      converted: want.converted,
      rate: want.converted / want.joined,
    });
    // The seed is not trivial: several rows per group, and rows on the period's edges that are in or out.
    expect(want.sales.size).toBeGreaterThanOrEqual(4);
    expect(want.sales.get(`2025-03-10|${ODD_PACKAGE}|usd`)).toEqual({ count: 1, amountCents: 900, tokens: 25 });
    expect(want.refunds.get('2025-03-06|large|usd')).toBeDefined();
    expect([want.joined, want.converted]).toEqual([4, 3]);

    // One day only: nothing from the other days.
    const one = (await (
      await operator.fetch('/api/admin/dashboard?from=2025-03-05&to=2025-03-05')
    ).json()) as Dashboard;
    expect(one.readings.map((r) => [r.kind, r.count])).toEqual([
      ['compatibility', 2],
      ['question', 1],
    ]);
    expect(one.visitorReadings).toEqual([{ day: '2025-03-05', count: 2 }]);
    expect([one.sales, one.signups, one.refunds, one.disputes]).toEqual([[], [], [], []]);
    expect(one.conversion).toEqual({ signups: 0, converted: 0, rate: null });
  });

  it('exports the same numbers as CSV, escaped, with a file name', async () => {
    const json = (await (await operator.fetch(`/api/admin/dashboard?from=${FROM}&to=${TO}`)).json()) as Dashboard;
    const res = await operator.fetch(`/api/admin/dashboard?from=${FROM}&to=${TO}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="dashboard-${FROM}-to-${TO}.csv"`);
    const text = await res.text();
    expect(text).toContain('"promo, ""spring"""');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['date', 'metric', 'package', 'kind', 'currency', 'count', 'amount_cents', 'tokens']);
    const of = (metric: string) => rows.filter((r) => r[1] === metric);
    expect(
      of('sales').map(([day, , pkg, , currency, count, amount, tokens]) => ({
        day,
        packageId: pkg,
        currency,
        count: Number(count),
        amountCents: Number(amount),
        tokens: Number(tokens),
      })),
    ).toEqual(json.sales);
    expect(of('refunds')).toHaveLength(json.refunds.length);
    expect(of('disputes')).toHaveLength(json.disputes.length);
    expect(of('readings').map(([day, , , k, , count]) => ({ day, kind: k, count: Number(count) }))).toEqual(
      json.readings,
    );
    expect(of('signups').map(([day, , , , , count]) => ({ day, count: Number(count) }))).toEqual(json.signups);
    expect(of('visitor-readings').map(([day, , , k, , count]) => ({ day, kind: k, count: Number(count) }))).toEqual(
      json.visitorReadings.map((v) => ({ ...v, kind: 'simple' })),
    );
    expect(json.visitorReadings).toHaveLength(3);
    expect(of('period-signups')).toEqual([[`${FROM}/${TO}`, 'period-signups', '', '', '', '4', '', '']]);
    expect(of('period-signups-who-bought')[0]![5]).toBe('3');
  });

  it('answers a readable 400 for a bad period, and a 404 to anyone but an operator', async () => {
    const cases: [string, string][] = [
      ['to=2025-03-10', 'from'],
      ['from=2025-02-30&to=2025-03-10', 'real date'],
      ['from=2025-3-1&to=2025-03-10', 'YYYY-MM-DD'],
      ['from=2025-03-10&to=2025-03-01', 'must not be after'],
      ['from=2024-01-01&to=2025-01-01', 'at most 366 days'],
      [`from=${FROM}&to=${TO}&format=xml`, 'format'],
    ];
    for (const [query, words] of cases) {
      const res = await operator.fetch(`/api/admin/dashboard?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toContain(words);
    }
    // A leap year's 366 days are allowed.
    expect((await operator.fetch('/api/admin/dashboard?from=2024-01-01&to=2024-12-31')).status).toBe(200);

    const customer = await signIn(server, uniqueEmail('dashboard-customer'));
    for (const path of [
      `/api/admin/dashboard?from=${FROM}&to=${TO}`,
      `/api/admin/dashboard?from=${FROM}&to=${TO}&format=csv`,
    ]) {
      expect((await fetch(server.url + path)).status).toBe(404);
      expect((await customer.fetch(path)).status).toBe(404);
    }
  });
});

describe.each(DB_KINDS)('free readings by signed-out visitors on %s', (kind) => {
  let server: TestServer;
  let operator: SignedIn;
  const operatorEmail = uniqueEmail('visitors-operator');
  const report = (report_type: string) => ({
    name: 'Miriam Cohen',
    date_of_birth: '1990-05-17',
    is_morning: true,
    report_type,
  });
  const visitorReport = (report_type = 'simple') =>
    fetch(`${server.url}/generate-report/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report(report_type)),
    });
  const today = () => server.ctx.now().toISOString().slice(0, 10);
  const dashboardPath = () => `/api/admin/dashboard?from=${today()}&to=${today()}`;

  beforeAll(async () => {
    server = await startTestServer(kind, { ADMIN_EMAILS: operatorEmail });
    operator = await signInOperator(server, operatorEmail);
  });
  afterAll(() => server?.close());

  it('counts each signed-out free report once for today, never a signed-in one, and keeps the count over a restart', async () => {
    const n = 3;
    for (let i = 0; i < n; i++) expect((await visitorReport()).status).toBe(201);
    // Refused or signed-in reports are not visitors' free readings.
    expect((await visitorReport('comprehensive')).status).toBe(401);
    expect((await operator.post('/generate-report/', report('simple'))).status).toBe(201);

    // The dashboard writes this instance's pending counts before it reads (no waiting for the timer).
    const first = (await (await operator.fetch(dashboardPath())).json()) as Dashboard;
    expect(first.visitorReadings).toEqual([{ day: today(), count: n }]);
    expect(first.readings).toEqual([{ day: today(), kind: 'simple', count: 1 }]);
    const csv = await (await operator.fetch(`${dashboardPath()}&format=csv`)).text();
    expect(csv).toContain(`${today()},visitor-readings,,simple,,${n},,\r\n`);
    // Only a day and a count are stored.
    const stored = await server.ctx.db.select().from(visitorReadings);
    expect(stored).toEqual([{ day: today(), count: n }]);

    // Another instance on the same database counts in its own memory and writes on close: the counts add up.
    const other = await buildApp(server.ctx, { logger: false });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await other.inject({ method: 'POST', url: '/generate-report/', payload: report('simple') });
        expect(res.statusCode).toBe(201);
      }
      expect(await server.ctx.db.select().from(visitorReadings)).toEqual([{ day: today(), count: n }]);
    } finally {
      await other.close();
    }
    expect(await server.ctx.db.select().from(visitorReadings)).toEqual([{ day: today(), count: n + 2 }]);

    // A restart: one more report still only in memory, the app closed, a new one started on the database.
    expect((await visitorReport()).status).toBe(201);
    await server.app.close();
    const restarted = await buildApp(server.ctx, { logger: false });
    try {
      const res = await restarted.inject({ method: 'GET', url: dashboardPath(), headers: operator.headers });
      expect(res.statusCode).toBe(200);
      expect((res.json() as Dashboard).visitorReadings).toEqual([{ day: today(), count: n + 3 }]);
    } finally {
      await restarted.close();
    }
  });
});
