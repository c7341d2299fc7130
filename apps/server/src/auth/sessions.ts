import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sessions } from '../db/schema/index';
import { keyedHash } from '../security/secrets';
import {
  type AccessTokenPayload,
  frontToken,
  signAccessToken,
  verifyAccessToken,
  type VerifyResult,
} from './access-token';
import type { SigningKey } from './keys';
import type { IssuedTokens } from './transport';

export type RefreshOutcome =
  | { ok: true; tokens: IssuedTokens; payload: AccessTokenPayload }
  | { ok: false; reason: 'unauthorised' | 'token theft detected' };

/**
 * Sessions: short-lived signed access tokens (verified without the database) and long-lived
 * refresh tokens stored only as keyed hashes, rotated at every refresh; replaying a rotated
 * refresh token revokes the whole session (theft detection).
 */
export class SessionService {
  /** Handles revoked by this process, kept until their last access token has expired. */
  private readonly revoked = new Map<string, number>();

  constructor(
    private readonly ctx: AppContext,
    private readonly key: SigningKey,
  ) {}

  get publicJwk() {
    return this.key.publicJwk;
  }

  private refreshHash(token: string): string {
    return keyedHash(this.ctx.secret, 'refresh-token', token);
  }

  private refreshExpiry(now: Date): Date {
    return new Date(now.getTime() + this.ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  }

  private async issue(
    userId: string,
    sessionHandle: string,
    tenantId: string,
    refreshToken: string,
    authTimeSeconds: number,
    now: Date,
  ) {
    const { token, payload } = await signAccessToken(
      this.key,
      { userId, sessionHandle, tenantId, refreshToken, authTimeSeconds },
      { now, ttlSeconds: this.ctx.config.ACCESS_TOKEN_TTL_SECONDS, issuer: issuer(this.ctx) },
    );
    const tokens: IssuedTokens = {
      accessToken: token,
      refreshToken,
      refreshExpiresAt: this.refreshExpiry(now),
      frontToken: frontToken(payload),
    };
    return { tokens, payload };
  }

  async create(userId: string, tenantId = 'public'): Promise<{ tokens: IssuedTokens; payload: AccessTokenPayload }> {
    const now = this.ctx.now();
    const handle = randomUUID();
    const refreshToken = randomBytes(32).toString('base64url');
    await this.ctx.db.insert(sessions).values({
      handle,
      userId,
      tenantId,
      refreshTokenHash: this.refreshHash(refreshToken),
      createdAt: now,
      refreshedAt: now,
      expiresAt: this.refreshExpiry(now),
    });
    return this.issue(userId, handle, tenantId, refreshToken, Math.floor(now.getTime() / 1000), now);
  }

  async refresh(presented: string): Promise<RefreshOutcome> {
    const now = this.ctx.now();
    const hash = this.refreshHash(presented);
    const [current] = await this.ctx.db.select().from(sessions).where(eq(sessions.refreshTokenHash, hash));
    if (!current) {
      const [replayed] = await this.ctx.db.select().from(sessions).where(eq(sessions.previousRefreshTokenHash, hash));
      if (replayed && !replayed.revokedAt) {
        await this.revoke(replayed.handle);
        return { ok: false, reason: 'token theft detected' };
      }
      return { ok: false, reason: 'unauthorised' };
    }
    if (current.revokedAt || current.expiresAt <= now) return { ok: false, reason: 'unauthorised' };
    const next = randomBytes(32).toString('base64url');
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
    const { tokens, payload } = await this.issue(
      current.userId,
      current.handle,
      current.tenantId,
      next,
      Math.floor(current.createdAt.getTime() / 1000),
      now,
    );
    return { ok: true, tokens, payload };
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

  /** Refuses the session's access tokens in this process until the last of them has expired. */
  markRevoked(handle: string): void {
    this.revoked.set(handle, this.ctx.now().getTime() + this.ctx.config.ACCESS_TOKEN_TTL_SECONDS * 1000);
  }

  /** Signature and expiry only (plus this process's revocations): cheap enough for every request. */
  async verify(token: string): Promise<VerifyResult> {
    const now = this.ctx.now();
    const result = await this.verifySignature(token, now);
    if (result.ok && this.revoked.size > 0) {
      const until = this.revoked.get(result.payload.sessionHandle);
      if (until !== undefined) {
        if (until > now.getTime()) return { ok: false, reason: 'invalid' };
        this.revoked.delete(result.payload.sessionHandle);
      }
    }
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

const VERIFIED_CACHE_SIZE = 10_000;
/** The PostgreSQL NOTIFY channel on which instances announce revoked session handles. */
export const REVOCATIONS_CHANNEL = 'session_revoked';
/** Base64url characters of an RS256 signature's end: random enough to tell tokens apart. */
const VERIFIED_KEY_LENGTH = 32;

export function issuer(ctx: AppContext): string {
  return `${(ctx.config.PUBLIC_URL ?? ctx.config.WEB_ORIGIN ?? 'http://localhost').replace(/\/$/, '')}/auth`;
}
