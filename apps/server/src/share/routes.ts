import type { FastifyInstance } from 'fastify';
import type { ShareResponse } from '@app/contracts/profile';
import { requireSession, requireUser } from '../auth';
import type { AppContext } from '../context';
import { NotFound } from '../domain/errors';
import { PageError } from '../http/errors';
import { findOwnReading, isUuid } from '../readings';
import { routeLimit } from '../security/rate-limit';
import { ogImagePng } from './og-image';
import { goneSharePage, shareCss, sharePage } from './page';
import { siteFonts } from './site-fonts';
import { defaultWebDist } from '../paths';
import { readingPdf, writtenOn } from './pdf';
import { publicReading } from './public-view';
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
    '/api/readings/:id/pdf',
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 20) } },
    async (request, reply) => {
      const reading = await ownReading(requireUser(request).userId, request.params.id);
      const pdf = await readingPdf(reading, writtenOn(reading.createdAt, request.headers['accept-language']));
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="${fileName(reading.kind, reading.createdAt)}"`);
      return reply.type('application/pdf').send(pdf);
    },
  );

  app.get<IdParams>('/api/readings/:id/share', { preHandler: requireSession }, async (request, reply) => {
    await ownReading(requireUser(request).userId, request.params.id);
    const token = await currentShare(ctx.db, requireUser(request).userId, request.params.id);
    reply.header('cache-control', 'private, no-store');
    return token ? ({ token, url: shareUrl(token) } satisfies ShareResponse) : { token: null, url: null };
  });

  app.post<IdParams>(
    '/api/readings/:id/share',
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 20) } },
    async (request) => {
      if (!isUuid(request.params.id)) throw new NotFound('Reading not found.');
      const token = await shareReading(ctx.db, requireUser(request).userId, request.params.id, ctx.now());
      return { token, url: shareUrl(token) } satisfies ShareResponse;
    },
  );

  app.delete<IdParams>('/api/readings/:id/share', { preHandler: requireSession }, async (request) => {
    await ownReading(requireUser(request).userId, request.params.id);
    return { revoked: await revokeShares(ctx.db, requireUser(request).userId, request.params.id, ctx.now()) };
  });

  // Read once, on the first request: the web build sits beside the server and does not change under it.
  let css: string | undefined;
  app.get('/s/share.css', async (_request, reply) => {
    css ??= shareCss(siteFonts(ctx.config.WEB_DIST ?? defaultWebDist));
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('text/css').send(css);
  });

  app.get<{ Params: { token: string } }>('/s/:token', async (request, reply) => {
    const reading = await sharedReading(ctx.db, request.params.token);
    reply.header('cache-control', 'no-cache');
    if (!reading) throw new PageError(404, goneSharePage());
    const page = shareUrl(request.params.token);
    const html = sharePage(publicReading(reading), {
      page,
      image: `${page}/og.png`,
      home: new URL('/', origin()).toString(),
    });
    return reply.type('text/html').send(html);
  });

  app.get<{ Params: { token: string } }>('/s/:token/og.png', async (request, reply) => {
    const reading = await sharedReading(ctx.db, request.params.token);
    if (!reading) throw new NotFound('This shared reading is not available.');
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('image/png').send(await ogImagePng(publicReading(reading)));
  });
}

function fileName(kind: string, createdAt: string): string {
  return `kabbalah-numerology-${kind}-${createdAt.slice(0, 10)}.pdf`;
}
