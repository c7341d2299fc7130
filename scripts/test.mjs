// `npm test`: typecheck, format, lint, unused code (knip), build the web app, then every test suite: unit
// and integration (PGlite and PostgreSQL) first, then the browser tests in Chromium on their own, so that they do not compete for the
// two cores with the rest. Stops at the first failing step. Extra arguments go to vitest (e.g. a file filter).
// The typecheck runs beside format, lint and knip (each uses about one core; ADR 0860): their output is shown
// once each has finished, and a failure in either lane stops the run before the build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const vitest = (name, projects) => {
  const report = `.tmp/vitest-${name}.json`;
  rmSync(report, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests'];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2));
  return { name, cmd: 'npx', args, report };
};

/** Names each test that passed only when run again (CI retries browser tests once, ADR 0997), with why it failed. */
function reportRetried(report) {
  const retried = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'passed' && t.failureMessages.length > 0)
      .map((t) => ({ file: file.name, name: t.fullName, why: t.failureMessages[0].split('\n')[0] })),
  );
  if (retried.length === 0) return;
  console.log(`\n⚠ ${retried.length} test(s) passed only on a second run (flaky; fix them):`);
  for (const t of retried) console.log(`  ${t.file} › ${t.name}\n    first run: ${t.why}`);
}

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

/** Runs `step` with its output collected, and prints the output with the step's result when it ends. */
function runCollected({ name, cmd, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n▶ ${name}\n${Buffer.concat(output).toString()}`);
      if (status === 0) console.log(`✓ ${name} (${seconds}s)`);
      else console.error(`✗ ${name} failed after ${seconds}s`);
      resolve(status ?? 1);
    });
    child.on('error', (error) => output.push(Buffer.from(`${error}\n`)));
  });
}

/** Runs the steps one after another, stopping at the first failure; resolves to its status (0: all passed). */
async function lane(steps) {
  for (const step of steps) {
    const status = await runCollected(step);
    if (status !== 0) return status;
  }
  return 0;
}

const checks = await Promise.all([
  lane([{ name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'] }]),
  lane([
    { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
    { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
    { name: 'unused code', cmd: 'npx', args: ['knip'] },
  ]),
]);
const failedCheck = checks.find((status) => status !== 0);
if (failedCheck !== undefined) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failedCheck);
}

const steps = [
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  vitest('unit-and-integration', ['unit', 'integration']),
  vitest('browser', ['e2e']),
];

for (const { name, cmd, args, report } of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (report && existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    reportRetried(r);
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
