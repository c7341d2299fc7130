import type { MailMessage } from '../mail/mailer';

/** Told at once when someone asks to turn multi-factor sign-in off because every factor was lost (ADR 0333). */
export function mfaResetMail(to: string, effectiveAt: Date, origin: string | undefined): MailMessage {
  const when = effectiveAt.toUTCString();
  const account = origin ? `${origin.replace(/\/$/, '')}/account` : 'the account page';
  const lines = [
    'Hello,',
    '',
    'Someone signed in to your Kabbalah Numerology account with a code sent to this address and asked to',
    'turn off multi-factor sign-in, because the authenticator app and recovery codes were lost.',
    '',
    `Multi-factor sign-in will be turned off on ${when}.`,
    '',
    'If this was you, there is nothing to do. If it was not, sign in with your authenticator app before then',
    `and cancel the request on ${account}; then change the password of this mailbox.`,
  ];
  return { to, subject: 'Multi-factor sign-in will be turned off in 7 days', text: lines.join('\n') };
}
