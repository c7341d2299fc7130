import { afterAll, beforeAll } from 'vitest';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import { type DbKind, startTestServer, type TestServer } from './harness';

/**
 * A server in Stripe mode, pointed at a fake Stripe API of its own, for the suite this is called in: both start
 * before its tests (then `ready` gets them) and close after them. `env` adds to the Stripe settings.
 */
export function withStripeServer(
  kind: DbKind,
  ready: (server: TestServer, stripe: FakeStripe) => unknown,
  env: Record<string, string> = {},
): void {
  let server: TestServer | undefined;
  let stripe: FakeStripe | undefined;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(kind, { ...stripe.env, ...env });
    await ready(server, stripe);
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });
}

/** Posts a signed event (`stripe.webhook(…)`) to the server's webhook, as Stripe delivers it. */
export function deliverWebhook(server: TestServer, delivery: ReturnType<FakeStripe['webhook']>): Promise<Response> {
  return fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: delivery.headers, body: delivery.body });
}
