import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { defaultWebDist } from '../paths';

/**
 * The hashes of the web app's inline scripts, as its build wrote them (apps/web/scripts/build.mjs): each page's
 * first script (first-tap) is inline, so the first paint waits for no request (ADR 0680). None without a build.
 */
function inlineScriptHashes(webDist: string): string[] {
  const file = join(webDist, 'csp.json');
  if (!existsSync(file)) return [];
  const { scriptSrc } = JSON.parse(readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
  return Array.isArray(scriptSrc) ? scriptSrc.filter((h): h is string => /^'sha256-[A-Za-z0-9+/=]+'$/.test(h)) : [];
}

/**
 * Helmet's security headers and a strict CSP on every response. The middleware is built once here:
 * @fastify/helmet rebuilds it (and re-parses the CSP) on every request, which cost a fifth of the
 * time of a trivial route (bench/README.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const stripe = config.paymentsMode === 'stripe';
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : []),
          // Read at start, like the list of pages (web/spa.ts): a rebuilt web app needs the server restarted.
          ...inlineScriptHashes(config.WEB_DIST ?? defaultWebDist),
        ],
        // React and the sign-in UI set styles at run time; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
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
