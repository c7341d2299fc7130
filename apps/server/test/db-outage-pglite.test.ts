import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killQuietly, spawnServer, waitReady, type ServerProcess } from './helpers/server-process';

/** Every path under `root` (itself included) that its group or others may read, write or enter, with its mode. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${relative(root, path) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return found;
}

/** What an older version left: folders 0777, files 0666. */
function loosen(path: string): void {
  const stat = lstatSync(path);
  chmodSync(path, stat.isDirectory() ? 0o777 : 0o666);
  if (stat.isDirectory()) for (const name of readdirSync(path)) loosen(join(path, name));
}

/**
 * Issue #21 (13): the embedded database's directory belongs to the server's user alone. PGlite unpacked
 * its cluster with 968 world-writable files; a directory from before the fix is tightened at the next start.
 */
describe('the PGlite data directory', () => {
  const parent = mkdtempSync(join(tmpdir(), 'app-pglite-modes-'));
  const dataDir = join(parent, 'data');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await killQuietly(server);
    rmSync(parent, { recursive: true, force: true });
  });

  async function start() {
    server = await spawnServer({ DATA_DIR: dataDir });
    await waitReady(server);
  }
  async function stop() {
    server!.child.kill('SIGTERM');
    await server!.exited;
  }

  it('is created 0700 with files 0600, and an existing open one is closed at start', { timeout: 120_000 }, async () => {
    await start();
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dataDir).length).toBeGreaterThan(10); // the cluster is there, and checked
    expect(openToOthers(dataDir)).toEqual([]);
    await stop();

    loosen(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);
    await start();
    expect(openToOthers(dataDir)).toEqual([]);
    // Still the same database, still working.
    expect((await fetch(`${server!.url}/readyz`)).status).toBe(200);
    await stop();
  });
});
