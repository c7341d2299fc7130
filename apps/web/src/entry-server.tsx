import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { matchPath } from 'react-router';
import { ROUTE_DESCRIPTIONS } from './app/route-descriptions';
import { preloadRoute, routes } from './app/routes';
import { PageMetaSink, type PageMetaValue, SITE_NAME } from './lib/PageMeta';

/** The site's description, for pages that have none of their own. */
const SITE_DESCRIPTION =
  "Kabbalistic numerology readings: your life path, your name's Hebrew letter and path on the Tree of Life, and answers to your questions.";

/** Renders `url` to HTML at build time, waiting for its lazy page, with the title and description it chose. */
export async function render(url: string): Promise<{ html: string; title: string; description: string }> {
  await preloadRoute(url);
  const meta: PageMetaValue = { title: SITE_NAME };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaSink value={meta}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </PageMetaSink>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const route = routes.find((r) => r.path !== '*' && matchPath(r.path, url));
  const description = meta.description ?? (route && ROUTE_DESCRIPTIONS[route.path]) ?? SITE_DESCRIPTION;
  return { html: Buffer.concat(chunks).toString('utf8'), title: meta.title, description };
}

export { routes } from './app/routes';
