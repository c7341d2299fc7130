import { Secret, TOTP } from 'otpauth';
import type { TestServer } from './harness';
import { codeIn, isSignInMail } from './mailbox';
import { setCookies, signedInAs, type SignedIn } from './session';
import { sdkHeaders } from './http';

/**
 * A reader's browser for multi-factor tests: keeps the cookies the server sets (a passed factor replaces
 * the access token) and sends them back the way the SDK does.
 */
export interface Agent {
  userId: string;
  email: string;
  /** Current `sAccessToken` and `sRefreshToken` values. */
  cookies: Record<string, string>;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The access token's payload as the front token carries it. */
  claims(): { 'st-mfa': { c: Record<string, number>; v: boolean }; sessionHandle: string; sub: string };
  /** Refreshes the session (a new access token with claims recomputed). */
  refresh(): Promise<Response>;
  /** The same session as the SignedIn helper the other tests use (a snapshot of the current cookie). */
  signedIn(): SignedIn;
}

const SDK = sdkHeaders('passwordless');

export function createAgent(server: TestServer, email: string): Agent {
  const cookies: Record<string, string> = {};
  let front: string | undefined;
  const agent: Agent = {
    userId: '',
    email,
    cookies,
    async call(method, path, body, headers = {}) {
      const h = new Headers({ rid: 'anti-csrf', ...headers });
      const cookie = path === '/auth/session/refresh' ? cookies.sRefreshToken : cookies.sAccessToken;
      if (cookie) h.set('cookie', `${path === '/auth/session/refresh' ? 'sRefreshToken' : 'sAccessToken'}=${cookie}`);
      if (body !== undefined) h.set('content-type', 'application/json');
      const res = await fetch(server.url + path, {
        method,
        headers: h,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const [k, v] of Object.entries(setCookies(res))) cookies[k] = v;
      const f = res.headers.get('front-token');
      if (f && f !== 'remove') front = f;
      return res;
    },
    claims() {
      if (!front) throw new Error('no session yet');
      return JSON.parse(Buffer.from(front, 'base64').toString('utf8')).up;
    },
    refresh() {
      return agent.call('POST', '/auth/session/refresh', undefined, sdkHeaders('session'));
    },
    signedIn() {
      return signedInAs(server, agent.userId, { ...cookies });
    },
  };
  return agent;
}

/** Signs in with an e-mailed code (the first factor), as the SDK does; `tenant` picks /auth/<tenant>/…. */
export async function signInWithCode(server: TestServer, email: string, tenant?: string): Promise<Agent> {
  const agent = createAgent(server, email);
  const base = tenant ? `/auth/${tenant}` : '/auth';
  const since = server.mailbox.countFor(email);
  const created = await agent.call(
    'POST',
    `${base}/signinup/code`,
    { email, shouldTryLinkingWithSessionUser: false },
    SDK,
  );
  const flow = (await created.json()) as { status: string; deviceId: string; preAuthSessionId: string };
  if (flow.status !== 'OK') throw new Error(`createCode: ${JSON.stringify(flow)}`);
  const code = codeIn(await server.mailbox.waitFor(email, { since, match: isSignInMail }));
  const consumed = await agent.call(
    'POST',
    `${base}/signinup/code/consume`,
    { deviceId: flow.deviceId, preAuthSessionId: flow.preAuthSessionId, userInputCode: code },
    SDK,
  );
  const result = (await consumed.json()) as { status: string; user: { id: string } };
  if (result.status !== 'OK') throw new Error(`consumeCode: ${JSON.stringify(result)}`);
  agent.userId = result.user.id;
  return agent;
}

/** The code an authenticator app shows for `secret` at `atMs` (server time). */
export function totpCode(secret: string, atMs: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    period: 30,
    digits: 6,
    algorithm: 'SHA1',
    timestamp: atMs,
  });
}

/** Adds and verifies an authenticator app for a signed-in reader: MFA is on and `totp` passed in this session. */
export async function setUpTotp(server: TestServer, agent: Agent, deviceName?: string): Promise<string> {
  const created = await agent.call('POST', '/auth/totp/device', deviceName ? { deviceName } : {});
  const device = (await created.json()) as { status: string; secret: string; deviceName: string };
  if (device.status !== 'OK') throw new Error(`create device: ${JSON.stringify(device)}`);
  const verified = await agent.call('POST', '/auth/totp/device/verify', {
    deviceName: device.deviceName,
    totp: totpCode(device.secret, server.ctx.now().getTime()),
  });
  const body = (await verified.json()) as { status: string };
  if (body.status !== 'OK') throw new Error(`verify device: ${JSON.stringify(body)}`);
  return device.secret;
}

/** An operator as the console requires: signed in, with an authenticator app set up and passed (issue 16). */
export async function signInOperator(server: TestServer, email: string): Promise<SignedIn> {
  const agent = await signInWithCode(server, email);
  await setUpTotp(server, agent);
  return agent.signedIn();
}
