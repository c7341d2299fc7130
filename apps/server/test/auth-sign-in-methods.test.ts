import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginMethods, users } from '../src/db/schema/index';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import { codeIn, isSignInMail } from './helpers/mailbox';
import { type OidcPeer, type PeerAccount, startOidcPeer, throughPeer } from './helpers/oidc-peer';
import { type SignedIn, signIn } from './helpers/session';

const ORIGIN = 'http://127.0.0.1:8000';
const SDK = sdkHeaders('thirdparty');
const callback = (id: string) => `${ORIGIN}/auth/callback/${id}`;

interface Listed {
  methods: { id: string; kind: string; label: string; providerId?: string; verified: boolean }[];
  contactEmail: string | null;
}

describe.each(DB_KINDS)('account sign-in methods on %s', (kind) => {
  let server: TestServer;
  let peer: OidcPeer;

  beforeAll(async () => {
    peer = await startOidcPeer({ redirectUris: [callback('peer'), callback('untrusted')] });
    server = await startTestServer(kind, {
      PUBLIC_URL: ORIGIN,
      RATE_LIMIT_DISABLED: 'true',
      AUTH_PROVIDERS: JSON.stringify([
        peer.providerEntry('peer', { name: 'Peer ID', trustEmail: true }),
        peer.providerEntry('untrusted', { name: 'Loose ID' }),
      ]),
    });
  });
  afterAll(async () => {
    await server?.close();
    await peer?.close();
  });

  const list = async (reader: SignedIn): Promise<Listed> => {
    const res = await reader.fetch('/api/account/sign-in-methods');
    expect(res.status).toBe(200);
    return (await res.json()) as Listed;
  };
  const remove = (reader: SignedIn, id: string) =>
    reader.fetch(`/api/account/sign-in-methods/${id}`, { method: 'DELETE' });

  /** Adds a provider identity to the reader's account the way the account page does (a flow inside the session). */
  const addProvider = async (reader: SignedIn, id: string, account: PeerAccount) => {
    const signInUp = await throughPeer(peer, server.url, { id, callback: callback(id), account });
    const res = await reader.post('/auth/signinup', { ...signInUp, shouldTryLinkingWithSessionUser: true }, SDK);
    const body = await res.json();
    expect(body.status).toBe('OK');
    expect(body.user.id).toBe(reader.userId);
  };

  it('needs a session', async () => {
    expect((await fetch(`${server.url}/api/account/sign-in-methods`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/api/account/sign-in-methods/${randomUUID()}`, { method: 'DELETE' })).status,
    ).toBe(401);
  });

  it('lists e-mail, an added e-mail and a provider; removes any but the last', async () => {
    const email = uniqueEmail('methods');
    const reader = await signIn(server, email);
    const first = await list(reader);
    expect(first).toEqual({
      methods: [{ id: reader.userId, kind: 'email', label: email, verified: true, createdAt: expect.any(String) }],
      contactEmail: email,
    });
    const last = await remove(reader, reader.userId);
    expect(last.status).toBe(400);
    expect((await last.json()).message).toBe('This is your only way to sign in: add another one before removing it.');

    // An e-mail added inside the session: a code (no link) that completes in it.
    const second = uniqueEmail('second');
    const since = server.mailbox.countFor(second);
    const created = await reader.post(
      '/auth/signinup/code',
      { email: second, shouldTryLinkingWithSessionUser: true },
      sdkHeaders('passwordless'),
    );
    const flow = await created.json();
    expect(flow.status).toBe('OK');
    const code = codeIn(await server.mailbox.waitFor(second, { since, match: isSignInMail }));
    const consumed = await reader.post(
      '/auth/signinup/code/consume',
      {
        deviceId: flow.deviceId,
        preAuthSessionId: flow.preAuthSessionId,
        userInputCode: code,
        shouldTryLinkingWithSessionUser: true,
      },
      sdkHeaders('passwordless'),
    );
    expect((await consumed.json()).user.id).toBe(reader.userId);

    const sub = `m-${randomUUID()}`;
    await addProvider(reader, 'peer', { sub, email: uniqueEmail('gave'), emailVerified: true });
    const three = await list(reader);
    expect(three.methods.map((m) => m.kind)).toEqual(['email', 'email', 'provider']);
    expect(three.methods[1]!.label).toBe(second);
    expect(three.methods[2]).toMatchObject({
      providerId: 'peer',
      verified: true,
      label: expect.stringMatching(/^Peer ID \(/),
    });

    const removed = await remove(reader, three.methods[2]!.id);
    expect(removed.status).toBe(200);
    const after = (await removed.json()) as Listed;
    expect(after.methods.map((m) => m.kind)).toEqual(['email', 'email']);
    expect(await server.ctx.db.select().from(loginMethods).where(eq(loginMethods.thirdPartyUserId, sub))).toEqual([]);
  });

  it('moves the contact address to another verified e-mail, or to none, when its method goes', async () => {
    const email = uniqueEmail('contact');
    const reader = await signIn(server, email);
    const trusted = uniqueEmail('trusted');
    await addProvider(reader, 'peer', { sub: `c-${randomUUID()}`, email: trusted, emailVerified: true });
    await addProvider(reader, 'untrusted', {
      sub: `u-${randomUUID()}`,
      email: uniqueEmail('loose'),
      emailVerified: true,
    });
    const before = await list(reader);
    expect(before.contactEmail).toBe(email);
    expect(before.methods.map((m) => m.verified)).toEqual([true, true, false]);

    const afterEmail = (await (await remove(reader, reader.userId)).json()) as Listed;
    expect(afterEmail.contactEmail).toBe(trusted);
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, reader.userId));
    expect(row!.email).toBe(trusted);

    const afterTrusted = (await (await remove(reader, afterEmail.methods[0]!.id)).json()) as Listed;
    expect(afterTrusted.contactEmail).toBeNull();
    expect(afterTrusted.methods).toHaveLength(1);
    // The account still opens with what is left: the session keeps working.
    expect((await reader.fetch('/api/account')).status).toBe(200);
  });

  it('answers 404 for a method of another account and 400 for a malformed id', async () => {
    const reader = await signIn(server, uniqueEmail('mine'));
    const other = await signIn(server, uniqueEmail('theirs'));
    await addProvider(other, 'peer', { sub: `o-${randomUUID()}`, email: uniqueEmail('o') });
    const foreign = await remove(reader, other.userId);
    expect(foreign.status).toBe(404);
    expect((await list(other)).methods).toHaveLength(2);
    const malformed = await remove(reader, 'not-a-uuid');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toMatch(/id: is not a sign-in method id/);
  });
});
