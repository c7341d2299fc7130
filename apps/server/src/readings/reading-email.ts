import type { ReadingDetail } from '@app/contracts/readings';
import type { MailMessage } from '../mail/mailer';

/**
 * A saved reading as an e-mail to its reader: the title, then the text as written (Markdown reads well
 * as plain text), without its own first heading, which repeats the title. Pure.
 */
export function readingEmail(reading: Pick<ReadingDetail, 'id' | 'title' | 'markdown' | 'createdAt'>, to: string, siteUrl?: string): MailMessage {
  const body = reading.markdown.replace(/^\s*# [^\n]*\n+/, '');
  const link = siteUrl ? `${siteUrl.replace(/\/$/, '')}/readings/${reading.id}` : undefined;
  return {
    to,
    subject: `Your reading: ${reading.title.replace(/[\r\n]+/g, ' ').slice(0, 120)}`,
    text: [
      reading.title,
      '',
      body.trim(),
      '',
      '--',
      `Written ${reading.createdAt.slice(0, 10)}. ${link ? `It stays in My readings: ${link}` : 'It stays in My readings on our site.'}`,
      'Readings are offered for reflection and entertainment.',
    ].join('\n'),
  };
}
