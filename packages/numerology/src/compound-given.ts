/**
 * Compound given names written without a hyphen (issue 23: "María José García-López" was greeted "María"). In
 * Spanish, Portuguese, Italian, French and German usage some pairs of given names are one name, used whole: a
 * María José is never "María", a Juan Carlos never "Juan", Gian is not a name alone (ADR 0910). English middle
 * names look the same on paper (Mary Ann Smith may be Mary), so only pairs that these naming traditions use as
 * one name are read as one, and only when a family name follows, so the second word is not the family name. A
 * hyphenated compound (Jean-Pierre, Anna-Lena, Mary-Kate) is one word already and needs nothing here.
 */

/** Each first given name with the second names it forms a compound with, written without accents. */
const COMPOUNDS: Readonly<Record<string, string>> = {
  // Spanish and Portuguese.
  MARIA:
    'JOSE JESUS ISABEL TERESA LUISA ELENA FERNANDA CRISTINA EUGENIA DOLORES PILAR VICTORIA EDUARDA LUIZA ANTONIA ' +
    'CECILIA GRAZIA PAULA INES MERCEDES SOLEDAD LUZ GABRIELA ALEJANDRA BEATRIZ VALENTINA CAMILA MAGDALENA ' +
    'ANGELES CARMEN ELISA HELENA LUCIA PIA CHIARA GIOVANNA VITTORIA CONCEPCION ROSARIO AUXILIADORA',
  JOSE: 'MARIA LUIS ANTONIO MANUEL CARLOS MIGUEL ANGEL RAMON IGNACIO JAVIER FRANCISCO ALBERTO PABLO EDUARDO FERNANDO RICARDO',
  JUAN: 'CARLOS PABLO JOSE MANUEL ANTONIO PEDRO MIGUEL LUIS DIEGO FRANCISCO IGNACIO MARTIN ESTEBAN CAMILO SEBASTIAN FELIPE ANDRES',
  ANA: 'MARIA ISABEL LUISA BELEN SOFIA PAULA LUCIA CAROLINA BEATRIZ LUIZA CRISTINA JULIA',
  LUIS: 'MIGUEL ALBERTO FERNANDO CARLOS ANTONIO ENRIQUE FELIPE EDUARDO ANGEL MANUEL',
  LUIZ: 'FELIPE FERNANDO CARLOS HENRIQUE EDUARDO GUSTAVO OTAVIO',
  MIGUEL: 'ANGEL',
  JOAO: 'PEDRO PAULO VICTOR VITOR GABRIEL LUCAS MIGUEL GUILHERME CARLOS',
  PEDRO: 'HENRIQUE PABLO',
  ROSA: 'MARIA',
  // Italian: Gian and Pier are not names alone.
  GIAN: 'LUCA MARCO PAOLO CARLO FRANCO PIERO LUIGI',
  PIER: 'PAOLO LUIGI FRANCESCO LUCA',
  // French, also written without the hyphen (Haiti, Quebec, West Africa).
  JEAN: 'PIERRE PAUL LUC MARC FRANCOIS CLAUDE BAPTISTE LOUIS MICHEL JACQUES CHRISTOPHE PHILIPPE YVES',
  // German.
  ANNA: 'LENA',
  HANS: 'PETER JURGEN JOACHIM DIETER GEORG',
  KARL: 'HEINZ',
};

const PAIRS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(COMPOUNDS).map(([first, seconds]) => [first, new Set(seconds.split(' '))]),
);

/** "del", "de la", "de los": María del Carmen, María de los Ángeles. */
const PARTICLES = new Set(['DE', 'DEL', 'LA', 'LOS', 'LAS']);

const key = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/**
 * The compound given name that opens `words` (the counted words as typed), or undefined: "María José" in María
 * José García-López, "María del Carmen" in María del Carmen Ruiz.
 */
export function compoundGivenName(words: readonly string[]): string | undefined {
  const keys = words.map(key);
  const [first = '', second = ''] = keys;
  // María del Carmen, María de los Ángeles: the particle says the words belong together, family name or not.
  if (first === 'MARIA' && PARTICLES.has(second)) {
    let i = 1;
    while (i < keys.length && PARTICLES.has(keys[i] ?? '')) i++;
    if (i < keys.length && i <= 3) return words.slice(0, i + 1).join(' ');
    return undefined;
  }
  if (words.length < 3) return undefined;
  return PAIRS.get(first)?.has(second) ? `${words[0]} ${words[1]}` : undefined;
}
