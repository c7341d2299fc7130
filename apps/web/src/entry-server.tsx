import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { PageMetaSink, type PageMetaValue, SITE_DESCRIPTION, SITE_NAME } from './lib/page-meta';

/** Renders `url` to HTML at build time, waiting for its lazy page, with the title and description it chose. */
export async function render(url: string): Promise<{ html: string } & PageMetaValue> {
  await preloadRoute(url);
  const meta: PageMetaValue = { title: SITE_NAME, description: SITE_DESCRIPTION };
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
  return { html: Buffer.concat(chunks).toString('utf8'), ...meta };
}

export { routes } from './app/routes';
