import { API_ROUTES } from '@app/contracts/api-routes';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { bearerMatches } from '../http/bearer';
import { localUrl, newBackupToken, removeBackupHandle, writeBackupHandle } from './handle';
import { sqlDumpOf } from './sql-dump';

/**
 * POST /api/backup: the embedded database as plain SQL (pg_dump), made by the running server (the only
 * process that may open its data directory). Exists only for PGlite on disk; any request without the
 * current token from the data directory's handle file gets the same 404 as a path that does not exist.
 */
export function registerBackup(app: FastifyInstance, ctx: AppContext): void {
  const { dataDir, dump } = ctx.database;
  if (!dataDir || !dump) return;
  const token = newBackupToken();

  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo;
    writeBackupHandle(dataDir, { url: localUrl(ctx.config.HOST, address.port), token });
  });
  app.addHook('onClose', async () => removeBackupHandle(dataDir));

  app.post(API_ROUTES.backup, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.callNotFound();
    }
    const started = Date.now();
    // One instant of the database (writes wait only for this copy, ADR 0154), then pg_dump runs on the
    // copy while the app goes on.
    const snapshot = await dump('none');
    const copied = Date.now();
    const sql = await sqlDumpOf(snapshot);
    request.log.info(
      { bytes: Buffer.byteLength(sql), copyMs: copied - started, dumpMs: Date.now() - copied },
      'database backup made',
    );
    return reply.header('content-type', 'application/sql; charset=utf-8').header('cache-control', 'no-store').send(sql);
  });
}
