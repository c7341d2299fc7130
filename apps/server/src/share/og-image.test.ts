import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { IMAGE_FONT_FAMILY, IMAGE_FONT_FILES } from '../render/fonts';
import { ogImagePng, ogImageSvg } from './og-image';
import type { PublicReading } from './public-view';

type Box = { x: number; y: number; width: number; height: number };

/** Where resvg draws one of the image's texts, measured by resvg itself with the image's fonts. */
function drawnBox(text: string): Box {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" font-family="${IMAGE_FONT_FAMILY}">${text}</svg>`;
  const box = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: IMAGE_FONT_FILES, defaultFontFamily: IMAGE_FONT_FAMILY },
  }).getBBox();
  if (!box) throw new Error(`nothing drawn for ${text}`);
  return box;
}

const texts = (svg: string) => [...svg.matchAll(/<text\b[^>]*>[^<]*<\/text>/g)].map((m) => m[0]);
const words = (svg: string) => texts(svg).map((t) => t.replace(/<[^>]+>/g, ''));
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const number = (label: string, value: string) => ({ label, value, meaning: 'm' });
const READINGS: PublicReading[] = [
  'A comprehensive numerology reading',
  'A numerology reading',
  'A numerology answer',
  'A compatibility reading',
].flatMap((heading) =>
  [1, 4].map((count) => ({
    heading,
    summary: '',
    tree: null,
    numbers: [
      number('Relationship number', '11'),
      number('Expression', '9'),
      number('Soul Urge', '22'),
      number('Personality', '8'),
    ].slice(0, count),
  })),
);

describe('the share image', () => {
  it.each(READINGS)('keeps every word of "$heading" inside the picture, nothing over anything', (reading) => {
    const svg = ogImageSvg(reading);
    // The whole heading is there, "reading" included, however it was broken into lines.
    expect(words(svg).join(' ')).toContain(reading.heading);
    const boxes = texts(svg).map(drawnBox);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(40);
      expect(box.x + box.width).toBeLessThanOrEqual(1200 - 40);
      expect(box.y + box.height).toBeLessThanOrEqual(630);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!)).toBe(false);
    }
  });

  it('breaks the longest heading onto two lines rather than off the edge', () => {
    const svg = ogImageSvg(READINGS[0]!);
    const heading = texts(svg)
      .filter((t) => t.includes('font-weight="700"') && !t.includes('text-anchor'))
      .map((t) => t.replace(/<[^>]+>/g, ''));
    expect(heading.length).toBe(2);
    expect(heading.at(-1)).toMatch(/reading$/);
  });

  it('draws a 1200×630 PNG', async () => {
    const png = await ogImagePng(READINGS[1]!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});
