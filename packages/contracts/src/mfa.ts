import { z } from './zod';

/** Bodies of the multi-factor routes: the SDK's TOTP recipe (field names fixed by it) and our recovery routes. */
export const CreateTotpDeviceBody = z.object({ deviceName: z.string().trim().max(100).optional() });

/** A TOTP code as typed: anything up to 8 characters is checked (and counted when wrong); longer is refused. */
const TotpCode = z.string().trim().max(8, 'totp: a code has at most 8 characters');

export const VerifyTotpDeviceBody = z.object({ deviceName: z.string().max(100), totp: TotpCode });
export const VerifyTotpBody = z.object({ totp: TotpCode });
export const RemoveTotpDeviceBody = z.object({ deviceName: z.string().max(100) });
export const RecoveryCodeBody = z.object({ code: z.string().trim().min(1).max(40) });

/** What the account page shows under "Protect my account". */
export interface MfaOverview {
  enabled: boolean;
  devices: { name: string; verified: boolean }[];
  unusedRecoveryCodes: number;
  /** ISO time at which a requested recovery reset turns MFA off, when one is pending. */
  resetAt: string | null;
}
