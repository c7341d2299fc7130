import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { listenForNotifications } from './listen';
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
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: () => ping(db as unknown as Db),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onMessage, onReconnect) =>
        listenForNotifications(options.url!, channel, onMessage, onReconnect),
    };
  }
  const dir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
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

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
