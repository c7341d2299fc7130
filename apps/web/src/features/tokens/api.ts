import type { CreatePaymentIntentResponse, PaymentResultResponse, PaymentsConfigResponse } from '@app/contracts/tokens';
import { apiFetch } from '../../lib/api';

export const fetchPaymentsConfig = (signal?: AbortSignal) =>
  apiFetch<PaymentsConfigResponse>('/api/payments/config', { signal });

/** A package by id, or exactly `tokens` (ADR 0631). */
export const createPaymentIntent = (order: { packageId: string } | { tokens: number }) =>
  apiFetch<CreatePaymentIntentResponse>('/api/create-payment-intent', { body: order });

/** Test mode only: our own card form's confirmation. */
export const confirmTestPayment = (paymentId: string, card: { number: string; exp: string; cvc: string }) =>
  apiFetch<PaymentResultResponse>(`/api/payments/${encodeURIComponent(paymentId)}/confirm`, { body: { card } });

/** After Stripe confirmed the card: the server asks Stripe and credits the tokens. */
export const syncPayment = (paymentId: string) =>
  apiFetch<PaymentResultResponse>(`/api/payments/${encodeURIComponent(paymentId)}/sync`, { body: {} });
