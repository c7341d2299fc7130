import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteFonts } from './page';

/**
 * The web build's font files (vite names them `<package file>-<hash>.woff2` under assets/), so the share page
 * is set in the site's own faces from the site's own origin. Empty when the web app is not built.
 */
export function siteFonts(webDist: string): SiteFonts {
  let files: string[];
  try {
    files = readdirSync(join(webDist, 'assets'));
  } catch {
    return {};
  }
  const find = (prefix: string) => files.find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.woff2'));
  const fonts: SiteFonts = {};
  const display = find('cormorant-garamond-latin-600-normal');
  const body = find('source-serif-4-latin-400-normal');
  const bodyBold = find('source-serif-4-latin-600-normal');
  if (display) fonts.display = display;
  if (body) fonts.body = body;
  if (bodyBold) fonts.bodyBold = bodyBold;
  return fonts;
}
