import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { openDatabase, type Database } from '../../src/db/client';
import { createMailer } from '../../src/mail/mailer';
import { loadAppSecret } from '../../src/security/secrets';
import { createSmsSender, twilioFrom } from '../../src/sms/sms-sender';
import { TEMPLATE_DB } from './global-setup';
import { startMailbox, type Mailbox } from './mailbox';
import { withDatabase } from './postgres';

export type DbKind = 'pglite' | 'postgres';
export const DB_KINDS: DbKind[] = ['pglite', 'postgres'];

/** A fresh, migrated database of the given kind (PGlite from the run's template dump, PostgreSQL from its template). */
export async function createTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') {
    const dump = inject('pgliteDump');
    return openDatabase(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {});
  }
  const adminUrl = inject('pgAdminUrl');
  const name = `app_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(adminUrl, name), poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      // pool.end() resolves before its sockets close; let them go so `force` does not kill them mid-exit.
      for (let i = 0; i < 40; i++) {
        const { rows } = await a.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export interface TestServer {
  /** Base URL of the app listening on a real port, e.g. http://127.0.0.1:41234 */
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  mailbox: Mailbox;
  /** Moves the app's clock forward. */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

/**
 * Starts the whole app over real HTTP on a fresh database, with e-mail going to an in-process
 * SMTP server. `env` overrides configuration variables.
 */
export async function startTestServer(kind: DbKind, env: Record<string, string> = {}): Promise<TestServer> {
  const mailbox = await startMailbox();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SMTP_URL: mailbox.url,
    EMAIL_FROM: 'Numerology <no-reply@example.test>',
    APP_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  const database = await createTestDatabase(kind);
  let offset = 0;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.EMAIL_FROM, log: silentLog }),
    sms: createSmsSender({ twilio: twilioFrom(config), log: silentLog }),
    secret: await loadAppSecret(database.db, config.APP_SECRET),
    now: () => new Date(Date.now() + offset),
  };
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    ctx,
    mailbox,
    advanceClock(ms) {
      offset += ms;
    },
    async close() {
      await app.close();
      ctx.mailer.close();
      await database.close();
      await mailbox.close();
    },
  };
}

const noop = () => {};
const silentLog = {
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  silent: noop,
  level: 'silent',
  child: () => silentLog,
} as unknown as FastifyBaseLogger;
