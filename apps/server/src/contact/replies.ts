import { and, desc, eq, isNull, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema/audit';
import { contactMessages } from '../db/schema/contact';
import { Conflict, NotFound } from '../domain/errors';
import { utcMinute } from '../mail/text';
import { FORWARD_RETRY, retryDelayMs } from './messages';

type ReplyContext = Pick<AppContext, 'db' | 'mailer' | 'now'>;
type Log = { error(obj: object, msg: string): void };
type MessageRow = typeof contactMessages.$inferSelect;

/** The operator's inbox: unanswered messages first, then newest first; offset paging. */
export async function listMessages(ctx: Pick<AppContext, 'db'>, page: { limit: number; offset: number }) {
  const rows = await ctx.db
    .select()
    .from(contactMessages)
    .orderBy(sql`${contactMessages.answeredAt} is null desc`, desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return {
    messages: rows.slice(0, page.limit).map(toView),
    nextOffset: rows.length > page.limit ? page.offset + page.limit : null,
  };
}

function toView(m: MessageRow) {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
    answeredAt: m.answeredAt?.toISOString() ?? null,
    answeredBy: m.answeredBy,
    reply: m.reply,
    replySentAt: m.replySentAt?.toISOString() ?? null,
  };
}

interface InboxAction {
  operator: string;
  messageId: string;
  requestKey: string;
}

/**
 * Stores the operator's reply with the message and marks it answered, with its audit row, in one
 * transaction; the e-mail goes out afterwards (`sendReply`) and the reply job retries it until the mail
 * server accepts it. The same request key again finds its audit row and changes nothing; a message has
 * one reply.
 */
export async function replyToMessage(ctx: ReplyContext, action: InboxAction & { text: string }) {
  const key = `${action.operator}:${action.requestKey}`;
  const stored = await ctx.db.transaction(async (tx) => {
    const { message, done } = await lockForAction(tx, action, 'inbox-reply', key);
    if (done) return { message, alreadyApplied: true };
    if (message.reply !== null) throw new Conflict('This message already has a reply.');
    const now = ctx.now();
    const [updated] = await tx
      .update(contactMessages)
      .set({
        reply: action.text,
        answeredAt: message.answeredAt ?? now,
        answeredBy: message.answeredBy ?? action.operator,
      })
      .where(eq(contactMessages.id, message.id))
      .returning();
    await tx.insert(auditLog).values({
      actor: action.operator,
      action: 'inbox-reply',
      reason: action.text,
      before: { messageId: message.id, answeredAt: message.answeredAt?.toISOString() ?? null },
      after: { messageId: message.id, answeredAt: updated!.answeredAt!.toISOString(), to: message.email },
      requestKey: key,
    });
    return { message: updated!, alreadyApplied: false };
  });
  return { alreadyApplied: stored.alreadyApplied, message: toView(stored.message), sending: stored.message };
}

/** Marks a message answered without a reply (answered elsewhere, or needing none), with its audit row. */
export async function markAnswered(ctx: ReplyContext, action: InboxAction & { reason: string }) {
  const key = `${action.operator}:${action.requestKey}`;
  return ctx.db.transaction(async (tx) => {
    const { message, done } = await lockForAction(tx, action, 'inbox-answered', key);
    if (done) return { alreadyApplied: true, message: toView(message) };
    const now = ctx.now();
    const [updated] = await tx
      .update(contactMessages)
      .set({ answeredAt: message.answeredAt ?? now, answeredBy: message.answeredBy ?? action.operator })
      .where(eq(contactMessages.id, message.id))
      .returning();
    await tx.insert(auditLog).values({
      actor: action.operator,
      action: 'inbox-answered',
      reason: action.reason,
      before: { messageId: message.id, answeredAt: message.answeredAt?.toISOString() ?? null },
      after: { messageId: message.id, answeredAt: updated!.answeredAt!.toISOString() },
      requestKey: key,
    });
    return { alreadyApplied: false, message: toView(updated!) };
  });
}

/**
 * The message an inbox action is about, locked until the transaction ends, and whether this request (its key)
 * was applied already: its audit row is there.
 */
async function lockForAction(
  tx: Executor,
  action: InboxAction,
  auditAction: 'inbox-reply' | 'inbox-answered',
  key: string,
): Promise<{ message: MessageRow; done: boolean }> {
  const [message] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, action.messageId))
    .for('update');
  if (!message) throw new NotFound('No such message.');
  const [done] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, auditAction), eq(auditLog.requestKey, key)));
  return { message, done: done !== undefined };
}

/**
 * One pass of the reply job: sends the stored replies not sent yet that are due (a batch at a time).
 * Safe on several instances at once: each attempt is claimed first. Returns how many it tried.
 */
export async function sendPendingReplies(ctx: ReplyContext, log: Log): Promise<number> {
  const due = await ctx.db
    .select()
    .from(contactMessages)
    .where(
      and(
        isNotNull(contactMessages.reply),
        isNull(contactMessages.replySentAt),
        lt(contactMessages.replyAttempts, FORWARD_RETRY.maxAttempts),
        or(isNull(contactMessages.nextReplyAt), lte(contactMessages.nextReplyAt, ctx.now())),
      ),
    )
    .orderBy(sql`${contactMessages.nextReplyAt} asc nulls first`, contactMessages.createdAt)
    .limit(FORWARD_RETRY.batch);
  let tried = 0;
  for (const message of due) if ((await sendReply(ctx, message, log)) !== 'skipped') tried++;
  return tried;
}

/** Claims one send attempt of a stored reply (only one caller wins it), sends, records success. Never rejects. */
export async function sendReply(
  ctx: ReplyContext,
  message: MessageRow,
  log: Log,
): Promise<'sent' | 'skipped' | 'failed'> {
  try {
    const [claimed] = await ctx.db
      .update(contactMessages)
      .set({
        replyAttempts: message.replyAttempts + 1,
        nextReplyAt: new Date(ctx.now().getTime() + retryDelayMs(message.replyAttempts + 1)),
      })
      .where(
        and(
          eq(contactMessages.id, message.id),
          isNull(contactMessages.replySentAt),
          eq(contactMessages.replyAttempts, message.replyAttempts),
        ),
      )
      .returning({ id: contactMessages.id });
    if (!claimed || message.reply === null) return 'skipped';
    await ctx.mailer.send({
      to: message.email,
      subject: `Re: your message of ${utcMinute(message.createdAt)}`,
      text: [
        message.reply,
        '',
        `On ${utcMinute(message.createdAt)} you wrote:`,
        ...message.message.split('\n').map((line) => `> ${line}`),
      ].join('\n'),
    });
    await ctx.db.update(contactMessages).set({ replySentAt: ctx.now() }).where(eq(contactMessages.id, message.id));
    return 'sent';
  } catch (err) {
    const attempts = message.replyAttempts + 1;
    log.error(
      { err, contactMessageId: message.id, attempts },
      attempts >= FORWARD_RETRY.maxAttempts
        ? 'reply to a contact message never sent: giving up'
        : 'reply to a contact message not sent yet; will retry',
    );
    return 'failed';
  }
}
