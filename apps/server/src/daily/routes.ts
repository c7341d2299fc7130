import { API_ROUTES } from '@app/contracts/api-routes';
import type { FastifyInstance } from 'fastify';
import { DailyEmailRequestSchema } from '@app/contracts/profile';
import { requireSession, requireUser } from '../auth';
import type { AppContext } from '../context';
import { PageError, parseOr400 } from '../http/errors';
import type { Job } from '../jobs/jobs';
import { setDailyEmail } from '../profile';
import { routeLimit } from '../security/rate-limit';
import { z } from 'zod';
import { dailyEmailJob, dailyFor, sendDueDailyEmails, unsubscribe } from './service';
import { isUnsubscribeToken } from './unsubscribe';

const UnsubscribeQuery = z.object({ u: z.uuid(), t: z.string().max(100) });

/** Daily Numbers: today's numbers, the morning e-mail opt-in, and its one-click unsubscribe. */
export async function registerDaily(app: FastifyInstance, ctx: AppContext): Promise<Job[]> {
  app.get(API_ROUTES.daily, { preHandler: requireSession }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return dailyFor(ctx.db, requireUser(request).userId, ctx.now());
  });

  app.put(
    API_ROUTES.dailyEmail,
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 30) } },
    async (request) => {
      const body = parseOr400(DailyEmailRequestSchema, request.body);
      await setDailyEmail(ctx.db, requireUser(request).userId, body.enabled, body.time_zone, ctx.now());
      // Opting in after 7 in the morning sends today's at once (claimed like the job's, so never twice).
      const sent = body.enabled
        ? await sendDueDailyEmails(ctx, request.log, { userId: requireUser(request).userId })
        : 0;
      return { dailyEmail: body.enabled, sentToday: sent > 0 };
    },
  );

  // RFC 8058 one-click: mail clients POST here (form-encoded "List-Unsubscribe=One-Click"); no session needed.
  // Its own scope, so form bodies are accepted on this route only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      API_ROUTES.dailyUnsubscribe,
      { config: { rateLimit: routeLimit(ctx.config, 30) } },
      async (request, reply) => {
        const { u, t } = parseOr400(UnsubscribeQuery, request.query);
        if (!isUnsubscribeToken(ctx.secret, u, t)) throw new PageError(400, page(INVALID));
        await unsubscribe(ctx.db, u, ctx.now());
        return reply.type('text/html').send(page(DONE));
      },
    );
  });

  // The link in the mail's text: a page whose one button posts the same URL (a link scanner's GET must
  // not unsubscribe anybody; see docs/decisions/0701-profile-daily-numbers-keep-share.md).
  app.get(API_ROUTES.dailyUnsubscribe, async (request, reply) => {
    const { u, t } = parseOr400(UnsubscribeQuery, request.query);
    if (!isUnsubscribeToken(ctx.secret, u, t)) throw new PageError(400, page(INVALID));
    const action = `${API_ROUTES.dailyUnsubscribe}?u=${encodeURIComponent(u)}&t=${encodeURIComponent(t)}`;
    return reply
      .type('text/html')
      .send(
        page(
          `<h1>Stop the Daily Numbers e-mail?</h1><form method="post" action="${action}"><button type="submit">Unsubscribe</button></form><p><a href="/daily">Back to Daily Numbers</a></p>`,
        ),
      );
  });

  return [dailyEmailJob(ctx)];
}

const DONE =
  '<h1>You are unsubscribed</h1><p>No more Daily Numbers e-mails. You can turn them on again on <a href="/daily">Daily Numbers</a>.</p>';
const INVALID =
  '<h1>This unsubscribe link is not valid</h1><p>Turn the e-mail off on <a href="/daily">Daily Numbers</a>.</p>';

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Daily Numbers e-mail · Kabbalah Numerology</title></head><body>${body}</body></html>`;
}
