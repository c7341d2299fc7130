import { classifyQuestion } from '@app/numerology';
import { engineWriter, type ReadingRequest, type WrittenReading } from './writer';

/**
 * Questions numerology must not answer (health, death, self-harm, another person's private life,
 * legal or financial decisions): they get the engine's kind answer, are never charged and never saved,
 * and need no sign-in (ADR 0610).
 */
export function isUnsafeQuestion(question: string): boolean {
  return !classifyQuestion(question).safe;
}

/**
 * The kind answer, always from the engine itself: the optional narrator never rewrites it, and it
 * carries no numbers, so no Tree of Life. Throws the engine's input errors like any reading.
 */
export async function kindAnswer(
  request: ReadingRequest & { kind: 'question' },
  today: string,
): Promise<WrittenReading> {
  const written = await engineWriter(request, today);
  return { ...written, highlights: [], narrated: false };
}
