import type { Pricing, ReadingKind } from '@app/contracts/readings';
import type { Config } from '../config';

/**
 * Token prices of readings: the one server-side place they come from (PRICE_* in the environment).
 * The spec's unused dialogs ask 5000 tokens for a complete report and 2000 for an analysis; we keep that
 * 5:2 ratio at a scale that fits the token packages, and refuse to start when a configuration breaks it
 * (ADR 0602). A compatibility reading (two charts, PRICE_COMPATIBILITY, 40 by default) is priced on its own,
 * between a question and a comprehensive report.
 */
const SPEC_RATIO = { comprehensiveReport: 5, question: 2 } as const;

export class PricingError extends Error {}

export function pricingFrom(
  config: Pick<Config, 'PRICE_COMPREHENSIVE_REPORT' | 'PRICE_QUESTION' | 'PRICE_COMPATIBILITY'>,
): Pricing {
  const pricing: Pricing = {
    simpleReport: 0,
    comprehensiveReport: config.PRICE_COMPREHENSIVE_REPORT,
    question: config.PRICE_QUESTION,
    compatibility: config.PRICE_COMPATIBILITY,
  };
  assertSpecRatio(pricing);
  return pricing;
}

/** comprehensive : question must stay 5 : 2 (0 : 0 is allowed: every reading free). */
function assertSpecRatio(pricing: Pricing): void {
  if (pricing.comprehensiveReport * SPEC_RATIO.question !== pricing.question * SPEC_RATIO.comprehensiveReport) {
    throw new PricingError(
      `PRICE_COMPREHENSIVE_REPORT (${pricing.comprehensiveReport}) and PRICE_QUESTION (${pricing.question}) ` +
        'must keep the ratio 5:2 of a complete report to an analysis, e.g. 50 and 20',
    );
  }
}

export function priceOf(pricing: Pricing, kind: ReadingKind): number {
  if (kind === 'simple') return pricing.simpleReport;
  if (kind === 'comprehensive') return pricing.comprehensiveReport;
  if (kind === 'compatibility') return pricing.compatibility;
  return pricing.question;
}
