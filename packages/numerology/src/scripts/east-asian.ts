/**
 * Chinese, Japanese and Korean names in Latin letters (docs/decisions/0659-names-in-every-script.md):
 * hanzi by Hanyu Pinyin (pinyin-pro, which knows surname readings such as 单 Shan and compound surnames
 * such as 欧阳), kana by Hepburn (wanakana), hangul by the Revised Romanization of Korean, computed from
 * the syllable's jamo (Unicode composes every syllable arithmetically from initial, vowel and final).
 */
import { pinyin } from 'pinyin-pro';
import { toRomaji } from 'wanakana';

/** Pinyin syllables of a run of hanzi, toneless, ü as u (as names are written on passports: Lü → LU). */
function syllables(text: string, surname: boolean): string[] {
  return pinyin(text, { toneType: 'none', type: 'array', v: true, ...(surname ? { surname: 'head' } : {}) }).map((s) =>
    s.replace(/v/g, 'u'),
  );
}

/** A Chinese full name typed as one word, split into surname and given name ("王小明" → ["王", "小明"]). */
export function splitChineseName(text: string): string[] {
  const chars = [...text];
  if (chars.length < 2 || chars.length > 4) return [text];
  // pinyin-pro does not say where the surname ends; compound surnames (欧阳, 司马, 诸葛) are two characters.
  const surnameLength = chars.length === 4 || COMPOUND_SURNAMES.has(chars.slice(0, 2).join('')) ? 2 : 1;
  return [chars.slice(0, surnameLength).join(''), chars.slice(surnameLength).join('')];
}
const COMPOUND_SURNAMES: ReadonlySet<string> = new Set([
  '欧阳',
  '歐陽',
  '司马',
  '司馬',
  '诸葛',
  '諸葛',
  '上官',
  '东方',
  '東方',
  '皇甫',
  '尉迟',
  '公孙',
  '公孫',
  '令狐',
  '慕容',
  '夏侯',
  '司徒',
  '宇文',
  '长孙',
  '長孫',
]);

/** True for a Chinese family name of two characters (欧阳, 司马, 诸葛): a name typed apart may open with one. */
export function isCompoundSurname(text: string): boolean {
  return COMPOUND_SURNAMES.has(text);
}

/** Hanyu Pinyin of hanzi, upper case, syllables run together as in a given name ("小明" → "XIAOMING"). */
export function romanizeHan(text: string, isSurname: boolean): string {
  return syllables(text, isSurname)
    .join('')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

/**
 * Hepburn for hiragana and katakana as Japanese passports write it (issue 23): wanakana's Hepburn, then the things
 * the passport convention changes. Long vowels are unmarked: the katakana long mark adds no letter after any vowel
 * (マリー MARI, ユーコ YUKO); おお is O, before another vowel too (おおの ONO, おおい OI, こおり KORI); おう is O (たろう
 * TARO, よういち YOICHI) except before e, where う and え are the word 上, ue (いのうえ INOUE); うう is U. Vowels written
 * twice otherwise stay (けいこ KEIKO, にいな NIINA). ん before b, m and p is M (しんぺい SHIMPEI). In wanakana's output
 * an n before a consonant can only be ん.
 */
export function romanizeKana(text: string): string {
  return toRomaji(text.replace(/[ーｰ]/gu, ''))
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/oo/g, 'o')
    .replace(/ou(?!e)/g, 'o')
    .replace(/uu/g, 'u')
    .replace(/n(?=[bmp])/g, 'm')
    .toUpperCase();
}

/**
 * Which passport choices of `romanizeKana` change this run, for the note to explain only those (issue 23): the long
 * mark (マリー), a long o or u written once (おおい, たろう), ん before b, m or p as M (しんぺい).
 */
export function hepburnChoices(text: string): { longMark: boolean; longVowel: boolean; syllabicM: boolean } {
  const plain = toRomaji(text.replace(/[ーｰ]/gu, ''))
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return {
    longMark: /[ーｰ]/u.test(text),
    longVowel: plain.length > romanizeKana(text).length,
    syllabicM: /n(?=[bmp])/.test(plain),
  };
}

// Revised Romanization of Korean (2000), initial, medial and final jamo in Unicode order.
const INITIALS = ['G', 'KK', 'N', 'D', 'TT', 'R', 'M', 'B', 'PP', 'S', 'SS', '', 'J', 'JJ', 'CH', 'K', 'T', 'P', 'H'];
const VOWELS = [
  'A',
  'AE',
  'YA',
  'YAE',
  'EO',
  'E',
  'YEO',
  'YE',
  'O',
  'WA',
  'WAE',
  'OE',
  'YO',
  'U',
  'WO',
  'WE',
  'WI',
  'YU',
  'EU',
  'UI',
  'I',
];
/** A final consonant as it sounds at the end of a syllable (RR writes the sound: 박 Bak, 밖 Bak). */
const FINALS = [
  '',
  'K',
  'K',
  'K',
  'N',
  'N',
  'N',
  'T',
  'L',
  'K',
  'M',
  'L',
  'L',
  'L',
  'P',
  'L',
  'M',
  'P',
  'P',
  'T',
  'T',
  'NG',
  'T',
  'T',
  'K',
  'T',
  'P',
  'T',
];
/** Before a vowel a final ㄱ ㄷ ㅂ ㄹ is voiced and written g d b r (RR rule for consonants before vowels). */
const FINALS_BEFORE_VOWEL: Readonly<Record<number, string>> = { 1: 'G', 7: 'D', 8: 'R', 17: 'B' };

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

/** Revised Romanization of a run of hangul syllables, upper case ("민준" → "MINJUN", "김" → "GIM"). */
export function romanizeHangul(text: string): string {
  const parts = [...text]
    .map((ch) => ch.codePointAt(0) ?? 0)
    .filter((c) => c >= HANGUL_FIRST && c <= HANGUL_LAST)
    .map((c) => {
      const index = c - HANGUL_FIRST;
      return { initial: Math.floor(index / 588), vowel: Math.floor((index % 588) / 28), final: index % 28 };
    });
  let out = '';
  parts.forEach((p, i) => {
    const prev = parts[i - 1];
    // ㄹ after a final ㄹ is l (ll), as in 별래 Byeollae; otherwise r.
    out += p.initial === 5 && prev?.final === 8 ? 'L' : (INITIALS[p.initial] ?? '');
    out += VOWELS[p.vowel] ?? '';
    const next = parts[i + 1];
    out += next && next.initial === 11 ? (FINALS_BEFORE_VOWEL[p.final] ?? FINALS[p.final]) : FINALS[p.final];
  });
  return out;
}

const TWO_SYLLABLE_SURNAMES: ReadonlySet<string> = new Set(['남궁', '황보', '제갈', '선우', '독고', '사공', '서문']);

/** A Korean full name typed as one word, split into surname and given name ("김민준" → ["김", "민준"]). */
export function splitKoreanName(text: string): string[] {
  const chars = [...text];
  if (chars.length === 4 && TWO_SYLLABLE_SURNAMES.has(chars.slice(0, 2).join(''))) {
    return [chars.slice(0, 2).join(''), chars.slice(2).join('')];
  }
  return chars.length === 3 ? [chars[0] ?? '', chars.slice(1).join('')] : [text];
}
