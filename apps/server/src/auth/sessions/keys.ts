import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema';

const KEY_ID = 'jwt-rs256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/**
 * The RS256 key pair for access tokens: generated on first start and kept in server_keys, so
 * every instance on the same database signs and verifies with the same key.
 */
export async function loadSigningKey(db: Db, now: Date): Promise<SigningKey> {
  let [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, KEY_ID));
  if (!row) {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const material: StoredKey = {
      kid: `d-${now.getTime()}`,
      privateJwk: await exportJWK(pair.privateKey),
      publicJwk: await exportJWK(pair.publicKey),
    };
    // Another instance may have won the race: whatever is stored is the key.
    await db.insert(serverKeys).values({ id: KEY_ID, material }).onConflictDoNothing();
    [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, KEY_ID));
  }
  const stored = row!.material as StoredKey;
  const publicJwk: JWK = { ...stored.publicJwk, kid: stored.kid, alg: 'RS256', use: 'sig' };
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored.privateJwk, 'RS256')) as CryptoKey,
    publicKey: (await importJWK(stored.publicJwk, 'RS256')) as CryptoKey,
    publicJwk,
  };
}
