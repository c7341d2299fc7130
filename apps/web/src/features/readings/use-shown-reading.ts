import type { Highlight, ReadingDetail, ReadingResponse, TreeOfLifeLights } from '@app/contracts/readings';
import type { ReadingKind } from '@app/contracts/reading-limits';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../lib/api';
import type { SessionState } from '../../lib/session';
import { fetchReading } from './api';
import { keptReading } from './kept-reading';
import type { ReadingAddress } from './reading-address';
import { entryMatches, type ReadingEntry } from './reading-entry';
import { receiptOf } from './use-reading-submission';

/** A reading as the page shows it, wherever it came from (the answer just received, the device, the server). */
interface ShownReading {
  title: string;
  markdown: string;
  highlights: Highlight[];
  tree: TreeOfLifeLights | null;
  readingId: string | null;
  kind: ReadingKind;
  receipt?: string | undefined;
}

export type Shown =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'shown'; reading: ShownReading }
  | { status: 'sign-in' }
  | { status: 'missing'; message: string };

/**
 * What an address shows (ADR 0632): its history entry's reading as it arrived (receipt included); else a kept
 * reading from this device; else a saved one from the server, to its owner only. Nothing before hydration: the
 * prerendered page has no query string, history entry or device.
 */
export function useShownReading(
  address: ReadingAddress | null,
  entry: ReadingEntry,
  hydrated: boolean,
  session: SessionState,
): Shown {
  const local = useMemo<{ reading: ShownReading } | { gone: true } | null>(() => {
    if (!hydrated) return null;
    if (entry.reading && entryMatches(entry.reading, address)) return { reading: fromResponse(entry.reading) };
    if (address && 'kept' in address) {
      const kept = keptReading(address.kept);
      return kept ? { reading: fromResponse(kept.reading, false) } : { gone: true };
    }
    return null;
  }, [hydrated, entry, address]);
  const savedId = address && 'saved' in address && !local ? address.saved : null;
  const remote = useSavedReading(savedId, session.status === 'signed-in' ? session.userId : null);

  if (local && 'reading' in local) return { status: 'shown', reading: local.reading };
  if (local) return { status: 'missing', message: 'This free reading is no longer kept on this device.' };
  if (!savedId) return { status: 'none' };
  if (session.status === 'signed-out') return { status: 'sign-in' };
  if (session.status === 'loading' || remote?.id !== savedId) return { status: 'loading' };
  return remote.reading ? { status: 'shown', reading: remote.reading } : { status: 'missing', message: remote.message };
}

/** A saved reading, fetched for the signed-in reader (GET /api/readings/:id answers 404 to anyone but its owner). */
function useSavedReading(id: string | null, userId: string | null) {
  const [remote, setRemote] = useState<{ id: string; reading?: ShownReading; message: string } | null>(null);
  useEffect(() => {
    if (!id || !userId) return;
    let live = true;
    fetchReading(id).then(
      (detail) => live && setRemote({ id, reading: fromDetail(detail), message: '' }),
      (error: unknown) => live && setRemote({ id, message: failureOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [id, userId]);
  return remote;
}

function failureOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'This reading was not found among your readings.';
  if (error instanceof ApiError) return error.message;
  return 'The reading could not be loaded. Please check your connection and reload the page.';
}

function fromResponse(reading: ReadingResponse, withReceipt = true): ShownReading {
  return {
    title: reading.title,
    markdown: reading.text,
    highlights: reading.highlights,
    tree: reading.tree,
    readingId: reading.readingId,
    kind: reading.kind,
    receipt: withReceipt ? receiptOf(reading) : undefined,
  };
}

function fromDetail(detail: ReadingDetail): ShownReading {
  return {
    title: detail.title,
    markdown: detail.markdown,
    highlights: detail.highlights,
    tree: detail.tree,
    readingId: detail.id,
    kind: detail.kind,
  };
}
