import type {
  CreatePaymentIntentResponse,
  PaymentResultResponse,
  PaymentsConfigResponse,
  SavedCardsResponse,
} from '@app/contracts/tokens';
import { apiFetch } from '../../lib/api';

export const fetchPaymentsConfig = (signal?: AbortSignal) =>
  apiFetch<PaymentsConfigResponse>('/api/payments/config', { signal });

/** What is bought: a package by id, or exactly `tokens` (ADR 0631). */
type Order = { packageId: string } | { tokens: number };
/** How it is paid: a new card, saved with the buyer's consent or not, or a saved card (ADR 0407). */
export type CardUse = { saveCard: boolean } | { paymentMethodId: string };

export const createPaymentIntent = (order: Order, card: CardUse = { saveCard: false }) =>
  apiFetch<CreatePaymentIntentResponse>('/api/create-payment-intent', { body: { ...order, ...card } });

/** Test mode only: our own card form's confirmation, or the saved card the intent was made with. */
export const confirmTestPayment = (
  paymentId: string,
  payWith: { card: { number: string; exp: string; cvc: string } } | { savedCard: true },
) => apiFetch<PaymentResultResponse>(`/api/payments/${encodeURIComponent(paymentId)}/confirm`, { body: payWith });

/** After Stripe confirmed the card: the server asks Stripe and credits the tokens. */
export const syncPayment = (paymentId: string) =>
  apiFetch<PaymentResultResponse>(`/api/payments/${encodeURIComponent(paymentId)}/sync`, { body: {} });

/** The buyer's saved cards, as the card provider has them now. */
export const fetchSavedCards = (signal?: AbortSignal) =>
  apiFetch<SavedCardsResponse>('/api/payments/saved-cards', { signal });

export const removeSavedCard = (cardId: string) =>
  apiFetch<{ ok: true }>(`/api/payments/saved-cards/${encodeURIComponent(cardId)}`, { method: 'DELETE' });
