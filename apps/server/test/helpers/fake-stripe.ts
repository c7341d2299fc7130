import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/**
 * A small stand-in for Stripe's API, so tests run the real SDK over HTTP (STRIPE_API_BASE):
 * POST /v1/payment_intents and GET /v1/payment_intents/:id, with an intent status the test scripts.
 */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; message: string } | null;
  livemode: false;
  created: number;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Env for startTestServer: Stripe mode pointed at this fake. */
  env: Record<string, string>;
  intents: Map<string, FakeIntent>;
  /** Every request received, in order. */
  requests: { method: string; path: string; idempotencyKey?: string | undefined; body: Record<string, unknown> }[];
  /** The customer's card was charged. */
  succeed(id: string): FakeIntent;
  /** The customer's card was refused. */
  fail(id: string, message?: string, code?: string): FakeIntent;
  /** A signed webhook delivery (body and Stripe-Signature header) for the intent as it is now. */
  webhook(type: string, id: string, options?: { eventId?: string; secret?: string }): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_fake_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_fake_${randomBytes(16).toString('hex')}`;
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const requests: FakeStripe['requests'] = [];
  const signer = new Stripe(secretKey);

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, 500, apiError('api_error', String(error))));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0]!;
    const body = parseForm(await readBody(req));
    const idempotencyKey = header(req, 'idempotency-key');
    requests.push({ method: req.method ?? '', path, idempotencyKey, body });
    if (header(req, 'authorization') !== `Bearer ${secretKey}`) {
      return send(res, 401, apiError('invalid_request_error', 'Invalid API Key provided'));
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return send(res, 200, replay);
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 50 || typeof body.currency !== 'string') {
        return send(res, 400, apiError('invalid_request_error', 'Invalid amount or currency'));
      }
      const id = `pi_fake_${randomBytes(10).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: body.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(10).toString('hex')}`,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        last_payment_error: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return send(res, 200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const intent = intents.get(decodeURIComponent(match[1]!));
      if (!intent) return send(res, 404, apiError('invalid_request_error', `No such payment_intent: '${match[1]}'`));
      return send(res, 200, intent);
    }
    return send(res, 404, apiError('invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;

  const intent = (id: string) => {
    const found = intents.get(id);
    if (!found) throw new Error(`fake Stripe has no intent ${id}`);
    return found;
  };

  const publishableKey = `pk_test_fake_${randomBytes(8).toString('hex')}`;
  return {
    url,
    secretKey,
    publishableKey,
    webhookSecret,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: url,
    },
    intents,
    requests,
    succeed(id) {
      const pi = intent(id);
      Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, last_payment_error: null });
      return pi;
    },
    fail(id, message = 'Your card was declined.', code = 'card_declined') {
      const pi = intent(id);
      Object.assign(pi, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code, message } });
      return pi;
    },
    webhook(type, id, options = {}) {
      const event = {
        id: options.eventId ?? `evt_fake_${randomBytes(10).toString('hex')}`,
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: structuredClone(intent(id)) },
      };
      const body = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? webhookSecret });
      return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stripe's form encoding, including one level of brackets: metadata[userId]=… */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([^[]+)\[([^\]]*)\](?:\[\])?$/.exec(key);
    if (nested) {
      const parent = (out[nested[1]!] ??= {}) as Record<string, string>;
      parent[nested[2]!] = value;
    } else {
      out[key] = value;
    }
  }
  return out;
}

function apiError(type: string, message: string) {
  return { error: { type, message } };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify(body));
}
