import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { createMailer } from '../src/mail/mailer';
import { createSmsSender } from '../src/sms/sms-sender';
import { loadAppSecret } from '../src/security/secrets';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, DB_KINDS } from './helpers/harness';
import { sdkHeaders, uniqueEmail } from './helpers/http';

/** Every JSON log line the app and its mailer write, as objects. */
function captureLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { lines, stream };
}

describe.each(DB_KINDS)('log lines of a request carry its id on %s', (kind) => {
  let app: FastifyInstance;
  let url: string;
  let close: () => Promise<void>;
  const { lines, stream } = captureLines();
  beforeAll(async () => {
    // No SMTP_URL: the mailer writes each e-mail to the log (a line written by a part made at start-up).
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', APP_SECRET: randomBytes(32).toString('hex') });
    const database = await createTestDatabase(kind);
    const log = pino({ level: 'info' }, stream);
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      mailer: createMailer({ smtpUrl: undefined, from: config.EMAIL_FROM, log }),
      sms: createSmsSender({ twilio: undefined, log }),
      secret: await loadAppSecret(database.db, config.APP_SECRET),
      now: () => new Date(),
    };
    app = await buildApp(ctx, { logger: { level: 'info', stream } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  it('the mailer’s "not sent" line names the request that sent the e-mail', async () => {
    const email = uniqueEmail('reader');
    const res = await fetch(`${url}/auth/signinup/code`, {
      method: 'POST',
      headers: sdkHeaders('passwordless', { json: true }),
      body: JSON.stringify({ email, shouldTryLinkingWithSessionUser: false }),
    });
    expect(res.status).toBe(200);
    const mailLine = lines.find((l) => l.to === email && String(l.msg).startsWith('e-mail (not sent, no SMTP_URL)'));
    expect(mailLine, 'the mailer logged the e-mail').toBeDefined();
    expect(mailLine!.reqId).toEqual(expect.any(String));
    // The same id as the request's own lines (Fastify's "incoming request").
    const incoming = lines.find((l) => l.msg === 'incoming request' && l.reqId === mailLine!.reqId);
    expect(incoming).toMatchObject({ req: { url: '/auth/signinup/code' } });
  });
});
