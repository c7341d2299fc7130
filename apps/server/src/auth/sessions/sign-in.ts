import type { AuthUser } from '@app/contracts/auth';
import type { AppContext } from '../../context';
import { Unauthenticated } from '../../domain/errors';
import { authUserOf } from '../accounts/login-methods';
import type { AccessTokenPayload } from './access-token';
import { type SessionService, UNAUTHORISED } from './service';
import type { IssuedTokens } from './transport';

/** An identity the linking rules accepted (accounts/login-methods.ts `signInUp`). */
export interface AcceptedIdentity {
  userId: string;
  recipeUserId: string;
  createdNewRecipeUser: boolean;
}

/** The protocol's answer to a completed sign-in, and the tokens that go with it. */
export interface SignedIn {
  tokens: IssuedTokens;
  body: { status: 'OK'; createdNewRecipeUser: boolean; user: AuthUser };
}

/**
 * The last step of every sign-in recipe (a code, a link, a social provider): a new session for the account
 * the identity opens, or, when the flow ran inside a session (a second factor, a new way in), the factor
 * recorded in that same session (same handle, a new access token). The protocol's 401 when that session
 * ended in the meantime.
 */
export async function signedIn(
  ctx: AppContext,
  sessions: SessionService,
  input: { tenantId: string; factor: string; accepted: AcceptedIdentity; session: AccessTokenPayload | undefined },
): Promise<SignedIn> {
  const { accepted, session, factor } = input;
  const tokens = session
    ? await sessions.completeFactor(session, factor)
    : (await sessions.create(accepted.userId, input.tenantId, { recipeUserId: accepted.recipeUserId, factor })).tokens;
  if (!tokens) throw new Unauthenticated(UNAUTHORISED);
  return {
    tokens,
    body: {
      status: 'OK',
      createdNewRecipeUser: accepted.createdNewRecipeUser,
      user: await authUserOf(ctx.db, accepted.userId),
    },
  };
}
