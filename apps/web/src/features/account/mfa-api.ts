import type { MfaOverview } from '@app/contracts/mfa';
import { apiFetch } from '../../lib/api';

/** The account page's calls for "Protect my account" (the TOTP recipe's routes and our recovery routes). */

export const fetchMfaOverview = () => apiFetch<MfaOverview>('/auth/mfa/overview');

export type DeviceCreated =
  | { status: 'OK'; deviceName: string; secret: string; qrCodeString: string }
  | { status: 'DEVICE_ALREADY_EXISTS_ERROR' };

export const createTotpDevice = (deviceName: string) =>
  apiFetch<DeviceCreated>('/auth/totp/device', { body: { deviceName } });

export type CodeChecked =
  | { status: 'OK' }
  | { status: 'UNKNOWN_DEVICE_ERROR' }
  | { status: 'INVALID_TOTP_ERROR'; currentNumberOfFailedAttempts: number; maxNumberOfFailedAttempts: number }
  | { status: 'LIMIT_REACHED_ERROR'; retryAfterMs: number };

export const verifyTotpDevice = (deviceName: string, totp: string) =>
  apiFetch<CodeChecked>('/auth/totp/device/verify', { body: { deviceName, totp } });

export const removeTotpDevice = (deviceName: string) =>
  apiFetch<{ didDeviceExist: boolean }>('/auth/totp/device/remove', { body: { deviceName } });

export const newRecoveryCodes = () =>
  apiFetch<{ codes: string[] }>('/auth/mfa/recovery-codes', { method: 'POST', body: {} });

export const cancelMfaReset = () => apiFetch('/auth/mfa/reset', { method: 'DELETE' });

/** A code's outcome in words, or undefined when it was accepted. */
export function codeProblem(result: CodeChecked): string | undefined {
  switch (result.status) {
    case 'OK':
      return undefined;
    case 'INVALID_TOTP_ERROR': {
      const left = result.maxNumberOfFailedAttempts - result.currentNumberOfFailedAttempts;
      return `That code is not right. ${left > 0 ? `${left} more attempt${left === 1 ? '' : 's'} before a 15-minute pause.` : ''}`.trim();
    }
    case 'LIMIT_REACHED_ERROR':
      return `Too many wrong codes. Try again in ${Math.ceil(result.retryAfterMs / 60_000)} minutes.`;
    default:
      return 'This authenticator app is no longer set up. Please start again.';
  }
}
