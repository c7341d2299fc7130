import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema/index';

const KEY_ID = 'oauth-signing-keys';

/**
 * The provider's signing keys (RS256 for id_tokens and JWT responses): generated on first start and kept
 * in server_keys, so tokens signed by one instance verify on every other and after a restart (ADR 0312).
 */
export async function loadProviderKeys(db: Db, now: Date): Promise<{ keys: JWK[] }> {
  let [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, KEY_ID));
  if (!row) {
    const pair = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const key: JWK = { ...(await exportJWK(pair.privateKey)), kid: `o-${now.getTime()}`, alg: 'RS256', use: 'sig' };
    // Another instance may have won the race: whatever is stored is the key set.
    await db
      .insert(serverKeys)
      .values({ id: KEY_ID, material: { keys: [key] } })
      .onConflictDoNothing();
    [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, KEY_ID));
  }
  return row!.material as { keys: JWK[] };
}
