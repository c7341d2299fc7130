import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ReadingResponse } from '@app/contracts/readings';
import { readingRouteSchema } from '../src/readings/response-schema';
import { engineWriter, type ReadingRequest } from '../src/readings/writer';

/** Serves `body` through the reading routes' response schema, as the endpoints do. */
async function served(body: ReadingResponse, status = 201): Promise<string> {
  const app = Fastify({ logger: false });
  app.get('/', { schema: readingRouteSchema }, async (_request, reply) => reply.status(status).send(body));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.body;
}

const people = [
  { name: 'Ada Lovelace', dateOfBirth: '1815-12-10', bornInMorning: true },
  { name: 'Zoë "Zee" O\'Brien-Łukasik', dateOfBirth: '1999-02-28', bornInMorning: false, hebrewName: 'זואי' },
  { name: 'Dov Ber', dateOfBirth: '2004-07-01', bornInMorning: false },
];

const requests: ReadingRequest[] = people.flatMap((person, i) => [
  { kind: 'simple', person },
  { kind: 'comprehensive', person },
  { kind: 'question', person, question: 'What should I focus on in my work this year?' },
  { kind: 'compatibility', person, partner: people[(i + 1) % people.length]! },
]);

function responseOf(request: ReadingRequest, written: Awaited<ReturnType<typeof engineWriter>>): ReadingResponse {
  return {
    text: written.markdown,
    readingId: request.kind === 'simple' ? null : '5f0c6d2e-8d7a-4a43-9a3e-6f1a2b3c4d5e',
    tokensSpent: request.kind === 'simple' ? 0 : 20,
    balance: request.kind === 'simple' ? null : 80,
    kind: request.kind,
    title: written.title,
    highlights: written.highlights,
    profile: written.profile,
    createdAt: '2026-11-23T10:00:00.000Z',
    tree: written.tree,
  };
}

describe('the reading response schema', () => {
  it('sends exactly what JSON.stringify would, field for field and in order, for every kind of reading', async () => {
    for (const request of requests) {
      const body = responseOf(request, await engineWriter(request, '2026-11-23'));
      expect(await served(body)).toBe(JSON.stringify(body));
    }
  });

  it('keeps a declined answer, a null tree and a replay (200)', async () => {
    const written = await engineWriter(requests[0]!, '2026-11-23');
    const declined: ReadingResponse = { ...responseOf(requests[0]!, written), tree: null, declined: true };
    expect(JSON.parse(await served(declined, 200))).toEqual(declined);
    expect(await served(declined, 200)).toBe(JSON.stringify(declined));
  });

  it('refuses to send an answer that lacks a field of the contract instead of sending less', async () => {
    const written = await engineWriter(requests[0]!, '2026-11-23');
    const { title: _title, ...withoutTitle } = responseOf(requests[0]!, written);
    const app = Fastify({ logger: false });
    app.get('/', { schema: readingRouteSchema }, async () => withoutTitle);
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(written.markdown.slice(0, 40));
  });
});
