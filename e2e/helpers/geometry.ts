import type { Locator } from 'playwright-core';

/** The smallest distance between any two of the boxes (negative when two overlap): buttons that touch are 0. */
export async function smallestGap(locators: Locator[]): Promise<number> {
  const boxes = await Promise.all(locators.map(async (l) => (await l.boundingBox())!));
  let smallest = Infinity;
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const gap = Math.max(
        b.x - (a.x + a.width),
        a.x - (b.x + b.width),
        b.y - (a.y + a.height),
        a.y - (b.y + b.height),
      );
      smallest = Math.min(smallest, gap);
    }
  }
  return smallest;
}

/** How tall the element is on screen, in CSS pixels (tap targets: at least 44). */
export async function heightOf(locator: Locator): Promise<number> {
  return (await locator.boundingBox())!.height;
}
