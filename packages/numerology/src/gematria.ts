/** Classical gematria over Hebrew text (reference §1.1, TV-1). */
import { gadolValue, hebrewLetterByChar, standardValue } from './letters';

export interface GematriaResult {
  /** Mispar hechrechi: finals count like their ordinary letter. */
  readonly standard: number;
  /** Mispar gadol: finals 500-900. */
  readonly gadol: number;
  /** "ש300 ר200 ה5" */
  readonly working: string;
}

export function gematria(hebrew: string): GematriaResult {
  let standard = 0;
  let gadol = 0;
  const parts: string[] = [];
  for (const ch of hebrew) {
    if (!hebrewLetterByChar(ch)) continue; // geresh, niqqud, spaces carry no value
    const v = standardValue(ch);
    standard += v;
    gadol += gadolValue(ch);
    parts.push(`${ch}${v}`);
  }
  return { standard, gadol, working: parts.join(' ') };
}
