import { eq } from 'drizzle-orm';
import { withoutLeadingHeading } from '@app/contracts/reading-text';
import { READING_EMAIL_LIMIT, type ReadingDetail } from '@app/contracts/readings';
import type { AppContext } from '../context';
import { users } from '../db/schema/users';
import { InvalidInput, NotFound, PeerFailed } from '../domain/errors';
import type { MailMessage } from '../mail/mailer';
import { headerText } from '../mail/text';
import { enforceLimit } from '../security/rate-limit';
import { renderReadingEmail } from './email-render';
import { treeOfLifePng } from '../render/png';
import { findOwnReading, isUuid } from './store';

/**
 * A saved reading as an e-mail to its reader: HTML with the reading's typography, its numbers as cards and
 * its Tree of Life as an inline PNG (by cid, which Gmail and Outlook show, unlike SVG), and a clean
 * plain-text part (email-render.ts), both without the text's own first heading, which repeats the title.
 * The link comes from PUBLIC_URL, never from the request. Pure.
 */
export function readingEmail(
  reading: Pick<ReadingDetail, 'id' | 'title' | 'markdown' | 'createdAt' | 'highlights' | 'tree'>,
  to: string,
  siteUrl?: string,
  /** The tree as a PNG (treeOfLifePng); without it the HTML carries the tree as inline SVG. */
  treePng?: Buffer,
): MailMessage {
  const body = withoutLeadingHeading(reading.markdown);
  const link = siteUrl ? `${siteUrl.replace(/\/$/, '')}/readings/${reading.id}` : undefined;
  const image =
    reading.tree && treePng
      ? { cid: TREE_CID, filename: 'tree-of-life.png', contentType: 'image/png', content: treePng }
      : undefined;
  const { html, text } = renderReadingEmail(
    reading,
    body,
    { written: reading.createdAt.slice(0, 10), link, site: siteUrl },
    image?.cid,
  );
  return {
    to,
    subject: `Your reading: ${headerText(reading.title, 120)}`,
    text,
    html,
    ...(image ? { inlineImages: [image] } : {}),
  };
}

const TREE_CID = 'tree-of-life@reading';

/**
 * E-mails one of the reader's saved readings to their own address, at most READING_EMAIL_LIMIT per window, and
 * says where it went. Throws NotFound (no such reading of theirs), InvalidInput (no address yet), RateLimited
 * (past the limit) or PeerFailed (the mail server refused it).
 */
export async function emailReading(
  ctx: AppContext,
  userId: string,
  readingId: string,
  log: { error(obj: object, msg: string): void },
): Promise<{ sentTo: string }> {
  const reading = isUuid(readingId) ? await findOwnReading(ctx.db, userId, readingId) : undefined;
  const [user] = reading
    ? await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1)
    : [];
  if (!reading || !user) throw new NotFound('Reading not found.');
  if (!user.email) throw new InvalidInput('Your account has no e-mail address yet: add one on your account page.');
  await enforceLimit(
    ctx,
    `readings:email:${userId}`,
    READING_EMAIL_LIMIT,
    `You can e-mail ${READING_EMAIL_LIMIT.max} readings an hour.`,
  );
  try {
    // The bundled fonts and the names' halo, as in the PDF: no system font needed (ADR 0705).
    const png = reading.tree ? await treeOfLifePng(reading.tree) : undefined;
    await ctx.mailer.send(readingEmail(reading, user.email, ctx.config.PUBLIC_URL, png));
  } catch (err) {
    log.error({ err, readingId }, 'could not e-mail a reading');
    throw new PeerFailed('The e-mail could not be sent. Please try again later.');
  }
  return { sentTo: user.email };
}
