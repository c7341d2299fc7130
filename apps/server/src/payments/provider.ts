import type { TokenPackage } from '@app/contracts/tokens';

/** What the card provider knows about one payment intent, in the provider's own terms. */
export interface ProviderIntent {
  id: string;
  /** Stripe's statuses: requires_payment_method, requires_action, processing, succeeded, canceled, … */
  status: string;
  amount: number;
  amountReceived: number;
  currency: string;
  metadata: Record<string, string>;
  /** The provider's message for the last refused attempt, if any. */
  lastErrorMessage?: string | undefined;
  /** Of the amount received, how much has been refunded so far (cumulative, smallest currency unit). */
  amountRefunded: number;
}

export interface CreateIntentInput {
  paymentId: string;
  userId: string;
  pkg: TokenPackage;
  currency: string;
  /** The buyer's customer at the provider, with what to do with a card (ADR 0407). */
  card?: IntentCard | undefined;
}

/** A purchase that saves the card it is paid with, or is paid with a saved card. */
export type IntentCard = { customerId: string; save: true } | { customerId: string; paymentMethodId: string };

/** A card the provider keeps for a customer, as much as the buyer is shown of it. */
export interface ProviderCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's fingerprint of the card number: the same card saved twice has the same one. */
  fingerprint?: string | undefined;
}

/** The card provider behind the purchase flow: Stripe, or test mode's stand-in. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /** A customer to keep the reader's cards under; the same one however often it is asked for that user. */
  createCustomer(userId: string): Promise<string>;
  /** The customer's cards; undefined when the provider no longer knows the customer. */
  listCards(customerId: string): Promise<ProviderCard[] | undefined>;
  /** The card, only if it is the customer's (the provider's own check). */
  findCard(customerId: string, cardId: string): Promise<ProviderCard | undefined>;
  /** The card can no longer be used (permanent). */
  detachCard(cardId: string): Promise<void>;
  /** The customer and every card it kept go; a customer already gone counts as done. */
  deleteCustomer(customerId: string): Promise<void>;
}
