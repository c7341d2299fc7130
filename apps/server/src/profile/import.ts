import type { AppContext } from '../context';
import { InvalidInput } from '../domain/errors';
import { createReading, engineWriter, IdempotencyConflict } from '../readings';
import { utcToday } from '@app/contracts/readings';

export interface DeviceReading {
  device_id: string;
  name: string;
  date_of_birth: string;
  is_morning: boolean;
  hebrew_name?: string | undefined;
}

/**
 * Saves to My readings the free reading a signed-out reader kept on their device. Only its inputs are
 * taken from the client: the text is written again here by the engine, so nothing the browser held can
 * become a saved reading. The device's id is the idempotency key, so importing twice saves once.
 */
export async function importDeviceReading(
  ctx: AppContext,
  userId: string,
  input: DeviceReading,
): Promise<{ readingId: string; created: boolean }> {
  let result;
  try {
    result = await createReading(ctx.db, engineWriter, {
      request: {
        kind: 'simple',
        person: {
          name: input.name,
          dateOfBirth: input.date_of_birth,
          bornInMorning: input.is_morning,
          ...(input.hebrew_name ? { hebrewName: input.hebrew_name } : {}),
        },
      },
      userId,
      cost: 0,
      idempotencyKey: `device:${input.device_id}`,
      today: utcToday(ctx.now()),
      now: ctx.now(),
    });
  } catch (error) {
    // The device's id is the idempotency key: the client's field is named in its words.
    if (error instanceof IdempotencyConflict)
      throw new InvalidInput('device_id: this reading was already saved with other details');
    throw error;
  }
  if (result.status === 'created' || result.status === 'replayed') {
    return { readingId: result.reading.id!, created: result.status === 'created' };
  }
  throw new Error('a free reading asked for tokens');
}
