import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  /** The message with quoted-printable soft breaks undone, for searching. */
  raw: string;
  /** The message exactly as received (for a MIME parser such as mailparser). */
  source: string;
}

/** A real SMTP server in the test process: the app sends to it through nodemailer like to any other. */
export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /**
   * Waits for the next message to `to` that arrives after `since` messages (and matches `match`, when
   * given: other mail, such as a receipt, may come in between), up to `timeoutMs`.
   */
  waitFor(
    to: string,
    options?: { timeoutMs?: number; since?: number; match?: (mail: ReceivedMail) => boolean },
  ): Promise<ReceivedMail>;
  /** Count of messages to `to` so far. */
  countFor(to: string): number;
  close(): Promise<void>;
}

/** `port` 0 (the default) takes any free port. */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw: decodeBody(Buffer.concat(chunks).toString('utf8')),
          source: Buffer.concat(chunks).toString('utf8'),
        });
        for (const w of waiters) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    ...readerOf(messages, waiters),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks so tests can search the text. */
function decodeBody(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** A sign-in code e-mail (not a receipt or another message to the same address). */
export const isSignInMail = (mail: ReceivedMail): boolean => /^Subject: Your sign-in code/m.test(mail.raw);

/** The first 6-digit code in a message. */
export function codeIn(mail: ReceivedMail): string {
  const m = /\b(\d{6})\b/.exec(
    mail.raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  );
  if (!m) throw new Error(`no 6-digit code in e-mail:\n${mail.raw}`);
  return m[1]!;
}

/**
 * How a mailbox is read, over the messages it holds and the waiters it wakes on each new one: this mailbox's, and
 * the browser tests' copy fed from it (e2e/helpers/mail-feed.ts).
 */
export function readerOf(
  messages: readonly ReceivedMail[],
  waiters: Set<() => void>,
): Pick<Mailbox, 'countFor' | 'waitFor'> {
  const forTo = (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    countFor: (to) => forTo(to).length,
    waitFor(to, { timeoutMs = 10_000, since, match = () => true } = {}) {
      const start = since ?? forTo(to).length;
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = forTo(to).slice(start).find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
