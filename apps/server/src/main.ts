import { buildApp } from './app';
import { createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { isDatabaseUnavailable } from './db/unavailable';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let ctx;
  try {
    ctx = await createContext(config);
  } catch (error) {
    // Migrations need the database: without it there is nothing to serve yet. Say so plainly and let the
    // supervisor start us again (compose: restart: unless-stopped); once running, outages are survived (ADR 0170).
    if (isDatabaseUnavailable(error)) {
      console.error(
        `The database did not answer at start (${(error as Error).message}). ` +
          'Check that it runs and that DATABASE_URL points at it; exiting.',
      );
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then closing the database`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      ctx.mailer.close();
      await ctx.database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
  app.log.info(
    `Site and API on http://localhost:${config.PORT} · database: ${where} · payments: ${config.paymentsMode} mode`,
  );
}

void main();
