import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { safeEqual } from '../security/secrets';
import type { OAuthClient } from './clients';
import { decideLogin, frontendUrl } from './login-decision';
import { grantRequested, OAUTH_PREFIX } from './provider';
import type { SiteSession } from './site-session';

/** An answer the SDK shows as "something went wrong": an OAuth error, never 401 (the SDK would refresh). */
export interface ChallengeFailure {
  status: 400 | 404;
  error: string;
  description: string;
}

const expired: ChallengeFailure = {
  status: 404,
  error: 'invalid_request',
  description: 'This sign-in request has expired or is unknown. Go back to the app and start again.',
};

const epochNow = () => Math.floor(Date.now() / 1000);

/**
 * The SDK's side of the provider (spec 9.6): a login challenge is an oidc-provider interaction id, a logout
 * challenge the provider session's end-session secret.
 */
export class Challenges {
  private readonly clients: Map<string, OAuthClient>;

  constructor(
    private readonly provider: Provider,
    private readonly origin: string,
    clients: readonly OAuthClient[],
    private readonly now: () => Date,
  ) {
    this.clients = new Map(clients.map((c) => [c.id, c]));
  }

  /** The client asking, for the sign-in page: name, logo, terms and privacy links. */
  async info(loginChallenge: string) {
    const interaction = await this.provider.Interaction.find(loginChallenge);
    const client = interaction && this.clients.get(String(interaction.params.client_id));
    if (!client) return expired;
    return {
      clientId: client.id,
      clientName: client.name,
      ...(client.logoUri ? { logoUri: client.logoUri } : {}),
      ...(client.tosUri ? { tosUri: client.tosUri } : {}),
      ...(client.policyUri ? { policyUri: client.policyUri } : {}),
    };
  }

  /**
   * Where the browser goes next for the reader's site session. `continue` records the login (and the
   * grant of what was asked: every configured client is trusted) and answers the provider's resume URL.
   * `startedAt` comes from the challenge's binding cookie in this browser (undefined without it: a
   * stranger's challenge link must not attach the reader's account to the stranger's flow).
   */
  async next(
    loginChallenge: string,
    session: SiteSession,
    startedAt: number | undefined,
  ): Promise<{ frontendRedirectTo: string; finished: boolean } | ChallengeFailure> {
    const interaction = await this.provider.Interaction.find(loginChallenge);
    if (!interaction) return expired;
    if (startedAt === undefined)
      return {
        status: 400,
        error: 'invalid_request',
        description: 'This sign-in request was started in another browser. Go back to the app and start again.',
      };
    const params = interaction.params as Record<string, string | undefined>;
    const decision = decideLogin({ startedAt, prompt: params.prompt, maxAge: params.max_age }, session, this.now());
    if (decision.kind !== 'continue')
      return {
        frontendRedirectTo: frontendUrl(this.origin, loginChallenge, decision, params.login_hint),
        finished: false,
      };

    const { Grant } = this.provider;
    const existing = interaction.grantId ? await Grant.find(interaction.grantId) : undefined;
    const grant =
      existing?.accountId === decision.userId
        ? existing
        : new Grant({ accountId: decision.userId, clientId: String(params.client_id) });
    grantRequested(grant, params);
    const grantId = await grant.save();
    interaction.result = {
      login: { accountId: decision.userId, ts: decision.authTime, remember: true },
      consent: { grantId },
    };
    await interaction.save(Math.max(1, interaction.exp - epochNow()));
    // The provider's resume URL, on the configured origin.
    const resume = new URL(interaction.returnTo);
    return { frontendRedirectTo: new URL(resume.pathname, this.origin).href, finished: true };
  }

  /**
   * Checks a logout challenge against the provider session in this browser and answers the page that
   * finishes the provider's end-session (the library's own confirm step).
   */
  async logout(
    req: IncomingMessage,
    res: ServerResponse,
    logoutChallenge: string,
  ): Promise<{ frontendRedirectTo: string } | ChallengeFailure> {
    const session = await this.provider.Session.get(this.provider.createContext(req, res));
    const secret = session.state?.secret;
    if (typeof secret !== 'string' || !safeEqual(secret, logoutChallenge))
      return {
        status: 400,
        error: 'invalid_request',
        description: 'This sign-out request has expired. Go back to the app and sign out again.',
      };
    const confirm = new URL(`${OAUTH_PREFIX}/logout/confirm`, this.origin);
    confirm.searchParams.set('logoutChallenge', logoutChallenge);
    return { frontendRedirectTo: confirm.href };
  }
}
