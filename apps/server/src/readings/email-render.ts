/**
 * A reading as e-mail: HTML with the reading's typography (inline styles, tables for layout: what mail
 * clients keep), its numbers as cards and its Tree of Life as inline SVG, plus a plain-text part written
 * from the same Markdown tokens (no escapes, no "##"). Pure; see docs/decisions/0606-html-reading-emails.md.
 * Every piece of text is HTML-escaped here: Markdown's raw HTML is shown as text, never passed through.
 */
import { lexer, type Token, type Tokens } from 'marked';
import type { Highlight, TreeOfLifeLights } from '@app/contracts/readings';
import { escapeHtml } from '../render/html';
import { INK, INK_SOFT, PARCHMENT, CARD, GOLD, SERIF, DISPLAY } from '../render/palette';
import { treeInWords, treeOfLifeSvg } from '../render/tree';

// ---------- Markdown tokens → HTML ----------

function inlineHtml(tokens: Token[] | undefined, site?: string): string {
  return (tokens ?? []).map((t) => inlineTokenHtml(t, site)).join('');
}

function inlineTokenHtml(token: Token, site?: string): string {
  switch (token.type) {
    case 'text': {
      const t = token as Tokens.Text;
      return t.tokens ? inlineHtml(t.tokens, site) : escapeHtml(t.text);
    }
    case 'escape':
      return escapeHtml((token as Tokens.Escape).text);
    case 'strong':
      return `<strong>${inlineHtml((token as Tokens.Strong).tokens, site)}</strong>`;
    case 'em':
      return `<em>${inlineHtml((token as Tokens.Em).tokens, site)}</em>`;
    case 'del':
      return `<del>${inlineHtml((token as Tokens.Del).tokens, site)}</del>`;
    case 'codespan':
      return `<code>${escapeHtml((token as Tokens.Codespan).text)}</code>`;
    case 'br':
      return '<br>';
    case 'link': {
      const t = token as Tokens.Link;
      const href = resolveHref(t.href, site);
      const inner = inlineHtml(t.tokens, site);
      return href ? `<a href="${escapeHtml(href)}" style="color:#6b3d00">${inner}</a>` : inner;
    }
    default:
      return escapeHtml('text' in token && typeof token.text === 'string' ? token.text : token.raw);
  }
}

const P = `margin:0 0 1em;font-family:${SERIF};font-size:17px;line-height:1.6;color:${INK}`;
const H2 = `margin:1.4em 0 0.5em;font-family:${DISPLAY};font-size:24px;line-height:1.25;font-weight:600;color:${INK}`;
const H3 = `margin:1.2em 0 0.4em;font-family:${DISPLAY};font-size:20px;line-height:1.3;font-weight:600;color:${INK}`;
const CELL = `padding:6px 8px;border-bottom:1px solid #d8ccae;font-family:${SERIF};font-size:15px;color:${INK};text-align:left`;

function blockHtml(token: Token, site?: string): string {
  switch (token.type) {
    case 'heading': {
      const t = token as Tokens.Heading;
      // The e-mail's own title is the h1; reading headings start at h2.
      return t.depth <= 2
        ? `<h2 style="${H2}">${inlineHtml(t.tokens, site)}</h2>`
        : `<h3 style="${H3}">${inlineHtml(t.tokens, site)}</h3>`;
    }
    case 'paragraph':
      return `<p style="${P}">${inlineHtml((token as Tokens.Paragraph).tokens, site)}</p>`;
    case 'text': {
      const t = token as Tokens.Text;
      return `<p style="${P}">${t.tokens ? inlineHtml(t.tokens, site) : escapeHtml(t.text)}</p>`;
    }
    case 'list': {
      const t = token as Tokens.List;
      const tag = t.ordered ? 'ol' : 'ul';
      const items = t.items
        .map(
          (item) => `<li style="margin:0 0 0.5em">${item.tokens.map((tok) => listItemHtml(tok, site)).join('')}</li>`,
        )
        .join('');
      return `<${tag} style="margin:0 0 1em;padding-left:1.3em;font-family:${SERIF};font-size:16px;line-height:1.55;color:${INK}">${items}</${tag}>`;
    }
    case 'blockquote':
      return `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid ${GOLD}">${(token as Tokens.Blockquote).tokens.map((tok) => blockHtml(tok, site)).join('')}</blockquote>`;
    case 'table': {
      const t = token as Tokens.Table;
      const head = t.header
        .map((c) => `<th style="${CELL};font-weight:600">${inlineHtml(c.tokens, site)}</th>`)
        .join('');
      const rows = t.rows
        .map((row) => `<tr>${row.map((c) => `<td style="${CELL}">${inlineHtml(c.tokens, site)}</td>`).join('')}</tr>`)
        .join('');
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 1em;width:100%"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
    }
    case 'hr':
      return `<hr style="border:0;border-top:1px solid #d8ccae;margin:1.5em 0">`;
    case 'code':
      return `<pre style="${P};white-space:pre-wrap">${escapeHtml((token as Tokens.Code).text)}</pre>`;
    case 'space':
      return '';
    default:
      return `<p style="${P}">${escapeHtml(token.raw)}</p>`;
  }
}

function listItemHtml(token: Token, site?: string): string {
  // Tight items hold a bare text token: inline, without a paragraph.
  if (token.type === 'text') {
    const t = token as Tokens.Text;
    return t.tokens ? inlineHtml(t.tokens, site) : escapeHtml(t.text);
  }
  return blockHtml(token, site);
}

// ---------- Markdown tokens → plain text ----------

function inlineText(tokens: Token[] | undefined, site?: string): string {
  return (tokens ?? []).map((t) => inlineTokenText(t, site)).join('');
}

function inlineTokenText(token: Token, site?: string): string {
  switch (token.type) {
    case 'text': {
      const t = token as Tokens.Text;
      return t.tokens ? inlineText(t.tokens, site) : t.text;
    }
    case 'escape':
      return (token as Tokens.Escape).text;
    case 'strong':
    case 'em':
    case 'del':
      return inlineText((token as Tokens.Strong).tokens, site);
    case 'codespan':
      return (token as Tokens.Codespan).text;
    case 'br':
      return '\n';
    case 'link': {
      const t = token as Tokens.Link;
      const label = inlineText(t.tokens, site);
      const href = resolveHref(t.href, site);
      return href && href !== label ? `${label} (${href})` : label;
    }
    default:
      return 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
  }
}

function blockText(token: Token, site?: string): string {
  switch (token.type) {
    case 'heading': {
      const title = inlineText((token as Tokens.Heading).tokens, site);
      return `${title.toUpperCase()}\n${'-'.repeat(Math.min(title.length, 72))}`;
    }
    case 'paragraph':
      return inlineText((token as Tokens.Paragraph).tokens, site);
    case 'text': {
      const t = token as Tokens.Text;
      return t.tokens ? inlineText(t.tokens, site) : t.text;
    }
    case 'list': {
      const t = token as Tokens.List;
      return t.items
        .map((item, i) => {
          const body = item.tokens
            .map((tok) => (tok.type === 'text' ? inlineTokenText(tok, site) : blockText(tok, site)))
            .join('\n');
          return `${t.ordered ? `${Number(t.start || 1) + i}.` : '-'} ${body}`;
        })
        .join('\n');
    }
    case 'blockquote':
      return (token as Tokens.Blockquote).tokens.map((tok) => `> ${blockText(tok, site)}`).join('\n');
    case 'table': {
      const t = token as Tokens.Table;
      const row = (cells: Tokens.TableCell[]) => cells.map((c) => inlineText(c.tokens, site)).join(' | ');
      return [row(t.header), ...t.rows.map(row)].join('\n');
    }
    case 'hr':
      return '---';
    case 'code':
      return (token as Tokens.Code).text;
    case 'space':
      return '';
    default:
      return token.raw;
  }
}

/** The Markdown of a reading as readable plain text: headings in capitals, lists with dashes, no escapes. */
export function markdownToText(markdown: string, site?: string): string {
  return lexer(markdown)
    .map((t) => blockText(t, site))
    .filter((b) => b.trim() !== '')
    .join('\n\n');
}

/** The Markdown of a reading as e-mail-safe HTML (inline styles, escaped text). */
export function markdownToHtml(markdown: string, site?: string): string {
  return lexer(markdown)
    .map((t) => blockHtml(t, site))
    .join('\n');
}

/** http(s) links as they are; site links ("/compatibility") made absolute on the configured site; nothing else. */
function resolveHref(href: string, site?: string): string | undefined {
  const h = href.trim();
  if (/^https?:\/\//i.test(h)) return h;
  if (site && /^\/(?!\/)/.test(h)) return `${site.replace(/\/+$/, '')}${h}`;
  return undefined;
}

// ---------- numbers cards and the Tree of Life ----------

/** The highlight cards, two to a row: tables are what every mail client lays out. */
function highlightsHtml(highlights: readonly Highlight[]): string {
  if (highlights.length === 0) return '';
  const card = (h: Highlight) =>
    `<td width="50%" valign="top" style="padding:6px"><div style="background:${CARD};border:1px solid #d8ccae;border-radius:8px;padding:10px 12px">` +
    `<div style="font-family:${SERIF};font-size:13px;letter-spacing:0.04em;text-transform:uppercase;color:${INK_SOFT}">${escapeHtml(h.label)}</div>` +
    `<div style="font-family:${DISPLAY};font-size:30px;line-height:1.1;font-weight:600;color:${INK}">${escapeHtml(h.value)}</div>` +
    `<div style="font-family:${SERIF};font-size:14px;line-height:1.4;color:${INK_SOFT}">${escapeHtml(h.meaning)}</div></div></td>`;
  const rows: string[] = [];
  for (let i = 0; i < highlights.length; i += 2) {
    const pair = highlights.slice(i, i + 2);
    rows.push(`<tr>${pair.map(card).join('')}${pair.length === 1 ? '<td width="50%"></td>' : ''}</tr>`);
  }
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows.join('')}</table>`;
}

// ---------- the whole message ----------

export interface EmailReading {
  title: string;
  markdown: string;
  highlights: readonly Highlight[];
  tree: TreeOfLifeLights | null;
  createdAt: string;
}

/** The HTML document and the plain-text part of one reading e-mail. `footer` lines are plain text. */
export function renderReadingEmail(
  reading: EmailReading,
  body: string,
  footer: { written: string; link?: string | undefined; site?: string | undefined },
  /** When given, the tree is this inline image (cid:) instead of inline SVG: Gmail and Outlook show it. */
  treeImageCid?: string,
): { html: string; text: string } {
  const treeWords = reading.tree ? treeInWords(reading.tree) : '';
  const numbers = reading.highlights.map((h) => `${h.label}: ${h.value} (${h.meaning})`).join('\n');
  const text = [
    reading.title,
    '='.repeat(Math.min(reading.title.length, 72)),
    '',
    numbers,
    ...(numbers ? [''] : []),
    markdownToText(body, footer.site),
    ...(treeWords ? ['', treeWords] : []),
    '',
    '--',
    `Written ${footer.written}. ${footer.link ? `It stays in My readings: ${footer.link}` : 'It stays in My readings on our site.'}`,
    'Readings are offered for reflection and entertainment.',
  ].join('\n');

  const picture = treeImageCid
    ? `<img src="cid:${escapeHtml(treeImageCid)}" width="260" height="360" alt="${escapeHtml(`Your Tree of Life. ${treeWords}`)}" style="display:block;margin:0 auto;border:0;border-radius:8px">`
    : reading.tree
      ? treeOfLifeSvg(reading.tree)
      : '';
  const tree = reading.tree
    ? `<div style="margin:8px 0 20px;text-align:center">${picture}<p style="${P};font-size:14px;color:${INK_SOFT};margin-top:8px">${escapeHtml(treeWords)}</p></div>`
    : '';
  const link = footer.link
    ? `It stays in <a href="${escapeHtml(footer.link)}" style="color:#6b3d00">My readings</a>.`
    : 'It stays in My readings on our site.';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(reading.title)}</title></head>
<body style="margin:0;padding:0;background:${PARCHMENT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PARCHMENT}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px"><tr><td style="padding:0 8px">
<h1 style="margin:0 0 16px;font-family:${DISPLAY};font-size:32px;line-height:1.2;font-weight:600;color:${INK}">${escapeHtml(reading.title)}</h1>
${highlightsHtml(reading.highlights)}
${tree}
${markdownToHtml(body, footer.site)}
<hr style="border:0;border-top:1px solid #d8ccae;margin:24px 0 12px">
<p style="${P};font-size:14px;color:${INK_SOFT}">Written ${escapeHtml(footer.written)}. ${link}<br>Readings are offered for reflection and entertainment.</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { html, text };
}
