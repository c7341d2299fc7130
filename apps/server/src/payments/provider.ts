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
}

/** The card provider behind the purchase flow: Stripe, or test mode's stand-in. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
}
