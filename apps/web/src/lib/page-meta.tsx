import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Kabbalah Numerology';
export const SITE_DESCRIPTION =
  "Kabbalistic numerology readings: your life path, your name's Hebrew letter and path on the Tree of Life, and answers to your questions.";

/** What a page says about itself in the document head. */
export interface PageMetaValue {
  title: string;
  description: string;
}

/** Set only when prerendering: PageMeta writes into it, and the build puts it in the page's head. */
export const PageMetaSink = createContext<PageMetaValue | null>(null);

/**
 * The page's <title> ("Simple Report · Kabbalah Numerology") and meta description. The last one rendered
 * wins, so a page's own PageMeta overrides its route's defaults.
 */
export function PageMeta({ title, description }: { title?: string | undefined; description?: string | undefined }) {
  const sink = useContext(PageMetaSink);
  const fullTitle = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  const text = description ?? SITE_DESCRIPTION;
  // Prerendering has no effects: the value is collected during render.
  if (sink) Object.assign(sink, { title: fullTitle, description: text });
  useEffect(() => {
    document.title = fullTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', text);
  }, [fullTitle, text]);
  return null;
}
