import { API_ROUTES } from '@app/contracts/api-routes';
import type { FastifyInstance } from 'fastify';
import { importReadingSchema, profileSchema, type ProfileResponse } from '@app/contracts/profile';
import { utcToday } from '@app/contracts/readings';
import { requireSession, requireUser } from '../auth';
import type { AppContext } from '../context';
import { parseOr400 } from '../http/errors';
import { routeLimit } from '../security/rate-limit';
import { importDeviceReading } from './import';
import { findProfile, saveProfile, toProfile } from './store';

/** The reader's remembered details, and saving a free reading kept on their device once they sign in. */
export async function registerProfile(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const today = () => utcToday(ctx.now());
  const ProfileSchema = profileSchema(today);
  const ImportSchema = importReadingSchema(today);

  app.get(API_ROUTES.profile, { preHandler: requireSession }, async (request, reply) => {
    const row = await findProfile(ctx.db, requireUser(request).userId);
    reply.header('cache-control', 'private, no-store');
    return { profile: row ? toProfile(row) : null } satisfies ProfileResponse;
  });

  app.put(
    API_ROUTES.profile,
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 30) } },
    async (request) => {
      const body = parseOr400(ProfileSchema, request.body);
      return {
        profile: await saveProfile(ctx.db, requireUser(request).userId, body, ctx.now()),
      } satisfies ProfileResponse;
    },
  );

  app.post(
    API_ROUTES.readingImport,
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 10) } },
    async (request, reply) => {
      const body = parseOr400(ImportSchema, request.body);
      const saved = await importDeviceReading(ctx, requireUser(request).userId, body);
      return reply.code(saved.created ? 201 : 200).send({ readingId: saved.readingId });
    },
  );
}
