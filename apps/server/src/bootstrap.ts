import { resolve } from 'node:path';
import pino from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { loadAppSecret } from './security/secrets';

/** Opens the database (migrating it) and the mailer: everything buildApp needs. */
export async function createContext(config: Config, log = pino({ level: config.LOG_LEVEL })): Promise<AppContext> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
  const secret = await loadAppSecret(database.db, config.APP_SECRET);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.EMAIL_FROM, log });
  return { config, database, db: database.db, mailer, secret, now: () => new Date() };
}
