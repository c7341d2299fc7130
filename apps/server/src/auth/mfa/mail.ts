import type { MailMessage } from '../../mail/mailer';
import type { SmsMessage } from '../../sms/sms-sender';

/** Told at once when someone asks to turn multi-factor sign-in off because every factor was lost (ADR 0333). */
export function mfaResetMail(to: string, effectiveAt: Date, origin: string | undefined): MailMessage {
  const when = effectiveAt.toUTCString();
  const account = origin ? `${origin.replace(/\/$/, '')}/account` : 'the account page';
  const lines = [
    'Hello,',
    '',
    'Someone signed in to your Kabbalah Numerology account with a code sent to one of its addresses or phones',
    'and asked to turn off multi-factor sign-in, because the authenticator app and recovery codes were lost.',
    '',
    `Multi-factor sign-in will be turned off on ${when}.`,
    '',
    'If this was you, there is nothing to do. If it was not, sign in with your authenticator app before then',
    `and cancel the request on ${account}; then secure the mailbox or phone the code went to.`,
  ];
  // Never held back by the per-recipient cap (ADR 0341): a stranger's mails must not hide it.
  return {
    to,
    subject: 'Multi-factor sign-in will be turned off in 7 days',
    text: lines.join('\n'),
    cap: 'security-notice',
  };
}

/** The same notice by text, to every phone of the account (a phone-only reader hears of it too, ADR 0339). */
export function mfaResetText(to: string, effectiveAt: Date, origin: string | undefined): SmsMessage {
  const day = effectiveAt.toUTCString().slice(0, 16);
  const where = origin ? `${origin.replace(/\/$/, '')}/account` : 'your account page';
  return {
    to,
    body:
      `Kabbalah Numerology: someone asked to turn off multi-factor sign-in on your account. It happens on ${day}. ` +
      `If it was not you, sign in with your authenticator app and cancel it at ${where}.`,
  };
}
