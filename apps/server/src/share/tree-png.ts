import { Resvg } from '@resvg/resvg-js';
import type { TreeOfLifeLights } from '@app/contracts/readings';
import { treeOfLifeSvg } from '../readings/email-render';

/** An SVG drawn as PNG by resvg (its native binary ships inside the npm package; no browser). */
export function svgToPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Serif' },
  });
  return resvg.render().asPng();
}

/** The reading's Tree of Life, as the page and the e-mail draw it, at `width` pixels. */
export function treeOfLifePng(tree: TreeOfLifeLights, width = 520): Buffer {
  return svgToPng(treeOfLifeSvg(tree), width);
}
