import type { MailMessage } from '../../mail/mailer';

/**
 * The sign-in e-mail: plain text, the code on a line of its own, the link (if any) after it. The code is
 * in the body only: a subject shows on lock screens and in notification previews.
 */
export function otpMessage(to: string, code: string, ttlSeconds: number, link: string | undefined): MailMessage {
  const minutes = Math.round(ttlSeconds / 60);
  const lines = [
    'Hello,',
    '',
    'Your sign-in code for Kabbalah Numerology is:',
    '',
    `    ${code}`,
    '',
    `It expires in ${minutes} minute${minutes === 1 ? '' : 's'} and works once.`,
  ];
  if (link) lines.push('', 'Or open this link in the same browser to sign in:', link);
  lines.push('', 'If you did not ask to sign in, you can ignore this e-mail; nobody can sign in without the code.');
  // Capped per address where it is asked for (auth/passwordless/limits.ts), with a reset the owner's sign-in earns.
  return { to, subject: 'Your sign-in code for Kabbalah Numerology', text: lines.join('\n'), cap: 'sign-in-code' };
}
