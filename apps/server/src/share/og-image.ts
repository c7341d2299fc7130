import { escapeHtml } from '../render/html';
import type { PublicReading } from './public-view';
import { IMAGE_FONT_FAMILY } from '../render/fonts';
import { fittingSize, wrapText } from '../render/measure';
import { svgToPng } from '../render/png';

const W = 1200;
const H = 630;
const MARGIN = 60;
/** Room for text across the image. */
const OG_TEXT_WIDTH = W - 2 * MARGIN;

/**
 * The heading in at most two lines at the largest size that fits ("A comprehensive numerology reading" ran off
 * the right edge at 60 px on one line): measured in the face resvg draws with, never guessed from a character count.
 */
function headingLines(heading: string): { lines: string[]; size: number } {
  for (let size = 64; size > 30; size -= 4) {
    const lines = wrapText(heading, size, OG_TEXT_WIDTH, true);
    if (lines.length <= 2) return { lines, size };
  }
  return { lines: wrapText(heading, 30, OG_TEXT_WIDTH, true), size: 30 };
}

/** The share link's Open Graph image (1200×630): the heading and up to four numbers, drawn as SVG. Pure. */
export function ogImageSvg(reading: PublicReading): string {
  const numbers = reading.numbers.filter((h) => /^\d+$/.test(h.value)).slice(0, 4);
  const heading = headingLines(reading.heading);
  const lineStep = Math.round(heading.size * 1.18);
  const headingTop = 110 + heading.size;
  const title = heading.lines
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${headingTop + i * lineStep}" font-size="${heading.size}" font-weight="700" fill="#f6f1e4">${escapeHtml(line)}</text>`,
    )
    .join('');
  const cardsTop = headingTop + (heading.lines.length - 1) * lineStep + 50;
  const cardH = 545 - cardsTop;
  const gap = 24;
  const w = (OG_TEXT_WIDTH - gap * (numbers.length - 1)) / Math.max(numbers.length, 1);
  const cards = numbers
    .map((h, i) => {
      const x = MARGIN + i * (w + gap);
      const valueSize = Math.min(130, Math.round(cardH * 0.55));
      const labelSize = fittingSize(h.label, 30, w - 24);
      return (
        `<rect x="${x}" y="${cardsTop}" width="${w}" height="${cardH}" rx="22" fill="#1b1840" stroke="#3a3470" stroke-width="3"/>` +
        `<text x="${x + w / 2}" y="${cardsTop + Math.round(cardH * 0.62)}" font-size="${valueSize}" font-weight="700" text-anchor="middle" fill="#e2b857">${escapeHtml(h.value)}</text>` +
        `<text x="${x + w / 2}" y="${cardsTop + cardH - 28}" font-size="${labelSize}" text-anchor="middle" fill="#c3bddb">${escapeHtml(h.label)}</text>`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${IMAGE_FONT_FAMILY}">` +
    `<rect width="${W}" height="${H}" fill="#0f0d24"/>` +
    `<text x="${MARGIN}" y="92" font-size="30" letter-spacing="3" fill="#e2b857">KABBALAH NUMEROLOGY</text>` +
    title +
    cards +
    `<text x="${MARGIN}" y="600" font-size="28" fill="#a59fc4">Get your own free reading</text>` +
    `</svg>`
  );
}

export function ogImagePng(reading: PublicReading): Promise<Buffer> {
  return svgToPng(ogImageSvg(reading), W);
}
