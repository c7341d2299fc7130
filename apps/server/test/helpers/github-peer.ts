import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A GitHub user as the stand-in's user and e-mail APIs describe them. */
export interface GithubAccount {
  id: number;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface GithubPeer {
  /** The "GitHub Enterprise" host: the app reads its API under /api/v3. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  next: GithubAccount;
  authorize(url: string): Promise<URL>;
  close(): Promise<void>;
}

interface Grant {
  account: GithubAccount;
  redirectUri: string;
  challenge: string | null;
}

/**
 * An in-process HTTP server speaking GitHub's OAuth web flow and the two REST calls the app makes, with
 * GitHub's own answers: codes that work once (`bad_verification_code` with status 200 otherwise), PKCE S256,
 * the client secret checked, bearer tokens for /user and /user/emails.
 */
export async function startGithubPeer(redirectUri: string): Promise<GithubPeer> {
  const clientId = `Iv1.${randomBytes(8).toString('hex')}`;
  const clientSecret = randomBytes(20).toString('hex');
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, GithubAccount>();
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(text));
    });

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
        if (url.searchParams.get('client_id') !== clientId || url.searchParams.get('redirect_uri') !== redirectUri)
          return json(res, 400, { error: 'redirect_uri_mismatch' });
        const code = randomBytes(10).toString('hex');
        codes.set(code, {
          account: peer.next,
          redirectUri,
          challenge: url.searchParams.get('code_challenge'),
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
        const form = new URLSearchParams(await readBody(req));
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
          return json(res, 200, { error: 'incorrect_client_credentials' });
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challengeOk =
          grant?.challenge === null || grant?.challenge === createHash('sha256').update(verifier).digest('base64url');
        if (!grant || grant.redirectUri !== form.get('redirect_uri') || !challengeOk)
          return json(res, 200, { error: 'bad_verification_code' });
        const token = `gho_${randomBytes(16).toString('hex')}`;
        tokens.set(token, grant.account);
        return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
      }
      const account = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (req.method === 'GET' && url.pathname.startsWith('/api/v3/')) {
        if (!account) return json(res, 401, { message: 'Bad credentials' });
        if (url.pathname === '/api/v3/user') return json(res, 200, { id: account.id, login: `user${account.id}` });
        if (url.pathname === '/api/v3/user/emails')
          return json(
            res,
            200,
            account.emails.map((e) => ({ ...e, visibility: e.primary ? 'private' : null })),
          );
      }
      json(res, 404, { message: 'Not Found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const peer: GithubPeer = {
    issuer,
    clientId,
    clientSecret,
    next: { id: 1, emails: [] },
    async authorize(url) {
      const res = await fetch(url, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (!location) throw new Error(`GitHub stand-in answered ${res.status}: ${await res.text()}`);
      return new URL(location);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return peer;
}
