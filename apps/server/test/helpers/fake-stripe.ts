import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/**
 * A small stand-in for Stripe's API, so tests run the real SDK over HTTP (STRIPE_API_BASE):
 * POST /v1/payment_intents and GET /v1/payment_intents/:id, with an intent status the test scripts.
 * POST /v1/payment_intents/:id/confirm is the browser's side (what Stripe.js calls with the
 * publishable key and client secret), answering with Stripe's test card outcomes. A succeeded intent
 * has a charge (`latest_charge`, expanded on request) that the test may refund, or the app through
 * POST /v1/refunds. Customers keep cards as Stripe's do (ADR 0407): an intent made with `customer` and
 * `setup_future_usage` saves the card it is confirmed with as a payment method of that customer; the customer's
 * cards are listed, retrieved (only under their own customer), detached, and go with a deleted customer.
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
  /** The charge's id once the intent succeeded. */
  latest_charge: string | null;
  livemode: false;
  created: number;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string };
  created: number;
  livemode: false;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  metadata: Record<string, string>;
  deleted?: true;
}

export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: string;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Env for startTestServer: Stripe mode pointed at this fake. */
  env: Record<string, string>;
  intents: Map<string, FakeIntent>;
  customers: Map<string, FakeCustomer>;
  paymentMethods: Map<string, FakePaymentMethod>;
  /** Every request received, in order. */
  requests: { method: string; path: string; idempotencyKey?: string | undefined; body: Record<string, unknown> }[];
  /** The customer's card was charged. */
  succeed(id: string): FakeIntent;
  /** The customer's card was refused. */
  fail(id: string, message?: string, code?: string): FakeIntent;
  /** The operator refunds `amount` more of the intent's charge (all that is left by default). */
  refund(id: string, amount?: number): FakeCharge;
  /** The card holder disputes the intent's charge (its full amount by default), or the dispute moves on. */
  dispute(intentId: string, status: string, amount?: number): FakeDispute;
  /**
   * A signed webhook delivery (body and Stripe-Signature header) for the intent as it is now; `charge.*`
   * events carry the intent's charge instead, and `charge.dispute.*` events its dispute.
   */
  webhook(
    type: string,
    id: string,
    options?: { eventId?: string; secret?: string },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_fake_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_fake_${randomBytes(16).toString('hex')}`;
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const refundsByKey = new Map<string, Record<string, unknown>>();
  const requests: FakeStripe['requests'] = [];
  const customers = new Map<string, FakeCustomer>();
  const customersByKey = new Map<string, FakeCustomer>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  /** The full number of each saved card: Stripe's secret, which decides its outcomes. */
  const numbers = new Map<string, string>();
  const publishableKey = `pk_test_fake_${randomBytes(8).toString('hex')}`;
  const signer = new Stripe(secretKey);

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, 500, apiError('api_error', String(error))));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0]!;
    const body = parseForm(await readBody(req));
    const idempotencyKey = header(req, 'idempotency-key');
    requests.push({ method: req.method ?? '', path, idempotencyKey, body });
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (confirm && (req.method === 'POST' || req.method === 'OPTIONS')) {
      return confirmFromBrowser(req, res, decodeURIComponent(confirm[1]!), body);
    }
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
      const customer = typeof body.customer === 'string' ? body.customer : null;
      if (customer && !customers.get(customer)) {
        return send(res, 400, apiError('invalid_request_error', `No such customer: '${customer}'`, 'resource_missing'));
      }
      const method = typeof body.payment_method === 'string' ? body.payment_method : null;
      if (method) {
        const pm = paymentMethods.get(method);
        if (!pm)
          return send(
            res,
            400,
            apiError('invalid_request_error', `No such PaymentMethod: '${method}'`, 'resource_missing'),
          );
        if (pm.customer && pm.customer !== customer) {
          return send(
            res,
            400,
            apiError('invalid_request_error', 'The provided PaymentMethod belongs to another Customer.'),
          );
        }
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
        latest_charge: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
        customer,
        payment_method: method,
        setup_future_usage: typeof body.setup_future_usage === 'string' ? body.setup_future_usage : null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return send(res, 200, intent);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      // A refund of (part of) an intent's charge, replayed for a repeated idempotency key as Stripe does.
      const replay = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
      if (replay) return send(res, 200, replay);
      const pi = intents.get(String(body.payment_intent));
      const charge = pi ? chargeOf(pi) : null;
      if (!pi || !charge) return send(res, 400, apiError('invalid_request_error', 'This PaymentIntent has no charge'));
      const left = charge.amount - charge.amount_refunded;
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1 || amount > left) {
        return send(res, 400, apiError('invalid_request_error', `Refund amount must be between 1 and ${left}`));
      }
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const refund = {
        id: `re_fake_${randomBytes(10).toString('hex')}`,
        object: 'refund',
        amount,
        payment_intent: pi.id,
        status: 'succeeded',
      };
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
      return send(res, 200, refund);
    }
    const customerRoute = customerRoutes(req.method ?? '', path, body, idempotencyKey);
    if (customerRoute) return send(res, customerRoute.status, customerRoute.body);
    const disputeMatch = /^\/v1\/disputes\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && disputeMatch) {
      const found = [...disputes.values()].find((d) => d.id === decodeURIComponent(disputeMatch[1]!));
      return found
        ? send(res, 200, found)
        : send(res, 404, apiError('invalid_request_error', `No such dispute: '${disputeMatch[1]}'`));
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const intent = intents.get(decodeURIComponent(match[1]!));
      if (!intent) return send(res, 404, apiError('invalid_request_error', `No such payment_intent: '${match[1]}'`));
      const expand = new URLSearchParams((req.url ?? '').split('?')[1] ?? '')
        .getAll('expand[0]')
        .includes('latest_charge');
      return send(res, 200, expand ? { ...intent, latest_charge: chargeOf(intent) } : intent);
    }
    return send(res, 404, apiError('invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`));
  }

  /** Customers and their saved cards: POST/DELETE /v1/customers, their payment methods, and detaching one. */
  function customerRoutes(
    method: string,
    path: string,
    body: Record<string, unknown>,
    idempotencyKey: string | undefined,
  ): { status: number; body: unknown } | undefined {
    const missing = (what: string, id: string) => ({
      status: 404,
      body: apiError('invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing'),
    });
    if (method === 'POST' && path === '/v1/customers') {
      const replay = idempotencyKey ? customersByKey.get(idempotencyKey) : undefined;
      if (replay) return { status: 200, body: replay };
      const customer: FakeCustomer = {
        id: `cus_fake_${randomBytes(8).toString('hex')}`,
        object: 'customer',
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      };
      customers.set(customer.id, customer);
      if (idempotencyKey) customersByKey.set(idempotencyKey, customer);
      return { status: 200, body: customer };
    }
    const one = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (one && method === 'DELETE') {
      const customer = customers.get(decodeURIComponent(one[1]!));
      if (!customer || customer.deleted) return missing('customer', one[1]!);
      customer.deleted = true;
      for (const pm of paymentMethods.values()) if (pm.customer === customer.id) pm.customer = null;
      return { status: 200, body: { id: customer.id, object: 'customer', deleted: true } };
    }
    const cards = /^\/v1\/customers\/([^/]+)\/payment_methods(?:\/([^/]+))?$/.exec(path);
    if (cards && method === 'GET') {
      const customer = customers.get(decodeURIComponent(cards[1]!));
      if (!customer || customer.deleted) return missing('customer', cards[1]!);
      const own = [...paymentMethods.values()].filter((pm) => pm.customer === customer.id);
      if (!cards[2]) {
        const data = own.reverse(); // newest first
        return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
      }
      const pm = own.find((p) => p.id === decodeURIComponent(cards[2]!));
      return pm ? { status: 200, body: pm } : missing('PaymentMethod', cards[2]);
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (detach && method === 'POST') {
      const pm = paymentMethods.get(decodeURIComponent(detach[1]!));
      if (!pm) return missing('PaymentMethod', detach[1]!);
      if (!pm.customer) {
        return {
          status: 400,
          body: apiError('invalid_request_error', `The payment method you provided is not attached to a customer.`),
        };
      }
      pm.customer = null;
      return { status: 200, body: pm };
    }
    return undefined;
  }

  /** A card confirmed on an intent with `setup_future_usage` becomes a payment method of the intent's customer. */
  function saveCard(pi: FakeIntent, card: { number: string; exp_month: number; exp_year: number }) {
    if (!pi.customer || !pi.setup_future_usage) return;
    const pm: FakePaymentMethod = {
      id: `pm_fake_${randomBytes(10).toString('hex')}`,
      object: 'payment_method',
      type: 'card',
      customer: pi.customer,
      card: {
        brand: card.number.startsWith('4') ? 'visa' : card.number.startsWith('5') ? 'mastercard' : 'unknown',
        last4: card.number.slice(-4),
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: createHash('sha256').update(card.number).digest('hex').slice(0, 16),
      },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    paymentMethods.set(pm.id, pm);
    numbers.set(pm.id, card.number);
    pi.payment_method = pm.id;
  }

  /** Stripe.js confirming with a card: authorised by the publishable key and the intent's client secret. */
  function confirmFromBrowser(req: IncomingMessage, res: ServerResponse, id: string, body: Record<string, unknown>) {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
    if (req.method === 'OPTIONS') return send(res, 204, '', cors);
    if (body.key !== publishableKey)
      return send(res, 401, apiError('invalid_request_error', 'Invalid API Key provided'), cors);
    const pi = intents.get(id);
    if (!pi || body.client_secret !== pi.client_secret) {
      return send(res, 404, apiError('invalid_request_error', `No such payment_intent: '${id}'`), cors);
    }
    if (pi.status !== 'requires_payment_method') {
      const error = apiError(
        'invalid_request_error',
        `This PaymentIntent's status is ${pi.status}`,
        'payment_intent_unexpected_state',
      );
      return send(res, 400, { error: { ...error.error, payment_intent: structuredClone(pi) } }, cors);
    }
    const data = body.payment_method_data as
      { card?: { number?: string; exp_month?: string; exp_year?: string } } | undefined;
    // A saved card, named by the browser or set on the intent when it was made, or a card typed in.
    const savedId = typeof body.payment_method === 'string' ? body.payment_method : data ? null : pi.payment_method;
    if (savedId) {
      const pm = paymentMethods.get(savedId);
      if (!pm || !pm.customer || pm.customer !== pi.customer) {
        const error = apiError('invalid_request_error', `No such PaymentMethod: '${savedId}'`, 'resource_missing');
        return send(res, 400, error, cors);
      }
      pi.payment_method = pm.id;
    }
    const number = savedId ? numbers.get(savedId) : data?.card?.number;
    const outcome = TEST_CARD_OUTCOMES[number ?? ''];
    if (!outcome)
      return send(res, 402, cardError(fail(pi, 'Your card number is incorrect.', 'incorrect_number')), cors);
    if (outcome === 'declined')
      return send(res, 402, cardError(fail(pi, 'Your card was declined.', 'card_declined')), cors);
    if (!savedId && data?.card) {
      const year = Number(data.card.exp_year);
      saveCard(pi, {
        number: number!,
        exp_month: Number(data.card.exp_month),
        exp_year: year < 100 ? 2000 + year : year,
      });
    }
    return send(res, 200, succeed(pi), cors);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;

  const intent = (id: string) => {
    const found = intents.get(id);
    if (!found) throw new Error(`fake Stripe has no intent ${id}`);
    return found;
  };
  const charges = new Map<string, FakeCharge>();
  /** By payment intent id: one dispute per charge. */
  const disputes = new Map<string, FakeDispute>();
  /** The intent's charge (made when it succeeded), or null before that. */
  const chargeOf = (pi: FakeIntent): FakeCharge | null => {
    if (!pi.latest_charge) return null;
    let charge = charges.get(pi.latest_charge);
    if (!charge) {
      charge = {
        id: pi.latest_charge,
        object: 'charge',
        amount: pi.amount_received,
        amount_refunded: 0,
        refunded: false,
        currency: pi.currency,
        payment_intent: pi.id,
      };
      charges.set(charge.id, charge);
    }
    return charge;
  };

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
    customers,
    paymentMethods,
    requests,
    succeed: (id) => succeed(intent(id)),
    fail: (id, message = 'Your card was declined.', code = 'card_declined') => fail(intent(id), message, code),
    refund(id, amount) {
      const charge = chargeOf(intent(id));
      if (!charge) throw new Error(`fake Stripe: intent ${id} has no charge to refund`);
      charge.amount_refunded = Math.min(
        charge.amount,
        charge.amount_refunded + (amount ?? charge.amount - charge.amount_refunded),
      );
      charge.refunded = charge.amount_refunded === charge.amount;
      return charge;
    },
    dispute(intentId, status, amount) {
      const charge = chargeOf(intent(intentId));
      if (!charge) throw new Error(`fake Stripe: intent ${intentId} has no charge to dispute`);
      const existing = disputes.get(intentId);
      const dispute: FakeDispute = existing
        ? Object.assign(existing, { status })
        : {
            id: `dp_${intentId.slice(3)}`,
            object: 'dispute',
            amount: amount ?? charge.amount,
            currency: charge.currency,
            charge: charge.id,
            payment_intent: intentId,
            status,
          };
      disputes.set(intentId, dispute);
      return dispute;
    },
    webhook(type, id, options = {}) {
      const event = {
        id: options.eventId ?? `evt_fake_${randomBytes(10).toString('hex')}`,
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: structuredClone(
            type.startsWith('charge.dispute.')
              ? disputes.get(id)
              : type.startsWith('charge.')
                ? chargeOf(intent(id))
                : intent(id),
          ),
        },
      };
      const body = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
      });
      return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Stripe's test cards (https://docs.stripe.com/testing) that the browser-side confirm knows. */
const TEST_CARD_OUTCOMES: Record<string, 'succeeded' | 'declined'> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'declined',
};

function succeed(pi: FakeIntent): FakeIntent {
  return Object.assign(pi, {
    status: 'succeeded',
    amount_received: pi.amount,
    last_payment_error: null,
    latest_charge: `ch_${pi.id.slice(3)}`,
  });
}

function fail(pi: FakeIntent, message: string, code: string): FakeIntent {
  return Object.assign(pi, {
    status: 'requires_payment_method',
    last_payment_error: { type: 'card_error', code, message },
  });
}

/** A refused card as Stripe answers it: the error, with the intent as it is now. */
function cardError(pi: FakeIntent) {
  return { error: { ...pi.last_payment_error, payment_intent: structuredClone(pi) } };
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

/** Stripe's form encoding with nested brackets: metadata[userId]=…, payment_method_data[card][number]=… */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [head, ...rest] = key
      .replace(/\[\]$/, '')
      .split('[')
      .map((part) => part.replace(/\]$/, ''));
    const path = [head!, ...rest];
    let parent = out;
    for (const part of path.slice(0, -1)) parent = (parent[part] ??= {}) as Record<string, unknown>;
    parent[path.at(-1)!] = value;
  }
  return out;
}

function apiError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code && { code }) } };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_fake_${randomBytes(6).toString('hex')}`,
    ...headers,
  });
  res.end(status === 204 ? undefined : JSON.stringify(body));
}
