/**
 * Marks cached server data stale (e.g. the token balance after a purchase or a reading) without
 * pulling the query library into the caller's bundle: it is loaded only if it is not already.
 */
export async function invalidate(...keys: ReadonlyArray<readonly unknown[]>): Promise<void> {
  const { queryClient } = await import('./query-client');
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
