import { and, eq, isNull, or } from 'drizzle-orm';
import type { AuthLoginMethod, AuthUser } from '@app/contracts/auth';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { loginMethods, users } from '../../db/schema';

/** A way in, as proven by the recipe that signed the person in. */
export type Identity =
  | { recipeId: 'passwordless'; email: string }
  | { recipeId: 'passwordless'; phone: string }
  | {
      recipeId: 'thirdparty';
      thirdPartyId: string;
      thirdPartyUserId: string;
      email: string | undefined;
      /** The provider vouches for the address and is configured as trusted for e-mail (ADR 0306). */
      emailVerified: boolean;
    };

export type SignInUpResult =
  | { status: 'OK'; userId: string; recipeUserId: string; createdNewRecipeUser: boolean }
  | { status: 'SIGN_IN_UP_NOT_ALLOWED'; reason: string };

type LoginMethodRow = typeof loginMethods.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The SDK's reasons (supertokens-node's error codes), worded for a reader. */
const NOT_ALLOWED = {
  /** A new method whose unverified e-mail belongs to an existing account: joining it would be a takeover. */
  unverifiedEmailTaken:
    'Cannot sign in / up due to security reasons. Please sign in with the method you used before, or contact support. (ERR_CODE_006)',
  /** Adding a method that already opens another account. */
  belongsToAnotherAccount:
    'This sign-in method already belongs to another account. Sign in with it and delete that account first, or contact support. (ERR_CODE_021)',
} as const;

function emailOf(identity: Identity): string | undefined {
  return 'email' in identity ? identity.email : undefined;
}

function isVerified(identity: Identity): boolean {
  // A code or link sent to an address proves it; a phone proves no address.
  if (identity.recipeId === 'passwordless') return 'email' in identity;
  return identity.emailVerified && identity.email !== undefined;
}

function identityFilter(tenantId: string, identity: Identity) {
  if (identity.recipeId === 'thirdparty')
    return and(
      eq(loginMethods.tenantId, tenantId),
      eq(loginMethods.recipeId, 'thirdparty'),
      eq(loginMethods.thirdPartyId, identity.thirdPartyId),
      eq(loginMethods.thirdPartyUserId, identity.thirdPartyUserId),
    );
  return and(
    eq(loginMethods.tenantId, tenantId),
    eq(loginMethods.recipeId, 'passwordless'),
    'email' in identity ? eq(loginMethods.email, identity.email) : eq(loginMethods.phone, identity.phone),
  );
}

/**
 * Signs a person in with an identity, or up (ADR 0305). Identities are keyed by (tenant, e-mail), (tenant,
 * phone) or (tenant, provider, subject). A new identity joins an existing account only when its e-mail is
 * verified and a verified method of that account has the same address, or when the person is already signed
 * in and asked to link (`sessionUserId`). An unverified e-mail that an account already uses is refused: a
 * provider that lets anyone claim any address must not open someone else's account.
 */
export async function signInUp(
  ctx: AppContext,
  tenantId: string,
  identity: Identity,
  sessionUserId?: string,
): Promise<SignInUpResult> {
  return ctx.db.transaction((tx) => signInUpIn(tx, ctx.now(), tenantId, identity, sessionUserId));
}

async function signInUpIn(
  tx: Tx,
  now: Date,
  tenantId: string,
  identity: Identity,
  sessionUserId: string | undefined,
): Promise<SignInUpResult> {
  const email = emailOf(identity);
  const verified = isVerified(identity);
  const [existing] = await tx.select().from(loginMethods).where(identityFilter(tenantId, identity)).limit(1);
  if (existing) {
    if (sessionUserId && existing.userId !== sessionUserId)
      return { status: 'SIGN_IN_UP_NOT_ALLOWED', reason: NOT_ALLOWED.belongsToAnotherAccount };
    // A provider may change what it says about the address; a code proves an address that was not yet proven.
    if (existing.email !== (email ?? null) || existing.emailVerified !== verified)
      await tx
        .update(loginMethods)
        .set({ email: email ?? null, emailVerified: verified })
        .where(eq(loginMethods.id, existing.id));
    if (verified && email) await adoptContactEmail(tx, existing.userId, email);
    return { status: 'OK', userId: existing.userId, recipeUserId: existing.id, createdNewRecipeUser: false };
  }

  let userId = sessionUserId;
  let newAccount = false;
  if (!userId && email) {
    const sameAddress = await tx
      .select({ userId: loginMethods.userId, emailVerified: loginMethods.emailVerified })
      .from(loginMethods)
      .where(and(eq(loginMethods.tenantId, tenantId), eq(loginMethods.email, email)));
    if (!verified && sameAddress.length > 0)
      return { status: 'SIGN_IN_UP_NOT_ALLOWED', reason: NOT_ALLOWED.unverifiedEmailTaken };
    userId = verified ? sameAddress.find((m) => m.emailVerified)?.userId : undefined;
  }
  if (!userId) {
    const [created] = await tx
      .insert(users)
      .values({ email: verified ? email : null, createdAt: now })
      .returning({ id: users.id });
    userId = created!.id;
    newAccount = true;
  } else if (verified && email) {
    await adoptContactEmail(tx, userId, email);
  }
  const [method] = await tx
    .insert(loginMethods)
    .values({
      // As in SuperTokens, an account's first way in has the account's own id as its recipe user id.
      ...(newAccount ? { id: userId } : {}),
      userId,
      tenantId,
      recipeId: identity.recipeId,
      email: email ?? null,
      phone: 'phone' in identity ? identity.phone : null,
      thirdPartyId: identity.recipeId === 'thirdparty' ? identity.thirdPartyId : null,
      thirdPartyUserId: identity.recipeId === 'thirdparty' ? identity.thirdPartyUserId : null,
      emailVerified: verified,
      createdAt: now,
    })
    .returning({ id: loginMethods.id });
  return { status: 'OK', userId, recipeUserId: method!.id, createdNewRecipeUser: true };
}

/** Receipts need an address: an account without one takes its first verified e-mail. */
async function adoptContactEmail(tx: Tx, userId: string, email: string): Promise<void> {
  await tx
    .update(users)
    .set({ email })
    .where(and(eq(users.id, userId), isNull(users.email)));
}

/** Whether any account in the tenant signs in with this e-mail or phone (the SDK's existence checks). */
export async function contactExists(
  ctx: AppContext,
  tenantId: string,
  contact: { email: string } | { phone: string },
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: loginMethods.id })
    .from(loginMethods)
    .where(
      and(
        eq(loginMethods.tenantId, tenantId),
        'email' in contact ? eq(loginMethods.email, contact.email) : eq(loginMethods.phone, contact.phone),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function loginMethodsOf(db: Db, userId: string): Promise<LoginMethodRow[]> {
  return db.select().from(loginMethods).where(eq(loginMethods.userId, userId)).orderBy(loginMethods.createdAt);
}

/** The verified e-mails and the phones an account can receive codes at (MFA info, second factors). */
export async function codeDestinationsOf(db: Db, userId: string): Promise<{ emails: string[]; phones: string[] }> {
  const rows = await db
    .select({ email: loginMethods.email, phone: loginMethods.phone, verified: loginMethods.emailVerified })
    .from(loginMethods)
    .where(
      and(
        eq(loginMethods.userId, userId),
        or(eq(loginMethods.emailVerified, true), eq(loginMethods.recipeId, 'passwordless')),
      ),
    );
  const emails = [...new Set(rows.filter((r) => r.email && r.verified).map((r) => r.email!))];
  const phones = [...new Set(rows.filter((r) => r.phone).map((r) => r.phone!))];
  return { emails, phones };
}

/**
 * A verification link opened by the account's own session proved the address (ADR 0351): it is confirmed on
 * every method of the account that carries it and may be the contact address, but it stays a weaker proof
 * than a code: `email_verified` is untouched, so it never links accounts, signs in or names an operator.
 */
export async function markEmailProvenByLink(ctx: AppContext, userId: string, email: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(loginMethods)
      .set({ linkProvenEmail: email })
      .where(and(eq(loginMethods.userId, userId), eq(loginMethods.email, email)));
    await adoptContactEmail(tx, userId, email);
  });
}

/**
 * The account's addresses proven by an e-mail code (or a sign-in link, which signs in only the browser that
 * opened it): its passwordless e-mail methods. Operator identity comes only from these (ADR 0351).
 */
export async function codeProvenEmails(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ email: loginMethods.email })
    .from(loginMethods)
    .where(
      and(
        eq(loginMethods.userId, userId),
        eq(loginMethods.recipeId, 'passwordless'),
        eq(loginMethods.emailVerified, true),
      ),
    );
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}

/** Whether a code or a provider trusted for e-mail proved `email` for this account (what OpenID may assert). */
export async function isEmailStronglyProven(db: Db, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loginMethods.id })
    .from(loginMethods)
    .where(and(eq(loginMethods.userId, userId), eq(loginMethods.email, email), eq(loginMethods.emailVerified, true)))
    .limit(1);
  return Boolean(row);
}

/** Whether the method's address is confirmed at all: strongly, or by a link to the account's own session. */
export function isConfirmed(m: Pick<LoginMethodRow, 'email' | 'emailVerified' | 'linkProvenEmail'>): boolean {
  return m.emailVerified || (m.email !== null && m.linkProvenEmail === m.email);
}

function toLoginMethod(m: LoginMethodRow): AuthLoginMethod {
  return {
    recipeId: m.recipeId,
    recipeUserId: m.id,
    tenantIds: [m.tenantId],
    timeJoined: m.createdAt.getTime(),
    verified: isConfirmed(m) || m.phone !== null,
    ...(m.email ? { email: m.email } : {}),
    ...(m.phone ? { phoneNumber: m.phone } : {}),
    ...(m.thirdPartyId ? { thirdParty: { id: m.thirdPartyId, userId: m.thirdPartyUserId! } } : {}),
  };
}

/** The SDK's user object: every way into the account. */
export async function authUserOf(db: Db, userId: string): Promise<AuthUser> {
  const [[user], methods] = await Promise.all([
    db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1),
    loginMethodsOf(db, userId),
  ]);
  const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];
  return {
    id: userId,
    timeJoined: (user?.createdAt ?? new Date(0)).getTime(),
    isPrimaryUser: true,
    tenantIds: unique(methods.map((m) => m.tenantId)),
    emails: unique(methods.map((m) => m.email)),
    phoneNumbers: unique(methods.map((m) => m.phone)),
    thirdParty: methods
      .filter((m) => m.thirdPartyId)
      .map((m) => ({ id: m.thirdPartyId!, userId: m.thirdPartyUserId! })),
    webauthn: { credentialIds: [] },
    loginMethods: methods.map(toLoginMethod),
  };
}
