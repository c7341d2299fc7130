import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sessions, users } from '../../db/schema';
import { keyedHash, safeEqual } from '../../security/secrets';
import {
  type AccessTokenPayload,
  frontToken,
  hash1,
  type SessionClaims,
  signAccessToken,
  verifyAccessToken,
  type VerifyResult,
} from './access-token';
import type { SigningKey } from './keys';
import type { IssuedTokens } from './transport';

/** The protocol's 401 message: the SDK refreshes the session and retries. */
export const UNAUTHORISED = 'unauthorised';

export type RefreshOutcome =
  | { ok: true; tokens: IssuedTokens; payload: AccessTokenPayload }
  | { ok: false; reason: 'unauthorised' | 'token theft detected' };

/**
 * Sessions: short-lived signed access tokens (verified without the database) and long-lived
 * refresh tokens stored only as keyed hashes, rotated at every refresh. A refresh token names its
 * session and carries a MAC (`<handle>.<random>.<mac>`), so any token that ever belonged to a session
 * is recognised when replayed, however many rotations later, and revokes it (theft detection).
 * Revocations are kept in the database (sessions.revoked_at, users.deleted_at) and held in memory for
 * an access token's lifetime: loaded at start and whenever the PostgreSQL listener reconnects (ADR 0301).
 */
export class SessionService {
  /** Revoked session handles → until when their access tokens could still be presented (ms). */
  private readonly revoked = new Map<string, number>();
  /** Deleted accounts → until when their access tokens could still be presented (ms). */
  private readonly deletedUsers = new Map<string, number>();

  constructor(
    private readonly ctx: AppContext,
    private readonly key: SigningKey,
    /** The claims every access token carries, declared in claims.ts. */
    private readonly claimsFor: ClaimsOf,
  ) {}

  get publicJwk() {
    return this.key.publicJwk;
  }

  /** Cookies are Secure in production and whenever the site's public origin is HTTPS. */
  get secureCookies(): boolean {
    return this.ctx.config.NODE_ENV === 'production' || this.ctx.config.publicOrigin?.startsWith('https:') === true;
  }

  private refreshHash(token: string): string {
    return keyedHash(this.ctx.secret, 'refresh-token', token);
  }

  private newRefreshToken(handle: string): string {
    const body = `${handle}.${randomBytes(32).toString('base64url')}`;
    return `${body}.${keyedHash(this.ctx.secret, 'refresh-token-mac', body)}`;
  }

  /** The session a refresh token was issued for, when its MAC proves we issued it. */
  private handleOf(token: string): string | undefined {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const body = `${parts[0]}.${parts[1]}`;
    return safeEqual(parts[2]!, keyedHash(this.ctx.secret, 'refresh-token-mac', body)) ? parts[0] : undefined;
  }

  private refreshExpiry(now: Date): Date {
    return new Date(now.getTime() + this.ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  }

  private async sign(session: SessionState, refreshTokenHash1: string, now: Date) {
    const { token, payload } = await signAccessToken(
      this.key,
      {
        userId: session.userId,
        recipeUserId: session.recipeUserId,
        sessionHandle: session.handle,
        tenantId: session.tenantId,
        refreshTokenHash1,
        claims: await this.claimsFor(session),
      },
      { now, ttlSeconds: this.ctx.config.ACCESS_TOKEN_TTL_SECONDS, issuer: issuer(this.ctx) },
    );
    return { token, payload };
  }

  private async issue(session: SessionState, refreshToken: string, now: Date) {
    const { token, payload } = await this.sign(session, hash1(refreshToken), now);
    const tokens: IssuedTokens = {
      accessToken: token,
      refresh: { token: refreshToken, expiresAt: this.refreshExpiry(now) },
      frontToken: frontToken(payload),
    };
    return { tokens, payload };
  }

  /** A new session for a user who just passed `factor` with the login method `recipeUserId`. */
  async create(
    userId: string,
    tenantId: string,
    signedInWith: { recipeUserId: string; factor: string },
  ): Promise<{ tokens: IssuedTokens; payload: AccessTokenPayload }> {
    const now = this.ctx.now();
    const handle = randomUUID();
    const refreshToken = this.newRefreshToken(handle);
    const factors = { [signedInWith.factor]: Math.floor(now.getTime() / 1000) };
    await this.ctx.db.insert(sessions).values({
      handle,
      userId,
      tenantId,
      recipeUserId: signedInWith.recipeUserId,
      factors,
      firstFactor: signedInWith.factor,
      refreshTokenHash: this.refreshHash(refreshToken),
      createdAt: now,
      refreshedAt: now,
      expiresAt: this.refreshExpiry(now),
    });
    return this.issue(
      { handle, userId, tenantId, recipeUserId: signedInWith.recipeUserId, factors, firstFactor: signedInWith.factor },
      refreshToken,
      now,
    );
  }

  /**
   * Records a factor passed inside a live session (a second factor, a step-up) and gives the same session
   * a new access token carrying it; the refresh token is unchanged. Undefined when the session has ended.
   */
  async completeFactor(current: AccessTokenPayload, factor: string): Promise<IssuedTokens | undefined> {
    const at = Math.floor(this.ctx.now().getTime() / 1000);
    const [row] = await this.ctx.db
      .update(sessions)
      .set({
        factors: sql`${sessions.factors} || ${JSON.stringify({ [factor]: at })}::jsonb`,
        // The first factor passed again inside the session now counts as a second one (ADR 0336).
        firstFactor: sql`nullif(${sessions.firstFactor}, ${factor})`,
      })
      .where(and(eq(sessions.handle, current.sessionHandle), isNull(sessions.revokedAt)))
      .returning();
    return row ? this.reissue(row, current) : undefined;
  }

  /** A new access token for the same session with its claims computed afresh (e.g. after MFA setup). */
  async refreshClaims(current: AccessTokenPayload): Promise<IssuedTokens | undefined> {
    const [row] = await this.ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.handle, current.sessionHandle), isNull(sessions.revokedAt)));
    return row ? this.reissue(row, current) : undefined;
  }

  private async reissue(row: SessionRow, current: AccessTokenPayload): Promise<IssuedTokens> {
    const { token, payload } = await this.sign(stateOf(row), current.refreshTokenHash1, this.ctx.now());
    return { accessToken: token, frontToken: frontToken(payload) };
  }

  async refresh(presented: string): Promise<RefreshOutcome> {
    const now = this.ctx.now();
    const hash = this.refreshHash(presented);
    const handle = this.handleOf(presented);
    const [current] = handle
      ? await this.ctx.db.select().from(sessions).where(eq(sessions.handle, handle))
      : await this.ctx.db.select().from(sessions).where(eq(sessions.refreshTokenHash, hash));
    if (!current) return handle ? { ok: false, reason: 'unauthorised' } : this.replayOfLegacyToken(hash);
    if (current.revokedAt || current.expiresAt <= now) return { ok: false, reason: 'unauthorised' };
    if (current.refreshTokenHash !== hash) {
      // One of this session's earlier refresh tokens: someone holds a copy (ours, or the thief's).
      await this.revoke(current.handle);
      return { ok: false, reason: 'token theft detected' };
    }
    const next = this.newRefreshToken(current.handle);
    // Conditional on the hash we read, so two concurrent refreshes cannot both rotate.
    const rotated = await this.ctx.db
      .update(sessions)
      .set({
        refreshTokenHash: this.refreshHash(next),
        previousRefreshTokenHash: hash,
        refreshedAt: now,
        expiresAt: this.refreshExpiry(now),
      })
      .where(and(eq(sessions.handle, current.handle), eq(sessions.refreshTokenHash, hash), isNull(sessions.revokedAt)))
      .returning({ handle: sessions.handle });
    if (rotated.length === 0) return { ok: false, reason: 'unauthorised' };
    const { tokens, payload } = await this.issue(stateOf(current), next, now);
    return { ok: true, tokens, payload };
  }

  /** Tokens issued before they named their session: only the one just rotated away is recognised. */
  private async replayOfLegacyToken(hash: string): Promise<RefreshOutcome> {
    const [replayed] = await this.ctx.db.select().from(sessions).where(eq(sessions.previousRefreshTokenHash, hash));
    if (replayed && !replayed.revokedAt) {
      await this.revoke(replayed.handle);
      return { ok: false, reason: 'token theft detected' };
    }
    return { ok: false, reason: 'unauthorised' };
  }

  async revoke(handle: string): Promise<void> {
    const now = this.ctx.now();
    await this.ctx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.handle, handle), isNull(sessions.revokedAt)));
    this.markRevoked(handle);
    // Other instances verify access tokens without the database: tell them (PostgreSQL only; see registerAuth).
    if (this.ctx.database.kind === 'postgres')
      await this.ctx.db.execute(sql`select pg_notify(${REVOCATIONS_CHANNEL}, ${handle})`);
  }

  private get accessTtlMs(): number {
    return this.ctx.config.ACCESS_TOKEN_TTL_SECONDS * 1000;
  }

  /** Refuses the session's access tokens in this process until the last of them has expired. */
  markRevoked(handle: string, at = this.ctx.now()): void {
    this.revoked.set(handle, at.getTime() + this.accessTtlMs);
  }

  /**
   * Reads from the database every revocation whose access tokens may still be presented: sessions revoked
   * (sign-out, theft) and accounts deleted within one access-token lifetime. Run at start, before the
   * first request, and after the PostgreSQL listener reconnects (notifications sent while it was down
   * are lost).
   */
  async loadRevocations(): Promise<void> {
    const since = new Date(this.ctx.now().getTime() - this.accessTtlMs);
    const revoked = await this.ctx.db
      .select({ handle: sessions.handle, at: sessions.revokedAt })
      .from(sessions)
      .where(gt(sessions.revokedAt, since));
    for (const r of revoked) this.markRevoked(r.handle, r.at!);
    const deleted = await this.ctx.db
      .select({ id: users.id, at: users.deletedAt })
      .from(users)
      .where(gt(users.deletedAt, since));
    for (const u of deleted) this.deletedUsers.set(u.id, u.at!.getTime() + this.accessTtlMs);
  }

  /** Signature and expiry, then the revocations held in memory: cheap enough for every request. */
  async verify(token: string): Promise<VerifyResult> {
    const now = this.ctx.now();
    const result = await this.verifySignature(token, now);
    if (!result.ok) return result;
    if (isHeld(this.revoked, result.payload.sessionHandle, now) || isHeld(this.deletedUsers, result.payload.sub, now))
      return { ok: false, reason: 'invalid' };
    return result;
  }

  /**
   * An RS256 check costs about 0.1 ms; a reader makes many requests with one access token, so a
   * token whose signature was verified is remembered until it expires. The map is keyed by the end
   * of the signature (hashing the whole ~800-character token was half the cost of a cached check);
   * a hit still requires the exact same token text.
   */
  private readonly verified = new Map<string, { token: string; payload: AccessTokenPayload }>();

  private async verifySignature(token: string, now: Date): Promise<VerifyResult> {
    const key = token.slice(-VERIFIED_KEY_LENGTH);
    const cached = this.verified.get(key);
    if (cached?.token === token) {
      if (cached.payload.exp * 1000 > now.getTime()) return { ok: true, payload: cached.payload };
      this.verified.delete(key);
    }
    const result = await verifyAccessToken(this.key, token, now);
    if (result.ok) {
      // Bounded: the oldest entry goes first (a Map iterates in insertion order).
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(key, { token, payload: result.payload });
    }
    return result;
  }
}

/** True while `key` is held in `until` (forgotten once its time has passed). */
function isHeld(until: Map<string, number>, key: string, now: Date): boolean {
  if (until.size === 0) return false;
  const end = until.get(key);
  if (end === undefined) return false;
  if (end > now.getTime()) return true;
  until.delete(key);
  return false;
}

const VERIFIED_CACHE_SIZE = 10_000;
/** The PostgreSQL NOTIFY channel on which instances announce revoked session handles. */
export const REVOCATIONS_CHANNEL = 'session_revoked';
/** Base64url characters of an RS256 signature's end: random enough to tell tokens apart. */
const VERIFIED_KEY_LENGTH = 32;

type SessionRow = typeof sessions.$inferSelect;

/** What the claims and token signing need to know about a session. */
export interface SessionState {
  handle: string;
  userId: string;
  tenantId: string;
  recipeUserId: string;
  /** Factor id → completion time in seconds. */
  factors: Record<string, number>;
  /** The factor the session signed in with, while it has not been passed again (it counts once). */
  firstFactor: string | null;
}

/** Computes a session's claims whenever one of its access tokens is signed. */
export type ClaimsOf = (session: SessionState) => Promise<SessionClaims>;

function stateOf(row: SessionRow): SessionState {
  return {
    handle: row.handle,
    userId: row.userId,
    tenantId: row.tenantId,
    // Sessions from before login methods signed in with the account's one e-mail (migration 0015).
    recipeUserId: row.recipeUserId ?? row.userId,
    factors: row.factors,
    firstFactor: row.firstFactor,
  };
}

function issuer(ctx: AppContext): string {
  return `${ctx.config.publicOrigin ?? 'http://localhost'}/auth`;
}
