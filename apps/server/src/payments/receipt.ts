import { eq } from 'drizzle-orm';
import { formatPrice } from '@app/contracts/tokens';
import type { AppContext } from '../context';
import { payments } from '../db/schema/payments';
import { users } from '../db/schema/users';
import type { MailMessage } from '../mail/mailer';
import { utcMinute } from '../mail/text';
import { getBalance } from '../tokens';

export interface ReceiptFacts {
  email: string;
  paymentId: string;
  tokens: number;
  amount: number;
  currency: string;
  paidAt: Date;
  balance: number;
  /** Test mode: no card was charged, and the receipt must say so. */
  testMode: boolean;
  /** The site's address for the contact link, when known. */
  siteUrl?: string | undefined;
  /** Where replies go (the operator's inbox), when there is one; the sender may be a no-reply address. */
  replyTo?: string | undefined;
}

/** The purchase receipt e-mail. Pure. */
export function purchaseReceipt(f: ReceiptFacts): MailMessage {
  const tokens = f.tokens.toLocaleString('en-US');
  const price = formatPrice(f.amount, f.currency);
  const lines = [
    ...(f.testMode
      ? ['TEST MODE: no card was charged and no money was taken. This purchase only exists for testing.', '']
      : []),
    'Thank you for your purchase.',
    '',
    `Tokens: ${tokens}`,
    `Amount ${f.testMode ? 'shown' : 'paid'}: ${price}`,
    `Date: ${utcMinute(f.paidAt)}`,
    `Reference: ${f.paymentId}`,
    '',
    `Your balance is now ${f.balance.toLocaleString('en-US')} tokens. Tokens do not expire.`,
    f.testMode
      ? 'Card payments are handled by our card payment provider.'
      : 'Your card was charged by our card payment provider, Stripe.',
    '',
    `Questions about this purchase? ${contactLine(f)}`,
  ];
  return {
    to: f.email,
    subject: `${f.testMode ? '[TEST] ' : ''}Your receipt: ${tokens} tokens for ${price}`,
    text: lines.join('\n'),
    ...(f.replyTo ? { replyTo: f.replyTo } : {}),
  };
}

function contactLine(f: ReceiptFacts): string {
  const page = f.siteUrl ? `${f.siteUrl.replace(/\/$/, '')}/contact` : undefined;
  if (f.replyTo) return page ? `Reply to this e-mail or write to us at ${page}.` : 'Reply to this e-mail.';
  return page ? `Write to us at ${page}.` : 'Write to us through the contact page of our site.';
}

/** E-mails the receipt of a payment just credited. Best effort: a failure is logged, never thrown. */
export async function sendPurchaseReceipt(
  ctx: AppContext,
  paymentId: string,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  try {
    const [row] = await ctx.db
      .select({ payment: payments, email: users.email })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(eq(payments.id, paymentId));
    if (!row?.email) return; // an account without an e-mail address sees its receipt in its history
    const { payment, email } = row;
    await ctx.mailer.send(
      purchaseReceipt({
        email,
        paymentId: payment.id,
        tokens: payment.tokens,
        amount: payment.amountCents,
        currency: payment.currency,
        paidAt: payment.fulfilledAt ?? ctx.now(),
        balance: await getBalance(ctx.db, payment.userId),
        testMode: payment.provider === 'test',
        siteUrl: ctx.config.PUBLIC_URL,
        replyTo: ctx.config.CONTACT_INBOX,
      }),
    );
  } catch (err) {
    log.warn({ err, paymentId }, 'purchase credited, but its receipt e-mail could not be sent');
  }
}
