import { escapeHtml } from '../render/html';
import { treeOfLifeSvg } from '../render/tree';
import type { PublicReading } from './public-view';

/**
 * The public page of a share link, rendered on the server so link previews read its Open Graph tags. No
 * script at all; its styles come from /s/share.css (the strict CSP allows only our own origin). Pure.
 */
export function sharePage(reading: PublicReading, urls: { page: string; image: string; home: string }): string {
  const title = `${reading.heading} · Kabbalah Numerology`;
  const cards = reading.numbers
    .map(
      (h) =>
        `<li class="card"><span class="label">${escapeHtml(h.label)}</span><span class="value">${escapeHtml(h.value)}</span><span class="meaning">${escapeHtml(h.meaning)}</span></li>`,
    )
    .join('');
  const tree = reading.tree ? `<figure class="tree">${treeOfLifeSvg(reading.tree)}</figure>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(reading.summary)}">
<meta name="robots" content="noindex">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Kabbalah Numerology">
<meta property="og:title" content="${escapeHtml(reading.heading)}">
<meta property="og:description" content="${escapeHtml(reading.summary)}">
<meta property="og:url" content="${escapeHtml(urls.page)}">
<meta property="og:image" content="${escapeHtml(urls.image)}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${escapeHtml(reading.summary)}">
<meta name="twitter:card" content="summary_large_image">
<link rel="stylesheet" href="/s/share.css">
</head><body><main>
<p class="site"><a href="/">Kabbalah Numerology</a></p>
<h1>${escapeHtml(reading.heading)}</h1>
<p class="summary">${escapeHtml(reading.summary)}</p>
<ul class="cards">${cards}</ul>
${tree}
<p class="cta"><a class="button" href="${escapeHtml(urls.home)}">Get your own free reading</a></p>
<p class="note">Shared by its owner. Readings are offered for reflection and entertainment.</p>
</main></body></html>`;
}

/** The "link no longer works" page (revoked or never existed). */
export function goneSharePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Link not found · Kabbalah Numerology</title><meta name="robots" content="noindex"><link rel="stylesheet" href="/s/share.css"></head><body><main><p class="site"><a href="/">Kabbalah Numerology</a></p><h1>This shared reading is not available</h1><p class="summary">Its owner may have stopped sharing it.</p><p class="cta"><a class="button" href="/">Get your own free reading</a></p></main></body></html>`;
}

/** The share page's styles: the site's night-sky palette, no web fonts (they stay with the app). */
export const SHARE_CSS = `
:root{color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;background:#0f0d24;color:#ece7f7;font:17px/1.55 Georgia,'Times New Roman',serif;font-variant-numeric:lining-nums}
main{max-width:720px;margin:0 auto;padding:24px 16px 48px}
a{color:#e2b857}
.site{margin:0 0 24px;font-size:15px;letter-spacing:.04em;text-transform:uppercase}
.site a{text-decoration:none}
h1{font-weight:600;font-size:32px;line-height:1.2;margin:0 0 12px;color:#f6f1e4}
.summary{color:#c3bddb;margin:0 0 20px}
.cards{list-style:none;padding:0;margin:0 0 24px;display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:10px}
.card{background:#1b1840;border:1px solid #3a3470;border-radius:10px;padding:12px 14px;display:flex;flex-direction:column;gap:2px}
.label{font-size:13px;letter-spacing:.05em;text-transform:uppercase;color:#c3bddb}
.value{font-size:30px;font-weight:600;color:#e2b857;line-height:1.1}
.meaning{font-size:15px;color:#d9d3ea}
.tree{margin:0 0 24px;text-align:center}
.tree svg{max-width:100%;height:auto}
.tree svg text[font-size="4.7"]{paint-order:stroke;stroke:#1b1840;stroke-width:1.6px;stroke-linejoin:round}
.cta{margin:24px 0}
.button{display:inline-block;background:#e2b857;color:#1d1a2e;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600;min-height:44px}
.note{font-size:14px;color:#a59fc4}
`;
