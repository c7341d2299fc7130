// `npm test`: typecheck, lint, build the web app, then every test suite (unit, integration on PGlite
// and PostgreSQL, browser tests in Chromium). Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const report = '.tmp/vitest-report.json';
rmSync(report, { force: true });

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['build', 'npm', ['run', 'build']],
  ['tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (name === 'tests' && existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    // The plain closing line CI tools read.
    console.log(`\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  }
  if (result.status !== 0) {
    console.error(`✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
