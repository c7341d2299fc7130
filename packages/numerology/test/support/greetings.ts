/** How a reading greets a name, and a table of names and greetings checked at once (the greeting tests). */
import { expect } from 'vitest';
import { parseName } from '../../src/name';

export const greeted = (name: string): string => parseName(name).firstName;

export function expectGreeted(cases: ReadonlyArray<readonly [name: string, greeting: string]>): void {
  for (const [name, greeting] of cases) expect(greeted(name), name).toBe(greeting);
}
