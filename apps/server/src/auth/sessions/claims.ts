import type { AppContext } from '../../context';
import { isEmailVerified } from '../email-verification/service';
import { countedFactors, nextFactors, requirement } from '../mfa/rules';
import { mfaOn } from '../mfa/service';
import type { Tenant } from '../tenants/tenants';
import type { ClaimsOf } from './service';

/**
 * Every claim an access token carries, declared in one place beside the session service, so a token's
 * content never depends on which routes were registered first:
 * - `st-mfa {c, v}`: the factors passed in the session, and whether the reader's and the tenant's requirement
 *   is met (ADR 0330, 0336);
 * - `st-ev {v, t}`: whether the login method's e-mail is verified, and when that was read (ADR 0326).
 */
export function sessionClaims(ctx: AppContext, tenants: ReadonlyMap<string, Tenant>): ClaimsOf {
  return async (session) => {
    const [mfa, verified] = await Promise.all([
      mfaOn(ctx, session.userId),
      isEmailVerified(ctx.db, session.recipeUserId),
    ]);
    const groups = requirement(mfa, tenants.get(session.tenantId)?.requiredSecondaryFactors ?? []);
    const owed = nextFactors(groups, countedFactors(session.factors, session.firstFactor));
    return {
      'st-mfa': { c: session.factors, v: owed.length === 0 },
      'st-ev': { v: verified, t: ctx.now().getTime() },
    };
  };
}
