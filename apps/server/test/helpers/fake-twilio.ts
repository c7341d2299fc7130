import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * An in-process HTTP server speaking the part of Twilio's Messages API the app uses:
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth (AccountSid:AuthToken) and the
 * form fields To, From and Body. It answers as Twilio does: 201 with the queued message, or Twilio's error
 * JSON `{code, message, more_info, status}` (20003 bad credentials, 21604 no To, 21603 no From, 21211 a To
 * that is not an E.164 number or is on the test's undeliverable list). Accepted texts are kept.
 */
export interface TwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
}

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Env for startTestServer: SMS through this server, phone sign-in on. */
  env: Record<string, string>;
  messages: TwilioMessage[];
  /** Every request, accepted or not (status answered and Twilio error code). */
  requests: { status: number; code?: number }[];
  /** Numbers Twilio will call invalid (21211), as a real account sees for unreachable numbers. */
  undeliverable: Set<string>;
  /** Waits for the `n`th text (counting from `since`) to `to`. */
  waitFor(to: string, options?: { since?: number }): Promise<TwilioMessage>;
  countFor(to: string): number;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const from = '+15005550006';
  const messages: TwilioMessage[] = [];
  const requests: FakeTwilio['requests'] = [];
  const undeliverable = new Set<string>();
  const waiters: (() => void)[] = [];

  const fail = (res: ServerResponse, status: number, code: number, message: string) => {
    requests.push({ status, code });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (req.method !== 'POST' || !match) {
      return fail(res, 404, 20404, 'The requested resource was not found');
    }
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected || decodeURIComponent(match[1]!) !== accountSid) {
      return fail(res, 401, 20003, 'Authenticate');
    }
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return fail(res, 400, 21604, "A 'To' phone number is required.");
    }
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const to = form.get('To');
    const sender = form.get('From');
    const body = form.get('Body');
    if (!to) return fail(res, 400, 21604, "A 'To' phone number is required.");
    if (!sender) return fail(res, 400, 21603, "A 'From' phone number is required.");
    if (!E164.test(to) || undeliverable.has(to)) {
      return fail(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (!body) return fail(res, 400, 21602, 'Message body is required.');
    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ sid, to, from: sender, body });
    requests.push({ status: 201 });
    const now = new Date().toUTCString();
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        sid,
        account_sid: accountSid,
        to,
        from: sender,
        body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        date_created: now,
        date_updated: now,
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      }),
    );
    for (const wake of waiters.splice(0)) wake();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;

  const countFor = (to: string) => messages.filter((m) => m.to === to).length;
  return {
    url,
    accountSid,
    authToken,
    from,
    env: {
      AUTH_PHONE: 'true',
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: from,
      TWILIO_API_BASE: url,
    },
    messages,
    requests,
    undeliverable,
    countFor,
    async waitFor(to, { since = 0 } = {}) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = messages.filter((m) => m.to === to)[since];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no text to ${to} after ${since}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code at the start of a sign-in text. */
export function smsCode(message: TwilioMessage): string {
  const code = /^(\d{6}) /.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in: ${message.body}`);
  return code;
}

/** A valid mobile number (France, +33 61…: every number in that block is valid) that no other test uses. */
export function uniquePhone(): string {
  return `+3361${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
}
