import {
  answerQuestion,
  NumerologyInputError,
  writeCompatibilityReading,
  writeComprehensiveReport,
  writeSimpleReport,
} from '@app/numerology';
import type { Highlight, TreeOfLifeLights } from '@app/contracts/readings';
import { InvalidInput } from '../domain/errors';

/** Who the reading is about, as the engine takes it. */
export interface Person {
  name: string;
  /** Calendar date YYYY-MM-DD. */
  dateOfBirth: string;
  bornInMorning: boolean;
  /** The reader's own Hebrew spelling of the name, when they corrected the suggestion. */
  hebrewName?: string | undefined;
}

export type ReadingRequest =
  | { kind: 'simple' | 'comprehensive'; person: Person }
  | { kind: 'question'; person: Person; question: string }
  | { kind: 'compatibility'; person: Person; partner: Person };

/** What the rest of the feature needs from a written reading. */
export interface WrittenReading {
  title: string;
  markdown: string;
  highlights: Highlight[];
  profile: { id: string; version: string };
  /** What the reading lights on the Tree of Life (the engine's chart, never the narrator's). */
  tree: TreeOfLifeLights;
  /** True when the narrator rewrote the engine's text. */
  narrated: boolean;
}

/**
 * Writes the text of a reading. The seam between the endpoints and the engine: the app uses
 * `engineWriter`, optionally wrapped by the narrator; tests pass a writer that fails.
 */
export type ReadingWriter = (request: ReadingRequest, today: string) => Promise<WrittenReading>;

interface EngineReading {
  title: string;
  markdown: string;
  highlights: { label: string; value: unknown; meaning: string }[];
  profile: { id: string; version: string };
  chart: { treeOfLife: TreeLit };
  /** A compatibility reading's two charts. */
  compatibility?: { a: { treeOfLife: TreeLit }; b: { treeOfLife: TreeLit } };
}

type TreeLit = { sephirot: readonly string[]; paths: readonly number[] };

/** The deterministic engine (pure and fast: no I/O). */
export const engineWriter: ReadingWriter = async (request, today) => {
  const reading: EngineReading = refusalsAsInvalidInput(() => engineReading(request, today));
  return {
    title: reading.title,
    markdown: reading.markdown,
    highlights: reading.highlights.map((h) => ({ label: h.label, value: String(h.value), meaning: h.meaning })),
    profile: { id: reading.profile.id, version: reading.profile.version },
    tree: {
      ...treeOf(reading.chart.treeOfLife),
      // Whose light is whose, so the page's tree can say it (issue 22).
      ...(reading.compatibility
        ? { people: [treeOf(reading.compatibility.a.treeOfLife), treeOf(reading.compatibility.b.treeOfLife)] }
        : {}),
    },
    narrated: false,
  };
};

function engineReading(request: ReadingRequest, today: string): EngineReading {
  switch (request.kind) {
    case 'question':
      return answerQuestion(request.person, request.question, today);
    case 'compatibility':
      return writeCompatibilityReading(request.person, request.partner, today);
    case 'simple':
      return writeSimpleReport(request.person, today);
    case 'comprehensive':
      return writeComprehensiveReport(request.person, today);
  }
}

/**
 * The engine's refusal of an input (a name it cannot read, a date after the day asked), as the one InvalidInput
 * naming the field the client sent: here, so every caller of the writer answers 400 with it (issue 24).
 */
function refusalsAsInvalidInput(write: () => EngineReading): EngineReading {
  try {
    return write();
  } catch (error) {
    if (error instanceof NumerologyInputError) {
      throw new InvalidInput(`${FIELD_NAMES[error.field] ?? error.field}: ${error.message}`);
    }
    throw error;
  }
}

/** Engine field names → request field names, so a 400 names the field the client sent. */
const FIELD_NAMES: Record<string, string> = {
  name: 'name',
  dateOfBirth: 'date_of_birth',
  question: 'question',
  askedOn: 'date_of_birth',
  asOf: 'date_of_birth',
  hebrewName: 'hebrew_name',
  partnerName: 'partner_name',
  partnerDateOfBirth: 'partner_date_of_birth',
  partnerHebrewName: 'hebrew_name',
};

/** A plain copy of the engine's tree lights (the chart's arrays are readonly and shared). */
export function treeOf(lit: TreeLit): { sephirot: string[]; paths: number[] } {
  return { sephirot: [...lit.sephirot], paths: [...lit.paths] };
}
