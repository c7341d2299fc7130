import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { payments } from '../src/db/schema/payments';
import { createMailer } from '../src/mail/mailer';
import { loadAppSecret } from '../src/security/secrets';
import { createSmsSender } from '../src/sms/sms-sender';
import { type FakeStripe, startFakeStripe } from './helpers/fake-stripe';
import { createTestDatabase, DB_KINDS, type TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { startMailbox } from './helpers/mailbox';
import { signIn, type SignedIn } from './helpers/session';
import { deliverWebhook } from './helpers/stripe-server';

type Line = Record<string, unknown>;

/** Every JSON line the app logs, as objects. */
function captureLines() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Line);
      callback();
    },
  });
  return { lines, stream };
}

/**
 * A payment the provider reports differently from its order is not credited (409, ADR 0915) and says so once in
 * the log, on the line of the request that found it (its reqId), with what was expected and what was received:
 * amount, currency and the payment the intent names, nothing about the card (ADR 0940).
 */
describe.each(DB_KINDS)('a payment mismatch is logged with its request id on %s', (kind) => {
  let server: TestServer;
  let stripe: FakeStripe;
  const { lines, stream } = captureLines();
  beforeAll(async () => {
    stripe = await startFakeStripe();
    const mailbox = await startMailbox();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SMTP_URL: mailbox.url,
      APP_SECRET: randomBytes(32).toString('hex'),
      ...stripe.env,
    });
    const database = await createTestDatabase(kind);
    const quiet = { info() {}, warn() {}, error() {} } as never;
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.EMAIL_FROM, log: quiet }),
      sms: createSmsSender({ twilio: undefined, log: quiet }),
      secret: await loadAppSecret(database.db, config.APP_SECRET),
      now: () => new Date(),
    };
    const app = await buildApp(ctx, { logger: { level: 'info', stream } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    server = {
      url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
      app,
      ctx,
      mailbox,
      advanceClock() {
        throw new Error('not used here');
      },
      async close() {
        await app.close();
        ctx.mailer.close();
        await database.close();
        await mailbox.close();
      },
    };
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  /** A new payment for the 500-token pack ($45.00) and its Stripe intent. */
  async function newIntent(user: SignedIn) {
    const res = await user.post('/api/create-payment-intent', { amount: 4500 });
    expect(res.status).toBe(200);
    const { paymentId } = (await res.json()) as { paymentId: string };
    const [row] = await server.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    return { paymentId, intentId: row!.providerIntentId! };
  }
  const mismatchLines = (intentId: string) =>
    lines.filter((l) => (l.paymentMismatch as { intentId?: string } | undefined)?.intentId === intentId);
  /** The id of the one request to `url` (Fastify's own "incoming request" line). */
  const reqIdOf = (url: string) => {
    const incoming = lines.filter((l) => l.msg === 'incoming request' && (l.req as { url: string }).url === url);
    expect(incoming).toHaveLength(1);
    return incoming[0]!.reqId;
  };

  it('at sync: the amount received against the order, once, on the sync request’s line', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId, intentId } = await newIntent(user);
    Object.assign(stripe.succeed(intentId), { amount_received: 1000 });
    const sync = `/api/payments/${paymentId}/sync`;
    expect((await user.post(sync, {})).status).toBe(409);

    const logged = mismatchLines(intentId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 40, msg: 'payment mismatch: not credited', reqId: reqIdOf(sync) });
    expect(logged[0]!.paymentMismatch).toEqual({
      intentId,
      paymentId,
      differs: 'amount',
      expected: { amount: 4500, currency: 'usd', paymentId },
      received: { amount: 1000, currency: 'usd', paymentId },
    });
    // Nothing of the card or the intent's secret: only the fields above.
    expect(JSON.stringify(logged[0])).not.toMatch(/pm_|secret|card|last4|customer/i);
  });

  it('at the webhook: the currency, once, on the webhook request’s line (Stripe retries the 409)', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId, intentId } = await newIntent(user);
    Object.assign(stripe.succeed(intentId), { currency: 'eur' });
    expect((await deliverWebhook(server, stripe.webhook('payment_intent.succeeded', intentId))).status).toBe(409);

    const logged = mismatchLines(intentId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: 'payment mismatch: not credited', reqId: reqIdOf('/api/stripe/webhook') });
    expect(logged[0]!.paymentMismatch).toMatchObject({
      differs: 'currency',
      expected: { amount: 4500, currency: 'usd', paymentId },
      received: { amount: 4500, currency: 'eur', paymentId },
    });
  });
});
