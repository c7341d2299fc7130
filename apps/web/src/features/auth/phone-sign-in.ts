import { API_BASE } from '../../lib/api';

let offered: Promise<boolean> | undefined;

/** Whether the server offers sign-in by SMS code on the product's tenant (`otp-phone` in its first factors). */
export function phoneSignInOffered(): Promise<boolean> {
  offered ??= fetch(`${API_BASE}/auth/loginmethods`, { credentials: 'include' })
    .then((res) => (res.ok ? res.json() : undefined))
    .then((body: { firstFactors?: string[] } | undefined) => body?.firstFactors?.includes('otp-phone') ?? false)
    .catch(() => {
      offered = undefined;
      return false;
    });
  return offered;
}
