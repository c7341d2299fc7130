import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Name of the lock file kept in DATA_DIR while a server has the PGlite database open. */
export const LOCK_FILE = 'app-server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is already in use by another server process (pid ${holderPid}). ` +
        'PGlite allows only one process per data directory: stop that process, or give this one another DATA_DIR ' +
        `(if no such process runs, delete ${join(dataDir, LOCK_FILE)}).`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

interface LockContent {
  pid: number;
  host: string;
}

/**
 * Takes the PGlite data directory for this process. Two processes writing the same PGlite
 * directory corrupt it, and PGlite itself has no guard (no postmaster.pid), so we keep one:
 * a file holding our pid, created exclusively. A lock left by a process that is gone
 * (killed, crashed) is taken over; one held by a live process is refused.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // for this user alone (ADR 0171)
  const file = join(dataDir, LOCK_FILE);
  const content: LockContent = { pid: process.pid, host: hostname() };

  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(content));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error;
      const holder = readLock(file);
      if (holder && holder.pid !== process.pid && holder.host === content.host && isAlive(holder.pid)) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      // Stale (its process is gone, or it was ours before a restart with the same pid): take it over.
      removeQuietly(file);
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readLock(file)?.pid === process.pid) removeQuietly(file);
  };
  // process.exit() skips pending awaits; the lock still goes.
  process.on('exit', release);
  return { release };
}

function readLock(file: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
    if (typeof parsed.pid !== 'number') return undefined;
    return { pid: parsed.pid, host: typeof parsed.host === 'string' ? parsed.host : hostname() };
  } catch {
    return undefined; // unreadable or half-written: treated as stale
  }
}

/** True when a process with this pid exists (signal 0 checks without sending anything). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    /* already gone */
  }
}
