/**
 * The real app (real bootstrap, lock and PGlite directory) plus one test-only route that commits a
 * row per request: the shutdown tests load it with writes and kill it mid-way. Run with
 * `node --import tsx apps/server/test/helpers/write-load-server.ts` and the usual environment.
 */
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { createContext } from '../../src/bootstrap';
import { loadConfig } from '../../src/config';
import { rateLimits } from '../../src/db/schema/index';

const config = loadConfig();
const ctx = await createContext(config);
const app = await buildApp(ctx);
const Body = z.object({ key: z.string().min(1).max(100) });
app.post('/test-write', async (request) => {
  const { key } = Body.parse(request.body);
  // One committed row per request; the answer is sent only after the commit.
  await ctx.db
    .insert(rateLimits)
    .values({ key: `write-load:${key}`, count: 1, resetAt: new Date(Date.now() + 365 * 86_400_000) });
  return { key };
});
await app.listen({ host: config.HOST, port: config.PORT });
