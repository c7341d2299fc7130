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

/**
 * POST /api/create-payment-intent: the spec's `{ amount }` (cents) or a package id. Both may be sent, but
 * then they must name the same package (the server refuses a disagreement with 400, never guesses).
 */
export const CreatePaymentIntentRequest = z
  .object({
    packageId: z.string().trim().min(1).max(40).optional(),
    amount: z.number({ message: 'amount must be a number of cents' }).int().positive().optional(),
  })
  .refine((q) => q.packageId !== undefined || q.amount !== undefined, {
    message: 'Send the amount of a token package (in cents) or its packageId',
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
export const TestCardConfirmRequest = z.object({
  card: z.object({
    number: z.string().max(40),
    /** "MM/YY" */
    exp: z.string().max(10),
    cvc: z.string().max(10),
  }),
});
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

/**
 * Formats an amount in the currency's smallest unit (as Stripe counts it) as the price shown to the
 * buyer: 4500 usd → "$45.00", 4500 jpy → "¥4,500" (a currency without minor units).
 */
export function formatPrice(amount: number, currency = 'usd'): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
