import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type VisitorSite, withVisitorSite } from './helpers/app';
import { measureShifts } from './helpers/layout-shift';

/**
 * Nothing moves under the reader's thumb while a form page loads on the throttled 390x844 phone (issue 25):
 * CLS under the 0.01 on the home page and every reading form. CLS is a layout figure, not a timing.
 * Before the page's own stylesheet was inline and the fallback font shaped like the web font, these pages
 * measured 0.02-0.04, 0.05-0.11 and 0.08 (bench/layout-shift.ts prints the figures). On a machine whose only
 * serif is DejaVu Serif (no Times New Roman, no Liberation Serif), before the DejaVu stand-ins of ADR 0895:
 * / 0.038, /simple-report 0.013, /comprehensive-report 0.066, /compatibility 0.040 (its title took two lines
 * in the fallback and one in the web font).
 */
describe('layout shift on a phone', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  for (const path of ['/', '/simple-report', '/comprehensive-report', '/ask-question', '/compatibility']) {
    it(`${path} does not shift as it loads, hydrates and its fonts arrive`, async () => {
      const { cls, shifts } = await measureShifts(browser, site.url + path);
      const moved = shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join('; ')}`).join('\n');
      expect(cls, `${path} shifted:\n${moved}`).toBeLessThan(0.01);
    });
  }
});
