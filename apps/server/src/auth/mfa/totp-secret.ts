import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticator-app secrets at rest (ADR 0331): AES-256-GCM with a key derived from the app secret by
 * HKDF, bound to the owning account (additional data), so a copied database row is useless on its own
 * and cannot be moved to another account.
 */
function keyOf(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'totp-secret-salt', 'totp device secret v1', 32));
}

export function encryptSecret(appSecret: string, userId: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Throws when the text was not made by encryptSecret with the same app secret and account. */
export function decryptSecret(appSecret: string, userId: string, sealed: string): string {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
