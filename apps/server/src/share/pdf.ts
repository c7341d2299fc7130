import PDFDocument from 'pdfkit';
import { lexer, type Token, type Tokens } from 'marked';
import type { ReadingDetail } from '@app/contracts/readings';
import { treeInWords } from '../render/tree';
import { heightOf, printable, registerFaces, setText } from './pdf-text';
import { treeOfLifePng } from '../render/png';

const INK = '#1d1a2e';
const INK_SOFT = '#4a4360';
const GOLD = '#a8741a';
const CARD = '#fbf5e6';
const RULE = '#d8ccae';
const LEFT = 60;

type Reading = Pick<ReadingDetail, 'title' | 'markdown' | 'highlights' | 'tree' | 'createdAt'>;

/**
 * A saved reading as a PDF, typeset like the page: the title, the numbers as cards, the Tree of Life, then
 * the text with its headings, paragraphs and lists. The faces are embedded from npm (fonts.ts; pdfkit keeps
 * only the glyphs used), so a Hebrew spelling, a Greek or a Cyrillic name print as on the page.
 */
export async function readingPdf(reading: Reading, written: string): Promise<Buffer> {
  const tree = reading.tree ? await treeOfLifePng(reading.tree) : undefined;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: LEFT, right: LEFT },
    info: { Title: printable(reading.title), Creator: 'Kabbalah Numerology' },
  });
  registerFaces(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * LEFT;
  setText(doc, reading.title, { face: 'bold', size: 22, color: INK }, { width });
  doc.moveDown(0.2);
  setText(doc, `Written ${written}`, { face: 'italic', size: 10.5, color: INK_SOFT }, { width });
  doc.moveDown(0.8);

  highlightCards(doc, reading.highlights, width);

  if (reading.tree && tree) {
    const w = 170;
    const h = (w * 144) / 104;
    if (doc.y + h + 60 > doc.page.height - 56) doc.addPage();
    doc.image(tree, LEFT + (width - w) / 2, doc.y, { width: w });
    doc.y += h + 8;
    setText(
      doc,
      treeInWords(reading.tree),
      { face: 'italic', size: 10, color: INK_SOFT },
      { width, align: 'center' },
      { x: LEFT, y: doc.y },
    );
    doc.moveDown(1);
  }

  for (const token of lexer(withoutLeadingHeading(reading.markdown))) block(doc, token, width);

  doc.moveDown(1);
  setText(
    doc,
    'Readings are offered for reflection and entertainment.',
    { face: 'italic', size: 9, color: INK_SOFT },
    { width },
    { x: LEFT, y: doc.y },
  );
  doc.end();
  return done;
}

function highlightCards(doc: PDFKit.PDFDocument, highlights: Reading['highlights'], width: number): void {
  const gap = 10;
  const cardW = (width - gap) / 2;
  const meaningStyle = { face: 'regular', size: 9.5, color: INK_SOFT } as const;
  for (let i = 0; i < highlights.length; i += 2) {
    const pair = highlights.slice(i, i + 2);
    const rowH = Math.max(...pair.map((h) => 46 + heightOf(doc, h.meaning, meaningStyle, cardW - 20)));
    if (doc.y + rowH > doc.page.height - 56) doc.addPage();
    const top = doc.y;
    pair.forEach((h, j) => {
      const x = LEFT + j * (cardW + gap);
      const inner = { width: cardW - 20 };
      doc.roundedRect(x, top, cardW, rowH, 6).fillAndStroke(CARD, RULE);
      setText(
        doc,
        h.label.toUpperCase(),
        { face: 'regular', size: 8.5, color: INK_SOFT },
        { ...inner, characterSpacing: 0.6 },
        { x: x + 10, y: top + 8 },
      );
      setText(doc, h.value, { face: 'bold', size: 18, color: INK }, inner, { x: x + 10, y: top + 19 });
      setText(doc, h.meaning, meaningStyle, inner, { x: x + 10, y: top + 42 });
    });
    doc.x = LEFT;
    doc.y = top + rowH + gap;
  }
  doc.moveDown(0.5);
}

function block(doc: PDFKit.PDFDocument, token: Token, width: number): void {
  const opts = { width, align: 'left' as const };
  const body = { face: 'regular', size: 11, color: INK } as const;
  doc.x = LEFT;
  switch (token.type) {
    case 'heading': {
      const t = token as Tokens.Heading;
      const size = t.depth <= 2 ? 16 : t.depth === 3 ? 13 : 11.5;
      if (doc.y + size * 3 > doc.page.height - 56) doc.addPage();
      doc.moveDown(0.6);
      setText(doc, inline(t.tokens), { face: 'bold', size, color: t.depth <= 2 ? INK : GOLD }, opts);
      doc.moveDown(0.3);
      return;
    }
    case 'paragraph':
      setText(doc, inline((token as Tokens.Paragraph).tokens), body, opts);
      doc.moveDown(0.6);
      return;
    case 'list': {
      const list = token as Tokens.List;
      list.items.forEach((item, i) => {
        const marker = list.ordered ? `${Number(list.start || 1) + i}.` : '•';
        setText(doc, `${marker} ${inline(item.tokens)}`, body, { width: width - 12 }, { x: LEFT + 12, y: doc.y });
        doc.moveDown(0.2);
      });
      doc.moveDown(0.4);
      return;
    }
    case 'blockquote':
      setText(
        doc,
        inline((token as Tokens.Blockquote).tokens),
        { face: 'italic', size: 11, color: INK_SOFT },
        { width: width - 12 },
        { x: LEFT + 12, y: doc.y },
      );
      doc.moveDown(0.6);
      return;
    case 'hr':
      doc
        .moveTo(LEFT, doc.y)
        .lineTo(LEFT + width, doc.y)
        .strokeColor(RULE)
        .stroke();
      doc.moveDown(0.8);
      return;
    case 'table': {
      const t = token as Tokens.Table;
      for (const row of [t.header, ...t.rows]) {
        setText(doc, row.map((c) => inline(c.tokens)).join('  ·  '), { ...body, size: 10.5 }, opts);
      }
      doc.moveDown(0.6);
      return;
    }
    case 'space':
      return;
    default:
      if ('text' in token && typeof token.text === 'string') {
        setText(doc, token.text, body, opts);
        doc.moveDown(0.6);
      }
  }
}

/** Inline tokens as plain text (emphasis is carried by the block's face; links keep their words). */
function inline(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((t) => ('tokens' in t && t.tokens ? inline(t.tokens) : 'text' in t ? String(t.text) : ''))
    .join('');
}

/** The reading's own first heading repeats the title shown above it. */
function withoutLeadingHeading(markdown: string): string {
  return markdown.replace(/^\s*#{1,2} [^\n]*\n+/, '');
}

/**
 * The day the reading was written (UTC, as saved) in the reader's language, like every date on the site
 * ("23 November 2026", "November 23, 2026"): the browser's first Accept-Language tag, British English when
 * it names none this runtime knows or one whose script the PDF cannot set.
 */
export function writtenOn(iso: string, acceptLanguage: string | undefined): string {
  const format = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  const date = format(readerLocale(acceptLanguage));
  // A script the PDF's faces do not carry (Japanese, Arabic, ...) would lose its words: British English then.
  return printable(date) === date ? date : format('en-GB');
}

function readerLocale(acceptLanguage: string | undefined): string {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(first ? [first] : [])[0] ?? 'en-GB';
  } catch {
    return 'en-GB'; // not a language tag at all
  }
}
