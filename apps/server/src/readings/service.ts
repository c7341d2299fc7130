import { eq } from 'drizzle-orm';
import type { ReadingKind, ReadingPartner } from '@app/contracts/readings';
import type { Db, Executor } from '../db/client';
import { Conflict, InsufficientTokens } from '../domain/errors';
import { readings } from '../db/schema/readings';
import { users } from '../db/schema/users';
import { debit, getBalance } from '../tokens';
import { isUnsafeQuestion, kindAnswer } from './question-safety';
import { findByIdempotencyKey, paidReadingsOnDay, treeOfRow, type ReadingRow } from './store';
import type { Person, ReadingRequest, ReadingWriter, WrittenReading } from './writer';

export interface CreateReading {
  request: ReadingRequest;
  /** Null for a signed-out visitor (free readings only; nothing is saved). */
  userId: string | null;
  cost: number;
  idempotencyKey?: string | undefined;
  /** Today's date YYYY-MM-DD, the engine's "as of" date. */
  today: string;
  now: Date;
}

export interface ProducedReading {
  id: string | null;
  kind: ReadingKind;
  written: Omit<WrittenReading, 'narrated' | 'tree'> & { tree: WrittenReading['tree'] | null };
  cost: number;
  createdAt: Date;
}

/** What a reading request produced. Refusals are thrown (InsufficientTokens, InvalidInput, IdempotencyConflict). */
export type CreateReadingResult =
  | { status: 'created' | 'replayed'; reading: ProducedReading; balance: number | null }
  /** The same paid reading (same kind and inputs) was bought today: that one again, not charged (ADR 0630). */
  | { status: 'already-bought'; reading: ProducedReading; balance: number }
  /** A question numerology must not answer: the kind answer, not charged, not saved. */
  | { status: 'declined'; reading: ProducedReading; balance: number | null };

/** The same Idempotency-Key sent again with a different request. */
export class IdempotencyConflict extends Conflict {
  constructor() {
    super('This Idempotency-Key was already used for a different request.');
  }
}

/**
 * Writes a reading and, for a signed-in reader, saves it and pays for it in ONE transaction: the text
 * is written first, so an engine failure charges nothing; the insert and the debit (reference = reading
 * id) commit together or not at all. The unique (user_id, idempotency_key) makes retries and concurrent
 * duplicates converge on one row and one charge.
 */
export async function createReading(db: Db, writer: ReadingWriter, input: CreateReading): Promise<CreateReadingResult> {
  const { userId, idempotencyKey, request } = input;
  // Before any idempotency replay, balance check or debit: an unsafe question is never charged (ADR 0610).
  if (request.kind === 'question' && isUnsafeQuestion(request.question)) return declined(db, request, input);
  if (userId && idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, userId, idempotencyKey);
    if (earlier) return replay(db, earlier, userId, input);
  }
  if (userId && input.cost > 0) {
    // The same paid reading bought earlier today is offered again instead of charged again (ADR 0630).
    const bought = await boughtToday(db, userId, input);
    if (bought) return { status: 'already-bought', reading: fromRow(bought), balance: await getBalance(db, userId) };
    // Cheap early refusal before writing (the narrator may call out); the transaction decides for real.
    const balance = await getBalance(db, userId);
    if (balance < input.cost) throw new InsufficientTokens(input.cost, balance, 'This reading');
  }

  const written = await writer(request, input.today);
  if (!userId) {
    return {
      status: 'created',
      reading: { id: null, kind: request.kind, written, cost: 0, createdAt: input.now },
      balance: null,
    };
  }
  const saved = await saveAndCharge(db, userId, input, written);
  if (saved) {
    const status = saved.bought ? 'already-bought' : 'created';
    return { status, reading: fromRow(saved.row), balance: saved.balance };
  }
  const twin = idempotencyKey ? await findByIdempotencyKey(db, userId, idempotencyKey) : undefined;
  if (!twin) throw new Error('reading insert skipped without an idempotency twin');
  return replay(db, twin, userId, input);
}

/** A question numerology must not answer: its kind answer, free and not saved (ADR 0610). */
async function declined(
  db: Db,
  request: ReadingRequest & { kind: 'question' },
  input: CreateReading,
): Promise<CreateReadingResult> {
  const answer = await kindAnswer(request, input.today);
  return {
    status: 'declined',
    reading: { id: null, kind: 'question', written: { ...answer, tree: null }, cost: 0, createdAt: input.now },
    balance: input.userId ? await getBalance(db, input.userId) : null,
  };
}

/**
 * Saves the written reading and debits it, in one transaction: a short balance (InsufficientTokens from the
 * ledger) rolls both back. Undefined when an idempotency twin got there first.
 */
async function saveAndCharge(db: Db, userId: string, input: CreateReading, written: WrittenReading) {
  const { request, idempotencyKey } = input;
  return db.transaction(async (tx) => {
    // Lock the reader first: every write for one user then runs in turn. (Inserting the reading first
    // would take a key-share lock on the user through the foreign key, and two such transactions
    // upgrading to the debit's FOR UPDATE deadlock.)
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (idempotencyKey && (await findByIdempotencyKey(tx, userId, idempotencyKey))) return undefined;
    // Checked again under the lock: a concurrent twin with another key may have just bought it.
    if (input.cost > 0) {
      const bought = await boughtToday(tx, userId, input);
      if (bought) return { bought: true, row: bought, balance: await getBalance(tx, userId) };
    }
    const [row] = await tx
      .insert(readings)
      .values({
        userId,
        kind: request.kind,
        name: request.person.name,
        dateOfBirth: request.person.dateOfBirth,
        isMorning: request.person.bornInMorning,
        question: request.kind === 'question' ? request.question : null,
        hebrewName: request.person.hebrewName ?? null,
        partner: request.kind === 'compatibility' ? partnerOf(request.partner) : null,
        title: written.title,
        markdown: written.markdown,
        highlights: written.highlights,
        tree: written.tree,
        narrated: written.narrated,
        cost: input.cost,
        profileId: written.profile.id,
        profileVersion: written.profile.version,
        idempotencyKey: idempotencyKey ?? null,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: [readings.userId, readings.idempotencyKey] })
      .returning();
    if (!row) return undefined; // safety net: the unique key still holds if the lock above is ever removed
    const paid = await debit(tx, { userId, amount: input.cost, reason: 'reading', reference: row.id });
    return { bought: false, row, balance: paid.balance };
  });
}

async function replay(db: Db, row: ReadingRow, userId: string, input: CreateReading): Promise<CreateReadingResult> {
  if (!sameRequest(row, input.request)) throw new IdempotencyConflict();
  return { status: 'replayed', reading: fromRow(row), balance: await getBalance(db, userId) };
}

/** A paid reading of the user's with exactly these inputs, created on the same (UTC) day, if any. */
async function boughtToday(db: Executor, userId: string, input: CreateReading): Promise<ReadingRow | undefined> {
  const { request } = input;
  const candidates = await paidReadingsOnDay(
    db,
    userId,
    { kind: request.kind, name: request.person.name, dateOfBirth: request.person.dateOfBirth },
    input.today,
  );
  return candidates.find((row) => sameRequest(row, request));
}

function sameRequest(row: ReadingRow, request: ReadingRequest): boolean {
  const partner = request.kind === 'compatibility' ? partnerOf(request.partner) : null;
  return (
    row.kind === request.kind &&
    row.name === request.person.name &&
    row.dateOfBirth === request.person.dateOfBirth &&
    row.isMorning === request.person.bornInMorning &&
    (row.hebrewName ?? null) === (request.person.hebrewName ?? null) &&
    (row.question ?? null) === (request.kind === 'question' ? request.question : null) &&
    samePartner(row.partner ?? null, partner)
  );
}

function samePartner(a: ReadingPartner | null, b: ReadingPartner | null): boolean {
  if (!a || !b) return a === b;
  return a.name === b.name && a.dateOfBirth === b.dateOfBirth && a.isMorning === b.isMorning;
}

/** The second person as saved. */
function partnerOf(person: Person): ReadingPartner {
  return { name: person.name, dateOfBirth: person.dateOfBirth, isMorning: person.bornInMorning };
}

function fromRow(row: ReadingRow): ProducedReading {
  return {
    id: row.id,
    kind: row.kind as ReadingKind,
    written: {
      title: row.title,
      markdown: row.markdown,
      highlights: row.highlights,
      profile: { id: row.profileId, version: row.profileVersion },
      tree: treeOfRow(row),
    },
    cost: row.cost,
    createdAt: row.createdAt,
  };
}
