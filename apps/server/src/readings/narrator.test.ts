import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventedNumbers, withNarrator } from './narrator';
import type { ReadingWriter } from './writer';

const engineText = '## Your life path\n\nYour life path number is 7, the seeker. Your birthday number is 17.';
const engine: ReadingWriter = async () => ({
  title: 'A reading',
  markdown: engineText,
  highlights: [{ label: 'Life path', value: '7', meaning: 'the seeker' }],
  profile: { id: 'p', version: '1' },
  tree: { sephirot: ['netzach'], paths: [14] },
  narrated: false,
});
const request = { kind: 'simple' as const, person: { name: 'Ada', dateOfBirth: '1990-05-17', bornInMorning: false } };

/** A fake OpenAI-compatible endpoint whose behaviour each test sets. */
let behave: (req: IncomingMessage, res: ServerResponse, body: string) => void = () => {};
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => behave(req, res, body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(() => new Promise((r) => server.close(r)));

const reply = (content: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
};
const narrated = () => withNarrator(engine, { baseUrl, apiKey: 'test-key', model: 'm', timeoutMs: 300 });

describe('narrator', () => {
  it('uses the rewritten prose, sending the engine text, model and key', async () => {
    let seen: { auth?: string; path?: string; body?: { model: string; messages: { content: string }[] } } = {};
    const prose =
      '## Your life path\n\nLike a seeker on a quiet road, you walk the path of 7; the 17th day shaped you.';
    behave = (req, res, body) => {
      seen = { auth: req.headers.authorization, path: req.url, body: JSON.parse(body) };
      reply(prose)(req, res);
    };
    const written = await narrated()(request, '2026-01-01');
    expect(written).toMatchObject({ markdown: prose, narrated: true, title: 'A reading' });
    // The narrator rewrites words only: the tree stays the engine's.
    expect(written.tree).toEqual({ sephirot: ['netzach'], paths: [14] });
    expect(seen.path).toBe('/v1/chat/completions');
    expect(seen.auth).toBe('Bearer test-key');
    expect(seen.body?.model).toBe('m');
    expect(seen.body?.messages.at(-1)?.content).toBe(engineText);
  });

  it('falls back to the engine text on an error status', async () => {
    behave = (_req, res) => {
      res.statusCode = 503;
      res.end('{}');
    };
    expect(await narrated()(request, '2026-01-01')).toMatchObject({ markdown: engineText, narrated: false });
  });

  it('falls back to the engine text on a time-out', async () => {
    behave = (req, res) =>
      setTimeout(() => reply('too late, but long enough to be used as a reading text')(req, res), 1500);
    const started = Date.now();
    expect(await narrated()(request, '2026-01-01')).toMatchObject({ markdown: engineText, narrated: false });
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('falls back when the narrator invents a number', async () => {
    behave = reply('Your life path is 7 and your lucky number is 42, which the engine never said at all.');
    expect(await narrated()(request, '2026-01-01')).toMatchObject({ markdown: engineText, narrated: false });
    expect(inventedNumbers(engineText, 'a 7 and a 42 and 17')).toEqual(['42']);
  });
});
