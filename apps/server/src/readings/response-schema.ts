import type { Highlight, ReadingResponse, TreeOfLifeLights } from '@app/contracts/readings';

/**
 * The JSON Schema of a reading endpoint's 2xx answer (ReadingResponse), for Fastify's response
 * serializer (fast-json-stringify): it writes the known fields from compiled code instead of walking
 * the object with JSON.stringify (ADR 0625). Fields not listed here are NOT sent, so every field of the
 * contract must be here: the `satisfies` clauses make the type checker say so when the contract changes.
 * Property order is the answer's order: `text` first (the spec's front end reads only the first value).
 */
const string = { type: 'string' } as const;
const number = { type: 'number' } as const;

const highlight = {
  type: 'object',
  properties: { label: string, value: string, meaning: string } satisfies Record<keyof Highlight, unknown>,
  required: ['label', 'value', 'meaning'],
} as const;

const lights = {
  sephirot: { type: 'array', items: string },
  paths: { type: 'array', items: number },
} as const;

const tree = {
  type: ['object', 'null'],
  properties: {
    ...lights,
    people: { type: 'array', items: { type: 'object', properties: lights, required: ['sephirot', 'paths'] } },
  } satisfies Record<keyof TreeOfLifeLights, unknown>,
  required: ['sephirot', 'paths'],
} as const;

const readingProperties = {
  text: string,
  readingId: { type: ['string', 'null'] },
  tokensSpent: number,
  balance: { type: ['number', 'null'] },
  kind: string,
  title: string,
  highlights: { type: 'array', items: highlight },
  profile: {
    type: 'object',
    properties: { id: string, version: string },
    required: ['id', 'version'],
  },
  createdAt: string,
  tree,
  declined: { type: 'boolean' },
  alreadyBought: { type: 'boolean' },
} as const satisfies Record<keyof ReadingResponse, unknown>;

const readingResponseSchema = {
  type: 'object',
  properties: readingProperties,
  required: Object.keys(readingProperties).filter((key) => key !== 'declined' && key !== 'alreadyBought'),
} as const;

/** Route `schema` of the endpoints that answer a ReadingResponse (201 created, 200 replayed or declined). */
export const readingRouteSchema = { response: { '2xx': readingResponseSchema } };
