/**
 * Wade-Giles, the older romanisation of Mandarin still used for names from Taiwan and for names romanised before
 * 1979 (Chang Hsiao-ming, Li Ta-chao, Mao Tse-tung, Lee Teng-hui), read syllable by syllable into the Hanyu Pinyin
 * the engine already knows (issue 23, ADR 0933). Typed names drop the apostrophes and umlauts of Wade-Giles, so an
 * aspirated and a plain initial look alike (ch and ch' are zh and ch, or j and q), and a syllable is read as every
 * pinyin it could be. The greeting uses it, and the Hebrew spelling of hs (ש, as pinyin x); a Wade-Giles name's letters
 * are counted as typed.
 */
import { pinyinSyllables } from './hebrew-pinyin';

/** Wade-Giles initials, longest first, and the pinyin initials each can stand for once apostrophes are dropped. */
const INITIALS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['HS', ['X']],
  ['CH', ['ZH', 'CH', 'J', 'Q']],
  ['TS', ['Z', 'C']],
  ['TZ', ['Z', 'C']],
  ['SS', ['S']],
  ['SZ', ['S']],
  ['SH', ['SH']],
  ['K', ['G', 'K']],
  ['P', ['B', 'P']],
  ['T', ['D', 'T']],
  ['J', ['R']],
  ['M', ['M']],
  ['F', ['F']],
  ['N', ['N']],
  ['L', ['L']],
  ['H', ['H']],
  ['S', ['S']],
  ['Y', ['Y']],
  ['W', ['W']],
  ['', ['']],
];

/** The pinyin finals a Wade-Giles final can be, by its spelling and the initial before it. */
function finals(initial: string, wg: string): string[] {
  const out = new Set<string>([wg]);
  if (wg === 'IH') out.add('I'); // chih, shih, jih: zhi, shi, ri
  if (['TS', 'TZ', 'SS', 'SZ'].includes(initial) && wg === 'U') out.add('I'); // tzu, ssu: zi, si
  if (wg === 'O') ['E', 'UO'].forEach((f) => out.add(f)); // ko, ho, lo: ge, he, luo
  if (wg === 'ERH') out.add('ER');
  if (wg === 'UEI') out.add('UI');
  if (wg.endsWith('EH')) out.add(wg.slice(0, -1)); // hsieh, yeh, hsueh: xie, ye, xue
  if (wg.includes('IEN')) out.add(wg.replace('IEN', 'IAN')); // tien, hsien: tian, xian
  if (wg.endsWith('UNG')) out.add(`${wg.slice(0, -3)}ONG`); // tung, hsiung: dong, xiong
  if (initial === 'Y' && wg === 'U') out.add('OU'); // yu: you
  if (initial === 'Y' && wg === 'EN') out.add('AN'); // yen: yan
  if (initial === '' && wg === 'I') out.add('YI'); // i: yi
  if (initial === '' && /^I[NA]/.test(wg)) out.add(`Y${wg}`); // ing, in, as Taiwan writes them: ying, yin
  return [...out];
}

/** The pinyin syllables one Wade-Giles syllable (upper case, no apostrophes) can be; none when it is not one. */
export function wadeGilesToPinyin(syllable: string): string[] {
  const known = READ.get(syllable);
  if (known) return [...known];
  const out = readSyllable(syllable);
  if (READ.size < 10_000) READ.set(syllable, out);
  return [...out];
}

/** Syllables already read: a greeting asks about the same few words many times. */
const READ = new Map<string, readonly string[]>();

function readSyllable(syllable: string): readonly string[] {
  const out = new Set<string>();
  for (const [wg, pinyin] of INITIALS) {
    if (!syllable.startsWith(wg) || syllable.length === wg.length) continue;
    const rest = syllable.slice(wg.length);
    for (const initial of pinyin)
      for (const final of finals(wg, rest)) {
        const candidate = initial === '' && final.startsWith('Y') ? final : `${initial}${final}`;
        if (pinyinSyllables(candidate)?.length === 1) out.add(candidate);
      }
    // The longest initial that fits is the one Wade-Giles means (hs is never h + s).
    if (out.size > 0) break;
  }
  return [...out];
}

/** True when a word (upper case) is one syllable of Wade-Giles or of pinyin. */
export function isMandarinSyllable(word: string): boolean {
  return pinyinSyllables(word)?.length === 1 || wadeGilesToPinyin(word).length > 0;
}
