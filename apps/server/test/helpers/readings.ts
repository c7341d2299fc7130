import type { SignedIn } from './session';

/** Who a test reading is for, unless a test needs someone else. */
const SARAH = { name: 'Sarah Levy', date_of_birth: '1990-05-15', is_morning: true } as const;

/** A second reader, for tests that tell two readings apart (or look for the name in an e-mail). */
export const MIRIAM = { name: 'Miriam Cohen', date_of_birth: '1990-05-17', is_morning: true } as const;

/** Saves a free simple reading as `user` (signed-in readers' free readings are kept) and returns its id. */
export async function savedReading(
  user: SignedIn,
  person: { name: string; date_of_birth: string; is_morning?: boolean } = SARAH,
): Promise<string> {
  const res = await user.post('/generate-report/', { is_morning: true, ...person, report_type: 'simple' });
  if (res.status !== 201) throw new Error(`saving a reading answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { readingId: string }).readingId;
}
