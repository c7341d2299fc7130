// `npm test`: typecheck, format, lint, unused code (knip), build the web app, then every test suite: unit
// and integration (PGlite and PostgreSQL) first, then the browser tests in Chromium on their own, so that they do not compete for the
// two cores with the rest. Stops at the first failing step. Extra arguments go to vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const vitest = (name, projects) => {
  const report = `.tmp/vitest-${name}.json`;
  rmSync(report, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests'];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2));
  return { name, cmd: 'npx', args, report };
};

const steps = [
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'unused code', cmd: 'npx', args: ['knip'] },
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  vitest('unit-and-integration', ['unit', 'integration']),
  vitest('browser', ['e2e']),
];

for (const { name, cmd, args, report } of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (report && existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  }
  if (result.status !== 0 || (report && !existsSync(report))) {
    console.error(`✗ ${name} failed after ${seconds}s`);
    console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
// The plain closing line CI tools read.
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (totals.passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
