import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCESS_COOKIE } from '../auth';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Read once and cleared by the sign-in page (apps/web/src/features/auth/signed-out-hint.ts). */
const SIGNED_OUT_HINT = 'signed-out-hint=1; Path=/auth; Max-Age=60; SameSite=Lax';
/** Paths that are never client routes (also bare "/api", "/assets/"): unknown ones get a real 404 instead of the app shell. */
const NOT_CLIENT_ROUTE = /^\/(api|assets|auth\/jwt)(\/|$)|\.[a-z0-9]{1,8}$/i;

/**
 * Lists the pages prerendered at build time: "/blog/1" -> "blog/1/index.html". A page written for every value of
 * a parameter ("readings/[id]/index.html", ADR 1403) is the page of every path it matches ("/readings/abc"), unless
 * a page of that very path was prerendered.
 */
function prerenderedPages(root: string): (path: string) => string | undefined {
  const pages = new Map<string, string>();
  const forEveryValue: { pattern: RegExp; file: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'assets') walk(full);
      } else if (name === 'index.html') {
        const rel = relative(root, full).split(sep).join('/');
        const route = '/' + rel.replace(/(^|\/)index\.html$/, '');
        if (/\[\w+\]/.test(route)) {
          const source = route
            .replace(/\/$/, '')
            .split('/')
            .map((part) => (/^\[\w+\]$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
            .join('/');
          forEveryValue.push({ pattern: new RegExp(`^${source}$`), file: rel });
        } else pages.set(route === '/' ? '/' : route.replace(/\/$/, ''), rel);
      }
    }
  };
  walk(root);
  return (path) => pages.get(path) ?? forEveryValue.find((p) => p.pattern.test(path))?.file;
}

/**
 * The web app's client routes as the build lists them ("/readings/:id", "/auth/*"), as a test of a
 * path: ":name" stands for one segment, a final "*" for the rest (none included).
 */
function clientRoutes(distDir: string): (path: string) => boolean {
  const file = join(distDir, 'routes.json');
  // An older build without the list: every path may be a client route (the app shows its own not-found page).
  if (!existsSync(file)) return () => true;
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map((route) => {
    const source = route
      .split('/')
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')
      // As in react-router, "/auth/*" also matches "/auth" itself.
      .replace(/\/\.\*$/, '(?:/.*)?');
    return new RegExp(`^${source}$`);
  });
  return (path) => patterns.some((p) => p.test(path));
}

/**
 * Serves the built web app: hashed assets cached for a year, brotli/gzip variants made at build
 * time, HTML never cached, prerendered pages for public routes and the app shell for the others;
 * unknown paths get the prerendered not-found page with status 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`No built web app in ${distDir}: run "npm run build". Only the API is served.`);
    app.setNotFoundHandler((request, reply) => notFound(request.url, reply));
    return;
  }
  const pageOf = prerenderedPages(distDir);
  const isClientRoute = clientRoutes(distDir);
  const notFoundPage = existsSync(join(distDir, '404.html')) ? '404.html' : 'shell.html';
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    index: false,
    redirect: false,
    wildcard: false,
    cacheControl: false,
    setHeaders(reply, file) {
      const path = file.replace(/\.(br|gz)$/, '');
      if (path.includes(`${sep}assets${sep}`)) reply.header('cache-control', IMMUTABLE);
      else if (path.endsWith('.html')) reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!.replace(/\/+$/, '') || '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_CLIENT_ROUTE.test(path)) {
      return notFound(request.url, reply);
    }
    const page = pageOf(path);
    // The sign-in page learns that no session cookie came with it, so its SDK need not ask the server (ADR 1400).
    if (path === '/auth' && !request.cookies[ACCESS_COOKIE]) reply.header('set-cookie', SIGNED_OUT_HINT);
    if (page) return reply.header('cache-control', 'no-cache').sendFile(page);
    // Client routes without a prerendered page get the app shell; anything else is not a page at all.
    if (isClientRoute(path)) return reply.header('cache-control', 'no-cache').sendFile('shell.html');
    return reply.status(404).header('cache-control', 'no-cache').sendFile(notFoundPage);
  });
}

function notFound(url: string, reply: FastifyReply) {
  return reply.status(404).send({ message: `Not found: ${url.split('?')[0]}` });
}
