/**
 * What other features use from payments, in one module: a deleted account's card customers forgotten (account),
 * a receipt sent again and a refund made at Stripe (admin).
 */
export { applyRefund } from './refunds';
export { sendPurchaseReceipt } from './receipt';
export { forgetPaymentCustomers } from './saved-cards';
export { createStripeProvider, type StripeProvider } from './stripe-provider';
