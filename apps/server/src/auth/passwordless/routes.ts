import {
  ConsumeCodeBody,
  CreateCodeBody,
  EmailExistsQuery,
  NormalisedEmail,
  PhoneExistsQuery,
  ResendCodeBody,
} from '@app/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FactorId } from '../../config';
import type { AppContext } from '../../context';
import { parseOr400 } from '../../http/errors';
import { routeLimit } from '../../security/rate-limit';
import { firstFactorsOf } from '../tenants/first-factors';
import { authUserOf, contactExists } from '../accounts/login-methods';
import {
  type CodeDelivery,
  type Contact,
  consumeLinkCode,
  consumeUserInputCode,
  createCode,
  type ProvenContact,
  resendCode,
  signInUpWith,
} from './service';
import { normalisedPhone } from './phone';
import { codeInSessionRefusal } from '../mfa/service';
import { optionalSessionAllowingPendingMfa } from '../sessions/guard';
import type { SessionService } from '../sessions/service';
import type { TenantRoute } from '../tenants/tenant-routes';
import type { Tenant } from '../tenants/tenants';
import { requestedTransfer, writeTokens } from '../sessions/transport';

/** The passwordless recipe's routes: codes and links by e-mail, codes by SMS (ADR 0300, 0305, 0325). */
export function registerPasswordlessRoutes(ctx: AppContext, sessions: SessionService, tenantRoute: TenantRoute) {
  const firstFactors = (tenant: Tenant) => firstFactorsOf(tenant, { phone: ctx.config.AUTH_PHONE, providers: [] });
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

  tenantRoute('POST', '/signinup/code', async (request, reply, tenant) => {
    const body = parseOr400(CreateCodeBody, request.body);
    let contact: Contact;
    if (body.phoneNumber !== undefined) {
      const phone = normalisedPhone(body.phoneNumber);
      if (!phone) return { status: 'GENERAL_ERROR', message: 'Phone number is invalid' };
      contact = { phone };
    } else {
      const email = NormalisedEmail.safeParse(body.email);
      if (!email.success) return { status: 'GENERAL_ERROR', message: 'Email is invalid' };
      contact = { email: email.data };
    }
    const inSession = await linkingSession(request, reply, body.shouldTryLinkingWithSessionUser);
    if (inSession === 'refused') return reply;
    // A first sign-in only by a way the tenant offers; inside a session (a second factor, a new method)
    // texts go wherever they can be sent.
    // A way in the tenant does not offer is the protocol's refusal, which the SDK shows (ADR 0352).
    if ('phone' in contact && inSession && !ctx.config.AUTH_PHONE)
      return { status: 'GENERAL_ERROR', message: 'Sign-in by phone is not available.' };
    if (!inSession && !firstFactorFor(tenant, contact)) return notAllowed(contact);
    if (inSession) {
      const refusal = await codeInSessionRefusal(ctx, tenant, request.session!, contact, {
        phone: ctx.config.AUTH_PHONE,
      });
      if (refusal) return reply.status(403).send(refusal);
    }
    return createCode(ctx, contact, tenant.id, delivery(request, tenant), inSession);
  });

  tenantRoute('POST', '/signinup/code/resend', async (request, _reply, tenant) => {
    const body = parseOr400(ResendCodeBody, request.body);
    return resendCode(ctx, body, tenant.id, delivery(request, tenant));
  });

  tenantRoute('POST', '/signinup/code/consume', async (request, reply, tenant) => {
    const body = parseOr400(ConsumeCodeBody, request.body);
    const result =
      'linkCode' in body
        ? await consumeLinkCode(ctx, body, tenant.id, request.ip)
        : await consumeUserInputCode(ctx, body, tenant.id, request.ip);
    if (result.status !== 'PROVEN') return result;
    // A first sign-in by a factor the tenant does not take (a link where only codes are, ADR 0352).
    if (result.proven.sessionHandle === null && !firstFactors(tenant).includes(result.proven.factor as FactorId))
      return notAllowed(result.proven.contact);
    return completeSignIn(request, reply, tenant, result.proven);
  });

  const notAllowed = (contact: Contact) =>
    ({
      status: 'SIGN_IN_UP_NOT_ALLOWED',
      reason:
        'phone' in contact
          ? 'Sign-in by phone is not available here.'
          : 'This way of signing in by e-mail is not available here.',
    }) as const;

  /**
   * A proven contact signs in (a new session), or, when the flow began inside a session, joins that
   * account and marks the factor in the same session (same handle, new access token).
   */
  async function completeSignIn(request: FastifyRequest, reply: FastifyReply, tenant: Tenant, proven: ProvenContact) {
    if (proven.sessionHandle !== null) {
      await optionalSessionAllowingPendingMfa(request);
      const session = request.session;
      // The flow belongs to the session that started it; without it the SDK refreshes and retries.
      if (!session || session.sessionHandle !== proven.sessionHandle)
        return reply.status(401).send({ message: 'unauthorised' });
      const linked = await signInUpWith(ctx, tenant.id, proven.contact, session.sub);
      if (linked.status !== 'OK') return linked;
      const tokens = await sessions.completeFactor(session, proven.factor);
      if (!tokens) return reply.status(401).send({ message: 'unauthorised' });
      writeTokens(request, reply, requestedTransfer(request), tokens, ctx.now());
      return {
        status: 'OK',
        createdNewRecipeUser: linked.createdNewRecipeUser,
        user: await authUserOf(ctx.db, session.sub),
      };
    }
    const signedIn = await signInUpWith(ctx, tenant.id, proven.contact);
    if (signedIn.status !== 'OK') return signedIn;
    const { tokens } = await sessions.create(signedIn.userId, tenant.id, {
      recipeUserId: signedIn.recipeUserId,
      factor: proven.factor,
    });
    writeTokens(request, reply, requestedTransfer(request), tokens, ctx.now());
    return {
      status: 'OK',
      createdNewRecipeUser: signedIn.createdNewRecipeUser,
      user: await authUserOf(ctx.db, signedIn.userId),
    };
  }

  /**
   * `shouldTryLinkingWithSessionUser`: true asks for a code inside the current session (a second factor or a
   * new sign-in method); without a session the SDK expects 401 and refreshes. Absent or false: a new sign-in.
   */
  async function linkingSession(
    request: FastifyRequest,
    reply: FastifyReply,
    shouldLink: boolean | undefined,
  ): Promise<string | undefined | 'refused'> {
    if (!shouldLink) return undefined;
    await optionalSessionAllowingPendingMfa(request);
    if (request.sessionHandle) return request.sessionHandle;
    await reply.status(401).send({ message: 'unauthorised' });
    return 'refused';
  }

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
}
