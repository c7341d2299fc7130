import { BODY_ASCENT, BODY_FONTS, HEBREW_FONTS } from '../render/fonts';

export type Face = keyof typeof BODY_FONTS;

/** Registers the body and Hebrew faces on a new document under the names `setText` uses. */
export function registerFaces(doc: PDFKit.PDFDocument): void {
  for (const face of Object.keys(BODY_FONTS) as Face[]) {
    doc.registerFont(`body-${face}`, BODY_FONTS[face]);
    doc.registerFont(`hebrew-${face}`, HEBREW_FONTS[face]);
  }
}

/** A maximal run of Hebrew words (letters, points, geresh/gershayim) with the spaces between them. */
const HEBREW_RUN = /[\u0590-\u05FF\uFB1D-\uFB4F]+(?:[ \u00A0]+[\u0590-\u05FF\uFB1D-\uFB4F]+)*/gu;

/**
 * A piece of text split into Latin-script and Hebrew runs. pdfkit has no bidi algorithm, but fontkit lays out
 * each fragment it is given in its script's direction, so a Hebrew run handed over whole comes out right to
 * left. Its spaces become no-break spaces: pdfkit then never splits the run across lines (it breaks and lays out
 * word by word, which would put the words of a run in the wrong order). A reading is an English text that quotes
 * Hebrew words, never a Hebrew paragraph, so each run stands on its own inside left-to-right lines.
 */
export function scriptRuns(text: string): { text: string; hebrew: boolean }[] {
  const runs: { text: string; hebrew: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(HEBREW_RUN)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), hebrew: false });
    runs.push({ text: match[0].replace(/ /g, '\u00A0'), hebrew: true });
    at = match.index + match[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), hebrew: false });
  return runs;
}

/**
 * Text the two faces can draw: HTML entities undone, the arrow spelled out (Noto Serif has none), and anything
 * outside the Latin, Greek, Cyrillic and Hebrew scripts (emoji, other scripts) left out rather than drawn as
 * empty boxes, with the space around it tidied.
 */
export function printable(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\u2192/g, '->')
    .replace(/\p{Extended_Pictographic}|\u200D|\uFE0F/gu, '')
    .replace(
      /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Hebrew}\p{Script=Common}\p{Script=Inherited}]/gu,
      '',
    )
    .replace(/\(\s*\)/g, '')
    .replace(/ {2,}/g, ' ');
}

type Style = { face: Face; size: number; color: string };
type Place = { x: number; y: number };

/**
 * Sets `text` like doc.text (wrapped to options.width), switching to the Hebrew face for Hebrew runs and
 * keeping them on the body text's baseline.
 */
export function setText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: Style,
  options: PDFKit.Mixins.TextOptions,
  place?: Place,
): void {
  const runs = scriptRuns(printable(text));
  doc.fontSize(style.size).fillColor(style.color);
  runs.forEach((run, i) => {
    doc.font(`${run.hebrew ? 'hebrew' : 'body'}-${style.face}`);
    const opts = {
      ...options,
      continued: i < runs.length - 1,
      ...(run.hebrew ? { baseline: -BODY_ASCENT * style.size } : {}),
    };
    if (i === 0 && place) doc.text(run.text, place.x, place.y, opts);
    else doc.text(run.text, opts);
  });
}

/** The height `text` takes when set at `width` (measured in the body face, which sets most of it). */
export function heightOf(doc: PDFKit.PDFDocument, text: string, style: Style, width: number): number {
  return doc.font(`body-${style.face}`).fontSize(style.size).heightOfString(printable(text), { width });
}
