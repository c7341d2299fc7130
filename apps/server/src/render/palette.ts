/** The colours and faces of the printed reading (e-mail, share page, images), declared once. */
export const INK = '#1d1a2e';
export const INK_SOFT = '#4a4360';
export const PARCHMENT = '#f7f1e3';
export const CARD = '#fffaf0';
export const GOLD = '#e2b857';
export const NIGHT = '#0f0d24';
export const INDIGO = '#1b1840';
export const INDIGO_2 = '#262257';
export const MUTED = '#c3bddb';
export const SERIF = "Georgia, 'Times New Roman', serif";
export const DISPLAY = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
