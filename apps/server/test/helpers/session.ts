import { codeIn, isSignInMail } from './mailbox';
import type { TestServer } from './harness';
import { post, sdkHeaders } from './http';

export interface SignedIn {
  userId: string;
  /** `sAccessToken=…`: what the browser sends to every path. */
  cookie: string;
  /** `sRefreshToken=…`: what the browser sends only to /auth/session/refresh. */
  refreshCookie: string;
  /** Headers a browser with the SDK sends: the cookie and the SDK's `rid` (anti-CSRF) header. */
  headers: Record<string, string>;
  /** fetch(server.url + path) as this user; JSON bodies get a JSON content type. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POSTs `body` as JSON as this user. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Cookies a response set, as name → value. */
export function setCookies(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    out[pair!.slice(0, eq).trim()] = pair!.slice(eq + 1).trim();
  }
  return out;
}

/** Signs in over real HTTP the way the SDK does: create a code, read it from the mailbox, consume it. */
export async function signIn(server: TestServer, email: string): Promise<SignedIn> {
  const sdkPost = (path: string, body: unknown) => post(server, path, body, sdkHeaders('passwordless'));
  const since = server.mailbox.countFor(email);
  const created = await sdkPost('/auth/signinup/code', { email, shouldTryLinkingWithSessionUser: false });
  const flow = (await created.json()) as { status: string; deviceId: string; preAuthSessionId: string };
  if (flow.status !== 'OK') throw new Error(`createCode: ${JSON.stringify(flow)}`);
  const code = codeIn(await server.mailbox.waitFor(email, { since, match: isSignInMail }));
  const consumed = await sdkPost('/auth/signinup/code/consume', {
    deviceId: flow.deviceId,
    preAuthSessionId: flow.preAuthSessionId,
    userInputCode: code,
    shouldTryLinkingWithSessionUser: false,
  });
  const result = (await consumed.json()) as { status: string; user: { id: string } };
  if (result.status !== 'OK') throw new Error(`consumeCode: ${JSON.stringify(result)}`);
  return signedInAs(server, result.user.id, setCookies(consumed));
}

/** The helpers of a signed-in user for the session in `cookies` (sAccessToken, sRefreshToken). */
export function signedInAs(server: TestServer, userId: string, cookies: Record<string, string>): SignedIn {
  const cookie = `sAccessToken=${cookies.sAccessToken}`;
  const headers = { cookie, rid: 'anti-csrf' };
  const userFetch = (path: string, init: RequestInit = {}) => {
    const h = new Headers(init.headers);
    for (const [k, v] of Object.entries(headers)) if (!h.has(k)) h.set(k, v);
    if (typeof init.body === 'string' && !h.has('content-type')) h.set('content-type', 'application/json');
    return fetch(server.url + path, { ...init, headers: h });
  };
  return {
    userId,
    cookie,
    refreshCookie: `sRefreshToken=${cookies.sRefreshToken}`,
    headers,
    fetch: userFetch,
    post: (path, body, extra = {}) => userFetch(path, { method: 'POST', body: JSON.stringify(body), headers: extra }),
  };
}
