import { API_ROUTES } from '@app/contracts/api-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { READING_ROUTES } from '@app/contracts/reading-routes';
import {
  IdempotencyKeySchema,
  ReadingListQuerySchema,
  readingSchemas,
  utcToday,
  type EmailReadingResponse,
  type ReadingResponse,
} from '@app/contracts/readings';
import { currentUser, optionalSession, requireSession, requireUser } from '../auth';
import type { AppContext } from '../context';
import { InvalidInput, NotFound } from '../domain/errors';
import { parseOr400 } from '../http/errors';
import { metricsRegistry } from '../metrics/routes';
import { clientKey, enforceLimit } from '../security/rate-limit';
import { readingMetrics } from './metrics';
import { withNarrator } from './narrator';
import { requestLog } from '../logging/request-log';
import { priceOf, pricingFrom } from './pricing';
import { checkAnswerableLength, isUnsafeQuestion } from './question-safety';
import { emailReading } from './reading-email';
import { readingRouteSchema } from './response-schema';
import { createReading, type CreateReadingResult } from './service';
import { findOwnReading, isUuid, listReadings } from './store';
import { engineWriter, type Person, type ReadingRequest, type ReadingWriter } from './writer';

/** Free simple reports per client (signed-in user, else IP address) per window. */
export const SIMPLE_REPORT_LIMIT = { max: 30, windowMs: 60_000 };

export interface ReadingsDeps {
  /** Writes the reading text; defaults to the engine, narrated when LLM_* is configured. */
  writer?: ReadingWriter;
}

export async function registerReadings(app: FastifyInstance, ctx: AppContext, deps: ReadingsDeps = {}): Promise<void> {
  const { config } = ctx;
  readingMetrics(metricsRegistry(app), ctx.db);
  const pricing = pricingFrom(config);
  const writer = deps.writer ?? defaultWriter(app, ctx);
  const today = utcDayOf(() => ctx.now());
  const schemas = readingSchemas(today);
  // Who may ask: anyone (a free report, and a question numerology must not answer, need no account), or a reader
  // signed in.
  const anyone = { preHandler: optionalSession, schema: readingRouteSchema };
  const signedIn = { preHandler: requireSession, schema: readingRouteSchema };

  app.get(API_ROUTES.pricing, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return pricing;
  });

  app.post(READING_ROUTES.report, anyone, async (request, reply) => {
    const body = parseOr400(schemas.report, request.body);
    if (body.report_type === 'simple') {
      await limitSimpleReports(request);
    } else if (!currentUser(request)) {
      await requireSession(request); // the session guard's own 401, so the SDK can refresh and retry
    }
    const readingRequest: ReadingRequest = {
      kind: body.report_type,
      person: personOf(body),
    };
    return answer(request, reply, readingRequest);
  });

  app.post(READING_ROUTES.question, anyone, async (request, reply) => {
    const body = parseOr400(schemas.question, request.body);
    // Past the answerable length a question is read only for the help it may need, before any sign-in (ADR 0999).
    checkAnswerableLength(body.question);
    const unsafe = isUnsafeQuestion(body.question);
    // A question numerology must not answer gets its kind answer without signing in (ADR 0610).
    if (!currentUser(request)) {
      if (unsafe) {
        await limitSimpleReports(request); // free to a signed-out client: the same limit as free reports
      } else {
        await requireSession(request);
      }
    }
    const readingRequest: ReadingRequest = {
      kind: 'question',
      question: body.question,
      person: personOf(body),
    };
    return answer(request, reply, readingRequest);
  });

  // A paid reading like the others: the same path (validation, 401, 402, Idempotency-Key, one transaction).
  app.post(READING_ROUTES.compatibility, signedIn, async (request, reply) => {
    const body = parseOr400(schemas.compatibility, request.body);
    const readingRequest: ReadingRequest = {
      kind: 'compatibility',
      person: personOf(body),
      partner: {
        name: body.partner_name,
        dateOfBirth: body.partner_date_of_birth,
        bornInMorning: body.partner_is_morning,
      },
    };
    return answer(request, reply, readingRequest);
  });

  registerSavedReadings(app, ctx);

  async function answer(request: FastifyRequest, reply: FastifyReply, readingRequest: ReadingRequest) {
    const userId = currentUser(request)?.userId ?? null;
    const result = await createReading(ctx.db, writer, {
      request: readingRequest,
      userId,
      cost: priceOf(pricing, readingRequest.kind),
      idempotencyKey: idempotencyKeyOf(request),
      today: today(),
      now: ctx.now(),
    });
    // A signed-out visitor's free report is not saved: counted for the dashboard instead (ADR 0163).
    if (result.status === 'created' && !userId && readingRequest.kind === 'simple') {
      app.visitorReadings.add(today());
    }
    reply.header('cache-control', 'private, no-store');
    return reply.code(result.status === 'created' ? 201 : 200).send(toResponse(result));
  }

  async function limitSimpleReports(request: FastifyRequest): Promise<void> {
    const userId = currentUser(request)?.userId;
    const client = userId ? `user:${userId}` : `ip:${clientKey(request.ip)}`;
    await enforceLimit(ctx, `readings:simple:${client}`, SIMPLE_REPORT_LIMIT, 'Too many free reports.');
  }
}

/** The reader's saved readings: the list, one of them, and one sent by e-mail. */
function registerSavedReadings(app: FastifyInstance, ctx: AppContext): void {
  app.get(API_ROUTES.readings, { preHandler: requireSession }, async (request, reply) => {
    const query = parseOr400(ReadingListQuerySchema, request.query);
    reply.header('cache-control', 'private, no-store');
    return listReadings(ctx.db, requireUser(request).userId, query);
  });

  app.get<{ Params: { id: string } }>(API_ROUTES.reading, { preHandler: requireSession }, async (request, reply) => {
    const { id } = request.params;
    const reading = isUuid(id) ? await findOwnReading(ctx.db, requireUser(request).userId, id) : undefined;
    if (!reading) throw new NotFound('Reading not found.');
    reply.header('cache-control', 'private, no-store');
    return reading;
  });

  app.post<{ Params: { id: string } }>(API_ROUTES.readingEmail, { preHandler: requireSession }, async (request) => {
    const { sentTo } = await emailReading(ctx, requireUser(request).userId, request.params.id, request.log);
    return { ok: true, sentTo } satisfies EmailReadingResponse;
  });
}

/**
 * Today's UTC date by the app's clock, worked out once per day: a reading asks for it twice (the date of
 * birth's "not in the future" check and the engine's "as of" date), and toISOString is not free.
 */
function utcDayOf(now: () => Date): () => string {
  let from = 0;
  let to = 0;
  let day = '';
  return () => {
    const at = now();
    const t = at.getTime();
    if (t < from || t >= to) {
      from = t - (((t % DAY_MS) + DAY_MS) % DAY_MS);
      to = from + DAY_MS;
      day = utcToday(at);
    }
    return day;
  };
}

const DAY_MS = 86_400_000;

function personOf(body: { name: string; date_of_birth: string; is_morning: boolean; hebrew_name?: string }): Person {
  return {
    name: body.name,
    dateOfBirth: body.date_of_birth,
    bornInMorning: body.is_morning,
    ...(body.hebrew_name ? { hebrewName: body.hebrew_name } : {}),
  };
}

function toResponse(result: CreateReadingResult): ReadingResponse {
  const { reading } = result;
  // `text` first: the spec's front end shows only the first value of the object.
  return {
    text: reading.written.markdown,
    readingId: reading.id,
    // Bought earlier today: this request spent nothing.
    tokensSpent: result.status === 'already-bought' ? 0 : reading.cost,
    balance: result.balance,
    kind: reading.kind,
    title: reading.written.title,
    highlights: reading.written.highlights,
    profile: reading.written.profile,
    createdAt: reading.createdAt.toISOString(),
    tree: reading.written.tree,
    ...(result.status === 'declined' ? { declined: true } : {}),
    ...(result.status === 'already-bought' ? { alreadyBought: true } : {}),
  };
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw new InvalidInput(`Idempotency-Key: ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  return parsed.data;
}

function defaultWriter(app: FastifyInstance, ctx: AppContext): ReadingWriter {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS } = ctx.config;
  if (!LLM_BASE_URL || !LLM_API_KEY) return engineWriter;
  return withNarrator(engineWriter, {
    baseUrl: LLM_BASE_URL,
    apiKey: LLM_API_KEY,
    model: LLM_MODEL,
    timeoutMs: LLM_TIMEOUT_MS,
    onFailure: (reason) => requestLog(app.log).warn({ reason }, 'narrator failed; using the engine text'),
  });
}
