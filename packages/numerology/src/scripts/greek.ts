/** Greek letters as the readings count them, shared by the passport reading (index.ts) and the said one (said.ts). */

/** ELOT 743 (UN V/19) single letters; accents are dropped before lookup. */
export const GREEK: Readonly<Record<string, string>> = {
  Α: 'A',
  Β: 'V',
  Γ: 'G',
  Δ: 'D',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'I',
  Θ: 'TH',
  Ι: 'I',
  Κ: 'K',
  Λ: 'L',
  Μ: 'M',
  Ν: 'N',
  Ξ: 'X',
  Ο: 'O',
  Π: 'P',
  Ρ: 'R',
  Σ: 'S',
  Τ: 'T',
  Υ: 'Y',
  Φ: 'F',
  Χ: 'CH',
  Ψ: 'PS',
  Ω: 'O',
};

/** After α, ε, η the letter υ is v, or f before a voiceless consonant or at the end of the word (ELOT 743). */
export const GREEK_VOICELESS = new Set(['Θ', 'Κ', 'Ξ', 'Π', 'Σ', 'Τ', 'Φ', 'Χ', 'Ψ']);
