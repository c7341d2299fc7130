import {
  ConsumeCodeBody,
  CreateCodeBody,
  EmailExistsQuery,
  NormalisedEmail,
  PhoneExistsQuery,
  ResendCodeBody,
} from '@app/contracts/auth';
import type { FastifyRequest } from 'fastify';
import type { FactorId } from '../../config';
import { Unauthenticated } from '../../domain/errors';
import { parseOr400 } from '../../http/errors';
import { metricsRegistry } from '../../metrics/routes';
import { routeLimit } from '../../security/rate-limit';
import { registerSmsMetrics } from '../../sms/guard';
import { contactExists } from '../accounts/login-methods';
import { codeInSessionRefusal } from '../mfa/service';
import type { AuthRegistrar } from '../routes';
import type { AccessTokenPayload } from '../sessions/access-token';
import { claimRefused, optionalSessionAllowingPendingMfa, requireUser } from '../sessions/guard';
import { UNAUTHORISED } from '../sessions/service';
import { signedIn } from '../sessions/sign-in';
import { requestedTransfer, writeTokens } from '../sessions/transport';
import { firstFactorsOf } from '../tenants/first-factors';
import type { Tenant } from '../tenants/tenants';
import { signInCodeMetrics } from './metrics';
import { normalisedPhone } from './phone';
import {
  type CodeDelivery,
  type Contact,
  consumeLinkCode,
  consumeUserInputCode,
  createCode,
  resendCode,
  signInUpWith,
} from './service';

/** The passwordless recipe's routes: codes and links by e-mail, codes by SMS (ADR 0300, 0305, 0325). */
export const registerPasswordless: AuthRegistrar = ({ app, ctx, sessions, tenantRoute, offer }) => {
  const registry = metricsRegistry(app);
  const counted = signInCodeMetrics(registry);
  registerSmsMetrics(registry, ctx);
  const firstFactors = (tenant: Tenant) => firstFactorsOf(tenant, offer);
  const delivery = (request: FastifyRequest, tenant: Tenant): CodeDelivery => ({
    // Links come from configuration only: a forged Host header must not send them to another site; and only
    // where the tenant takes sign-in links (ADR 0352).
    linkOrigin: firstFactors(tenant).includes('link-email') ? ctx.config.publicOrigin : undefined,
    clientKey: request.ip,
    log: request.log,
  });

  /** Whether the tenant's first factors include codes to this kind of contact (ADR 0307). */
  const firstFactorFor = (tenant: Tenant, contact: Contact) =>
    firstFactors(tenant).some((f) => f.endsWith('phone' in contact ? '-phone' : '-email'));

  tenantRoute('POST', '/signinup/code', async (request, _reply, tenant) => {
    const body = parseOr400(CreateCodeBody, request.body);
    const contact = contactOf(body);
    if ('status' in contact) return contact;
    const session = body.shouldTryLinkingWithSessionUser ? await linkingSession(request) : undefined;
    // A first sign-in only by a way the tenant offers; inside a session (a second factor, a new method)
    // texts go wherever they can be sent.
    // A way in the tenant does not offer is the protocol's refusal, which the SDK shows (ADR 0352).
    if ('phone' in contact && session && !ctx.config.AUTH_PHONE)
      return { status: 'GENERAL_ERROR', message: 'Sign-in by phone is not available.' };
    if (!session && !firstFactorFor(tenant, contact)) return notAllowed(contact);
    if (session) {
      const refusal = await codeInSessionRefusal(ctx, tenant, session, contact, { phone: ctx.config.AUTH_PHONE });
      if (refusal) throw claimRefused(refusal);
    }
    return counted.sent(await createCode(ctx, contact, tenant.id, delivery(request, tenant), session?.sessionHandle));
  });

  tenantRoute('POST', '/signinup/code/resend', async (request, _reply, tenant) => {
    const body = parseOr400(ResendCodeBody, request.body);
    return counted.sent(await resendCode(ctx, body, tenant.id, delivery(request, tenant)));
  });

  tenantRoute('POST', '/signinup/code/consume', async (request, reply, tenant) => {
    const body = parseOr400(ConsumeCodeBody, request.body);
    const result = counted.checked(
      'linkCode' in body
        ? await consumeLinkCode(ctx, body, tenant.id, request.ip)
        : await consumeUserInputCode(ctx, body, tenant.id, request.ip),
    );
    if (result.status !== 'PROVEN') return result;
    const { proven } = result;
    // A first sign-in by a factor the tenant does not take (a link where only codes are, ADR 0352).
    if (proven.sessionHandle === null && !firstFactors(tenant).includes(proven.factor as FactorId))
      return notAllowed(proven.contact);
    // A flow begun inside a session joins that account, in that session.
    const session = proven.sessionHandle === null ? undefined : await flowSession(request, proven.sessionHandle);
    const accepted = await signInUpWith(ctx, tenant.id, proven.contact, session?.sub);
    if (accepted.status !== 'OK') return accepted;
    const done = await signedIn(ctx, sessions, { tenantId: tenant.id, factor: proven.factor, accepted, session });
    writeTokens(request, reply, requestedTransfer(request), done.tokens, ctx.now());
    return done.body;
  });

  tenantRoute(
    'GET',
    '/passwordless/email/exists',
    async (request, _reply, tenant) => {
      const query = parseOr400(EmailExistsQuery, request.query);
      const email = NormalisedEmail.safeParse(query.email);
      return {
        status: 'OK',
        exists: email.success ? await contactExists(ctx, tenant.id, { email: email.data }) : false,
      };
    },
    // Tells anyone whether an address has an account; the product never calls it (ADR 0304).
    { rateLimit: routeLimit(ctx.config, 5, 60 * 60_000, 'auth:email-exists') },
  );

  tenantRoute(
    'GET',
    '/passwordless/phonenumber/exists',
    async (request, _reply, tenant) => {
      const query = parseOr400(PhoneExistsQuery, request.query);
      const phone = normalisedPhone(query.phoneNumber);
      return { status: 'OK', exists: phone ? await contactExists(ctx, tenant.id, { phone }) : false };
    },
    // The same oracle for phone numbers, under the same limit (ADR 0304).
    { rateLimit: routeLimit(ctx.config, 5, 60 * 60_000, 'auth:phone-exists') },
  );
};

/** Where the code goes, or the protocol's answer to an address or number that is not one. */
function contactOf(body: {
  email?: string;
  phoneNumber?: string;
}): Contact | { status: 'GENERAL_ERROR'; message: string } {
  if (body.phoneNumber !== undefined) {
    const phone = normalisedPhone(body.phoneNumber);
    return phone ? { phone } : { status: 'GENERAL_ERROR', message: 'Phone number is invalid' };
  }
  const email = NormalisedEmail.safeParse(body.email);
  return email.success ? { email: email.data } : { status: 'GENERAL_ERROR', message: 'Email is invalid' };
}

function notAllowed(contact: Contact) {
  return {
    status: 'SIGN_IN_UP_NOT_ALLOWED',
    reason:
      'phone' in contact
        ? 'Sign-in by phone is not available here.'
        : 'This way of signing in by e-mail is not available here.',
  } as const;
}

/**
 * `shouldTryLinkingWithSessionUser`: a code asked for inside the current session (a second factor or a new
 * sign-in method); without a session, the protocol's 401 (the SDK refreshes and retries).
 */
async function linkingSession(request: FastifyRequest): Promise<AccessTokenPayload> {
  await optionalSessionAllowingPendingMfa(request);
  return requireUser(request).session;
}

/** The session a flow was started in; without it the SDK refreshes and retries (the flow belongs to it). */
async function flowSession(request: FastifyRequest, sessionHandle: string): Promise<AccessTokenPayload> {
  const session = await linkingSession(request);
  if (session.sessionHandle !== sessionHandle) throw new Unauthenticated(UNAUTHORISED);
  return session;
}
