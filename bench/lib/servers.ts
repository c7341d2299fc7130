import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { createContext } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import type { AppContext } from '../../apps/server/src/context';
import { startMailbox, type Mailbox } from '../../apps/server/test/helpers/mailbox';

export interface Running {
  url: string;
  close(): Promise<void>;
}

/** The baseline: a bare Fastify hello-world (no plugins) in the same process, on 127.0.0.1. */
export async function startBaseline(): Promise<Running> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  return listen(app, async () => {});
}

export interface RunningApp extends Running {
  app: FastifyInstance;
  ctx: AppContext;
  mailbox: Mailbox;
}

/**
 * The real application as production builds it (buildApp on PGlite in a fresh temp directory,
 * production mode), with e-mail to an in-process SMTP server. `addRoutes` may add bench-only routes
 * before it starts listening.
 */
export async function startApp(
  env: Record<string, string>,
  addRoutes?: (app: FastifyInstance, ctx: AppContext) => void,
): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'app-bench-'));
  const mailbox = await startMailbox();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
    PUBLIC_URL: 'http://127.0.0.1',
    ...env,
  });
  const ctx = await createContext(config);
  const app = await buildApp(ctx, { logger: false });
  addRoutes?.(app, ctx);
  const running = await listen(app, async () => {
    ctx.mailer.close();
    await ctx.database.close();
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { ...running, app, ctx, mailbox };
}

async function listen(app: FastifyInstance, after: () => Promise<void>): Promise<Running> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await after();
    },
  };
}
