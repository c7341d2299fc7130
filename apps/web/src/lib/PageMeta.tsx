import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Kabbalah Numerology';

/** What a page says about itself in the document head; the description only when the page gives one. */
export interface PageMetaValue {
  title: string;
  description?: string | undefined;
}

/** Set only when prerendering: PageMeta writes into it, and the build puts it in the page's head. */
export const PageMetaSink = createContext<PageMetaValue | null>(null);

/**
 * The page's <title> ("Simple Report · Kabbalah Numerology") and, when given, its meta description. The
 * last one rendered wins, so a page's own PageMeta overrides its route's. Route descriptions are written
 * into the prerendered HTML only (app/route-descriptions.ts), to keep them out of the first-load bundle.
 */
export function PageMeta({ title, description }: { title?: string | undefined; description?: string | undefined }) {
  const sink = useContext(PageMetaSink);
  const fullTitle = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  // Prerendering has no effects: the value is collected during render.
  if (sink) Object.assign(sink, { title: fullTitle }, description ? { description } : {});
  useEffect(() => {
    document.title = fullTitle;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [fullTitle, description]);
  return null;
}
