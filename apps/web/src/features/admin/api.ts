import { ADMIN_API_ROUTES, apiPath } from '@app/contracts/api-routes';
import type {
  AuditPage,
  CustomerView,
  GrantResult,
  InboxMessage,
  InboxPage,
  OperatorView,
  RefundResult,
} from '@app/contracts/admin';
import { apiFetch } from '../../lib/api';

/** The operator console's calls to its API (ADMIN_API_ROUTES). */

let freshSession: () => Promise<unknown> = async () => {};

/**
 * The console's API answers 404, not 401, to a session whose access token has expired (it does not
 * admit it exists), so the SDK would never refresh it: the console refreshes it itself, when due, before
 * each call (the SDK's doesSessionExist does exactly that, and is a cookie read otherwise).
 */
export function keepSessionFresh(refresh: () => Promise<unknown>): void {
  freshSession = refresh;
}

/** Refreshes the session when due; every console call (the dashboard's too) goes through it first. */
export const ensureFreshSession = (): Promise<unknown> => freshSession();

async function admin<T>(path: string, body?: unknown): Promise<T> {
  await ensureFreshSession();
  return apiFetch<T>(ADMIN_API_ROUTES.prefix + path, body === undefined ? {} : { body });
}

/** A new idempotency key: one per confirmed form submission, reused if that submission is retried. */
export const newRequestKey = (): string => crypto.randomUUID();

export const fetchOperator = () => admin<OperatorView>(ADMIN_API_ROUTES.operator);

/** `who`: an e-mail address (has an @) or a phone number. */
export const fetchCustomer = (who: string) =>
  admin<CustomerView>(
    `${ADMIN_API_ROUTES.customers}?${who.includes('@') ? 'email' : 'phone'}=${encodeURIComponent(who)}`,
  );

export const grantTokens = (customerId: string, body: { amount: number; reason: string; requestKey: string }) =>
  admin<GrantResult>(apiPath(ADMIN_API_ROUTES.grants, { id: customerId }), body);

export const refundPayment = (
  customerId: string,
  paymentId: string,
  body: { amount?: number; reason: string; requestKey: string },
) => admin<RefundResult>(apiPath(ADMIN_API_ROUTES.refunds, { id: customerId, paymentId }), body);

export const resendReceipt = (customerId: string, paymentId: string, body: { reason: string; requestKey: string }) =>
  admin<{ alreadyApplied: boolean }>(apiPath(ADMIN_API_ROUTES.receipt, { id: customerId, paymentId }), body);

export const resendReading = (customerId: string, readingId: string, body: { reason: string; requestKey: string }) =>
  admin<{ alreadyApplied: boolean; sentTo?: string }>(
    apiPath(ADMIN_API_ROUTES.readingEmail, { id: customerId, readingId }),
    body,
  );

export const fetchInbox = (offset: number) =>
  admin<InboxPage>(`${ADMIN_API_ROUTES.messages}?limit=20&offset=${offset}`);

export const replyToMessage = (id: string, body: { text: string; requestKey: string }) =>
  admin<{ alreadyApplied: boolean; sent: boolean; message: InboxMessage }>(
    apiPath(ADMIN_API_ROUTES.messageReply, { id }),
    body,
  );

export const markAnswered = (id: string, body: { reason: string; requestKey: string }) =>
  admin<{ alreadyApplied: boolean; message: InboxMessage }>(apiPath(ADMIN_API_ROUTES.messageAnswered, { id }), body);

/** The audit log's filters, as they appear in the page's address. */
export interface AuditFilter {
  action?: string;
  actor?: string;
  customer?: string;
  from?: string;
  to?: string;
}

export function fetchAudit(filter: AuditFilter, before: number | null) {
  const query = new URLSearchParams({ limit: '25' });
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
  if (before) query.set('before', String(before));
  return admin<AuditPage>(`${ADMIN_API_ROUTES.audit}?${query}`);
}

/** Query keys of the console's data. */
export const adminKeys = {
  operator: ['admin', 'operator'] as const,
  customers: ['admin', 'customer'] as const,
  customer: (who: string) => ['admin', 'customer', who] as const,
  inbox: ['admin', 'inbox'] as const,
  audit: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
};
