import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import durations from './.ci/durations.json' with { type: 'json' };

/**
 * Seconds each longer file took (hooks and start-up included) in a measured run on the 2-core machine, written by
 * `node .ci/durations.mjs` from vitest's own record (ADR 0942). Only for the order files start in when vitest has
 * no record of its own (CI's fresh clone); a file missing here runs after these, larger files first.
 */
const MEASURED_SECONDS: Record<string, number> = durations.seconds;

/**
 * Vitest's own order (failed first, then longest first), but a file's length comes from the measured record
 * above when vitest has no durations of its own: `npm ci` empties node_modules, and vitest's results with
 * it, so CI ordered the files by size alone and started long small files (a11y, layout-shift, backup's
 * child servers) late, leaving one worker idle at the end. Files of one project stay together (a worker
 * keeps its modules only from one file of its project to the next), and the project whose longest file is
 * the longest goes first: by name, the integration files all went before the unit project's question-model
 * training (the run's longest file, 100-170 s of one core), which then ran alone at the end (ADR 1005).
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const key = (s: TestSpecification) => `${s.project.name}:${relative(this.ctx.config.root, s.moduleId)}`;
    const facts = new Map(
      files.map((s) => {
        const cached = this.ctx.cache.getFileTestResults(key(s));
        const ms = cached?.duration ?? (MEASURED_SECONDS[key(s)] ?? 0) * 1000;
        return [s, { failed: cached?.failed ?? false, ms, size: this.ctx.cache.getFileStats(key(s))?.size ?? 0 }];
      }),
    );
    // A project's longest file: the project that holds the run's longest file starts first (ADR 1005).
    const longest = new Map<string, number>();
    for (const [s, { ms }] of facts) longest.set(s.project.name, Math.max(longest.get(s.project.name) ?? 0, ms));
    const projectOrder = (s: TestSpecification) => longest.get(s.project.name) ?? 0;
    return [...files].sort((a, b) => {
      const [fa, fb] = [facts.get(a)!, facts.get(b)!];
      return (
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        projectOrder(b) - projectOrder(a) ||
        (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1) ||
        Number(b.project.config.isolate) - Number(a.project.config.isolate) ||
        Number(fb.failed) - Number(fa.failed) ||
        fb.ms - fa.ms ||
        fb.size - fa.size
      );
    });
  }
}

export default defineConfig({
  test: {
    // One worker per core, not vitest's cores − 1 (one worker on a 2-core machine): integration files spend
    // much of their time waiting on PostgreSQL, child servers and sockets (docs/decisions/0800-ci-time.md).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
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
          // A bound against a hang, not a target: at load 9 (a browser run beside them) two grammar tests of
          // 0.4 s idle took 5.6 s and ran out of vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          // A worker keeps the server's modules from one file to the next instead of loading fastify, the
          // SuperTokens SDK, PGlite and the rest again for each (about 4.5 s a file; ADR 0860). Each test
          // builds its own app, database and ports; the server's module state is caches keyed by what
          // they hold (OIDC discovery by issuer) and no test mocks a module or changes process.env.
          isolate: false,
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
          // In CI a browser test that fails is run once more, and `npm test` names every test that passed only
          // on its second run, with its first failure (ADR 0997): a timing miss on a loaded 2-core machine no
          // longer throws away a session's work, and a real failure still fails twice.
          retry: process.env.CI ? 1 : 0,
          // Two files at a time, each with its own site and mailbox, on the run's one Chromium (ADR 0800, 0941).
          // Three were tried on 2026-11-29 (ADR 1005's proposal): load rose to 13 and the step ran over 17 min
          // where two took 13, so two it stays. After the other projects when they run together.
          maxWorkers: Math.min(2, availableParallelism()),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
