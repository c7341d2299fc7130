import PDFDocument from 'pdfkit';
import { lexer, type Token, type Tokens } from 'marked';
import type { ReadingDetail } from '@app/contracts/readings';
import { treeInWords } from '../readings/email-render';
import { treeOfLifePng } from './tree-png';

const INK = '#1d1a2e';
const INK_SOFT = '#4a4360';
const GOLD = '#a8741a';
const CARD = '#fbf5e6';
const RULE = '#d8ccae';

type Reading = Pick<ReadingDetail, 'title' | 'markdown' | 'highlights' | 'tree' | 'createdAt'>;

/**
 * A saved reading as a PDF, typeset like the page: the title, the numbers as cards, the Tree of Life, then
 * the text with its headings, paragraphs and lists. pdfkit's built-in Times faces keep it pure JS and small;
 * they cover Latin-1 only, so other scripts (a Hebrew spelling) are left out of the PDF text, and said so.
 */
export function readingPdf(reading: Reading, written: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 60, right: 60 },
    info: { Title: latin(reading.title), Creator: 'Kabbalah Numerology' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 120;
  doc.font('Times-Bold').fontSize(24).fillColor(INK).text(latin(reading.title), { align: 'left' });
  doc.moveDown(0.2).font('Times-Italic').fontSize(11).fillColor(INK_SOFT).text(`Written ${written}`);
  doc.moveDown(0.8);

  highlightCards(doc, reading.highlights, width);

  if (reading.tree) {
    const png = treeOfLifePng(reading.tree);
    const w = 170;
    const h = (w * 144) / 104;
    if (doc.y + h + 60 > doc.page.height - 56) doc.addPage();
    doc.image(png, 60 + (width - w) / 2, doc.y, { width: w });
    doc.y += h + 8;
    doc
      .font('Times-Italic')
      .fontSize(10.5)
      .fillColor(INK_SOFT)
      .text(latin(treeInWords(reading.tree)), 60, doc.y, {
        width,
        align: 'center',
      });
    doc.moveDown(1);
  }

  for (const token of lexer(withoutLeadingHeading(reading.markdown))) block(doc, token, width);

  doc.moveDown(1);
  doc
    .font('Times-Italic')
    .fontSize(9.5)
    .fillColor(INK_SOFT)
    .text('Readings are offered for reflection and entertainment.');
  doc.end();
  return done;
}

function highlightCards(doc: PDFKit.PDFDocument, highlights: Reading['highlights'], width: number): void {
  const gap = 10;
  const cardW = (width - gap) / 2;
  for (let i = 0; i < highlights.length; i += 2) {
    const pair = highlights.slice(i, i + 2);
    const heights = pair.map(
      (h) =>
        44 +
        doc
          .font('Times-Roman')
          .fontSize(10)
          .heightOfString(latin(h.meaning), { width: cardW - 20 }),
    );
    const rowH = Math.max(...heights);
    if (doc.y + rowH > doc.page.height - 56) doc.addPage();
    const top = doc.y;
    pair.forEach((h, j) => {
      const x = 60 + j * (cardW + gap);
      doc.roundedRect(x, top, cardW, rowH, 6).fillAndStroke(CARD, RULE);
      doc
        .font('Times-Roman')
        .fontSize(9)
        .fillColor(INK_SOFT)
        .text(latin(h.label).toUpperCase(), x + 10, top + 8, {
          width: cardW - 20,
          characterSpacing: 0.6,
        });
      doc
        .font('Times-Bold')
        .fontSize(20)
        .fillColor(INK)
        .text(latin(h.value), x + 10, top + 19, { width: cardW - 20 });
      doc
        .font('Times-Roman')
        .fontSize(10)
        .fillColor(INK_SOFT)
        .text(latin(h.meaning), x + 10, top + 40, {
          width: cardW - 20,
        });
    });
    doc.x = 60;
    doc.y = top + rowH + gap;
  }
  doc.moveDown(0.5);
}

function block(doc: PDFKit.PDFDocument, token: Token, width: number): void {
  const opts = { width, align: 'left' as const };
  doc.x = 60;
  switch (token.type) {
    case 'heading': {
      const t = token as Tokens.Heading;
      const size = t.depth <= 2 ? 17 : t.depth === 3 ? 14 : 12;
      if (doc.y + size * 3 > doc.page.height - 56) doc.addPage();
      doc
        .moveDown(0.6)
        .font('Times-Bold')
        .fontSize(size)
        .fillColor(t.depth <= 2 ? INK : GOLD)
        .text(inline(t.tokens), opts);
      doc.moveDown(0.3);
      return;
    }
    case 'paragraph':
      doc
        .font('Times-Roman')
        .fontSize(11.5)
        .fillColor(INK)
        .text(inline((token as Tokens.Paragraph).tokens), opts);
      doc.moveDown(0.6);
      return;
    case 'list': {
      const list = token as Tokens.List;
      list.items.forEach((item, i) => {
        const marker = list.ordered ? `${Number(list.start || 1) + i}.` : '•';
        doc
          .font('Times-Roman')
          .fontSize(11.5)
          .fillColor(INK)
          .text(`${marker} ${inline(item.tokens)}`, 72, doc.y, {
            width: width - 12,
          });
        doc.moveDown(0.2);
      });
      doc.moveDown(0.4);
      return;
    }
    case 'blockquote':
      doc
        .font('Times-Italic')
        .fontSize(11.5)
        .fillColor(INK_SOFT)
        .text(inline((token as Tokens.Blockquote).tokens), 72, doc.y, {
          width: width - 12,
        });
      doc.moveDown(0.6);
      return;
    case 'hr':
      doc
        .moveTo(60, doc.y)
        .lineTo(60 + width, doc.y)
        .strokeColor(RULE)
        .stroke();
      doc.moveDown(0.8);
      return;
    case 'table': {
      const t = token as Tokens.Table;
      for (const row of [t.header, ...t.rows]) {
        doc
          .font('Times-Roman')
          .fontSize(11)
          .fillColor(INK)
          .text(row.map((c) => inline(c.tokens)).join('  ·  '), opts);
      }
      doc.moveDown(0.6);
      return;
    }
    case 'space':
      return;
    default:
      if ('text' in token && typeof token.text === 'string') {
        doc.font('Times-Roman').fontSize(11.5).fillColor(INK).text(latin(token.text), opts);
        doc.moveDown(0.6);
      }
  }
}

/** Inline tokens as plain text (emphasis is carried by the block's face; links keep their words). */
function inline(tokens: Token[] | undefined): string {
  return latin(
    (tokens ?? [])
      .map((t) => ('tokens' in t && t.tokens ? inline(t.tokens) : 'text' in t ? String(t.text) : ''))
      .join(''),
  );
}

/** The reading's own first heading repeats the title shown above it. */
function withoutLeadingHeading(markdown: string): string {
  return markdown.replace(/^\s*#{1,2} [^\n]*\n+/, '');
}

/**
 * Text the standard PDF faces can set (WinAnsi): typographic quotes and dashes are kept, HTML entities undone,
 * other scripts dropped (with the space around them tidied).
 */
function latin(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\u2192/g, '->')
    .replace(/[^\t\n\u0020-\u007E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u00B7]+/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/ {2,}/g, ' ');
}
