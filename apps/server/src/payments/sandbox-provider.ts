/**
 * Production code, not a test: test mode's payment provider (no Stripe keys, no money moves). It keeps its own
 * records of intents in `test_payment_intents`, apart from `payments`, exactly as Stripe would.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { testPaymentIntents } from '../db/schema/payments';
import type { PaymentProvider, ProviderIntent } from './provider';

export interface TestProvider extends PaymentProvider {
  /** The card was charged: the intent succeeds (once; later calls change nothing). */
  markSucceeded(id: string): Promise<void>;
  /** The card was refused: the intent still needs a payment method and remembers why. */
  markRefused(id: string, message: string): Promise<void>;
}

/** Test mode: no money moves; the "provider" keeps its records in our database. */
export function createTestProvider(db: Executor): TestProvider {
  return {
    name: 'test',
    async createIntent({ paymentId, userId, pkg, currency }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      await db.insert(testPaymentIntents).values({ id, clientSecret, amount: pkg.amount, currency, paymentId, userId });
      return { id, clientSecret };
    },
    async retrieveIntent(id): Promise<ProviderIntent> {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).limit(1);
      if (!row) throw new Error(`unknown test payment intent ${id}`);
      return {
        id: row.id,
        status: row.status,
        amount: row.amount,
        amountReceived: row.status === 'succeeded' ? row.amount : 0,
        amountRefunded: 0, // test mode has no refunds
        currency: row.currency,
        metadata: { paymentId: row.paymentId, userId: row.userId },
        lastErrorMessage: row.lastErrorMessage ?? undefined,
      };
    },
    async markSucceeded(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', lastErrorMessage: null })
        .where(and(eq(testPaymentIntents.id, id), ne(testPaymentIntents.status, 'succeeded')));
    },
    async markRefused(id, message) {
      await db
        .update(testPaymentIntents)
        .set({ lastErrorMessage: message })
        .where(and(eq(testPaymentIntents.id, id), ne(testPaymentIntents.status, 'succeeded')));
    },
  };
}
