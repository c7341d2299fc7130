import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The most gzip JavaScript the home page may load before the reader does anything (ADR 0006, issue 25): checked by
 * e2e/home-js-budget.test.ts on every `npm test` and printed by `npm run bench` (bench/web.ts).
 */
export const HOME_JS_BUDGET_BYTES = 90_000;

/** Gzip size of a built file: the .gz the build wrote next to it (what the server sends), else gzip -9 now. */
export function gzipBytes(file: string): number {
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The sizes of the scripts `paths` (addresses such as /assets/index-….js) in the build at `dist`, and their sum. */
export function scriptBytes(dist: string, paths: readonly string[]): { sizes: string; total: number } {
  const bytes = paths.map((path) => [path, gzipBytes(join(dist, path))] as const);
  return {
    sizes: bytes.map(([path, n]) => `${path} ${(n / 1000).toFixed(2)} kB`).join(', '),
    total: bytes.reduce((sum, [, n]) => sum + n, 0),
  };
}
