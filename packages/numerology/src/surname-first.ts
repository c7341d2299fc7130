/**
 * The name to greet a reader by when the name is written family name first, as Chinese, Korean and Vietnamese
 * names often are (issue 23: "Wang Xiaoming" was greeted "Welcome, Wang"; ADR 0871). The rule holds only where
 * the words say so:
 * - a name typed in Chinese characters, Hangul or kana of more than one word is greeted whole (山田 花子);
 * - a Latin name whose first word is a common Chinese or Korean family name and whose other words are all
 *   pinyin or Korean syllables (Xiaoming, Min-ho, Jiwoo) is greeted by those other words, its given name; when its
 *   last word is itself a common family name (Zhang Wei, Li Wang), the order cannot be told, so it is greeted whole;
 * - a Latin name of three or more words, or of two, that opens with a Vietnamese family name is greeted by its last
 *   word, the name Vietnamese use (Nguyen Van An: An).
 * Otherwise it returns undefined, and the reader is greeted by the first word as before (Xiaoming Wang, Kim
 * Kardashian, Lee Smith).
 */
import { pinyinSyllables } from './hebrew-pinyin';

/** Common Chinese family names in Hanyu Pinyin (the hundred most common, and the commonest compound ones). */
const CHINESE_SURNAMES: ReadonlySet<string> = new Set(
  (
    'WANG LI ZHANG LIU CHEN YANG HUANG ZHAO WU ZHOU XU SUN MA ZHU HU GUO HE LIN GAO LUO ZHENG LIANG XIE SONG TANG ' +
    'HAN FENG DENG CAO PENG ZENG XIAO TIAN DONG PAN YUAN CAI JIANG YU DU YE CHENG WEI SU LU DING REN YAO SHEN ' +
    'ZHONG CUI TAN FAN LIAO SHI JIN JIA XIA FU FANG ZOU XIONG BAI MENG QIN QIU HOU YIN XUE YAN DUAN LEI LONG TAO ' +
    'MAO HAO GU GONG SHAO WAN QIAN DAI MO KONG XIANG CHANG KANG OU NIU ZHUANG YI GENG GUAN LAN MIAO OUYANG SIMA ' +
    'ZHUGE SITU SHANGGUAN'
  ).split(' '),
);

/** Common Korean family names as they are usually written in Latin letters (Revised Romanization and older forms). */
const KOREAN_SURNAMES: ReadonlySet<string> = new Set(
  (
    'KIM LEE YI PARK BAK CHOI CHOE JUNG JEONG CHUNG KANG CHO JO YOON YUN JANG CHANG LIM IM HAN OH SEO SUH SHIN ' +
    'SIN KWON GWON HWANG AHN AN SONG YOO YU RYU HONG JEON JUN KO GO MOON MUN YANG SON BAE BAEK HEO NAM NOH ROH ' +
    'HA KWAK SUNG SEONG CHA JOO JU WOO MIN JIN CHAE WON BANG KONG GONG HYUN BYUN YEO CHOO EOM UM NAMGOONG'
  ).split(' '),
);

/** Vietnamese family names, without their diacritics (Nguyễn, Trần, Lê, Phạm…). */
const VIETNAMESE_SURNAMES: ReadonlySet<string> = new Set(
  (
    'NGUYEN TRAN PHAM HOANG HUYNH PHAN VU VO DANG BUI NGO DUONG TRUONG DINH TRINH DOAN LUONG LE DO HO LY ' + 'QUACH LAM'
  ).split(' '),
);
/** Vietnamese family names that are also common elsewhere (Le, Do, Ho, Ly, Lam, Vu): only in three-word names. */
const VIETNAMESE_SHARED: ReadonlySet<string> = new Set(['LE', 'DO', 'HO', 'LY', 'LAM', 'VU']);

/** Korean syllables in Revised Romanization or McCune-style spelling: an initial, a vowel, a final. */
const KOREAN_SYLLABLE =
  /^(?:kk|tt|pp|ss|jj|ch|g|k|n|d|t|r|l|m|b|p|s|j|h)?(?:yae|yeo|wae|woo|ae|ya|eo|ye|wa|oe|yo|wo|we|wi|yu|eu|ui|oo|ee|a|e|o|u|i)(?:ng|k|n|t|l|m|p|g|b|r|d|s)?$/;

/** True when a word is one or two Korean syllables (Min, Minjun, Jiwoo, Seo). */
function koreanWord(word: string): boolean {
  const w = word.toLowerCase();
  if (KOREAN_SYLLABLE.test(w)) return true;
  for (let i = 1; i < w.length; i++)
    if (KOREAN_SYLLABLE.test(w.slice(0, i)) && KOREAN_SYLLABLE.test(w.slice(i))) return true;
  return false;
}

const plain = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[Đđ]/gu, 'D')
    .toUpperCase()
    .replace(/[^A-Z-]/g, '');

/** A given name's word: each hyphenated part pinyin or Korean syllables. */
function givenNameWord(word: string): boolean {
  const parts = plain(word).split('-');
  return parts.every((p) => p.length > 0 && (pinyinSyllables(p) !== undefined || koreanWord(p)));
}

const EAST_ASIAN_SCRIPT = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LATIN = /\p{Script=Latin}/u;
/** A reading in brackets after kanji: 山田（やまだ）. */
const READING = /[（(][^）)]*[）)]/gu;

/**
 * The name to greet a reader by when the name is written family name first, or undefined when the first word is
 * the one to use. `words` are the counted words as typed, in order.
 */
export function surnameFirstGreeting(words: readonly string[]): string | undefined {
  if (words.length < 2) return undefined;
  if (words.every((w) => EAST_ASIAN_SCRIPT.test(w) && !LATIN.test(w))) {
    const whole = words.map((w) => w.replace(READING, '')).filter((w) => w.length > 0);
    return whole.join(' ');
  }
  if (!words.every((w) => LATIN.test(w))) return undefined;
  const keys = words.map(plain);
  const [first = '', ...rest] = keys;
  const last = keys[keys.length - 1] ?? '';
  if (VIETNAMESE_SURNAMES.has(first) && (keys.length >= 3 || !VIETNAMESE_SHARED.has(first))) {
    // Mai Ling Chen is an American order: a shared Vietnamese name before a Chinese or Korean family name.
    const unsure =
      VIETNAMESE_SURNAMES.has(last) ||
      (VIETNAMESE_SHARED.has(first) && (CHINESE_SURNAMES.has(last) || KOREAN_SURNAMES.has(last)));
    return unsure ? words.join(' ') : words[words.length - 1];
  }
  const chinese = CHINESE_SURNAMES.has(first);
  const korean = KOREAN_SURNAMES.has(first);
  if ((!chinese && !korean) || rest.length > 2 || !words.slice(1).every(givenNameWord)) return undefined;
  // The last word read as a family name of the same people as the first leaves the order unsure (Zhang Wei);
  // a Korean family name before a Chinese one is a Chinese given name first (Jun Wang, Min Li).
  if ((chinese && CHINESE_SURNAMES.has(last)) || (korean && KOREAN_SURNAMES.has(last))) return words.join(' ');
  if (!chinese && CHINESE_SURNAMES.has(last)) return undefined;
  return words.slice(1).join(' ');
}
