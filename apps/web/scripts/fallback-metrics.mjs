/**
 * The metric overrides of a fallback face in src/styles/global.css (issue 25, ADR 0642, ADR 0895): for a web
 * font and a local font, `size-adjust` = the web font's width of the site's own text over the local font's
 * (both per em), and ascent / descent = the web font's hhea metrics over that size. The text is every
 * prerendered page's visible text in apps/web/dist (run `npm run build` first), so the common words weigh most.
 *
 *   node apps/web/scripts/fallback-metrics.mjs <web font file> <local font file>
 *   node apps/web/scripts/fallback-metrics.mjs node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2 /usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const dist = fileURLToPath(new URL('../dist', import.meta.url));

function pages(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : pages(path);
    return name.endsWith('.html') && name !== 'shell.html' ? [path] : [];
  });
}

const text = pages(dist)
  .map((file) =>
    readFileSync(file, 'utf8')
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[a-z#0-9]+;/g, ' '),
  )
  .join(' ')
  .replace(/\s+/g, ' ');

/**
 * Width of the text in ems: the sum of the glyphs' advances, counting only the characters both fonts have. (With
 * fontkit's kerning and ligatures applied the figures agreed less with what Chromium sets: ADR 0895.)
 */
function widthPerEm(font, chars) {
  let units = 0;
  for (const ch of chars) units += font.glyphForCodePoint(ch.codePointAt(0)).advanceWidth;
  return units / font.unitsPerEm;
}

const [webFile, localFile] = process.argv.slice(2);
if (!webFile || !localFile) throw new Error('usage: fallback-metrics.mjs <web font> <local font>');
const web = fontkit.openSync(webFile);
const local = fontkit.openSync(localFile);
const chars = [...text].filter(
  (ch) => web.hasGlyphForCodePoint(ch.codePointAt(0)) && local.hasGlyphForCodePoint(ch.codePointAt(0)),
);
const size = widthPerEm(web, chars) / widthPerEm(local, chars);
const pct = (n) => `${(n * 100).toFixed(2)}%`;
console.log(`${chars.length} characters of the site's text`);
console.log(`size-adjust: ${pct(size)};`);
console.log(`ascent-override: ${pct(web.hhea.ascent / web.unitsPerEm / size)};`);
console.log(`descent-override: ${pct(Math.abs(web.hhea.descent) / web.unitsPerEm / size)};`);
console.log(`line-gap-override: ${pct(web.hhea.lineGap / web.unitsPerEm / size)};`);
