import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/index';

/** What the OpenID provider needs to know about the reader's session on this site. */
export type SiteSession =
  | { state: 'none' }
  /** The access token has expired: the SDK can refresh it and ask again. */
  | { state: 'expired' }
  | {
      state: 'valid';
      userId: string;
      handle: string;
      /** When the reader signed in (the session's start), in ms. */
      signedInAt: number;
      /** The session's `st-mfa` claim says every required factor is done. */
      factorsDone: boolean;
    };

/** The session a verified access token names, with its start time; `none` once it was revoked. */
export async function siteSession(
  db: Db,
  token: { userId: string; handle: string; factorsDone: boolean },
): Promise<SiteSession> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.handle, token.handle));
  if (!row || row.revokedAt) return { state: 'none' };
  return { state: 'valid', ...token, signedInAt: row.createdAt.getTime() };
}
