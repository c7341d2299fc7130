import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database's directory is for this process's user alone: the directory and every folder in it
 * 0700, every file without group or other bits (0600). PGlite unpacks its initial cluster with world-writable
 * files (0666) whatever the umask, and a directory made by an older version kept them, so this runs at
 * every start, before and after PGlite opens it (ADR 0171).
 */
export function secureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir);
}

function tighten(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return; // its target is not ours to change
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
    for (const name of readdirSync(path)) tighten(join(path, name));
  } else if (stat.mode & 0o077) {
    chmodSync(path, stat.mode & 0o700);
  }
}
