import { describe, expect, it } from 'vitest';
import { disputeHoldsFunds } from './disputes';

describe('disputeHoldsFunds', () => {
  it('is true while the card network holds the money, including a lost dispute', () => {
    for (const status of ['needs_response', 'under_review', 'appeal_needs_response', 'appeal_under_review', 'lost']) {
      expect(disputeHoldsFunds(status), status).toBe(true);
    }
  });

  it('is false for inquiries, won and prevented disputes, and unknown states', () => {
    for (const status of [
      'warning_needs_response',
      'warning_under_review',
      'warning_closed',
      'won',
      'prevented',
      'something_new',
    ]) {
      expect(disputeHoldsFunds(status), status).toBe(false);
    }
  });
});
