import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ContactRequest } from '@app/contracts/contact';
import type { AppContext } from '../context';
import { contactMessages } from '../db/schema/contact';
import { headerText } from '../mail/text';

type ContactContext = Pick<AppContext, 'db' | 'config' | 'mailer' | 'now'>;
type Log = { error(obj: object, msg: string): void };
type Outcome = 'sent' | 'skipped' | 'failed';
type MessageRow = typeof contactMessages.$inferSelect;

export interface StoredContactMessage {
  id: string;
  /** Resolves once forwarding was attempted (tests and shutdown may wait for it); never rejects. */
  forwarding: Promise<Outcome>;
}

/**
 * Retries of a forward that failed: the first comes 5 minutes after the failure, each later one waits
 * twice as long (at most 6 hours), and after 10 attempts (about a day) the message is left for the
 * operator to read in the database.
 */
export const FORWARD_RETRY = {
  firstDelayMs: 5 * 60_000,
  maxDelayMs: 6 * 3_600_000,
  maxAttempts: 10,
  batch: 20,
} as const;

/** How long after its latest attempt a message that has had `attempts` tries is due again. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FORWARD_RETRY.firstDelayMs * 2 ** Math.max(0, attempts - 1), FORWARD_RETRY.maxDelayMs);
}

/** True when messages can be e-mailed to the operator at all (an inbox and a real mail server). */
export function forwardingEnabled(ctx: ContactContext): boolean {
  return Boolean(ctx.config.CONTACT_INBOX) && ctx.mailer.delivers;
}

/**
 * Keeps the message first, then e-mails it to the operator. Forwarding runs after the reply so a slow or
 * broken mail server neither delays the visitor nor loses the message: `forwarded_at` stays null on
 * failure and `forwardPendingContactMessages` tries again later.
 */
export async function storeContactMessage(
  ctx: ContactContext,
  input: ContactRequest,
  log: Log,
): Promise<StoredContactMessage> {
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message, createdAt: ctx.now() })
    .returning();
  const stored = row!;
  if (!forwardingEnabled(ctx)) return { id: stored.id, forwarding: Promise.resolve('skipped') };
  return { id: stored.id, forwarding: forward(ctx, stored, log) };
}

/**
 * One pass of the retry job: forwards the messages that are not forwarded yet and are due (oldest
 * first, a batch at a time). Safe on several instances at once: each attempt is claimed first, so one
 * message is never sent twice by two sweeps. Returns how many it tried.
 */
export async function forwardPendingContactMessages(ctx: ContactContext, log: Log): Promise<number> {
  if (!forwardingEnabled(ctx)) return 0;
  const due = await ctx.db
    .select()
    .from(contactMessages)
    .where(
      and(
        isNull(contactMessages.forwardedAt),
        lt(contactMessages.forwardAttempts, FORWARD_RETRY.maxAttempts),
        or(isNull(contactMessages.nextForwardAt), lte(contactMessages.nextForwardAt, ctx.now())),
      ),
    )
    .orderBy(sql`${contactMessages.nextForwardAt} asc nulls first`, asc(contactMessages.createdAt))
    .limit(FORWARD_RETRY.batch);
  let tried = 0;
  for (const message of due) if ((await forward(ctx, message, log)) !== 'skipped') tried++;
  return tried;
}

/** Claims one attempt (only one caller wins it), sends, and records success. Never rejects. */
async function forward(ctx: ContactContext, message: MessageRow, log: Log): Promise<Outcome> {
  try {
    const [claimed] = await ctx.db
      .update(contactMessages)
      .set({
        forwardAttempts: message.forwardAttempts + 1,
        lastForwardAttemptAt: ctx.now(),
        nextForwardAt: new Date(ctx.now().getTime() + retryDelayMs(message.forwardAttempts + 1)),
      })
      .where(
        and(
          eq(contactMessages.id, message.id),
          isNull(contactMessages.forwardedAt),
          eq(contactMessages.forwardAttempts, message.forwardAttempts),
        ),
      )
      .returning({ attempts: contactMessages.forwardAttempts });
    if (!claimed) return 'skipped'; // another request or instance took this attempt
    await ctx.mailer.send({
      to: ctx.config.CONTACT_INBOX!,
      replyTo: message.email,
      subject: `Contact form: message from ${headerText(message.name, 100)}`,
      text: [
        `From: ${message.name} <${message.email}>`,
        `Received: ${message.createdAt.toISOString()}`,
        `Reference: ${message.id}`,
        '',
        message.message,
      ].join('\n'),
    });
    await ctx.db.update(contactMessages).set({ forwardedAt: ctx.now() }).where(eq(contactMessages.id, message.id));
    return 'sent';
  } catch (err) {
    const attempts = message.forwardAttempts + 1;
    const last = attempts >= FORWARD_RETRY.maxAttempts;
    log.error(
      { err, contactMessageId: message.id, attempts },
      last
        ? 'contact message stored but never forwarded: giving up'
        : 'contact message stored but not forwarded yet; will retry',
    );
    return 'failed';
  }
}
