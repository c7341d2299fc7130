import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { defaultWebDist } from '../paths';

const hashes = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((h): h is string => /^'sha256-[A-Za-z0-9+/=]+'$/.test(h)) : [];

/**
 * The hashes of the web app's inline scripts and stylesheets, as its build wrote them (apps/web/scripts/build.mjs):
 * each page's first script (first-tap) is inline, so the first paint waits for no request (ADR 0680), and so are
 * its stylesheets (ADR 0641, ADR 0951). Hashes only; none without a build.
 */
function inlineHashes(webDist: string): { scripts: string[]; styles: string[] } {
  const file = join(webDist, 'csp.json');
  if (!existsSync(file)) return { scripts: [], styles: [] };
  const { scriptSrc, styleSrc } = JSON.parse(readFileSync(file, 'utf8')) as { scriptSrc?: unknown; styleSrc?: unknown };
  return { scripts: hashes(scriptSrc), styles: hashes(styleSrc) };
}

/**
 * Helmet's security headers and a strict CSP on every response. The middleware is built once here:
 * @fastify/helmet rebuilds it (and re-parses the CSP) on every request, which cost a fifth of the
 * time of a trivial route (bench/README.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const stripe = config.paymentsMode === 'stripe';
  // Read at start, like the list of pages (web/spa.ts): a rebuilt web app needs the server restarted.
  const inline = inlineHashes(config.WEB_DIST ?? defaultWebDist);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : []),
          ...inline.scripts,
        ],
        // The pages' own inline stylesheets by hash, no other inline style (ADR 0951). React's style props and the
        // sign-in UI's constructed stylesheets are the CSS object model, which the CSP does not govern.
        styleSrc: ["'self'", ...inline.styles],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe
          ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
          : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    strictTransportSecurity: config.NODE_ENV === 'production',
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
