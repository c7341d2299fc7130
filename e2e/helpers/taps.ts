import type { Locator } from 'playwright-core';

/** Counts what a reader does with their thumb on a phone: taps, and fields they type into. */
export function tapCounter() {
  const counts = { taps: 0, typed: 0 };
  return {
    counts,
    async tap(target: Locator) {
      await target.tap();
      counts.taps++;
    },
    async type(field: Locator, text: string) {
      await field.fill(text);
      counts.typed++;
    },
  };
}
