import { API_ROUTES, apiPath } from '@app/contracts/api-routes';
import type {
  CreatePaymentIntentResponse,
  PaymentResultResponse,
  PaymentsConfigResponse,
  SavedCardsResponse,
} from '@app/contracts/tokens';
import { apiFetch } from '../../lib/api';

export const fetchPaymentsConfig = (signal?: AbortSignal) =>
  apiFetch<PaymentsConfigResponse>(API_ROUTES.paymentsConfig, { signal });

/** What is bought: a package by id, or exactly `tokens` (ADR 0631). */
type Order = { packageId: string } | { tokens: number };
/** How it is paid: a new card, saved with the buyer's consent or not, or a saved card (ADR 0407). */
export type CardUse = { saveCard: boolean } | { paymentMethodId: string };

export const createPaymentIntent = (order: Order, card: CardUse = { saveCard: false }) =>
  apiFetch<CreatePaymentIntentResponse>(API_ROUTES.createPaymentIntent, { body: { ...order, ...card } });

/** Test mode only: our own card form's confirmation, or the saved card the intent was made with. */
export const confirmTestPayment = (
  paymentId: string,
  payWith: { card: { number: string; exp: string; cvc: string } } | { savedCard: true },
) => apiFetch<PaymentResultResponse>(apiPath(API_ROUTES.paymentConfirm, { paymentId }), { body: payWith });

/** After Stripe confirmed the card: the server asks Stripe and credits the tokens. */
export const syncPayment = (paymentId: string) =>
  apiFetch<PaymentResultResponse>(apiPath(API_ROUTES.paymentSync, { paymentId }), { body: {} });

/** The buyer's saved cards, as the card provider has them now. */
export const fetchSavedCards = (signal?: AbortSignal) =>
  apiFetch<SavedCardsResponse>(API_ROUTES.savedCards, { signal });

export const removeSavedCard = (cardId: string) =>
  apiFetch<{ ok: true }>(apiPath(API_ROUTES.savedCard, { cardId }), { method: 'DELETE' });
