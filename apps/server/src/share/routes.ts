import { API_ROUTES } from '@app/contracts/api-routes';
import type { FastifyInstance } from 'fastify';
import {
  deviceShareSchema,
  StopDeviceShareSchema,
  type DeviceShareResponse,
  type ShareResponse,
} from '@app/contracts/profile';
import { utcToday } from '@app/contracts/readings';
import { requireSession, requireUser } from '../auth';
import type { AppContext } from '../context';
import { NotFound } from '../domain/errors';
import { PageError } from '../http/errors';
import { engineWriter, findOwnReading, isUuid } from '../readings';
import { parseOr400 } from '../http/errors';
import { deviceSharedReading, shareDeviceReading, stopDeviceShare } from './device-store';
import { routeLimit } from '../security/rate-limit';
import { ogImagePng } from './og-image';
import { goneSharePage, shareCss, sharePage } from './page';
import { siteFonts } from './site-fonts';
import { defaultWebDist } from '../paths';
import { readingPdf, writtenOn } from './pdf';
import { publicReading, type PublicReading } from './public-view';
import { currentShare, revokeShares, sharedReading, shareReading } from './store';

type IdParams = { Params: { id: string } };

/** Keep and share: a saved reading as PDF, and public share links (/s/<token>) the owner can revoke. */
export async function registerShares(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const origin = () => ctx.config.publicOrigin ?? 'http://localhost';
  const shareUrl = (token: string) => new URL(`/s/${token}`, origin()).toString();
  const ownReading = async (userId: string, id: string) => {
    const reading = isUuid(id) ? await findOwnReading(ctx.db, userId, id) : undefined;
    if (!reading) throw new NotFound('Reading not found.');
    return reading;
  };

  app.get<IdParams>(
    API_ROUTES.readingPdf,
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 20) } },
    async (request, reply) => {
      const reading = await ownReading(requireUser(request).userId, request.params.id);
      const pdf = await readingPdf(reading, writtenOn(reading.createdAt, request.headers['accept-language']));
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="${fileName(reading.kind, reading.createdAt)}"`);
      return reply.type('application/pdf').send(pdf);
    },
  );

  app.get<IdParams>(API_ROUTES.readingShare, { preHandler: requireSession }, async (request, reply) => {
    await ownReading(requireUser(request).userId, request.params.id);
    const token = await currentShare(ctx.db, requireUser(request).userId, request.params.id);
    reply.header('cache-control', 'private, no-store');
    return token ? ({ token, url: shareUrl(token) } satisfies ShareResponse) : { token: null, url: null };
  });

  app.post<IdParams>(
    API_ROUTES.readingShare,
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 20) } },
    async (request) => {
      if (!isUuid(request.params.id)) throw new NotFound('Reading not found.');
      const token = await shareReading(ctx.db, requireUser(request).userId, request.params.id, ctx.now());
      return { token, url: shareUrl(token) } satisfies ShareResponse;
    },
  );

  app.delete<IdParams>(API_ROUTES.readingShare, { preHandler: requireSession }, async (request) => {
    await ownReading(requireUser(request).userId, request.params.id);
    return { revoked: await revokeShares(ctx.db, requireUser(request).userId, request.params.id, ctx.now()) };
  });

  // Read once, on the first request: the web build sits beside the server and does not change under it.
  let css: string | undefined;
  registerDeviceShares(app, ctx, shareUrl);

  /** A live link's public face: a saved reading's, or a device's free reading's. */
  const publicShare = async (token: string): Promise<PublicReading | undefined> => {
    const saved = await sharedReading(ctx.db, token);
    return saved ? publicReading(saved) : deviceSharedReading(ctx.db, token);
  };

  app.get('/s/share.css', async (_request, reply) => {
    css ??= shareCss(siteFonts(ctx.config.WEB_DIST ?? defaultWebDist));
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('text/css').send(css);
  });

  app.get<{ Params: { token: string } }>('/s/:token', async (request, reply) => {
    const reading = await publicShare(request.params.token);
    reply.header('cache-control', 'no-cache');
    if (!reading) throw new PageError(404, goneSharePage());
    const page = shareUrl(request.params.token);
    const html = sharePage(reading, {
      page,
      image: `${page}/og.png`,
      home: new URL('/', origin()).toString(),
    });
    return reply.type('text/html').send(html);
  });

  app.get<{ Params: { token: string } }>('/s/:token/og.png', async (request, reply) => {
    const reading = await publicShare(request.params.token);
    if (!reading) throw new NotFound('This shared reading is not available.');
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('image/png').send(await ogImagePng(reading));
  });
}

/**
 * A signed-out reader's free reading, kept only on their device, shared: the server writes the free reading again
 * from the details in the body (so nobody can put words of their own on our pages), keeps its public numbers under
 * a new link and forgets the details. The device gets a key to stop the link, as an owner can stop theirs.
 */
function registerDeviceShares(app: FastifyInstance, ctx: AppContext, shareUrl: (token: string) => string): void {
  const schema = deviceShareSchema(() => utcToday(ctx.now()));
  app.post(
    API_ROUTES.freeReadingShares,
    { config: { rateLimit: routeLimit(ctx.config, 10) } },
    async (request, reply) => {
      const body = parseOr400(schema, request.body);
      const person = {
        name: body.name,
        dateOfBirth: body.date_of_birth,
        bornInMorning: body.is_morning,
        ...(body.hebrew_name ? { hebrewName: body.hebrew_name } : {}),
      };
      const written = await engineWriter({ kind: 'simple', person }, utcToday(ctx.now()));
      const shown = publicReading({
        kind: 'simple',
        highlights: written.highlights,
        tree: written.tree,
        name: body.name,
        dateOfBirth: body.date_of_birth,
        partner: null,
        hebrewName: body.hebrew_name ?? null,
      });
      const { token, stopKey } = await shareDeviceReading(ctx.db, shown, ctx.now());
      reply.header('cache-control', 'private, no-store');
      return reply.code(201).send({ token, url: shareUrl(token), stopKey } satisfies DeviceShareResponse);
    },
  );

  app.post<{ Params: { token: string } }>(
    API_ROUTES.freeReadingShareStop,
    { config: { rateLimit: routeLimit(ctx.config, 20) } },
    async (request) => {
      const { stop_key } = parseOr400(StopDeviceShareSchema, request.body);
      if (!(await stopDeviceShare(ctx.db, request.params.token, stop_key, ctx.now()))) {
        throw new NotFound('This shared reading is not available.');
      }
      return { revoked: 1 };
    },
  );
}

function fileName(kind: string, createdAt: string): string {
  return `kabbalah-numerology-${kind}-${createdAt.slice(0, 10)}.pdf`;
}
