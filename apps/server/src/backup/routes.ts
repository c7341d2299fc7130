import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { bearerMatches } from '../http/bearer';
import { localUrl, newBackupToken, removeBackupHandle, writeBackupHandle } from './handle';

/**
 * POST /api/backup: a gzipped tarball of the embedded database, made by the running server (the only
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

  app.post('/api/backup', async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.callNotFound();
    }
    const started = Date.now();
    const tarball = await dump('gzip');
    request.log.info({ bytes: tarball.size, ms: Date.now() - started }, 'database backup made');
    return reply
      .header('content-type', 'application/gzip')
      .header('cache-control', 'no-store')
      .send(Buffer.from(await tarball.arrayBuffer()));
  });
}
