import { type FakeStripe, startFakeStripe } from './fake-stripe';
import type { DbKind, TestServer } from './harness';
import { withPeerServer } from './peer-server';

/** A server in Stripe mode, pointed at a fake Stripe API of its own, for the suite this is called in. */
export function withStripeServer(
  kind: DbKind,
  ready: (server: TestServer, stripe: FakeStripe) => unknown,
  env: Record<string, string> = {},
): void {
  withPeerServer(kind, startFakeStripe, ready, env);
}

/** Posts a signed event (`stripe.webhook(…)`) to the server's webhook, as Stripe delivers it. */
export function deliverWebhook(server: TestServer, delivery: ReturnType<FakeStripe['webhook']>): Promise<Response> {
  return fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: delivery.headers, body: delivery.body });
}
