import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { oauthRecords } from '../db/schema/index';

/**
 * oidc-provider's storage on our database (one table for every model): flows and tokens survive a restart
 * and work across instances. Expired rows are never returned and are deleted by `deleteExpiredOAuthRecords`.
 */
export function databaseAdapter(db: Db, now: () => Date) {
  return (model: string): Adapter => {
    const row = (id: string) => and(eq(oauthRecords.model, model), eq(oauthRecords.id, id));
    const live = () => or(isNull(oauthRecords.expiresAt), gt(oauthRecords.expiresAt, now()));
    const first = async (where: ReturnType<typeof and>) => {
      const [found] = await db
        .select({ payload: oauthRecords.payload })
        .from(oauthRecords)
        .where(and(where, live()))
        .limit(1);
      return found?.payload as AdapterPayload | undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload,
          grantId: payload.grantId ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null,
        };
        await db
          .insert(oauthRecords)
          .values({ model, id, ...values })
          .onConflictDoUpdate({ target: [oauthRecords.model, oauthRecords.id], set: values });
      },
      find: (id) => first(row(id)),
      findByUid: (uid) => first(and(eq(oauthRecords.model, model), eq(oauthRecords.uid, uid))),
      findByUserCode: (userCode) =>
        first(and(eq(oauthRecords.model, model), sql`${oauthRecords.payload}->>'userCode' = ${userCode}`)),
      async consume(id) {
        const at = Math.floor(now().getTime() / 1000);
        // One conditional statement (ADR 0350): of several redemptions at once, on any instance, exactly one
        // marks the code (or refresh token) consumed; the library has already read it as unconsumed in each.
        const won = await db
          .update(oauthRecords)
          .set({ payload: sql`${oauthRecords.payload} || jsonb_build_object('consumed', ${at}::int)` })
          .where(and(row(id), sql`not (${oauthRecords.payload} ? 'consumed')`))
          .returning({ grantId: oauthRecords.grantId });
        if (won.length > 0) return;
        // A replay that raced the first use: revoke the grant as the library does for a later replay
        // (every code and token of the grant, and the grant, so tokens written after this are useless too).
        const [lost] = await db.select({ grantId: oauthRecords.grantId }).from(oauthRecords).where(row(id)).limit(1);
        if (lost?.grantId) await revokeGrant(db, lost.grantId);
        throw new errors.InvalidGrant(
          model === 'AuthorizationCode' ? 'authorization code already consumed' : `${model} already used`,
        );
      },
      async destroy(id) {
        await db.delete(oauthRecords).where(row(id));
      },
      async revokeByGrantId(grantId) {
        await db.delete(oauthRecords).where(and(eq(oauthRecords.model, model), eq(oauthRecords.grantId, grantId)));
      },
    };
  };
}

async function revokeGrant(db: Db, grantId: string): Promise<void> {
  await db
    .delete(oauthRecords)
    .where(or(eq(oauthRecords.grantId, grantId), and(eq(oauthRecords.model, 'Grant'), eq(oauthRecords.id, grantId))));
}

/** Deletes expired records; safe on several instances at once. */
export async function deleteExpiredOAuthRecords(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(oauthRecords).where(lte(oauthRecords.expiresAt, now)).returning({ id: oauthRecords.id });
  return gone.length;
}
