import { z } from './zod';

/** One token package as the server's catalogue serves it (GET /api/token-packages). */
export interface TokenPackage {
  id: string;
  label: string;
  tokens: number;
  /** Price in the smallest currency unit (cents). */
  amount: number;
  popular: boolean;
}

export interface TokenPackagesResponse {
  currency: string;
  packages: TokenPackage[];
  /**
   * Buying exactly the tokens a reading needs (issue #22), priced by `exactPrice` at the smallest package's rate:
   * at least `minimumTokens` (the smallest card payment worth its fees), at most `maximumTokens`.
   */
  exact: { minimumTokens: number; maximumTokens: number };
}

/** The package id of an exact purchase. */
export const EXACT_PACKAGE_ID = 'exact';

/**
 * The price of `tokens` bought exactly (not as a package), in the smallest currency unit: the rate of the
 * smallest package, so no package is ever dearer per token than buying exactly. Shared by server and sheet.
 */
export function exactPrice(packages: readonly TokenPackage[], tokens: number): number {
  const smallest = [...packages].sort((a, b) => a.tokens - b.tokens)[0];
  if (!smallest || smallest.tokens <= 0) return 0;
  return Math.ceil((tokens * smallest.amount) / smallest.tokens);
}

/** GET /get-tokens/ */
export interface TokenBalanceResponse {
  tokens: number;
}

/** GET /api/payments/config */
export interface PaymentsConfigResponse {
  mode: 'stripe' | 'test';
  publishableKey?: string;
}

/** A saved card's id: the provider's payment method id (Stripe's `pm_…`, test mode's `pm_test_…`). */
const SavedCardId = z
  .string()
  .max(100)
  .regex(/^pm_\w+$/, { message: 'Unknown saved card' });

/**
 * A card the provider keeps for the buyer, who asked for it to be saved: what the sheet shows. Fetched from the
 * provider each time; we keep only the provider's customer id (ADR 0407).
 */
export interface SavedCard {
  id: string;
  /** The provider's brand name: visa, mastercard, amex, … */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** GET /api/payments/saved-cards */
export interface SavedCardsResponse {
  cards: SavedCard[];
}

/** DELETE /api/payments/saved-cards/:cardId */
export const SavedCardParams = z.object({ cardId: SavedCardId });

/**
 * POST /api/create-payment-intent: the spec's `{ amount }` (cents) or a package id. Both may be sent, but
 * then they must name the same package (the server refuses a disagreement with 400, never guesses).
 */
export const CreatePaymentIntentRequest = z
  .object({
    packageId: z.string().trim().min(1).max(40).optional(),
    amount: z.number({ message: 'amount must be a number of cents' }).int().positive().optional(),
    /** Exactly this many tokens instead of a package (the reading in front of the reader, or its shortfall). */
    tokens: z.number({ message: 'tokens must be a whole number' }).int().positive().optional(),
    /** The buyer ticked "Save this card for next time" (their consent; never assumed). */
    saveCard: z.boolean().optional(),
    /** Pay with this saved card of the buyer's (GET /api/payments/saved-cards). */
    paymentMethodId: SavedCardId.optional(),
  })
  .refine((q) => q.packageId !== undefined || q.amount !== undefined || q.tokens !== undefined, {
    message: 'Send the amount of a token package (in cents), its packageId, or a number of tokens',
  })
  .refine((q) => q.tokens === undefined || (q.packageId === undefined && q.amount === undefined), {
    message: 'Send either a number of tokens or a token package, not both',
  })
  .refine((q) => !(q.saveCard && q.paymentMethodId), {
    message: 'A saved card is saved already: send saveCard or paymentMethodId, not both',
  });
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequest>;

export interface CreatePaymentIntentResponse {
  clientSecret: string;
  paymentId: string;
  packageId: string;
  tokens: number;
  amount: number;
  currency: string;
}

/** Test mode only: POST /api/payments/:paymentId/confirm */
export const TestCardConfirmRequest = z.union([
  z.object({
    card: z.object({
      number: z.string().max(40),
      /** "MM/YY" */
      exp: z.string().max(10),
      cvc: z.string().max(10),
    }),
  }),
  /** The saved card the intent was created with (`paymentMethodId`). */
  z.object({ savedCard: z.literal(true) }),
]);
export type TestCardConfirmRequest = z.infer<typeof TestCardConfirmRequest>;

export type PaymentStatus = 'pending' | 'succeeded' | 'failed';

/** Answer of confirm (200) and sync: the payment's status and the user's balance afterwards. */
export interface PaymentResultResponse {
  paymentId: string;
  status: PaymentStatus;
  tokens: number;
  /** The provider's message when the card was refused. */
  message?: string;
}

export const PaymentIdParams = z.object({ paymentId: z.uuid({ message: 'Unknown payment' }) });

/** A price in words ("$45.00"), declared in money.ts (no zod there, for pages that need only this). */
export { formatPrice } from './money';
