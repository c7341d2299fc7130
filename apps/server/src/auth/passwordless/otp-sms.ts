import type { SmsMessage } from '../../sms/sms-sender';

/**
 * The sign-in text: the code first (it is what lock screens show), no link (ADR 0325). With a public origin
 * the last line is an origin-bound code (`@host #code`): browsers and phones then offer the code only on
 * this site, and a look-alike site cannot have it filled in.
 */
export function otpSms(to: string, code: string, ttlSeconds: number, origin: string | undefined): SmsMessage {
  const minutes = Math.round(ttlSeconds / 60);
  const lines = [`${code} is your Kabbalah Numerology sign-in code. It expires in ${minutes} min.`];
  if (origin) lines.push('', `@${new URL(origin).hostname} #${code}`);
  return { to, body: lines.join('\n') };
}
