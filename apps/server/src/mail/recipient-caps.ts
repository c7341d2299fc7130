import type { Config } from '../config';
import type { Executor } from '../db/client';
import { enforceLimit, type Limit } from '../security/rate-limit';
import type { Mailer } from './mailer';

const HOUR = 3600_000;

/**
 * Mails to one address from anyone, whichever account or visitor asked (ADR 0341). Hourly: three accounts
 * asking for verification mails (5 an hour each) get 10 through, not 15 a minute. Daily: a stranger who
 * keeps at it gets 30 a day into someone's mailbox, not 240. Far above what one person's own use sends
 * (a receipt per purchase, a daily e-mail, a verification mail or two, readings they e-mail themselves).
 */
const PER_RECIPIENT = {
  hour: { max: 10, windowMs: HOUR },
  day: { max: 30, windowMs: 24 * HOUR },
} as const satisfies Record<string, Limit>;

const MESSAGE = 'Too many e-mails were sent to this address.';

const capped = new WeakSet<Mailer>();

/**
 * Every mail counted per recipient address across accounts, in the rate-limit table (shared by instances,
 * kept across restarts), and refused with RateLimited past the caps: a 429 with a readable message in a
 * request, a logged failure in a job. Not counted here: sign-in codes (capped per address where they are
 * asked for, and cleared by the owner's sign-in, so a stranger's mails never eat the owner's codes),
 * security notices (never held back), and the operator's own CONTACT_INBOX.
 */
export function capRecipients(
  mailer: Mailer,
  ctx: { db: Executor; config: Pick<Config, 'RATE_LIMIT_DISABLED' | 'CONTACT_INBOX'> },
): Mailer {
  if (capped.has(mailer)) return mailer;
  const inbox = ctx.config.CONTACT_INBOX?.trim().toLowerCase();
  const wrapped: Mailer = {
    get delivers() {
      return mailer.delivers;
    },
    async send(message) {
      const to = message.to.trim().toLowerCase();
      if (message.cap === undefined && to !== inbox) {
        await enforceLimit(ctx, `mail:to:hour:${to}`, PER_RECIPIENT.hour, MESSAGE);
        await enforceLimit(ctx, `mail:to:day:${to}`, PER_RECIPIENT.day, MESSAGE);
      }
      await mailer.send(message);
    },
    close: () => mailer.close(),
  };
  capped.add(wrapped);
  return wrapped;
}
