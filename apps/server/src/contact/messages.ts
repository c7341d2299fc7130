import { eq } from 'drizzle-orm';
import type { ContactRequest } from '@app/contracts/contact';
import type { AppContext } from '../context';
import { contactMessages } from '../db/schema/contact';

export interface StoredContactMessage {
  id: string;
  /** Resolves once forwarding was attempted (tests and shutdown may wait for it); never rejects. */
  forwarding: Promise<'sent' | 'skipped' | 'failed'>;
}

/**
 * Keeps the message first, then e-mails it to the operator. Forwarding runs after the reply so a slow or
 * broken mail server neither delays the visitor nor loses the message: `forwarded_at` stays null on failure,
 * and the operator can still read it in the database.
 */
export async function storeContactMessage(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer' | 'now'>,
  input: ContactRequest,
  log: { error(obj: object, msg: string): void },
): Promise<StoredContactMessage> {
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message, createdAt: ctx.now() })
    .returning({ id: contactMessages.id });
  const id = row!.id;
  const inbox = ctx.config.CONTACT_INBOX;
  if (!inbox || !ctx.mailer.delivers) return { id, forwarding: Promise.resolve('skipped') };

  const forwarding = ctx.mailer
    .send({
      to: inbox,
      replyTo: input.email,
      subject: `Contact form: message from ${oneLine(input.name)}`,
      text: [`From: ${input.name} <${input.email}>`, `Received: ${ctx.now().toISOString()}`, `Reference: ${id}`, '', input.message].join('\n'),
    })
    .then(async () => {
      await ctx.db.update(contactMessages).set({ forwardedAt: ctx.now() }).where(eq(contactMessages.id, id));
      return 'sent' as const;
    })
    .catch((err: unknown) => {
      log.error({ err, contactMessageId: id }, 'contact message stored but not forwarded');
      return 'failed' as const;
    });
  return { id, forwarding };
}

/** Header-safe: no line breaks, bounded length. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').slice(0, 100);
}
