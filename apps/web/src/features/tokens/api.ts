import type { CreatePaymentIntentResponse, PaymentResultResponse, PaymentsConfigResponse } from '@app/contracts/tokens';
import { apiFetch } from '../../lib/api';

export const fetchPaymentsConfig = (signal?: AbortSignal) =>
  apiFetch<PaymentsConfigResponse>('/api/payments/config', { signal });

export const createPaymentIntent = (packageId: string) =>
  apiFetch<CreatePaymentIntentResponse>('/api/create-payment-intent', { body: { packageId } });

/** Test mode only: our own card form's confirmation. */
export const confirmTestPayment = (paymentId: string, card: { number: string; exp: string; cvc: string }) =>
  apiFetch<PaymentResultResponse>(`/api/payments/${encodeURIComponent(paymentId)}/confirm`, { body: { card } });

/** After Stripe confirmed the card: the server asks Stripe and credits the tokens. */
export const syncPayment = (paymentId: string) =>
  apiFetch<PaymentResultResponse>(`/api/payments/${encodeURIComponent(paymentId)}/sync`, { body: {} });
