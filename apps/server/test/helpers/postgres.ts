import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL server for tests: TEST_DATABASE_URL if set, else a throwaway cluster from the installed binaries. */
export interface TestPostgres {
  /** URL of a database the tests may create other databases from. */
  adminUrl: string;
  stop(): void;
}

const INSTALL_HINT =
  'PostgreSQL server binaries were not found (looked in /usr/lib/postgresql/*/bin). Install them with ' +
  '"apt-get install -y postgresql", or set TEST_DATABASE_URL=postgres://user@host:port/db to use a running server.';

export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop() {} };
  return startPostgresCluster();
}

/** A throwaway cluster this process controls: it can be stopped, started again and its processes signalled. */
export interface PostgresCluster extends TestPostgres {
  /** The postmaster's pid (from postmaster.pid) while it runs. */
  postmasterPid(): number;
  /** `pg_ctl stop -m <mode>`: the cluster stays on disk and `start()` brings it back on the same port. */
  halt(mode: 'fast' | 'immediate'): void;
  start(): void;
}

/** Always a new cluster from the installed binaries (never TEST_DATABASE_URL), on a free port. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  const bin = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((d) => existsSync(join(d, 'initdb')));
  if (!bin) throw new Error(INSTALL_HINT);

  const dir = mkdtempSync(join(tmpdir(), 'app-test-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: run the cluster as the postgres user.
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const r = spawnSync(file, argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  if (asRoot) chownSync(dir, uid('postgres'), gid('postgres'));
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    run(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
      'start',
    ]);
  const halt = (mode: 'fast' | 'immediate') => run(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, 'stop']);
  start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    postmasterPid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    halt,
    start,
    stop() {
      try {
        if (existsSync(join(data, 'postmaster.pid'))) halt('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const uid = (user: string) => Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
const gid = (user: string) => Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A port held open until a server takes it over (`server.listen(reserved.handle)`): for a server whose address
 * must be named before it can start, where `freePort` would leave the port free for any other process meanwhile.
 */
export function reservePort(): Promise<{ port: number; handle: Server }> {
  return new Promise((resolve, reject) => {
    const handle = createServer();
    handle.once('error', reject);
    handle.listen(0, '127.0.0.1', () => {
      // A reservation never taken over does not keep the test process alive.
      handle.unref();
      resolve({ port: (handle.address() as { port: number }).port, handle });
    });
  });
}

/** Replaces the database name of a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
