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

/** Where each part of a number card sits on the page, in points (its label, value and meaning under one another). */
export interface CardBox {
  card: Box;
  label: Box;
  value: Box;
  meaning: Box;
}
type Box = { x: number; y: number; w: number; h: number };

const CARD_PAD = 10;
const CARD_GAP = 10;
const LABEL_STYLE = { face: 'regular', size: 8.5, color: INK_SOFT } as const;
const VALUE_STYLE = { face: 'bold', size: 18, color: INK } as const;
const MEANING_STYLE = { face: 'regular', size: 9.5, color: INK_SOFT } as const;

/**
 * The number cards two to a row, each part placed under the one above by its measured height: a long value
 * ("22 Iyar 5750 / 23 Iyar 5750") wraps onto a second line and pushes its meaning down, and the row grows to its
 * tallest card, so nothing is drawn over anything else. `top` is where the rows start; page breaks are the caller's.
 */
export function cardLayout(doc: PDFKit.PDFDocument, highlights: Reading['highlights'], width: number, top = 0) {
  const cardW = (width - CARD_GAP) / 2;
  const inner = cardW - 2 * CARD_PAD;
  const rows: CardBox[][] = [];
  let y = top;
  for (let i = 0; i < highlights.length; i += 2) {
    const cards = highlights.slice(i, i + 2).map((h, j) => {
      const x = LEFT + j * (cardW + CARD_GAP) + CARD_PAD;
      const label = { x, y: y + 8, w: inner, h: heightOf(doc, h.label.toUpperCase(), LABEL_STYLE, inner) };
      const value = { x, y: label.y + label.h + 1, w: inner, h: heightOf(doc, cardValue(h.value), VALUE_STYLE, inner) };
      const meaning = { x, y: value.y + value.h + 1, w: inner, h: heightOf(doc, h.meaning, MEANING_STYLE, inner) };
      return { label, value, meaning, bottom: meaning.y + meaning.h + 8 - y, x: x - CARD_PAD };
    });
    const rowH = Math.max(...cards.map((c) => c.bottom));
    rows.push(cards.map(({ bottom: _, x, ...parts }) => ({ card: { x, y, w: cardW, h: rowH }, ...parts })));
    y += rowH + CARD_GAP;
  }
  return rows;
}

/** "22 Iyar 5750 / 23 Iyar 5750" breaks between its two dates, never inside one. */
const cardValue = (value: string) =>
  value.includes(' / ')
    ? value
        .split(' / ')
        .map((part) => part.replace(/ /g, '\u00A0'))
        .join(' / ')
    : value;

function highlightCards(doc: PDFKit.PDFDocument, highlights: Reading['highlights'], width: number): void {
  for (const [r, row] of cardLayout(doc, highlights, width).entries()) {
    const rowH = row[0]!.card.h;
    if (doc.y + rowH > doc.page.height - 56) doc.addPage();
    const shift = doc.y - row[0]!.card.y;
    const at = (b: Box) => ({ x: b.x, y: b.y + shift });
    row.forEach((c, j) => {
      const h = highlights[r * 2 + j]!;
      doc.roundedRect(c.card.x, c.card.y + shift, c.card.w, c.card.h, 6).fillAndStroke(CARD, RULE);
      const inner = { width: c.label.w };
      setText(doc, h.label.toUpperCase(), LABEL_STYLE, { ...inner, characterSpacing: 0.6 }, at(c.label));
      setText(doc, cardValue(h.value), VALUE_STYLE, inner, at(c.value));
      setText(doc, h.meaning, MEANING_STYLE, inner, at(c.meaning));
    });
    doc.x = LEFT;
    doc.y = row[0]!.card.y + shift + rowH + CARD_GAP;
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
