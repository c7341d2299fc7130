import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core, not vitest's cores − 1 (one worker on a 2-core machine): integration files spend
    // much of their time waiting on PostgreSQL, child servers and sockets (docs/decisions/0800-ci-time.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'lint/*.test.ts',
          ],
          // Files share a worker's modules instead of each loading the engine, React and their libraries
          // again (unit project: 200 s → 92 s on a loaded machine, ADR 0800). Unit tests keep no state
          // outside their files; fast-check's global settings are reset before each file.
          isolate: false,
          setupFiles: ['vitest.setup-unit.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time, each with its own site, browser and mailbox (ADR 0800); not more on a bigger
          // machine (a Chromium each), and after the other projects when they run together.
          maxWorkers: Math.min(2, availableParallelism()),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
