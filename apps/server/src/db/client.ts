import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { secureDataDir } from './data-dir-permissions';
import { listenForNotifications } from './listen';
import { guardAgainstPanic } from './pglite-guard';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** PGlite only: set once it failed for good; only a restart recovers (/healthz says so). */
  failure?(): Error | undefined;
  close(): Promise<void>;
  /**
   * PGlite only: the whole data directory as a tarball, consistent (no transaction half-done); tests
   * start copies from a migrated one, backups are made of it. `gzip` compresses it.
   */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
  /** PGlite on disk only: its data directory. */
  dataDir?: string;
  /** PostgreSQL only: this process's connection pool (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL only (PGlite has one process, nobody to tell): NOTIFY payloads on `channel`, from a
   * dedicated connection; `onReconnect` runs after a dropped connection listens again (what was sent in
   * between is lost). Resolves to a function that stops listening.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` or undefined for an in-memory database. */
  dataDir?: string | undefined;
  /** A dump from `dumpDataDir` to start PGlite from (tests: a migrated template). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  /** PostgreSQL: how long to wait for a connection, new or from the busy pool (ADR 0170). */
  connectTimeoutMs?: number;
  /** PostgreSQL: longest a query may run on the server (statement_timeout) or wait for its answer. */
  queryTimeoutMs?: number;
  /** PostgreSQL: where lost connections are reported (they never end the process). */
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const { connectTimeoutMs = 3000, queryTimeoutMs = 5000, log } = options;
    await migratePostgres(url, connectTimeoutMs);
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // Bounds both a new connection and the wait for a free one: a request never waits on the database
      // longer than these, whether it is stopped, frozen or overloaded; it answers 503 instead (ADR 0170).
      connectionTimeoutMillis: connectTimeoutMs,
      statement_timeout: queryTimeoutMs,
      query_timeout: queryTimeoutMs,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // A connection the server drops (a restart, a failover, pg_terminate_backend, a pooler's idle timeout)
    // emits 'error' on its client, idle or checked out; unheard, that event ends the process. The pool
    // discards the client and opens a new one on the next query.
    pool.on('connect', (client) =>
      client.on('error', (err) => log?.warn({ err }, 'PostgreSQL connection lost; the pool will reconnect')),
    );
    pool.on('error', () => {}); // an idle client's error, already reported by its own listener above
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      // Its own short bound, so that /readyz answers quickly while the server is frozen.
      ping: () =>
        within(connectTimeoutMs, pool.query('select 1')).then(
          () => true,
          () => false,
        ),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onMessage, onReconnect) =>
        listenForNotifications(url, channel, onMessage, onReconnect, { connectTimeoutMs, log }),
    };
  }
  const dir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dir) secureDataDir(dir);
  const client = await PGlite.create({ dataDir: dir, loadDataDir: options.loadDataDir });
  const failure = guardAgainstPanic(client);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  if (dir) secureDataDir(dir); // what PGlite unpacked on a first start
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => ping(db as unknown as Db),
    failure,
    // A failed PGlite is left alone: closing it would send it one more message.
    close: async () => {
      if (!failure()) await client.close();
    },
    dataDir: dir,
    // Queries and transactions take turns on PGlite's one connection: inside a transaction nothing
    // else runs, and the checkpoint writes out every committed page, so the tarball is one instant.
    dump: (compression = 'none') =>
      client.transaction(async (tx) => {
        await tx.exec('checkpoint');
        return (await client.dumpDataDir(compression)) as Blob;
      }),
  };
}

/** Migrations on a connection of their own, without the pool's statement_timeout (an index may take long). */
async function migratePostgres(url: string, connectTimeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  client.on('error', () => {}); // a lost connection fails the migration's next query, which start reports
  await client.connect();
  try {
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.end().catch(() => {});
  }
}

/** `promise`, or a rejection after `ms` (the promise is left to settle on its own). */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
