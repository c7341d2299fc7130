/**
 * The name to greet a reader by when the name is written family name first, as Chinese, Korean and Vietnamese
 * names often are (issue 23: "Wang Xiaoming" was greeted "Welcome, Wang"; ADR 0871). The rule holds only where
 * the words say so:
 * - a name typed in Chinese characters, Hangul or kana of more than one word is greeted whole (山田 花子);
 * - a Latin name whose first word is a common Chinese or Korean family name and whose other words are all
 *   pinyin or Korean syllables (Xiaoming, Min-ho, Jiwoo) is greeted by those other words, its given name; when its
 *   last word is itself a common family name (Zhang Wei, Li Wang), the order cannot be told, so it is greeted whole;
 * - a Latin name of three or more words, or of two, that opens with a Vietnamese family name is greeted by its last
 *   word, the name Vietnamese use (Nguyen Van An: An);
 * - a common Cantonese family name before a given name of two Cantonese syllables (Chan Tai Man, Wong Ka-wai), and a
 *   common Japanese family name before a common Japanese given name (Tanaka Hiroshi), are greeted by the given name
 *   (ADR 0911). Korean given names are read from a closed list of name syllables, not a syllable shape;
 * - a family name as Singapore, Malaysia and Hong Kong write it from Hokkien, Teochew, Hakka or Cantonese before a
 *   given name of two syllables of those languages (Lim Boon Keng, Goh Chok Tong) is greeted by the given name
 *   (ADR 0994).
 * Otherwise it returns undefined, and the reader is greeted by the first word as before (Xiaoming Wang, Kim
 * Kardashian, Lee Smith).
 */
import { pinyinSyllables } from './hebrew-pinyin';
import { COMMON_SOUTHERN_SURNAMES, SOUTHERN_GIVEN_SYLLABLES, SOUTHERN_SURNAMES } from './southern-chinese-names';
import { isMandarinSyllable, wadeGilesToPinyin } from './wade-giles';

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

/**
 * The syllables Korean given names are made of, as they are written in Latin letters (Revised Romanization and
 * the older spellings people keep: Min, Jun, Seo, Hyun, Woo, Chul). A closed list, not a syllable shape: a shape
 * loose enough for Korean names also reads Jones, Miller and Rose as two syllables (Kim Jones was greeted Jones).
 */
const KOREAN_NAME_SYLLABLES: ReadonlySet<string> = new Set(
  (
    'MIN JUN JOON SEO JI HA YUN YOON WOO U HYUN HYEON JIN SU SOO YOUNG YEONG EUN HYE JAE SUNG SEONG HO HOON HUN ' +
    'JUNG JEONG HEE HUI KYUNG GYEONG KYEONG WON SANG DONG CHUL CHEOL TAE HWAN SEOK SUK JONG YONG HYUK HYEOK BIN ' +
    'BUM BEOM GUN GEON KYU GYU SOOK SUN MI AH NA RA RIN YE IN IL CHAN WOOK UK HAN NAM BYUNG BYEONG GI KI SIK TAEK ' +
    'SUB SEOP JOO JU KWANG GWANG MYUNG MYEONG BO CHAE CHANG CHEON CHUN DO DEOK DUK DOO DU GOOK GUK HAK HONG HWA ' +
    'HYO HYUNG HYEONG JEON KANG GANG KWON GWON MOON MUN OK PIL RAE RAN RI ROK RYONG RYUL YUL SAE SE SEUL SI SIN ' +
    'SHIN SOL SONG SOON TAK WAN WOONG YEOL YEON YO YOO YU YEOP YUP SEUNG GYEOL HAE DA SO JIWOO SEOYEON'
  ).split(' '),
);

/** Pinyin syllables common in Chinese given names, for a Chinese given name after a Korean family name. */
const PINYIN_NAME_SYLLABLES: ReadonlySet<string> = new Set(
  (
    'MING HUA JIE YING MEI QIANG FEI NA TING HUI XIN XIU WEI HONG JUN LIN YAN XIAO YU JING LING FENG HAO YI ZHI ' +
    'JIAN TAO BO LEI NING PING QING RUI SHAN TIAN WEN XIA XUE YANG YONG YUN ZHEN ZI CHEN KAI LAN LONG PENG QI ' +
    'RONG SHU SI XUAN YUE ZHONG BIN BING CHENG CHUN DAN FANG GANG GUANG HAI HENG JIA JUAN LIANG MIN NAN QIAN ' +
    'QIU RAN SHENG SHUANG XIANG XING YAO YIN ZHAO ZHE ZE ZHU'
  ).split(' '),
);

/** Chinese family names that are also common Western given names: only the closed lists follow them. */
const WESTERN_TOO: ReadonlySet<string> = new Set(['LIN', 'SU', 'JIN', 'HAN', 'MA', 'LU', 'FAN', 'MO', 'LONG']);

/** True when a word is one syllable of `set`, or two written together (Min, Minjun, Jiwoo, Seo). */
function ofSyllables(set: ReadonlySet<string>, w: string): boolean {
  if (set.has(w)) return true;
  for (let i = 1; i < w.length; i++) if (set.has(w.slice(0, i)) && set.has(w.slice(i))) return true;
  return false;
}

const plain = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[Đđ]/gu, 'D')
    .toUpperCase()
    .replace(/[^A-Z-]/g, '');

/**
 * A given name's word: each hyphenated part Korean name syllables, or pinyin. Any pinyin after a Chinese family
 * name; after a Korean one, or a Chinese one that is also a Western given name (Lin, Su), only pinyin syllables
 * common in given names, so Kim Jones, Lee Miller and Lin Hansen keep their first word.
 */
function givenNameWord(word: string, anyPinyin: boolean): boolean {
  const parts = plain(word).split('-');
  // Joined by a hyphen, each part is one syllable (Xiao-ming, Min-ho): Anna-Lena is no An-na Le-na.
  if (parts.length > 1)
    return parts.every(
      (p) =>
        KOREAN_NAME_SYLLABLES.has(p) || (anyPinyin ? pinyinSyllables(p)?.length === 1 : PINYIN_NAME_SYLLABLES.has(p)),
    );
  return parts.every(
    (p) =>
      p.length > 0 &&
      (ofSyllables(KOREAN_NAME_SYLLABLES, p) ||
        (anyPinyin ? pinyinSyllables(p) !== undefined : ofSyllables(PINYIN_NAME_SYLLABLES, p))),
  );
}

/**
 * Common Cantonese family names as Hong Kong and Macau write them (Hong Kong Government romanisation): Chan, Wong,
 * Cheung, Lau… (ADR 0911).
 */
const CANTONESE_SURNAMES: ReadonlySet<string> = new Set(
  (
    'CHAN WONG LEUNG CHEUNG LAU LEE HO NG LAM TSANG CHENG YEUNG TSE CHOW KWOK LAI MAK FUNG TANG YIP LAW CHU SIU ' +
    'TAM KWAN POON CHUNG CHOI LO HUI YUEN WAN AU KO TONG KWONG LUI CHIU FONG SZETO YU CHIN KONG MOK KAN KAM SHEK ' +
    'TSUI TSOI CHEUK CHING LING LIU LUK PANG SHUM SUEN YAU YUNG WAI WU YIM NGAI KEUNG FOK CHOY LEONG LOUIE'
  ).split(' '),
);

/** The twenty commonest of them. */
const COMMON_CANTONESE: ReadonlySet<string> = new Set(
  'CHAN WONG LEUNG CHEUNG LAU LEE HO NG LAM TSANG CHENG YEUNG TSE CHOW KWOK LAI MAK FUNG TANG YIP'.split(' '),
);

/** Syllables of Cantonese given names in the same romanisation (Tai Man, Ka Wai, Ka-shing, Siu Ming). */
const CANTONESE_NAME_SYLLABLES: ReadonlySet<string> = new Set(
  (
    'KA SHING TAI MAN WAI CHI KIN WING YEE FAI HUNG KEUNG MING MEI LING YAN SZE YIU HOI CHUN LOK PUI KIT SUET ' +
    'YUEN HIN HO LUN SHU TSZ KWOK SIU WAH KEI YIN KWAN FUNG LAI SAN SUM YUK LAM NGAI HEI HANG TAK KWONG CHOI TUNG ' +
    'CHUNG PAK SING CHEUK KUEN OI PO SHAN TSUN YAU YUNG KING ON SAU TIN LUNG NAM NGA HOK YAT CHAU CHIU HON KAI MUN ' +
    'SUN TONG FAN FOOK HAU HIM KEE KIU LAP LIM MO NGAN SAI SHUN SIK SIN TZE WA YI YU YUET HEUNG CHEONG FEI FOON ' +
    'KWAI LEUNG PING TSE WOON YING YIU CHING TING KIN HANG'
  ).split(' '),
);

/** The most common Japanese family names in Hepburn, without long-vowel marks (Sato, Suzuki, Takahashi…). */
const JAPANESE_SURNAMES: ReadonlySet<string> = new Set(
  (
    'SATO SUZUKI TAKAHASHI TANAKA WATANABE ITO YAMAMOTO NAKAMURA KOBAYASHI KATO YOSHIDA YAMADA SASAKI YAMAGUCHI ' +
    'MATSUMOTO INOUE KIMURA HAYASHI SHIMIZU YAMAZAKI MORI ABE IKEDA HASHIMOTO YAMASHITA ISHIKAWA NAKAJIMA MAEDA ' +
    'FUJITA OGAWA GOTO OKADA HASEGAWA MURAKAMI KONDO ISHII SAITO SAKAMOTO ENDO AOKI FUJII NISHIMURA FUKUDA OTA ' +
    'MIURA FUJIWARA OKAMOTO MATSUDA NAKAGAWA NAKANO HARADA ONO TAMURA TAKEUCHI KANEKO WADA NAKAYAMA ISHIDA UEDA ' +
    'MORITA SHIBATA SAKAI KUDO YOKOYAMA MIYAZAKI MIYAMOTO UCHIDA TAKAGI ANDO TANIGUCHI OHNO MARUYAMA IMAI TAKADA ' +
    'FUJIMOTO TAKEDA MURATA UENO SUGIYAMA MASUDA SUGAWARA HIRANO OTSUKA KOJIMA CHIBA KUBO MATSUI IWASAKI ' +
    'SAKURAI KINOSHITA NOGUCHI MATSUO NOMURA KIKUCHI SANO ONISHI SUGIMOTO ARAI WATANABE SHIMADA KUROKI'
  ).split(' '),
);

/**
 * Common Japanese given names in Hepburn. A closed list, and none of them a common Western given name (no Ken,
 * Naomi, Emi, Mari, Erika, Hana), so Abe Lincoln or a Western name after Mori keeps its first word.
 */
const JAPANESE_GIVEN: ReadonlySet<string> = new Set(
  (
    'HIROSHI TAKESHI KENJI AKIRA SATOSHI MAKOTO TAKASHI KAZUKI HARUTO YUTO SOTA DAIKI SHOTA KAITO RIKU YUMA ' +
    'HAYATO TAKUMI KENTA NAOKI YUSUKE DAISUKE KOSUKE RYOTA SHUN TSUBASA YUJI KOJI SHINJI SHINZO ICHIRO JIRO TARO ' +
    'HIDEO HIDEKI MASASHI MASAKI MASATO NOBORU OSAMU TADASHI TETSUYA TOSHIRO YOSHIO YUKIO KAZUO HARUKI HIROKI ' +
    'HIROTO TATSUYA TOMOYA YAMATO MINATO SHOHEI KOHEI KEISUKE RYUNOSUKE SOSUKE KENICHI SHINICHI JUNICHI YOICHI ' +
    'TAKUYA KAZUYA NAOYA ISAMU SUSUMU MINORU TSUTOMU YUTAKA MASAHIRO KAZUHIRO HIROYUKI TAKAHIRO AKIHIRO ' +
    'YUKI HANAKO SAKURA YUI YOKO KEIKO NAOKO AKIKO MICHIKO TOMOKO YUMIKO KUMIKO NORIKO SACHIKO KAZUKO MARIKO ' +
    'JUNKO YOSHIKO HIROKO KYOKO REIKO ETSUKO FUMIKO HARUKA AYAKA MISAKI NANAMI AOI HINA HIMARI YUNA RIKO MIO ' +
    'KOHARU MIYU SAKI SHIORI KAEDE ASUKA AYUMI CHIHIRO EMIKO HITOMI KAORI MEGUMI MAYUMI NATSUKI SAYAKA TOMOMI ' +
    'YUKIKO YUKO MIDORI AKANE KANAKO MOMOKO NOZOMI SHIZUKA YUKA YUKARI MIKU HIKARI HINATA MITSUKI'
  ).split(' '),
);

/** Chan Tai Man, Wong Ka-wai, Lee Ka Shing: a Cantonese family name, then a given name of two syllables. */
function cantoneseGiven(words: readonly string[], keys: readonly string[]): string | undefined {
  const [first = '', ...rest] = keys;
  if (!CANTONESE_SURNAMES.has(first)) return undefined;
  const syllable = (k: string) => CANTONESE_NAME_SYLLABLES.has(k);
  const joined = (k: string) => {
    const parts = k.split('-');
    if (parts.length === 2) return parts.every(syllable);
    for (let i = 1; i < k.length; i++) if (syllable(k.slice(0, i)) && syllable(k.slice(i))) return true;
    return false;
  };
  // Two words of one syllable each (Tai Man), or one word of two (Tai-man, Taiman); one syllable alone could be
  // a Western given name before a family name.
  const given = rest.length === 2 ? rest.every(syllable) : rest.length === 1 && joined(rest[0] ?? '');
  if (!given) return undefined;
  // Wai Tai Leung: a first word that is also a given syllable before a common family name may be given-name first.
  const last = keys[keys.length - 1] ?? '';
  if (rest.length === 2 && syllable(first) && COMMON_CANTONESE.has(last)) return words.join(' ');
  return words.slice(1).join(' ');
}

/** Tanaka Hiroshi, Sato Yuki: a common Japanese family name before a common Japanese given name. */
function japaneseGiven(words: readonly string[], keys: readonly string[]): string | undefined {
  if (keys.length !== 2) return undefined;
  const [first = '', second = ''] = keys;
  return JAPANESE_SURNAMES.has(first) && JAPANESE_GIVEN.has(second) && !JAPANESE_SURNAMES.has(second)
    ? words[1]
    : undefined;
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
  // One word typed twice (Lee Lee) is read as typed, first word first.
  if (words.length < 2 || new Set(words.map((w) => w.toLowerCase())).size === 1) return undefined;
  if (words.every((w) => EAST_ASIAN_SCRIPT.test(w) && !LATIN.test(w))) {
    const whole = words.map((w) => w.replace(READING, '')).filter((w) => w.length > 0);
    return whole.join(' ');
  }
  if (!words.every((w) => LATIN.test(w))) return undefined;
  const keys = words.map(plain);
  const [first = ''] = keys;
  const last = keys[keys.length - 1] ?? '';
  // Wei Wei Wang, Pui Pui Chan: a syllable said twice before an East Asian family name is the given name, in the
  // Western order (ADR 0933).
  const syllable = (k: string) =>
    isMandarinSyllable(k) || CANTONESE_NAME_SYLLABLES.has(k) || KOREAN_NAME_SYLLABLES.has(k);
  const eastAsianSurname = (k: string) =>
    mandarinSurname(k) || CANTONESE_SURNAMES.has(k) || KOREAN_SURNAMES.has(k) || VIETNAMESE_SURNAMES.has(k);
  if (keys.length === 3 && first === keys[1] && syllable(first) && eastAsianSurname(last))
    return words.slice(0, 2).join(' ');
  // Ho Ka Yan is Cantonese (Ka Yan); Ho Chi Minh, whose Minh is no Cantonese syllable, Vietnamese (Minh).
  const cantonese = CANTONESE_SURNAMES.has(first) ? cantoneseGiven(words, keys) : undefined;
  if (cantonese && VIETNAMESE_SURNAMES.has(first)) return cantonese;
  if (VIETNAMESE_SURNAMES.has(first) && (keys.length >= 3 || !VIETNAMESE_SHARED.has(first))) {
    // Mai Ling Chen is an American order: a shared Vietnamese name before a Chinese or Korean family name.
    const unsure =
      VIETNAMESE_SURNAMES.has(last) ||
      (VIETNAMESE_SHARED.has(first) && (CHINESE_SURNAMES.has(last) || KOREAN_SURNAMES.has(last)));
    return unsure ? words.join(' ') : words[words.length - 1];
  }
  const chinese = CHINESE_SURNAMES.has(first);
  const korean = KOREAN_SURNAMES.has(first);
  const read = chinese || korean ? chineseOrKoreanGiven(words, keys, chinese, korean) : undefined;
  if (read !== undefined) return read.length > 0 ? read : undefined;
  return (
    cantonese ??
    wadeGilesGiven(words, keys) ??
    mixedGiven(words, keys) ??
    southernGiven(words, keys) ??
    japaneseGiven(words, keys)
  );
}

/** Chinese family names that are also Western given names (Lee, Teo). */
const GIVEN_TOO: ReadonlySet<string> = new Set(['LEE', 'TEO']);

/**
 * Lim Boon Keng, Goh Chok Tong, Tan Kah Kee, Teo Chee Hean: a family name in Hokkien, Teochew, Hakka or Cantonese
 * romanisation (src/southern-chinese-names.ts), then a given name of two syllables of those languages, apart or
 * joined by a hyphen (Tan Chuan-Jin), each from the closed list. The last syllable may also be a family name (Goh
 * Chok Tong, Mah Bow Tan, Wee Kim Wee): a Chinese family name opening the name is read first, unless it is also a
 * Western given name (Lee, Teo) and the last word is a common family name, when the order cannot be told (Lee Kim
 * Tan, Lee Boon Yang) and the name is greeted whole, or a given syllable and no common family name (Tai Man Chan),
 * when it keeps its first word. Western given names are not on the list (Lee Roy Tan, Lee Jo Wong keep Lee), and a
 * Western given name first keeps its first word (Kevin Lim, Mary Tan Boon Hock).
 */
function southernGiven(words: readonly string[], keys: readonly string[]): string | undefined {
  const [first = '', ...rest] = keys;
  if (!SOUTHERN_SURNAMES.has(first)) return undefined;
  const syllable = (k: string): boolean => SOUTHERN_GIVEN_SYLLABLES.has(k) || CANTONESE_NAME_SYLLABLES.has(k);
  const hyphenated = rest.length === 1 ? (rest[0] ?? '').split('-') : [];
  const parts = rest.length === 2 ? rest : hyphenated;
  if (parts.length !== 2 || !parts.every(syllable)) return undefined;
  const last = keys[keys.length - 1] ?? '';
  const lastFamily =
    COMMON_SOUTHERN_SURNAMES.has(last) ||
    CHINESE_SURNAMES.has(last) ||
    CANTONESE_SURNAMES.has(last) ||
    KOREAN_SURNAMES.has(last);
  if (rest.length === 2 && lastFamily) {
    if (GIVEN_TOO.has(first)) return words.join(' ');
    // Tai Man Chan, Wai Tai Leung: a rarer family name that is also a given syllable, before a common family name, is
    // the given name first (as in cantoneseGiven); Lim, Wee and Heng, far commoner as family names, are not.
    if (syllable(first) && !COMMON_SOUTHERN_SURNAMES.has(first)) return undefined;
  }
  return words.slice(1).join(' ');
}

/**
 * Family names as Singapore, Malaysia and older records write them (Hokkien, Teochew and Hakka spellings, and old
 * Mandarin ones: Goh, Ong, Teo, Soong, Koo), for mixedGiven only.
 */
const OTHER_CHINESE_SURNAMES: ReadonlySet<string> = new Set(
  (
    'TAN LIM GOH ONG TEO YEO YEOH KOH TAY CHUA SIM QUEK TOH SEAH LOH LOW WEE POH YAP KHOO SOONG KOO NEO OOI TEH ' +
    'HENG ANG TEOH CHEAH KHOR LEOW LIEW TIAH SOH TSO YIP'
  ).split(' '),
);

/** Family names of two syllables that Hong Kong and Korea write with a hyphen (Au-Yeung, Sze-To, Nam-Goong). */
const HYPHENATED_SURNAMES: ReadonlySet<string> = new Set(['AU-YEUNG', 'AU-YANG', 'SZE-TO', 'SEE-TOH', 'NAM-GOONG']);

/**
 * The shape of one syllable in any romanisation of Chinese or Korean (pinyin, Wade-Giles, Gwoyeu Romatzyh's jeou,
 * Cantonese's shek and yat, Hokkien's kheng, McCune-Reischauer's jong and un): an initial of at most three letters,
 * one to three vowels, and a short final. Mary, Ann, Lena, Kate, Pierre, Ellen have no such shape.
 */
const SYLLABLE_SHAPE = /^(?:[BCDFGHJKLMNPQRSTWXYZ]{1,3})?[AEIOUY]{1,3}(?:NG|N|M|P|T|K|H|R|L|W)?$/;

/** A syllable the engine's lists know: pinyin or Wade-Giles, a Cantonese or a Korean given-name syllable. */
const knownSyllable = (k: string): boolean =>
  isMandarinSyllable(k) || CANTONESE_NAME_SYLLABLES.has(k) || KOREAN_NAME_SYLLABLES.has(k);

const anyEastAsianSurname = (k: string): boolean =>
  mandarinSurname(k) ||
  CANTONESE_SURNAMES.has(k) ||
  KOREAN_SURNAMES.has(k) ||
  VIETNAMESE_SURNAMES.has(k) ||
  OTHER_CHINESE_SURNAMES.has(k);

/**
 * A given name written in more than one romanisation, or in one the engine has no table for (issue 23): Chiang
 * Kai-shek (pinyin kai, Cantonese shek), Sun Yat-sen, Ma Ying-jeou (Gwoyeu Romatzyh jeou), Wong Kar-wai, Kim
 * Jong-un, Soong Mei-ling; apart as Singapore writes them, Lee Kuan Yew, Lee Hsien Loong, Tan Kah Kee. An East
 * Asian family name, then two syllables, each of the shape a Chinese or Korean syllable has in any romanisation and
 * at least one of them known, joined by a hyphen, or apart when the last is no family name (Lee Jo Wong keeps Lee).
 * Western given names (Mary-Ann, Anna-Lena, Jean-Paul) have a part of no such shape or none known, and keep the
 * first word, as in ADR 0933.
 */
function mixedGiven(words: readonly string[], keys: readonly string[]): string | undefined {
  const [first = '', ...rest] = keys;
  const hyphenated = rest.length === 1 && !HYPHENATED_SURNAMES.has(rest[0] ?? '');
  const parts = hyphenated ? (rest[0] ?? '').split('-') : rest;
  if (parts.length !== 2 || !parts.every((p) => SYLLABLE_SHAPE.test(p))) return undefined;
  if (!anyEastAsianSurname(first) || !parts.some(knownSyllable)) return undefined;
  if (!hyphenated && anyEastAsianSurname(parts[1] ?? '')) return undefined;
  return words.slice(1).join(' ');
}

/**
 * A Chinese family name in pinyin or Wade-Giles (Chang, Chiang, Hsu, Chou), or Lee, as Taiwan and older records write
 * Li. Only before a given name of Mandarin syllables (wadeGilesGiven), since Lee and Chang are Western names too.
 */
function mandarinSurname(key: string): boolean {
  return key === 'LEE' || CHINESE_SURNAMES.has(key) || wadeGilesToPinyin(key).some((p) => CHINESE_SURNAMES.has(p));
}

/**
 * Chang Hsiao-ming, Li Ta-chao, Mao Tse-tung, Lee Teng-hui: a Chinese family name, then a given name in Wade-Giles
 * (ADR 0933), written as Wade-Giles writes it, two syllables joined by a hyphen, or as one or two words of which
 * one at least is no pinyin (Chang Hsiao Ming, Chu Teh); each syllable is Wade-Giles or pinyin. A hyphenated Western name (Mary-Ann,
 * Jo-Ann) is not two Mandarin syllables.
 */
/** Spellings only Wade-Giles uses: hs, tz, ss or sz opening a syllable, ih, eh, ien or erh ending one. */
const WADE_GILES_ONLY = /^(?:HS|TZ|SS|SZ)|(?:IH|EH|IEN|ERH)$/;

function wadeGilesGiven(words: readonly string[], keys: readonly string[]): string | undefined {
  const [first = '', ...rest] = keys;
  if (!mandarinSurname(first)) return undefined;
  const hyphenated = rest.length === 1 && (rest[0] ?? '').split('-').length === 2;
  const parts = hyphenated ? (rest[0] ?? '').split('-') : rest;
  if (!hyphenated && rest.length !== 1 && rest.length !== 2) return undefined;
  if (!parts.every((p) => p.length > 0 && isMandarinSyllable(p))) return undefined;
  // Apart, the words must spell as only Wade-Giles does (hs, tz, ss, a final ih, eh, ien or erh), and the last must be
  // no family name: Lee Jo Wong and Jen Hsu are a given name first.
  const last = keys[keys.length - 1] ?? '';
  const surname = mandarinSurname(last) || CANTONESE_SURNAMES.has(last) || KOREAN_SURNAMES.has(last);
  if (!hyphenated && (surname || !parts.some((p) => WADE_GILES_ONLY.test(p)))) return undefined;
  return words.slice(1).join(' ');
}

/**
 * The given name of a Chinese (pinyin) or Korean name written family name first, the whole name when the order
 * is unsure, '' when the first word is the given name, undefined when the words are not of that shape.
 */
function chineseOrKoreanGiven(
  words: readonly string[],
  keys: readonly string[],
  chinese: boolean,
  korean: boolean,
): string | undefined {
  const [first = '', ...rest] = keys;
  const last = keys[keys.length - 1] ?? '';
  // The last word read as a family name of the same people as the first leaves the order unsure (Zhang Wei,
  // Jin Young Kim), as does a Korean family name before a Cantonese one that is also a Korean syllable (Min Hui).
  // A given name of one syllable said twice (Wang Fang Fang) is no family name, whatever the syllable.
  const doubled = rest.length === 2 && rest[0] === rest[1];
  const unsure =
    !doubled &&
    ((chinese && CHINESE_SURNAMES.has(last)) ||
      (korean &&
        (KOREAN_SURNAMES.has(last) || (!chinese && CANTONESE_SURNAMES.has(last) && KOREAN_NAME_SYLLABLES.has(last)))));
  const given = unsure ? words.slice(1, -1) : words.slice(1);
  if (rest.length > 2 || !given.every((w) => givenNameWord(w, chinese && !WESTERN_TOO.has(first)))) return undefined;
  if (unsure) return words.join(' ');
  // A Korean family name before a Chinese one is a given name first (Jun Wang, Min Li).
  if (!chinese && CHINESE_SURNAMES.has(last)) return '';
  return words.slice(1).join(' ');
}
