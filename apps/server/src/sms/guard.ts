import { Gauge, type Registry } from 'prom-client';
import type { AppContext } from '../context';
import { textRefusal } from '../auth';
import { requestLog } from '../logging/request-log';
import { countOf, countSpend } from '../security/rate-limit';
import type { SmsSender } from './sms-sender';

/** Shown when the day's texts are used up: says what to do, not how many texts the service sends. */
const CAP_REACHED =
  'We cannot send text messages right now. Please sign in with your e-mail address, or try again later.';

/** The day's counter of texts: one row per UTC day, kept two days so a scrape after midnight still reads it. */
function dayKey(now: Date): string {
  return `sms:day:${now.toISOString().slice(0, 10)}`;
}
const KEEP_MS = 48 * 3600_000;

/** A text the guard refused: `message` is for the reader, as it is. */
export class TextRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TextRefused';
  }
}

/**
 * The check every text passes before it leaves (ADR 0340): the number must be a mobile in SMS_COUNTRIES, and
 * the service must be under SMS_DAILY_CAP texts this UTC day. The day's count lives in the rate-limit table,
 * shared by every instance and kept across restarts (ADR 0003); it holds even with RATE_LIMIT_DISABLED,
 * because it caps the operator's bill, not a client. Returns the reader's message, or undefined to send.
 */
async function refusal(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  to: string,
  log: { error(obj: object, msg: string): void },
): Promise<string | undefined> {
  const why = textRefusal(to, ctx.config.SMS_COUNTRIES);
  if (why) return why;
  const sent = await countSpend(ctx, dayKey(ctx.now()), KEEP_MS);
  if (sent <= ctx.config.SMS_DAILY_CAP) return undefined;
  requestLog(log).error({ cap: ctx.config.SMS_DAILY_CAP }, 'SMS_DAILY_CAP reached: no more texts today');
  return CAP_REACHED;
}

const guarded = new WeakSet<SmsSender>();

/**
 * The SMS sender with the guard in front (buildApp installs it once), so every text the server sends passes
 * it, sign-in codes and notices alike; a refused text throws TextRefused and never reaches Twilio.
 */
export function guardTexts(
  sms: SmsSender,
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  log: { error(obj: object, msg: string): void },
): SmsSender {
  if (guarded.has(sms)) return sms;
  const wrapped: SmsSender = {
    get delivers() {
      return sms.delivers;
    },
    async send(message) {
      const why = await refusal(ctx, message.to, log);
      if (why) throw new TextRefused(why);
      await sms.send(message);
    },
  };
  guarded.add(wrapped);
  return wrapped;
}

/**
 * Gauges read at each scrape from the shared counter (the same on every instance: aggregate with max()).
 * Alert on `sms_daily_cap_reached == 1`, and early on `sms_sent_today / sms_daily_cap > 0.8`.
 */
export function registerSmsMetrics(registry: Registry, ctx: Pick<AppContext, 'db' | 'config' | 'now'>): void {
  const cap = ctx.config.SMS_DAILY_CAP;
  const today = () => countOf(ctx, dayKey(ctx.now()));
  new Gauge({
    name: 'sms_daily_cap',
    help: 'SMS_DAILY_CAP: texts the service may send per UTC day.',
    registers: [registry],
  }).set(cap);
  new Gauge({
    name: 'sms_sent_today',
    help: 'Sign-in texts handed to the SMS provider this UTC day by every instance.',
    registers: [registry],
    async collect() {
      this.set(Math.min(await today(), cap));
    },
  });
  new Gauge({
    name: 'sms_daily_cap_reached',
    help: '1 when this UTC day has used up SMS_DAILY_CAP (texts are being refused), else 0.',
    registers: [registry],
    async collect() {
      this.set((await today()) >= cap ? 1 : 0);
    },
  });
}
