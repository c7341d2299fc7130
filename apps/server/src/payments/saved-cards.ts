import type { SavedCard } from '@app/contracts/tokens';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { paymentCustomerDeletions, paymentCustomers } from '../db/schema/payments';
import { NotFound } from '../domain/errors';
import type { IntentCard, PaymentProvider, ProviderCard } from './provider';
import type { Log } from './service';

/**
 * Saved cards (ADR 0407): the provider keeps the card under a customer of its own; we keep only that customer's
 * id, made the first time the reader ticks "Save this card", and ask the provider for the cards each time.
 */

/** What the buyer asked for at the start of a purchase: save the card they pay with, or pay with a saved one. */
export type CardChoice = { save: true } | { paymentMethodId: string };

async function customerOf(db: Executor, provider: PaymentProvider, userId: string) {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider.name)))
    .limit(1);
  return row?.customerId;
}

/** The reader's customer at the provider, made once (concurrent first purchases converge on one). */
async function ensureCustomer(ctx: AppContext, provider: PaymentProvider, userId: string): Promise<string> {
  const existing = await customerOf(ctx.db, provider, userId);
  if (existing) return existing;
  const made = await provider.createCustomer(userId);
  await ctx.db
    .insert(paymentCustomers)
    .values({ userId, provider: provider.name, customerId: made })
    .onConflictDoNothing();
  const stored = (await customerOf(ctx.db, provider, userId))!;
  // Another request stored its customer first (Stripe's idempotency key makes them the same one): ours is unused.
  if (stored !== made) await provider.deleteCustomer(made).catch(() => undefined);
  return stored;
}

/** The reader's own saved card, or NotFound: another reader's card looks like a missing one. */
async function ownCard(
  ctx: AppContext,
  provider: PaymentProvider,
  userId: string,
  cardId: string,
): Promise<{ customerId: string; card: ProviderCard }> {
  const customerId = await customerOf(ctx.db, provider, userId);
  const card = customerId ? await provider.findCard(customerId, cardId) : undefined;
  if (!customerId || !card) throw new NotFound('Unknown saved card');
  return { customerId, card };
}

/** What the provider is told about the card of a new purchase. */
export async function intentCard(
  ctx: AppContext,
  provider: PaymentProvider,
  userId: string,
  choice: CardChoice,
): Promise<IntentCard> {
  if ('save' in choice) return { customerId: await ensureCustomer(ctx, provider, userId), save: true };
  const { customerId, card } = await ownCard(ctx, provider, userId, choice.paymentMethodId);
  return { customerId, paymentMethodId: card.id };
}

/** The reader's saved cards, newest first, each card once (saving the same card twice keeps two at Stripe). */
export async function listSavedCards(ctx: AppContext, provider: PaymentProvider, userId: string): Promise<SavedCard[]> {
  const customerId = await customerOf(ctx.db, provider, userId);
  if (!customerId) return [];
  const cards = await provider.listCards(customerId);
  if (!cards) {
    // The provider no longer knows the customer (deleted in its dashboard): nothing is saved any more.
    await ctx.db.delete(paymentCustomers).where(eq(paymentCustomers.customerId, customerId));
    return [];
  }
  return uniqueCards(cards).map(({ id, brand, last4, expMonth, expYear }) => ({ id, brand, last4, expMonth, expYear }));
}

/** Removes a saved card of the reader's (and the same card saved again), so it is never offered or used again. */
export async function removeSavedCard(
  ctx: AppContext,
  provider: PaymentProvider,
  userId: string,
  cardId: string,
): Promise<void> {
  const { customerId, card } = await ownCard(ctx, provider, userId, cardId);
  const twins = card.fingerprint
    ? ((await provider.listCards(customerId)) ?? []).filter((c) => c.fingerprint === card.fingerprint)
    : [];
  for (const id of new Set([card.id, ...twins.map((c) => c.id)])) await provider.detachCard(id);
}

/**
 * Account deletion, in its transaction: the reader's customer ids go from `payment_customers` to the queue of
 * customers to delete at the provider, tied to nobody.
 */
export async function forgetPaymentCustomers(tx: Executor, userId: string): Promise<void> {
  const gone = await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId)).returning();
  if (gone.length === 0) return;
  await tx
    .insert(paymentCustomerDeletions)
    .values(gone.map(({ customerId, provider }) => ({ customerId, provider })))
    .onConflictDoNothing();
}

/** Deletes the queued customers at the provider (with their cards); a failure is tried again next time. */
export async function deleteForgottenCustomers(ctx: AppContext, provider: PaymentProvider, log: Log): Promise<number> {
  const queued = await ctx.db
    .select({ customerId: paymentCustomerDeletions.customerId })
    .from(paymentCustomerDeletions)
    .where(eq(paymentCustomerDeletions.provider, provider.name))
    .limit(50);
  const done: string[] = [];
  for (const { customerId } of queued) {
    await provider.deleteCustomer(customerId).then(
      () => done.push(customerId),
      (err: unknown) => log.warn({ err, customerId }, 'could not delete the payment customer of a deleted account'),
    );
  }
  if (done.length > 0)
    await ctx.db.delete(paymentCustomerDeletions).where(inArray(paymentCustomerDeletions.customerId, done));
  return done.length;
}

function uniqueCards(cards: ProviderCard[]): ProviderCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    const key = card.fingerprint ?? card.id;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
