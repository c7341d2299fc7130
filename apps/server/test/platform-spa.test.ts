import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeDist, FAKE_ASSET, FAKE_ASSET_SOURCE, type FakeDist } from './helpers/fake-dist';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly the headers given (fetch would add accept-encoding and decode the body). */
function raw(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(DB_KINDS)('SPA serving on %s', (kind) => {
  let dist: FakeDist;
  let server: TestServer;
  beforeAll(async () => {
    dist = createFakeDist();
    server = await startTestServer(kind, { WEB_DIST: dist.dir });
  });
  afterAll(async () => {
    await server?.close();
    dist?.remove();
  });

  it('serves the prerendered home page, never cached', async () => {
    const res = await raw(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('prerendered home');
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await raw(`${server.url}/${FAKE_ASSET}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(FAKE_ASSET_SOURCE);
  });

  it('sends the brotli variant to clients that accept it', async () => {
    const res = await raw(`${server.url}/${FAKE_ASSET}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(FAKE_ASSET_SOURCE.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(FAKE_ASSET_SOURCE);
  });

  it('sends the gzip variant to clients that accept only gzip', async () => {
    const res = await raw(`${server.url}/${FAKE_ASSET}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(res.body).toString()).toBe(FAKE_ASSET_SOURCE);
  });

  it('serves a prerendered page for its route, with or without a trailing slash', async () => {
    for (const path of ['/blog/1', '/blog/1/']) {
      const res = await raw(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.body.toString(), path).toContain('prerendered blog post 1');
    }
  });

  it('falls back to the app shell for client routes, never cached', async () => {
    for (const path of ['/account', '/blog/2', '/simple-report?name=x', '/a/deep/client/route']) {
      const res = await raw(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.body.toString(), path).toContain('app shell');
    }
  });

  it('gives a real 404 for unknown API paths, assets and files, not the shell', async () => {
    for (const path of [
      '/api/nope',
      '/api/',
      '/assets/missing-1234.js',
      '/assets/',
      '/missing.png',
      '/auth/jwt/nope',
    ]) {
      const res = await raw(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).not.toContain('app shell');
    }
  });

  it('does not hand the shell to non-GET requests on unknown paths', async () => {
    const res = await raw(`${server.url}/some/client/route`, { method: 'POST' });
    expect(res.status).toBe(404);
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const path of ['/', `/${FAKE_ASSET}`, '/blog/1', '/account']) {
      const get = await raw(`${server.url}${path}`);
      const head = await raw(`${server.url}${path}`, { method: 'HEAD' });
      expect(head.status, path).toBe(200);
      expect(head.headers['cache-control'], path).toBe(get.headers['cache-control']);
      expect(head.headers['content-type'], path).toBe(get.headers['content-type']);
      expect(head.body.length, path).toBe(0);
    }
    expect((await raw(`${server.url}/api/nope`, { method: 'HEAD' })).status).toBe(404);
  });

  it('does not serve files outside the web root', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await raw(`${server.url}${path}`);
      expect(res.body.toString(), path).not.toContain('"workspaces"');
    }
  });
});

describe.each(DB_KINDS)('unknown pages on %s', (kind) => {
  let dist: FakeDist;
  let server: TestServer;
  beforeAll(async () => {
    dist = createFakeDist({
      'routes.json': JSON.stringify(['/', '/blog', '/blog/:id', '/readings/:id', '/account', '/auth/*']),
      '404.html': '<!doctype html><title>Page not found</title><h1>Page not found</h1>',
    });
    server = await startTestServer(kind, { WEB_DIST: dist.dir });
  });
  afterAll(async () => {
    await server?.close();
    dist?.remove();
  });

  it('answers a path no client route matches with the prerendered not-found page and status 404', async () => {
    for (const path of ['/no-such-page', '/blog/2/extra', '/readings', '/account/more?x=1', '/authority']) {
      const res = await raw(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.body.toString(), path).toContain('<h1>Page not found</h1>');
    }
    expect((await raw(`${server.url}/no-such-page`, { method: 'HEAD' })).status).toBe(404);
  });

  it('still serves the shell for client routes with parameters or a wildcard', async () => {
    for (const path of ['/blog/7', '/readings/abc', '/account/', '/auth/verify?x=1', '/auth', '/auth?tenantId=t']) {
      const res = await raw(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toContain('app shell');
    }
  });
});

describe.each(DB_KINDS)('a page prerendered for every value of a parameter on %s (ADR 1403)', (kind) => {
  let dist: FakeDist;
  let server: TestServer;
  beforeAll(async () => {
    dist = createFakeDist({
      'routes.json': JSON.stringify(['/', '/blog/:id', '/readings', '/readings/:id', '/account']),
      'readings/[id]/index.html': '<!doctype html><title>My Readings</title><h1>any saved reading</h1>',
      'readings/index.html': '<!doctype html><title>My Readings</title><h1>the list</h1>',
      '404.html': '<!doctype html><title>Page not found</title><h1>Page not found</h1>',
    });
    server = await startTestServer(kind, { WEB_DIST: dist.dir });
  });
  afterAll(async () => {
    await server?.close();
    dist?.remove();
  });

  it('is the page of every address of its route, never cached', async () => {
    for (const path of ['/readings/abc', '/readings/00000000-0000-4000-8000-000000000000/', '/readings/x?y=1']) {
      const res = await raw(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.body.toString(), path).toContain('any saved reading');
    }
  });

  it('leaves other addresses to their own pages, the shell or the not-found page', async () => {
    expect((await raw(`${server.url}/readings`)).body.toString()).toContain('the list');
    expect((await raw(`${server.url}/account`)).body.toString()).toContain('app shell');
    const deeper = await raw(`${server.url}/readings/abc/more`);
    expect(deeper.status).toBe(404);
    expect(deeper.body.toString()).toContain('Page not found');
  });
});
