import nodemailer from 'nodemailer';
import { requestLog } from '../logging/request-log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (sent as multipart/alternative; the text part stays for plain clients). */
  html?: string;
  /** Images the HTML shows inline by `cid:` (multipart/related). */
  inlineImages?: Array<{ cid: string; filename: string; contentType: string; content: Buffer }>;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe (never built from request data). */
  headers?: Record<string, string>;
  /**
   * How the per-recipient cap treats it (ADR 0341): sign-in codes are capped where they are asked for
   * (auth/passwordless/limits.ts, per address across accounts); a security notice is never held back. Default: capped here.
   */
  cap?: 'sign-in-code' | 'security-notice';
}

export interface Mailer {
  /** True when messages really leave the server (SMTP); false when they only reach the log. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise messages are written to the log. */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  log: { info(obj: object, msg: string): void };
}): Mailer {
  if (!options.smtpUrl) {
    return {
      delivers: false,
      async send(message) {
        // With the request id when a request sent it.
        requestLog(options.log).info(
          { to: message.to, subject: message.subject },
          `e-mail (not sent, no SMTP_URL):\n${message.text}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    delivers: true,
    async send(message) {
      const { inlineImages, cap: _cap, ...rest } = message;
      await transport.sendMail({ from: options.from, ...rest, ...(inlineImages ? { attachments: inlineImages } : {}) });
    },
    close: () => transport.close(),
  };
}
