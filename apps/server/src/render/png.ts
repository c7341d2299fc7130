import { renderAsync } from '@resvg/resvg-js';
import type { TreeOfLifeLights } from '@app/contracts/readings';
import { treeOfLifeSvg } from './tree';
import { IMAGE_FONT_FAMILY, IMAGE_FONT_FILES } from './fonts';

/**
 * An SVG drawn as PNG by resvg (its native binary ships inside the npm package; no browser), on libuv's thread
 * pool so it never blocks other requests. Fonts are the bundled ones only: any family the SVG names (Georgia,
 * serif) falls back to them, so the picture is the same on every machine.
 */
export async function svgToPng(svg: string, width: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      loadSystemFonts: false,
      fontFiles: IMAGE_FONT_FILES,
      defaultFontFamily: IMAGE_FONT_FAMILY,
      serifFamily: IMAGE_FONT_FAMILY,
      sansSerifFamily: IMAGE_FONT_FAMILY,
    },
  });
  return image.asPng();
}

/** A halo in the plate's colour behind the sephirot's names (4.7 units), so no path line runs through them. */
const NAME_HALO =
  '<style>text[font-size="4.7"]{paint-order:stroke;stroke:#1b1840;stroke-width:1.6px;stroke-linejoin:round}</style>';

/** The reading's Tree of Life, as the page and the e-mail draw it, at `width` pixels. */
export function treeOfLifePng(tree: TreeOfLifeLights, width = 520): Promise<Buffer> {
  return svgToPng(
    treeOfLifeSvg(tree).replace(/^<svg[^>]*>/, (open) => open + NAME_HALO),
    width,
  );
}
