import { escapeHtml } from '../render/html';
import type { PublicReading } from './public-view';
import { IMAGE_FONT_FAMILY } from '../render/fonts';
import { svgToPng } from '../render/png';

/** The share link's Open Graph image (1200×630): the heading and up to four numbers, drawn as SVG. Pure. */
function ogImageSvg(reading: PublicReading): string {
  const numbers = reading.numbers.filter((h) => /^\d+$/.test(h.value)).slice(0, 4);
  const slot = 1080 / Math.max(numbers.length, 1);
  const cards = numbers
    .map((h, i) => {
      const x = 60 + i * slot;
      return (
        `<rect x="${x}" y="250" width="${slot - 24}" height="260" rx="22" fill="#1b1840" stroke="#3a3470" stroke-width="3"/>` +
        `<text x="${x + (slot - 24) / 2}" y="410" font-size="130" font-weight="700" text-anchor="middle" fill="#e2b857">${escapeHtml(h.value)}</text>` +
        `<text x="${x + (slot - 24) / 2}" y="470" font-size="30" text-anchor="middle" fill="#c3bddb">${escapeHtml(h.label)}</text>`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="${IMAGE_FONT_FAMILY}">` +
    `<rect width="1200" height="630" fill="#0f0d24"/>` +
    `<text x="60" y="100" font-size="30" letter-spacing="3" fill="#e2b857">KABBALAH NUMEROLOGY</text>` +
    `<text x="60" y="180" font-size="60" font-weight="700" fill="#f6f1e4">${escapeHtml(reading.heading)}</text>` +
    cards +
    `<text x="60" y="590" font-size="28" fill="#a59fc4">Get your own free reading</text>` +
    `</svg>`
  );
}

export function ogImagePng(reading: PublicReading): Promise<Buffer> {
  return svgToPng(ogImageSvg(reading), 1200);
}
