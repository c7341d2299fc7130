import { resolve } from 'node:path';
import pino from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import { createMailer } from './mail/mailer';
import { loadAppSecret } from './security/secrets';
import { createSmsSender, twilioFrom } from './sms/sms-sender';

/** Opens the database (migrating it) and the mailer: everything buildApp needs. */
export async function createContext(config: Config, log = pino({ level: config.LOG_LEVEL })): Promise<AppContext> {
  const database = config.DATABASE_URL
    ? await openDatabase({
        url: config.DATABASE_URL,
        connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
        queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
        log,
      })
    : config.DATA_DIR === 'memory://'
      ? await openDatabase({ dataDir: 'memory://' })
      : await openLockedPglite(resolve(config.DATA_DIR));
  const secret = await loadAppSecret(database.db, config.APP_SECRET);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.EMAIL_FROM, log });
  const sms = createSmsSender({ twilio: twilioFrom(config), log });
  return { config, database, db: database.db, mailer, sms, secret, now: () => new Date() };
}

/** PGlite in a directory only one process may use: the lock is taken first and released on close. */
async function openLockedPglite(dataDir: string): Promise<Database> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const database = await openDatabase({ dataDir });
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
