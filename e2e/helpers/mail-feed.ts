import { get, type ServerResponse } from 'node:http';
import { readerOf, type Mailbox, type ReceivedMail } from '../../apps/server/test/helpers/mailbox';

// The shared site's mail (ADR 1309) is received by global-setup's mailbox; each test file on that site reads it
// through a copy of its own, fed over HTTP. No vitest imports: global-setup uses this file too.

/**
 * Global-setup's side: a handler that sends `mailbox`'s messages as lines of JSON, those received so far, then an
 * empty line (the copy is up to date), then each new one as it arrives, until the reader hangs up.
 */
export function mailFeed(mailbox: Mailbox): (response: ServerResponse) => void {
  const readers = new Set<(mail: ReceivedMail) => void>();
  // The mailbox pushes each message before it tells its own waiters: the copies hear of it as soon as they do.
  const push = mailbox.messages.push.bind(mailbox.messages);
  mailbox.messages.push = (...mails: ReceivedMail[]) => {
    const length = push(...mails);
    for (const mail of mails) for (const send of readers) send(mail);
    return length;
  };
  return (response) => {
    response.writeHead(200, { 'content-type': 'application/x-ndjson' });
    for (const mail of mailbox.messages) response.write(JSON.stringify(mail) + '\n');
    response.write('\n');
    const send = (mail: ReceivedMail) => response.write(JSON.stringify(mail) + '\n');
    readers.add(send);
    response.on('close', () => readers.delete(send));
  };
}

/**
 * A test file's side: a Mailbox holding a copy of the feed at `url` (see mailFeed), ready once the copy holds every
 * message received before it was asked for. `waitFor` and `countFor` read the copy as a file's own mailbox reads
 * its messages; `close` hangs up. `url` is the SMTP address of no server here: the site already has its own.
 */
export function mailboxFromFeed(url: string): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  return new Promise((resolve, reject) => {
    const request = get(url, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`the mail feed at ${url} answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffered = '';
      response.on('data', (chunk: string) => {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 1);
          if (line === '') {
            resolve(mailbox);
            continue;
          }
          messages.push(JSON.parse(line) as ReceivedMail);
          for (const w of waiters) w();
        }
      });
    });
    request.on('error', reject);
    const mailbox: Mailbox = {
      url: '',
      messages,
      ...readerOf(messages, waiters),
      close: async () => {
        request.destroy();
      },
    };
  });
}
