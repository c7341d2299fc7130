import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths that are never client routes (also bare "/api", "/assets/"): unknown ones get a real 404 instead of the app shell. */
const NOT_CLIENT_ROUTE = /^\/(api|assets|auth\/jwt)(\/|$)|\.[a-z0-9]{1,8}$/i;

/** Lists the pages prerendered at build time: "/blog/1" -> "blog/1/index.html". */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'assets') walk(full);
      } else if (name === 'index.html') {
        const rel = relative(root, full).split(sep).join('/');
        const route = '/' + rel.replace(/(^|\/)index\.html$/, '');
        pages.set(route === '/' ? '/' : route.replace(/\/$/, ''), rel);
      }
    }
  };
  walk(root);
  return pages;
}

/**
 * Serves the built web app: hashed assets cached for a year, brotli/gzip variants made at build
 * time, HTML never cached, prerendered pages for public routes and the app shell for the others.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`No built web app in ${distDir}: run "npm run build". Only the API is served.`);
    app.setNotFoundHandler((request, reply) => notFound(request.url, reply));
    return;
  }
  const pages = prerenderedPages(distDir);
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
    const page = pages.get(path);
    // Client routes without a prerendered page get the app shell; the router shows its own not-found page.
    return reply.header('cache-control', 'no-cache').sendFile(page ?? 'shell.html');
  });
}

function notFound(url: string, reply: FastifyReply) {
  return reply.status(404).send({ message: `Not found: ${url.split('?')[0]}` });
}
