/**
 * What the rest of the server uses from sign-in, in one module: the session guards and the reader they
 * establish, the session's cookies, and the few account facts other features read. The rooms under auth/
 * (sessions, passwordless, thirdparty, mfa, tenants, accounts, email-verification) stay private to it.
 */
export { isEmailStronglyProven, codeProvenEmails } from './accounts/login-methods';
export { mfaClaimError } from './mfa/rules';
export { mfaOn } from './mfa/service';
export { normalisedPhone, textRefusal } from './passwordless/phone';
export type { AccessTokenPayload } from './sessions/access-token';
export {
  claimRefused,
  currentUser,
  optionalSession,
  optionalSessionAllowingPendingMfa,
  requireSession,
  requireUser,
} from './sessions/guard';
export { ACCESS_COOKIE, clearTokens, passesCsrfCheck, readToken } from './sessions/transport';
