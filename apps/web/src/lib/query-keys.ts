/** TanStack Query keys shared across features, so one feature can refresh another's data. */
export const queryKeys = {
  tokenBalance: ['token-balance'] as const,
  tokenPackages: ['token-packages'] as const,
  pricing: ['pricing'] as const,
  readings: ['readings'] as const,
  reading: (id: string) => ['readings', id] as const,
  account: ['account'] as const,
  tokenHistory: ['account', 'token-history'] as const,
};
