import { Gauge, type Registry } from 'prom-client';
import type { AppContext } from '../context';
import { textRefusal } from '../auth/phone';
import { countOf, countSpend } from '../security/rate-limit';

/** Shown when the day's texts are used up: says what to do, not how many texts the service sends. */
const CAP_REACHED =
  'We cannot send text messages right now. Please sign in with your e-mail address, or try again later.';

/** The day's counter of texts: one row per UTC day, kept two days so a scrape after midnight still reads it. */
function dayKey(now: Date): string {
  return `sms:day:${now.toISOString().slice(0, 10)}`;
}
const KEEP_MS = 48 * 3600_000;

/**
 * The last check before a text leaves (ADR 0340): the number must be a mobile in SMS_COUNTRIES, and the
 * service must be under SMS_DAILY_CAP texts this UTC day. The day's count lives in the rate-limit table,
 * shared by every instance and kept across restarts (ADR 0003); it holds even with RATE_LIMIT_DISABLED,
 * because it caps the operator's bill, not a client. Returns the reader's message, or undefined to send.
 */
export async function smsRefusal(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  to: string,
  log: { error(obj: object, msg: string): void },
): Promise<string | undefined> {
  const refusal = textRefusal(to, ctx.config.SMS_COUNTRIES);
  if (refusal) return refusal;
  const sent = await countSpend(ctx, dayKey(ctx.now()), KEEP_MS);
  if (sent <= ctx.config.SMS_DAILY_CAP) return undefined;
  log.error({ cap: ctx.config.SMS_DAILY_CAP }, 'SMS_DAILY_CAP reached: no more texts today');
  return CAP_REACHED;
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
