import { QUESTION_MAX } from '@app/contracts/reading-limits';
import { screenQuestion } from '@app/numerology';
import { InvalidInput } from '../domain/errors';
import { engineWriter, type ReadingRequest, type WrittenReading } from './writer';

/**
 * Questions numerology must not answer (health, pregnancy, surgery, death, self-harm, another person's
 * private life, the law, visas, exam results, gambling, investments) and questions it could not read:
 * they get the engine's kind answer or its request to rephrase, are never charged and never saved, and
 * need no sign-in (ADR 0610, 0626).
 */
export function isUnsafeQuestion(question: string): boolean {
  const screen = screenQuestion(question);
  return !screen.safety.safe || !screen.clear;
}

/**
 * A question to be answered may be at most QUESTION_MAX characters long; a longer one is read only for the help it
 * may need (ADR 0999), so it is refused here unless the safety screen declines it (an unreadable one is refused too,
 * as the engine would).
 */
export function checkAnswerableLength(question: string): void {
  if ([...question].length > QUESTION_MAX && screenQuestion(question).safety.safe)
    throw new InvalidInput(`question: must be at most ${QUESTION_MAX} characters`);
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
