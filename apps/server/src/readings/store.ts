import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { ReadingDetail, ReadingList, ReadingSummary, TreeOfLifeLights } from '@app/contracts/readings';
import { CALCULATION_PROFILE, computeChart } from '@app/numerology';
import type { Executor } from '../db/client';
import { InvalidInput } from '../domain/errors';
import { readings } from '../db/schema/readings';
import { treeOf } from './writer';

export type ReadingRow = typeof readings.$inferSelect;

/** The saved reading of `userId` with this idempotency key, if any. */
export async function findByIdempotencyKey(db: Executor, userId: string, key: string): Promise<ReadingRow | undefined> {
  const [row] = await db
    .select()
    .from(readings)
    .where(and(eq(readings.userId, userId), eq(readings.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * The user's paid readings of `kind` for this name and date of birth created on the UTC calendar `day`
 * (YYYY-MM-DD): the candidates for "already bought today" (ADR 0630). The (user_id, created_at) index finds them.
 */
export async function paidReadingsOnDay(
  db: Executor,
  userId: string,
  match: { kind: string; name: string; dateOfBirth: string },
  day: string,
): Promise<ReadingRow[]> {
  const start = new Date(`${day}T00:00:00.000Z`);
  const end = new Date(start.getTime() + 86_400_000);
  return db
    .select()
    .from(readings)
    .where(
      and(
        eq(readings.userId, userId),
        gte(readings.createdAt, start),
        lt(readings.createdAt, end),
        eq(readings.kind, match.kind),
        eq(readings.name, match.name),
        eq(readings.dateOfBirth, match.dateOfBirth),
        gt(readings.cost, 0),
      ),
    )
    .orderBy(desc(readings.createdAt))
    .limit(20);
}

/** One reading, only if `userId` owns it. */
export async function findOwnReading(db: Executor, userId: string, id: string): Promise<ReadingDetail | undefined> {
  const [row] = await db
    .select()
    .from(readings)
    .where(and(eq(readings.id, id), eq(readings.userId, userId)))
    .limit(1);
  return row ? toDetail(row) : undefined;
}

/** The user's readings, newest first, one page at a time (keyset pagination on created_at, id). */
export async function listReadings(
  db: Executor,
  userId: string,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<ReadingList> {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const rows = await db
    .select({
      id: readings.id,
      kind: readings.kind,
      title: readings.title,
      name: readings.name,
      dateOfBirth: readings.dateOfBirth,
      question: readings.question,
      partner: readings.partner,
      cost: readings.cost,
      createdAt: readings.createdAt,
    })
    .from(readings)
    .where(
      and(
        eq(readings.userId, userId),
        after
          ? sql`(${readings.createdAt}, ${readings.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(readings.createdAt), desc(readings.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    readings: page.map((r): ReadingSummary => ({
      ...r,
      kind: r.kind as ReadingSummary['kind'],
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

export function toDetail(row: ReadingRow): ReadingDetail {
  return {
    id: row.id,
    kind: row.kind as ReadingDetail['kind'],
    title: row.title,
    name: row.name,
    dateOfBirth: row.dateOfBirth,
    isMorning: row.isMorning,
    question: row.question,
    partner: row.partner,
    hebrewName: row.hebrewName,
    cost: row.cost,
    markdown: row.markdown,
    highlights: row.highlights,
    profile: { id: row.profileId, version: row.profileVersion },
    tree: treeOfRow(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The tree saved with the reading. Rows saved before the column existed get it recomputed from their
 * stored inputs, but only under the engine version that wrote them: a newer engine could light another
 * tree than the text describes, so those stay without one (docs/decisions/0605-tree-of-life-view.md).
 */
export function treeOfRow(row: ReadingRow): TreeOfLifeLights | null {
  if (row.tree) return row.kind === 'compatibility' ? withPeople(row, row.tree) : row.tree;
  if (row.profileId !== CALCULATION_PROFILE.id || row.profileVersion !== CALCULATION_PROFILE.version) return null;
  if (row.kind === 'compatibility') return null; // saved with its tree from the start: nothing older to rebuild
  try {
    const person = {
      name: row.name,
      dateOfBirth: row.dateOfBirth,
      bornInMorning: row.isMorning,
      hebrewName: row.hebrewName ?? undefined,
    };
    return treeOf(computeChart(person, row.createdAt.toISOString().slice(0, 10)).treeOfLife);
  } catch {
    return null; // inputs the engine no longer accepts: the reading still opens, without a tree
  }
}

/**
 * A pair reading saved before each person's lights were recorded gets them from its stored inputs, under the
 * engine version that wrote it (as above), and only when together they are the saved tree; else it stays as saved.
 */
function withPeople(row: ReadingRow, tree: TreeOfLifeLights): TreeOfLifeLights {
  if (tree.people || !row.partner) return tree;
  if (row.profileId !== CALCULATION_PROFILE.id || row.profileVersion !== CALCULATION_PROFILE.version) return tree;
  try {
    const on = row.createdAt.toISOString().slice(0, 10);
    const first = computeChart(
      {
        name: row.name,
        dateOfBirth: row.dateOfBirth,
        bornInMorning: row.isMorning,
        hebrewName: row.hebrewName ?? undefined,
      },
      on,
    ).treeOfLife;
    const { partner } = row;
    const second = computeChart(
      { name: partner.name, dateOfBirth: partner.dateOfBirth, bornInMorning: partner.isMorning },
      on,
    ).treeOfLife;
    const together = new Set<string>([...first.sephirot, ...second.sephirot]);
    const same = together.size === new Set(tree.sephirot).size && tree.sephirot.every((id) => together.has(id));
    return same ? { ...tree, people: [treeOf(first), treeOf(second)] } : tree;
  } catch {
    return tree;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) throw new InvalidInput('cursor: is not valid');
  return { createdAt, id };
}
