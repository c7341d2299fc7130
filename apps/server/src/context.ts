import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { SmsSender } from './sms/sms-sender';

/** What every feature gets from the app: configuration and the shared infrastructure. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Texts (SMS sign-in codes): Twilio when configured, else the log. */
  sms: SmsSender;
  /** APP_SECRET, or the generated one kept in the database. */
  secret: string;
  /** The clock; tests may move it. */
  now: () => Date;
}
