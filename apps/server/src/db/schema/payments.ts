import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    packageId: text('package_id').notNull(),
    tokens: integer('tokens').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerIntentId: text('provider_intent_id').unique(),
    /** pending -> succeeded | failed; succeeded is terminal, failed may still succeed later. */
    status: text('status').notNull().default('pending'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** Refunded so far (cumulative, as the provider reports it). */
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    /**
     * Tokens those refunds covered: taken back through the ledger ('refund' entries), or already spent
     * when the refund came (a balance never goes below zero).
     */
    tokensRefunded: integer('tokens_refunded').notNull().default(0),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
);

export type Payment = typeof payments.$inferSelect;

/** Webhook events already processed (Stripe delivers at least once). */
export const stripeEvents = pgTable('stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Test mode's stand-in for the card provider's own records: what the "provider" knows about an
 * intent (charged or not), kept apart from `payments` (what we have fulfilled), exactly as with Stripe.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** requires_payment_method -> succeeded; a refused card leaves it at requires_payment_method with an error. */
  status: text('status').notNull().default('requires_payment_method'),
  lastErrorMessage: text('last_error_message'),
  paymentId: uuid('payment_id').notNull(),
  userId: uuid('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The buyer's test customer, when they saved a card or pay with one. */
  customerId: text('customer_id'),
  /** Test mode's `setup_future_usage`: the card that pays is saved to the customer. */
  setupFutureUsage: text('setup_future_usage'),
  /** The saved card the intent was created with. */
  paymentMethodId: text('payment_method_id'),
});

/**
 * The provider's customer of a reader who asked to save a card (ADR 0407): its id only. The card itself (brand,
 * last 4 digits, expiry) is read from the provider each time and never stored here. One per reader and provider.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/**
 * Customers of deleted accounts, no longer tied to anyone: a job deletes each at its provider (with the cards it
 * keeps), then the row.
 */
export const paymentCustomerDeletions = pgTable('payment_customer_deletions', {
  customerId: text('customer_id').primaryKey(),
  provider: text('provider').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Test mode's stand-in for the cards a provider keeps for its customers: brand, last 4 digits and expiry of a test
 * card (never its number), under a fake customer id, exactly what Stripe would show of a saved card.
 */
export const testPaymentMethods = pgTable(
  'test_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_payment_methods_customer_idx').on(t.customerId)],
);

/**
 * Card disputes (chargebacks) of our payments, one row per dispute: when the tokens were held back
 * (null until the payment is credited and the network holds the money), how many (possibly 0, when
 * they were already spent), and when they were given back because the dispute was won or closed.
 */
export const paymentDisputes = pgTable('payment_disputes', {
  disputeId: text('dispute_id').primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'restrict' }),
  tokensTaken: integer('tokens_taken').notNull(),
  status: text('status').notNull(),
  /** The disputed amount, in the currency's smallest unit. */
  amount: integer('amount').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  heldAt: timestamp('held_at', { withTimezone: true }),
  reinstatedAt: timestamp('reinstated_at', { withTimezone: true }),
});
