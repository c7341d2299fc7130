import { API_ROUTES, apiPath } from '@app/contracts/api-routes';
import type { AccountResponse, TokenHistoryPage } from '@app/contracts/account';
import type { SignInMethodsResponse } from '@app/contracts/sign-in-methods';
import { API_BASE, apiFetch } from '../../lib/api';

/** The account feature's calls to the server. */

export const fetchAccount = () => apiFetch<AccountResponse>(API_ROUTES.account);

export const fetchTokenHistory = (cursor: string) =>
  apiFetch<TokenHistoryPage>(
    `${API_ROUTES.accountHistory}?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

export const fetchSignInMethods = () => apiFetch<SignInMethodsResponse>(API_ROUTES.signInMethods);

export const removeSignInMethod = (id: string) =>
  apiFetch<SignInMethodsResponse>(apiPath(API_ROUTES.signInMethod, { id }), { method: 'DELETE' });

export const deleteAccount = (confirmEmail: string) => apiFetch(API_ROUTES.accountDelete, { body: { confirmEmail } });

/** The reader's data as a file: its name (from the server) and contents. */
export async function downloadAccountData(): Promise<{ name: string; blob: Blob }> {
  const response = await fetch(API_BASE + API_ROUTES.accountExport, { credentials: 'include' });
  if (!response.ok) throw new Error(`The download failed (${response.status}). Please try again.`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
  return { name, blob: await response.blob() };
}
