import PDFDocument from 'pdfkit';
import { IMAGE_FONT_FILES } from './fonts';

let measurer: PDFKit.PDFDocument | undefined;

/**
 * The width in pixels of `text` set at `size` in the images' face (the one resvg draws with, IMAGE_FONT_FILES):
 * fontkit's advance widths, read through a PDF document that is never written out.
 */
function imageTextWidth(text: string, size: number, bold = false): number {
  measurer ??= new PDFDocument({ autoFirstPage: false });
  const [regular, boldFile] = IMAGE_FONT_FILES;
  return measurer
    .font((bold ? boldFile : regular)!)
    .fontSize(size)
    .widthOfString(text);
}

/** `text` broken into lines no wider than `width` at `size`, word by word (a longer word keeps a line of its own). */
export function wrapText(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && imageTextWidth(`${last} ${word}`, size, bold) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The largest size up to `max` (by steps of 2, not under `min`) at which `text` fits on one line of `width`. */
export function fittingSize(text: string, max: number, width: number, min = 14, bold = false): number {
  let size = max;
  while (size > min && imageTextWidth(text, size, bold) > width) size -= 2;
  return size;
}
