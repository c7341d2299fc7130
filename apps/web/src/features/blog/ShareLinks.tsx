import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';

// The phone's share sheet (copying the link where there is none), loaded after the page.
const ShareButton = lazy(() => import('../../lib/ShareButton'));

const enc = encodeURIComponent;

function shareUrls(pageUrl: string, title: string) {
  return {
    x: `https://twitter.com/intent/tweet?url=${enc(pageUrl)}&text=${enc(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(pageUrl)}`,
  };
}

type Network = keyof ReturnType<typeof shareUrls>;
const NETWORKS: { network: Network; name: string }[] = [
  { network: 'x', name: 'X' },
  { network: 'facebook', name: 'Facebook' },
];

/**
 * Real links to the two networks' share pages. The absolute URL needs the site's origin, which only the
 * browser knows: it is filled in after hydration and checked again at click time, so the prerendered HTML
 * (relative URL) and the first client render match.
 */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const urls = shareUrls(origin + path, title);
  const refresh = (network: Network) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.currentTarget.href = shareUrls(window.location.origin + path, title)[network];
  };
  return (
    <div className="share">
      <p className="share__label">Share this article:</p>
      <Suspense fallback={null}>
        <ShareButton title={title} />
      </Suspense>
      {NETWORKS.map(({ network, name }) => (
        <a
          key={network}
          className="button button--ghost button--small"
          href={urls[network]}
          target="_blank"
          rel="noopener noreferrer"
          onClick={refresh(network)}
        >
          {`Share on ${name}`}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ))}
    </div>
  );
}
