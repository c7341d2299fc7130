import { eq } from 'drizzle-orm';
import type { ProfileResponse } from '@app/contracts/profile';
import type { Executor } from '../db/client';
import { profiles } from '../db/schema/profiles';
import { NotFound } from '../domain/errors';

export type ProfileRow = typeof profiles.$inferSelect;
type Profile = NonNullable<ProfileResponse['profile']>;

export interface ProfileInput {
  name: string;
  date_of_birth: string;
  is_morning: boolean;
  hebrew_name?: string | undefined;
  daily_email?: boolean | undefined;
  time_zone?: string | undefined;
}

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/** Creates or replaces the reader's details; the e-mail choice and time zone change only when given. */
export async function saveProfile(db: Executor, userId: string, input: ProfileInput, now: Date): Promise<Profile> {
  const details = {
    name: input.name,
    dateOfBirth: input.date_of_birth,
    isMorning: input.is_morning,
    hebrewName: input.hebrew_name ?? null,
    updatedAt: now,
  };
  const choice = {
    ...(input.daily_email !== undefined ? { dailyEmail: input.daily_email } : {}),
    ...(input.time_zone !== undefined ? { timeZone: input.time_zone } : {}),
  };
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...details, ...choice })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...details, ...choice } })
    .returning();
  return toProfile(row!);
}

/** Turns the morning e-mail on (in `timeZone`) or off; the reader must have saved their details first. */
export async function setDailyEmail(
  db: Executor,
  userId: string,
  enabled: boolean,
  timeZone: string | undefined,
  now: Date,
): Promise<void> {
  const updated = await db
    .update(profiles)
    .set({ dailyEmail: enabled, ...(timeZone ? { timeZone } : {}), updatedAt: now })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) throw new NotFound('Save your name and date of birth first.');
}

export function toProfile(row: ProfileRow): Profile {
  return {
    name: row.name,
    date_of_birth: row.dateOfBirth,
    is_morning: row.isMorning,
    hebrew_name: row.hebrewName,
    daily_email: row.dailyEmail,
    time_zone: row.timeZone,
  };
}
