import { escapeHtml } from '../render/html';
import { treeOfLifeSvg } from '../render/tree';
import type { PublicReading } from './public-view';

/** The site's top bar, without script: the logo home and the three links every page has. */
const HEADER = `<header class="topbar"><div class="topbar__inner"><a class="logo" href="/"><img src="/favicon.svg" alt="" width="32" height="32"><span>Kabbalah Numerology</span></a><nav aria-label="Main"><a href="/">Home</a><a href="/analysis">Analysis</a><a href="/blog">Blog</a></nav></div></header>`;
const FOOTER = `<footer class="footer"><nav aria-label="Footer"><a href="/faq">FAQ</a><a href="/terms">Terms</a><a href="/privacy-policy">Privacy</a><a href="/contact">Contact</a></nav></footer>`;

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
  // The drawing's own style attribute is for e-mail; the CSP refuses style attributes (ADR 0951): share.css
  // sets the same (.tree svg).
  const tree = reading.tree
    ? `<figure class="tree">${treeOfLifeSvg(reading.tree).replace(/^(<svg[^>]*?) style="[^"]*"/, '$1')}</figure>`
    : '';
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
</head><body>${HEADER}<main>
<h1>${escapeHtml(reading.heading)}</h1>
<p class="summary">${escapeHtml(reading.summary)}</p>
<ul class="cards">${cards}</ul>
${tree}
<p class="cta"><a class="button" href="${escapeHtml(urls.home)}">Get your own free reading</a></p>
<p class="note">Shared by its owner. Readings are offered for reflection and entertainment.</p>
</main>${FOOTER}</body></html>`;
}

/** The "link no longer works" page (revoked or never existed). */
export function goneSharePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Link not found · Kabbalah Numerology</title><meta name="robots" content="noindex"><link rel="stylesheet" href="/s/share.css"></head><body>${HEADER}<main><h1>This shared reading is not available</h1><p class="summary">Its owner may have stopped sharing it.</p><p class="cta"><a class="button" href="/">Get your own free reading</a></p></main>${FOOTER}</body></html>`;
}

/** The site's three faces as the web build emitted them (hashed files under /assets/), when it is there. */
export interface SiteFonts {
  display?: string;
  body?: string;
  bodyBold?: string;
}

/**
 * The share page's styles: the site's night-sky palette, top bar and faces (Cormorant Garamond for headings,
 * Source Serif 4 for text, the web app's own self-hosted files); Georgia stands in when the app is not built.
 */
export function shareCss(fonts: SiteFonts = {}): string {
  const face = (family: string, weight: number, file: string | undefined) =>
    file
      ? `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;src:url(/assets/${file}) format('woff2')}`
      : '';
  return (
    face('Cormorant Garamond', 600, fonts.display) +
    face('Source Serif 4', 400, fonts.body) +
    face('Source Serif 4', 600, fonts.bodyBold) +
    SHARE_CSS
  );
}

const SHARE_CSS = `
:root{color-scheme:dark;--display:'Cormorant Garamond',Georgia,'Times New Roman',serif;--body:'Source Serif 4',Georgia,'Times New Roman',serif}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#0f0d24 radial-gradient(ellipse 80% 50% at 50% -10%,rgba(51,46,110,.75),transparent 70%) no-repeat;color:#ece8f6;font:17px/1.6 var(--body);font-variant-numeric:lining-nums}
a{color:#e2b857}
a:focus-visible{outline:none;box-shadow:0 0 0 3px #0f0d24,0 0 0 5px #f0d58e;border-radius:6px}
.topbar{background:rgba(15,13,36,.96);border-bottom:1px solid rgba(226,184,87,.28)}
.topbar__inner{max-width:1100px;margin:0 auto;display:flex;flex-wrap:wrap;align-items:center;gap:0 1rem;padding:0 1.25rem;min-height:64px}
.logo{display:inline-flex;align-items:center;gap:.55rem;min-height:44px;color:#ece8f6;text-decoration:none;font:600 1.35rem/1.2 var(--display);white-space:nowrap}
.topbar nav{margin-left:auto;display:flex;gap:.25rem}
.topbar nav a,.footer a{display:inline-flex;align-items:center;min-height:44px;padding:0 .75rem;color:#ece8f6;text-decoration:none;border-radius:8px}
.topbar nav a:hover,.footer a:hover,.logo:hover{color:#f0d58e}
@media (max-width:560px){.topbar nav{margin-left:-.75rem;width:100%}.topbar nav a{padding:0 .75rem}}
main{flex:1;width:100%;max-width:720px;margin:0 auto;padding:28px 16px 48px}
h1{font:600 2.4rem/1.15 var(--display);margin:0 0 12px;color:#f6f1e4;letter-spacing:.005em}
.summary{color:#c3bddb;margin:0 0 20px}
.cards{list-style:none;padding:0;margin:0 0 24px;display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:10px}
.card{background:#1b1840;border:1px solid #3a3470;border-radius:14px;padding:12px 14px;display:flex;flex-direction:column;gap:2px}
.label{font-size:13px;letter-spacing:.05em;text-transform:uppercase;color:#c3bddb}
.value{font:700 34px/1.1 var(--display);font-variant-numeric:lining-nums;color:#e2b857}
.meaning{font-size:15px;color:#d9d3ea}
.tree{margin:0 0 24px;text-align:center}
.tree svg{display:block;margin:0 auto;background:#0f0d24;max-width:100%;height:auto}
.tree svg text[font-size="4.7"]{paint-order:stroke;stroke:#1b1840;stroke-width:1.6px;stroke-linejoin:round}
.cta{margin:24px 0}
.button{display:inline-flex;align-items:center;background:#e2b857;color:#1d1a2e;padding:.6rem 1.3rem;border-radius:999px;text-decoration:none;font-weight:600;min-height:44px}
.button:hover{background:#f0d58e}
.note{font-size:15px;color:#c3bddb}
.footer{border-top:1px solid rgba(226,184,87,.28);padding:12px 16px 24px}
.footer nav{max-width:720px;margin:0 auto;display:flex;flex-wrap:wrap;gap:.25rem}
.footer a{padding:0 .6rem;font-size:15px;color:#c3bddb}
`;
