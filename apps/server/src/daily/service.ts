import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DailyResponse } from '@app/contracts/profile';
import { dailyNumbers, greetingName } from '@app/numerology/daily';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { dailySends, profiles } from '../db/schema/profiles';
import { users } from '../db/schema/users';
import { NotFound } from '../domain/errors';
import type { Job } from '../jobs/jobs';
import { findProfile } from '../profile';
import { localDateAndHour } from './local-time';
import { dailyEmail } from './mail';
import { unsubscribeUrl } from './unsubscribe';

/** The little of a logger the sender needs (the job's logger, or a test's). */
interface WarnLog {
  warn(obj: object, msg?: string): void;
}

/** The morning e-mail goes out from this local hour on (a later run the same day still sends it once). */
export const DAILY_SEND_HOUR = 7;

/** Today's numbers for the reader's saved profile, in their time zone. */
export async function dailyFor(db: Executor, userId: string, now: Date): Promise<DailyResponse> {
  const profile = await findProfile(db, userId);
  if (!profile) throw new NotFound('Save your name and date of birth first.');
  const { date } = localDateAndHour(now, profile.timeZone);
  return {
    ...dailyNumbers(profile.dateOfBirth, date),
    timeZone: profile.timeZone,
    dailyEmail: profile.dailyEmail,
  } as DailyResponse;
}

/** Turns the morning e-mail off for `userId` (the unsubscribe link). */
export async function unsubscribe(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(profiles).set({ dailyEmail: false, updatedAt: now }).where(eq(profiles.userId, userId));
}

/**
 * Sends each opted-in reader their numbers once per local day, from DAILY_SEND_HOUR. Safe on several
 * instances: a send is claimed first by inserting (user, local day) into daily_sends, whose primary key lets
 * only one instance win; the loser sends nothing. A failed send gives its claim back for the next run.
 */
export async function sendDueDailyEmails(ctx: AppContext, log: WarnLog, only?: { userId: string }): Promise<number> {
  const origin = ctx.config.publicOrigin;
  if (!origin) {
    log.warn({}, 'Daily Numbers e-mails are off: set PUBLIC_URL so their links can be built');
    return 0;
  }
  const now = ctx.now();
  const subscribers = await ctx.db
    .select({ profile: profiles, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(eq(profiles.dailyEmail, true), isNull(users.deletedAt), only ? eq(profiles.userId, only.userId) : undefined),
    );
  // Claims of the last two days, so readers already served today cost no insert.
  const recent = await ctx.db
    .select({ userId: dailySends.userId, day: dailySends.day })
    .from(dailySends)
    .where(gt(dailySends.claimedAt, new Date(now.getTime() - 48 * 3600_000)));
  const served = new Set(recent.map((r) => `${r.userId}|${r.day}`));

  let sent = 0;
  for (const { profile, email } of subscribers) {
    if (!email) continue; // an account reached by phone only has no address to write to
    const { date, hour } = localDateAndHour(now, profile.timeZone);
    if (hour < DAILY_SEND_HOUR || served.has(`${profile.userId}|${date}`)) continue;
    const [claim] = await ctx.db
      .insert(dailySends)
      .values({ userId: profile.userId, day: date, claimedAt: now })
      .onConflictDoNothing()
      .returning({ userId: dailySends.userId });
    if (!claim) continue; // another instance (or an earlier run) has it
    const mine = and(eq(dailySends.userId, profile.userId), eq(dailySends.day, date));
    try {
      const message = dailyEmail(email, greetingName(profile.name), dailyNumbers(profile.dateOfBirth, date), {
        daily: new URL('/daily', origin).toString(),
        unsubscribe: unsubscribeUrl(origin, ctx.secret, profile.userId),
      });
      await ctx.mailer.send(message);
      await ctx.db.update(dailySends).set({ sentAt: ctx.now() }).where(mine);
      sent++;
    } catch (err) {
      await ctx.db.delete(dailySends).where(mine);
      log.warn({ err, userId: profile.userId }, 'Daily Numbers e-mail failed; it will be retried');
    }
  }
  return sent;
}

/** The background job (started from app.ts with the others). */
export function dailyEmailJob(ctx: AppContext): Job {
  return { name: 'daily-numbers-email', everyMs: 5 * 60_000, run: (log) => sendDueDailyEmails(ctx, log) };
}
