import { createRequire } from 'node:module';

/**
 * The faces the PDF, the Tree of Life PNG and the share image are set in, read from npm packages (Google's Noto
 * fonts, SIL Open Font License) so that every letter is drawn on a bare machine: no system font is looked up.
 * Noto Serif carries Latin, Greek and Cyrillic (every script a name may be written in); Noto Serif Hebrew
 * carries Hebrew (with niqqud and geresh/gershayim) and Latin. Both are TrueType, which pdfkit and resvg read.
 */
const resolve = createRequire(import.meta.url).resolve;
const noto = (family: 'noto-serif' | 'noto-serif-hebrew', style: string) => {
  const file = family === 'noto-serif' ? 'NotoSerif' : 'NotoSerifHebrew';
  return resolve(`@expo-google-fonts/${family}/${style}/${file}_${style}.ttf`);
};

export const BODY_FONTS = {
  regular: noto('noto-serif', '400Regular'),
  italic: noto('noto-serif', '400Regular_Italic'),
  bold: noto('noto-serif', '700Bold'),
};
/** Hebrew has no italic: italic text keeps its Hebrew words upright, as Hebrew typesetting does. */
export const HEBREW_FONTS = {
  regular: noto('noto-serif-hebrew', '400Regular'),
  italic: noto('noto-serif-hebrew', '400Regular'),
  bold: noto('noto-serif-hebrew', '700Bold'),
};
/** Noto Serif's ascender (units per em 1000): Hebrew runs are set on the body text's baseline. */
export const BODY_ASCENT = 1.069;

/** For resvg: the family every SVG falls back to, and its files. */
export const IMAGE_FONT_FAMILY = 'Noto Serif Hebrew';
export const IMAGE_FONT_FILES = [HEBREW_FONTS.regular, HEBREW_FONTS.bold];
