import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, inject } from 'vitest';
import { freePort } from './postgres';

const repoRoot = join(import.meta.dirname, '../../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The same server on another free port, when this one was chosen here and not by the test. */
  respawn?: () => Promise<ServerProcess>;
}

/**
 * Fills `dir` (created if missing) with a copy of the run's migrated PGlite data directory (global-setup), for a
 * spawned server whose test is not about PGlite's first run: its start skips creating the cluster and migrating
 * (3 to 10 s of CPU each on the 2-core machine, ADR 0916). Returns `dir`.
 */
export function copyMigratedDataDir(dir: string): string {
  cpSync(inject('pgliteDataDir'), dir, { recursive: true });
  return dir;
}

/**
 * Spawns a server the way production does (a bundle run by node: global-setup bundles the current sources
 * of main.ts and write-load-server.ts once per run; any other script through tsx), by default the real
 * apps/server/src/main.ts, with `env` added to a quiet test environment.
 */
export async function spawnServer(
  env: Record<string, string>,
  script = 'apps/server/src/main.ts',
  /** `built`: run `script` as plain JavaScript (a production bundle), from `cwd`. */
  options: { built?: boolean; cwd?: string } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const chunks: string[] = [];
  const bundle = options.built ? undefined : inject('serverBundles')[script];
  const args = options.built ? [script] : bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', script];
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: '',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => chunks.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => chunks.push(d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => chunks.join(''),
    exited,
    ...(env.PORT ? {} : { respawn: () => spawnServer(env, script, options) }),
  };
}

/** Waits until /readyz answers 200, failing early if the process exits. */
export async function waitReady(server: ServerProcess, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let retries = 3;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      // The free port was taken between finding it and the child's listen (another test's socket, an outgoing
      // connection's local port): the same server again on another port, the object updated in place.
      if (server.respawn && retries-- > 0 && /EADDRINUSE/.test(server.output())) {
        Object.assign(server, await server.respawn());
        continue;
      }
      throw new Error(`server exited before it was ready:\n${server.output()}`);
    }
    try {
      if ((await fetch(`${server.url}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server not ready in ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Kills the process if it still runs (test clean-up). */
export async function killQuietly(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/**
 * For a suite that spawns servers: temporary directories and spawned servers, and whatever else is handed to
 * `later`, are removed, stopped or undone after each test, the last first.
 */
export function cleanedAfterEach() {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  return {
    later: (cleanup: () => Promise<void> | void) => void cleanups.push(cleanup),
    tempDir(prefix: string): string {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
    async spawn(env: Record<string, string>, script?: string): Promise<ServerProcess> {
      const server = await spawnServer(env, script);
      cleanups.push(() => killQuietly(server));
      return server;
    },
  };
}
