import type { Browser } from 'playwright-core';
import { throttledPhone } from './phone';

/*
 * Layout shift on the throttled phone (issue 25): every `layout-shift` entry a buffered PerformanceObserver sees
 * while a page loads, hydrates and settles, with the nodes that moved. Used by e2e/layout-shift.test.ts and by
 * `npm run bench` (bench/layout-shift.ts).
 */

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/**
 * Installed before the page's own scripts: keeps every layout shift with a short name for each moved node.
 * Sent as source text with tsx's naming helper defined (the compiled function calls `__name`).
 */
const OBSERVE = `var __name = (f) => f; (${String(() => {
  const name = (n: Node | null): string => {
    if (!(n instanceof Element)) return n ? n.nodeName : '?';
    const id = n.id ? `#${n.id}` : '';
    const cls = typeof n.className === 'string' && n.className ? `.${n.className.trim().split(/\s+/).join('.')}` : '';
    const text = (n.textContent ?? '').trim().slice(0, 30);
    return `${n.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
  };
  const shifts: unknown[] = [];
  (window as unknown as { __shifts: unknown[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (e.hadRecentInput) continue;
      shifts.push({
        value: e.value,
        at: e.startTime,
        sources: (e.sources ?? []).map(
          (s) =>
            `${name(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}, h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})})()`;

/** CLS as Chromium reports it: the largest session window (shifts less than 1 s apart, at most 5 s long). */
function clsOf(shifts: Shift[]): number {
  let best = 0;
  let sum = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.at - b.at)) {
    if (s.at - last >= 1000 || s.at - start >= 5000) [sum, start] = [0, s.at];
    sum += s.value;
    last = s.at;
    best = Math.max(best, sum);
  }
  return best;
}

/**
 * One page on the throttled 390x844 phone: loaded, then left until its scripts have run and the network is
 * quiet, plus `settleMs` for anything inserted late. No input is made, so every shift counts.
 */
export async function measureShifts(
  browser: Browser,
  url: string,
  settleMs = 3000,
): Promise<{ cls: number; shifts: Shift[] }> {
  const { context, page } = await throttledPhone(browser);
  try {
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(settleMs);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    return { cls: clsOf(shifts), shifts };
  } finally {
    await context.close();
  }
}
