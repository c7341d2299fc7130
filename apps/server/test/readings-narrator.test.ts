import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/harness';

// The narrator runs before any database work, so one database kind is enough here.
describe('readings with the LLM narrator configured', () => {
  let llm: Server;
  let server: TestServer;
  let mode: 'prose' | 'broken' = 'prose';
  let calls = 0;
  beforeAll(async () => {
    llm = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        calls++;
        if (mode === 'broken') {
          res.statusCode = 500;
          return res.end('{}');
        }
        const sent = JSON.parse(body) as { messages: { content: string }[] };
        const numbers = sent.messages.at(-1)!.content.match(/\d+/g)!.slice(0, 3).join(', ');
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            choices: [{ message: { content: `## Retold\n\nA flowing retelling that keeps the numbers ${numbers}.` } }],
          }),
        );
      });
    });
    await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
    const { port } = llm.address() as { port: number };
    server = await startTestServer('pglite', {
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_API_KEY: 'k',
      LLM_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((r) => llm.close(r));
  });

  const ask = () =>
    fetch(`${server.url}/generate-report/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada Lovelace',
        date_of_birth: '1990-05-17',
        is_morning: false,
        report_type: 'simple',
      }),
    }).then((r) => r.json());

  it('serves the narrated text when the model answers, and the engine text when it fails', async () => {
    const narrated = await ask();
    expect(narrated.text).toMatch(/^## Retold/);
    expect(calls).toBe(1);
    mode = 'broken';
    const fallback = await ask();
    expect(calls).toBe(2);
    expect(fallback.text).not.toMatch(/Retold/);
    expect(fallback.text.length).toBeGreaterThan(200);
  });
});
