import { describe, expect, it } from 'vitest';
import { ADMIN_API_ROUTES, API_ROUTES, apiPath } from './api-routes';

describe('apiPath', () => {
  it('fills every parameter, each encoded as one segment', () => {
    expect(apiPath(API_ROUTES.readingShare, { id: 'a/b c' })).toBe('/api/readings/a%2Fb%20c/share');
    expect(apiPath(ADMIN_API_ROUTES.refunds, { id: 'u1', paymentId: 'p2' })).toBe('/customers/u1/payments/p2/refunds');
    expect(apiPath(API_ROUTES.pricing, {})).toBe('/api/pricing');
  });
});
