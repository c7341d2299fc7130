/**
 * Production code, not a test: test mode's payment provider (no Stripe keys, no money moves). It keeps its own
 * records of intents in `test_payment_intents`, apart from `payments`, exactly as Stripe would, and the test cards
 * a buyer saved (brand, last 4 digits, expiry; never the number) in `test_payment_methods`, under a fake customer.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { testPaymentIntents, testPaymentMethods } from '../db/schema/payments';
import type { PaymentProvider, ProviderCard, ProviderIntent } from './provider';
import type { TestCardDetails } from './sandbox-cards';

export interface TestProvider extends PaymentProvider {
  /**
   * The card was charged: the intent succeeds (once; later calls change nothing). `card` is the card typed in:
   * when the intent was made to save it (`setup_future_usage`), the customer keeps it, as Stripe does.
   */
  markSucceeded(id: string, card?: TestCardDetails): Promise<void>;
  /** The card was refused: the intent still needs a payment method and remembers why. */
  markRefused(id: string, message: string): Promise<void>;
  /** The saved card the intent was created with, if it is still saved to the intent's customer. */
  savedCardOf(intentId: string): Promise<ProviderCard | undefined>;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

type IntentMethods = 'createIntent' | 'retrieveIntent' | 'markSucceeded' | 'markRefused' | 'savedCardOf';
type CardMethods = 'createCustomer' | 'listCards' | 'findCard' | 'detachCard' | 'deleteCustomer';

/** Test mode: no money moves; the "provider" keeps its records in our database. */
export function createTestProvider(db: Executor): TestProvider {
  return { name: 'test', ...testIntents(db), ...testCards(db) };
}

/** Payment intents, kept in `test_payment_intents` as Stripe keeps its own. */
function testIntents(db: Executor): Pick<TestProvider, IntentMethods> {
  return {
    async createIntent({ paymentId, userId, pkg, currency, card }) {
      const id = newId('pi');
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      await db.insert(testPaymentIntents).values({
        id,
        clientSecret,
        amount: pkg.amount,
        currency,
        paymentId,
        userId,
        customerId: card?.customerId ?? null,
        setupFutureUsage: card && 'save' in card ? 'on_session' : null,
        paymentMethodId: card && 'paymentMethodId' in card ? card.paymentMethodId : null,
      });
      return { id, clientSecret };
    },
    async retrieveIntent(id) {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).limit(1);
      if (!row) throw new Error(`unknown test payment intent ${id}`);
      return toIntent(row);
    },
    async markSucceeded(id, card) {
      const [done] = await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', lastErrorMessage: null })
        .where(and(eq(testPaymentIntents.id, id), ne(testPaymentIntents.status, 'succeeded')))
        .returning();
      // Only the call that charged the card saves it.
      if (!done?.customerId || done.setupFutureUsage === null || !card) return;
      await keepCard(db, done.customerId, card);
    },
    async markRefused(id, message) {
      await db
        .update(testPaymentIntents)
        .set({ lastErrorMessage: message })
        .where(and(eq(testPaymentIntents.id, id), ne(testPaymentIntents.status, 'succeeded')));
    },
    async savedCardOf(intentId) {
      const [intent] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intentId)).limit(1);
      if (!intent?.customerId || !intent.paymentMethodId) return undefined;
      return findCard(db, intent.customerId, intent.paymentMethodId);
    },
  };
}

/** Saved cards, kept in `test_payment_methods` under a fake customer. */
function testCards(db: Executor): Pick<TestProvider, CardMethods> {
  return {
    async createCustomer() {
      return newId('cus');
    },
    async listCards(customerId) {
      const rows = await db
        .select()
        .from(testPaymentMethods)
        .where(eq(testPaymentMethods.customerId, customerId))
        .orderBy(desc(testPaymentMethods.createdAt)); // newest first, as Stripe lists them
      return rows.map(toCard);
    },
    findCard: (customerId, cardId) => findCard(db, customerId, cardId),
    async detachCard(cardId) {
      await db.delete(testPaymentMethods).where(eq(testPaymentMethods.id, cardId));
    },
    async deleteCustomer(customerId) {
      await db.delete(testPaymentMethods).where(eq(testPaymentMethods.customerId, customerId));
    },
  };
}

async function findCard(db: Executor, customerId: string, cardId: string): Promise<ProviderCard | undefined> {
  const [row] = await db
    .select()
    .from(testPaymentMethods)
    .where(and(eq(testPaymentMethods.id, cardId), eq(testPaymentMethods.customerId, customerId)))
    .limit(1);
  return row ? toCard(row) : undefined;
}

/** The customer keeps the card; the same card saved again is kept once. */
async function keepCard(db: Executor, customerId: string, card: TestCardDetails): Promise<void> {
  const saved = await db
    .select({ id: testPaymentMethods.id })
    .from(testPaymentMethods)
    .where(
      and(
        eq(testPaymentMethods.customerId, customerId),
        eq(testPaymentMethods.brand, card.brand),
        eq(testPaymentMethods.last4, card.last4),
        eq(testPaymentMethods.expMonth, card.expMonth),
        eq(testPaymentMethods.expYear, card.expYear),
      ),
    )
    .limit(1);
  if (saved.length === 0) await db.insert(testPaymentMethods).values({ id: newId('pm'), customerId, ...card });
}

const toIntent = (row: typeof testPaymentIntents.$inferSelect): ProviderIntent => ({
  id: row.id,
  status: row.status,
  amount: row.amount,
  amountReceived: row.status === 'succeeded' ? row.amount : 0,
  amountRefunded: 0, // test mode has no refunds
  currency: row.currency,
  metadata: { paymentId: row.paymentId, userId: row.userId },
  lastErrorMessage: row.lastErrorMessage ?? undefined,
});

const toCard = (row: typeof testPaymentMethods.$inferSelect): ProviderCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});
