import { and, asc, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { AppContext } from '../../context';
import { totpDevices, users } from '../../db/schema';
import { Forbidden } from '../../domain/errors';
import { setMfa, withAttemptLimit } from './service';
import { mfaClaimError } from './rules';
import { decryptSecret, encryptSecret } from './totp-secret';

/** RFC 6238 as every authenticator app speaks it: SHA-1, 6 digits, 30-second steps, one step of skew. */
const PERIOD = 30;
const SKEW = 1;
const DIGITS = 6;
const ISSUER = 'Kabbalah Numerology';

type DeviceRow = typeof totpDevices.$inferSelect;

function totpOf(ctx: AppContext, device: DeviceRow): TOTP {
  const secret = Secret.fromBase32(decryptSecret(ctx.secret, device.userId, device.secretCipher));
  return new TOTP({ secret, period: PERIOD, digits: DIGITS, algorithm: 'SHA1' });
}

/**
 * The step whose code `code` is for this device, or undefined. A step at or before the last one used is
 * refused: a code works once, and an older code cannot be used after a newer one.
 */
function acceptedStep(ctx: AppContext, device: DeviceRow, code: string): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const timestamp = ctx.now().getTime();
  const delta = totpOf(ctx, device).validate({ token: code, timestamp, window: SKEW });
  if (delta === null) return undefined;
  const step = TOTP.counter({ period: PERIOD, timestamp }) + delta;
  return device.lastUsedStep !== null && step <= device.lastUsedStep ? undefined : step;
}

export async function listDevices(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .select()
    .from(totpDevices)
    .where(eq(totpDevices.userId, userId))
    .orderBy(asc(totpDevices.createdAt));
  return rows.map((d) => ({ name: d.name, period: PERIOD, skew: SKEW, verified: d.verified }));
}

/**
 * A new device with a fresh secret (20 random bytes). An unverified device of the same name is replaced
 * (the reader started again); a verified one is never overwritten.
 */
export async function createDevice(ctx: AppContext, userId: string, deviceName: string | undefined) {
  const existing = await ctx.db.select().from(totpDevices).where(eq(totpDevices.userId, userId));
  let name = deviceName?.trim();
  if (!name) {
    const taken = new Set(existing.filter((d) => d.verified).map((d) => d.name));
    let n = 1;
    while (taken.has(`Authenticator app ${n}`)) n++;
    name = `Authenticator app ${n}`;
  }
  if (existing.some((d) => d.name === name && d.verified)) return { status: 'DEVICE_ALREADY_EXISTS_ERROR' as const };
  const secret = new Secret({ size: 20 }).base32;
  const secretCipher = encryptSecret(ctx.secret, userId, secret);
  await ctx.db
    .insert(totpDevices)
    .values({ userId, name, secretCipher })
    .onConflictDoUpdate({
      target: [totpDevices.userId, totpDevices.name],
      set: { secretCipher, lastUsedStep: null, createdAt: ctx.now() },
      setWhere: eq(totpDevices.verified, false),
    });
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const label = user?.email ?? name;
  const qrCodeString = new TOTP({ issuer: ISSUER, label, secret, period: PERIOD, digits: DIGITS }).toString();
  return { status: 'OK' as const, deviceName: name, secret, qrCodeString };
}

type CheckOutcome =
  | { status: 'OK'; wasAlreadyVerified: boolean; turnedMfaOn: boolean }
  | { status: 'UNKNOWN_DEVICE_ERROR' }
  | { status: 'INVALID_TOTP_ERROR'; currentNumberOfFailedAttempts: number; maxNumberOfFailedAttempts: number }
  | { status: 'LIMIT_REACHED_ERROR'; retryAfterMs: number };

/**
 * Checks a code against one device (`deviceName`, verifying it) or against every verified device (signing
 * in). The code is always checked, even for a device already verified; failures count towards the lock.
 */
export async function checkCode(
  ctx: AppContext,
  userId: string,
  code: string,
  deviceName?: string,
): Promise<CheckOutcome> {
  const devices = await ctx.db.select().from(totpDevices).where(eq(totpDevices.userId, userId));
  const candidates =
    deviceName === undefined ? devices.filter((d) => d.verified) : devices.filter((d) => d.name === deviceName);
  if (candidates.length === 0) return { status: 'UNKNOWN_DEVICE_ERROR' };
  const outcome = await withAttemptLimit(ctx, userId, async (tx) => {
    for (const device of candidates) {
      const step = acceptedStep(ctx, device, code);
      if (step === undefined) continue;
      // Conditional on the step read, so the same code raced twice passes once.
      const [updated] = await tx
        .update(totpDevices)
        .set({ lastUsedStep: step, verified: true })
        .where(
          and(
            eq(totpDevices.id, device.id),
            device.lastUsedStep === null
              ? isNull(totpDevices.lastUsedStep)
              : eq(totpDevices.lastUsedStep, device.lastUsedStep),
          ),
        )
        .returning();
      if (!updated) continue;
      const turnedMfaOn = !device.verified && !devices.some((d) => d.verified);
      if (turnedMfaOn) await setMfa(tx, userId, true);
      return { ok: true, wasAlreadyVerified: device.verified, turnedMfaOn };
    }
    return { ok: false, wasAlreadyVerified: false, turnedMfaOn: false };
  });
  if (outcome.status === 'LIMIT_REACHED_ERROR') return outcome;
  if (outcome.status === 'FAILED')
    return {
      status: 'INVALID_TOTP_ERROR',
      currentNumberOfFailedAttempts: outcome.currentNumberOfFailedAttempts,
      maxNumberOfFailedAttempts: outcome.maxNumberOfFailedAttempts,
    };
  return {
    status: 'OK',
    wasAlreadyVerified: outcome.result.wasAlreadyVerified,
    turnedMfaOn: outcome.result.turnedMfaOn,
  };
}

/**
 * Removes a device. A verified one only with the requirements met (`v`), so a half-signed-in visitor
 * cannot remove the factor they are asked to pass; removing the last verified device turns MFA off.
 */
export async function removeDevice(ctx: AppContext, userId: string, deviceName: string, requirementsMet: boolean) {
  return ctx.db.transaction(async (tx) => {
    const devices = await tx.select().from(totpDevices).where(eq(totpDevices.userId, userId));
    const device = devices.find((d) => d.name === deviceName);
    if (!device) return { status: 'OK' as const, didDeviceExist: false };
    if (device.verified && !requirementsMet) throw new Forbidden('invalid claim', mfaClaimError());
    await tx.delete(totpDevices).where(eq(totpDevices.id, device.id));
    if (device.verified && !devices.some((d) => d.verified && d.id !== device.id)) await setMfa(tx, userId, false);
    return { status: 'OK' as const, didDeviceExist: true };
  });
}
