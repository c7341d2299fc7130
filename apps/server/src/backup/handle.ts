import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * File in the PGlite data directory telling `npm run backup` where the running server listens and the
 * token it must show. Whoever can read the data directory can read the database already, so holding
 * this file grants nothing new; the token changes at every start.
 */
export const BACKUP_HANDLE_FILE = 'backup-handle.json';

export interface BackupHandle {
  url: string;
  token: string;
}

export function newBackupToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A URL this machine reaches the server on, from the address it listens on. */
export function localUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

export function writeBackupHandle(dataDir: string, handle: BackupHandle): void {
  writeFileSync(join(dataDir, BACKUP_HANDLE_FILE), JSON.stringify(handle), { mode: 0o600 });
}

export function removeBackupHandle(dataDir: string): void {
  rmSync(join(dataDir, BACKUP_HANDLE_FILE), { force: true });
}
