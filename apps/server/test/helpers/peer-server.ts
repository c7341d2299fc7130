import { afterAll, beforeAll } from 'vitest';
import { type DbKind, startTestServer, type TestServer } from './harness';

/** A stand-in for a service the server calls (Stripe, Twilio): `env` points the server at it. */
interface Peer {
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A server pointed at a fake peer of its own, for the suite this is called in: both start before its tests (then
 * `ready` gets them) and close after them. `env` adds to the peer's settings.
 */
export function withPeerServer<P extends Peer>(
  kind: DbKind,
  startPeer: () => Promise<P>,
  ready: (server: TestServer, peer: P) => unknown,
  env: Record<string, string> = {},
): void {
  let server: TestServer | undefined;
  let peer: P | undefined;
  beforeAll(async () => {
    peer = await startPeer();
    server = await startTestServer(kind, { ...peer.env, ...env });
    await ready(server, peer);
  });
  afterAll(async () => {
    await server?.close();
    await peer?.close();
  });
}
