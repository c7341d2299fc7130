import type { TreeOfLifeLights } from '@app/contracts/readings';
import { SEPHIROT, TREE_PATHS } from '@app/numerology/tree';
import { escapeHtml } from './html';
import { INK, GOLD, NIGHT, INDIGO, INDIGO_2, MUTED } from './palette';

/** The sephirot and paths a reading lights, in words (for the text part and for clients that drop SVG). */
export function treeInWords(tree: TreeOfLifeLights): string {
  const names = SEPHIROT.filter((s) => tree.sephirot.includes(s.id)).map((s) => `${s.name} (${s.english})`);
  const paths = TREE_PATHS.filter((p) => tree.paths.includes(p.number)).map(
    (p) => `${p.letterName} ${p.letter}, path ${p.number}`,
  );
  const parts = [
    names.length ? `your numbers light ${names.join(', ')}` : '',
    paths.length ? `your letters' paths are ${paths.join('; ')}` : '',
  ].filter(Boolean);
  return parts.length ? `On your Tree of Life, ${parts.join(', and ')}.` : '';
}

/** The Tree of Life as inline SVG with presentation attributes (no CSS classes, no scripts). */
export function treeOfLifeSvg(tree: TreeOfLifeLights): string {
  const pos = new Map(SEPHIROT.map((s) => [s.id as string, s.position]));
  const lines = TREE_PATHS.map((p) => {
    const a = pos.get(p.from)!;
    const b = pos.get(p.to)!;
    const lit = tree.paths.includes(p.number);
    return `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${lit ? GOLD : '#6c659c'}" stroke-width="${lit ? 1.9 : 0.7}" stroke-linecap="round"/>`;
  });
  // Lit paths on top of the others.
  lines.sort((x, y) => Number(x.includes(GOLD)) - Number(y.includes(GOLD)));
  const discs = SEPHIROT.map((s) => {
    const lit = tree.sephirot.includes(s.id);
    const { x, y } = s.position;
    return (
      `<circle cx="${x}" cy="${y}" r="6.6" fill="${lit ? GOLD : s.number === null ? INDIGO : INDIGO_2}" stroke="${lit ? '#f0d58e' : '#8d86bd'}" stroke-width="${lit ? 1.1 : 0.8}"${s.number === null ? ' stroke-dasharray="1.6 1.3"' : ''}/>` +
      (s.number !== null
        ? `<text x="${x}" y="${y + 2.1}" font-family="Georgia, serif" font-size="6" font-weight="600" text-anchor="middle" fill="${lit ? INK : MUTED}">${s.number}</text>`
        : '') +
      `<text x="${x}" y="${y + 11.8}" font-family="Georgia, serif" font-size="4.7" text-anchor="middle" fill="${lit ? '#f0d58e' : MUTED}">${escapeHtml(s.name)}</text>`
    );
  });
  const described = escapeHtml(treeInWords(tree) || 'The Tree of Life.');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -3 104 144" width="260" height="360" role="img" aria-label="Your Tree of Life. ${described}" style="display:block;margin:0 auto;background:${NIGHT}">` +
    `<rect x="-2" y="-3" width="104" height="144" fill="${INDIGO}"/>${lines.join('')}${discs.join('')}</svg>`
  );
}
