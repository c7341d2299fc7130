/**
 * Family names that tell a name in hanzi or kanji typed as one word, with no reading, is Chinese or Japanese
 * (issue 23). Both lists are short and closed, of family names as written, not of readings:
 * - COMMON_JAPANESE_SURNAMES: the commonest Japanese family names of two or three kanji (as ranked by Japanese
 *   surname surveys: 佐藤, 鈴木, 高橋, 田中 …). A one-word name of three characters or more that opens with one (佐藤健,
 *   田中太郎) is Japanese, and its reading is asked for; a Chinese reader with such a name types a space after the
 *   family name (田 中华).
 * - COMMON_CHINESE_SURNAMES: the commonest Chinese family names of one character, simplified and traditional (王, 李,
 *   張/张, 陳/陈 …). A one-word name of four characters whose first two are both of them, and no Japanese family name,
 *   is a Chinese name with two family names joined (陳李美玲, a married name in Hong Kong and Taiwan), read by pinyin;
 *   so is a first word of just those two typed apart (陳李 美玲).
 * pinyin-pro gives a Mandarin reading even to kanji made in Japan (畑 tian, 込 yu), so whether a character has a
 * reading does not tell the two apart; the Japanese-only characters in name.ts and these lists do.
 */
const COMMON_JAPANESE_SURNAMES: ReadonlySet<string> = new Set(
  (
    '佐藤 鈴木 高橋 田中 伊藤 渡辺 渡邊 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村 斎藤 斉藤 清水 ' +
    '山崎 池田 橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 長谷川 藤田 後藤 近藤 村上 遠藤 青木 坂本 福田 太田 ' +
    '西村 藤井 金子 岡本 藤原 中野 三浦 原田 中川 松田 竹内 小野 田村 中山 和田 石田 森田 上田 柴田 酒井 工藤 ' +
    '横山 宮崎 宮本 内田 高木 安藤 島田 谷口 大野 丸山 今井 高田 藤本 武田 村田 上野 杉山 増田 小山 大塚 平野 ' +
    '菅原 久保 松井 千葉 岩崎 桜井 木下 野口 松尾 菊地 野村 新井 渡部 佐野 大西 杉本 新田 浅野 本田 吉川 山内'
  ).split(' '),
);

const COMMON_CHINESE_SURNAMES: ReadonlySet<string> = new Set([
  ...'王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾萧蕭',
  ...'董袁潘蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范金廖贾賈夏韦韋方白邹鄒孟熊秦邱江尹',
  ...'薛阎閻段雷侯龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴武戴莫孔汤湯',
]);

/** The common Japanese family name a one-word name in kanji opens with (佐藤健 → 佐藤), if it has a given name after it. */
export function japaneseSurnamePrefix(word: string): string | undefined {
  const chars = [...word];
  for (const n of [3, 2]) {
    const head = chars.slice(0, n).join('');
    if (chars.length > n && COMMON_JAPANESE_SURNAMES.has(head)) return head;
  }
  return undefined;
}

/**
 * Japanese family names written with two characters that are each a common Chinese family name (高林 Takabayashi,
 * 江馬 Ema, 高江 Takae, 金武 Kin): a name opening with one is Japanese, not two Chinese family names joined (ADR 1303).
 */
const JAPANESE_SURNAMES_OF_CHINESE_ONES: ReadonlySet<string> = new Set(['高林', '江馬', '高江', '金武']);

/**
 * The last characters of Japanese given names that Chinese given names hardly ever end with (花子, 太郎, 大介, 金之助):
 * after two Chinese family names they make the name Japanese (ADR 1303). 彦, 夫 and 美 end Chinese names too.
 */
const JAPANESE_GIVEN_NAME_ENDINGS: ReadonlySet<string> = new Set(['子', '郎', '介', '助']);

/**
 * True when the first two characters of a name are both common Chinese family names (陳李美玲, or 陳李 typed apart),
 * are not together a Japanese family name, and the name does not end as Japanese given names do (高林花子, 陳林花子 are
 * Japanese; ADR 1303).
 */
export function opensWithTwoChineseSurnames(word: string, lastOfName = [...word].at(-1) ?? ''): boolean {
  const [a, b] = [...word];
  if (!a || !b || COMMON_JAPANESE_SURNAMES.has(a + b) || JAPANESE_SURNAMES_OF_CHINESE_ONES.has(a + b)) return false;
  if (JAPANESE_GIVEN_NAME_ENDINGS.has(lastOfName)) return false;
  return COMMON_CHINESE_SURNAMES.has(a) && COMMON_CHINESE_SURNAMES.has(b);
}

/**
 * Characters only Simplified Chinese writes, common in names (华, 伟, 丽, 东 …; Japanese writes 華, 偉, 麗, 東): a name
 * with one was written by a Chinese hand and is read as Chinese, even after a Japanese family name (田中华; ADR 1303).
 * Each maps to the form Japanese writes, for the reading to say.
 */
const SIMPLIFIED_ONLY: Readonly<Record<string, string>> = {
  华: '華',
  伟: '偉',
  刚: '剛',
  丽: '麗',
  东: '東',
  军: '軍',
  红: '紅',
  强: '強',
  龙: '龍',
  辉: '輝',
  兰: '蘭',
  凤: '鳳',
  飞: '飛',
  鹏: '鵬',
  涛: '濤',
  艳: '艶',
  晓: '暁',
  宁: '寧',
  庆: '慶',
  贵: '貴',
  荣: '栄',
  长: '長',
  书: '書',
  爱: '愛',
  丰: '豊',
  乐: '楽',
  义: '義',
  岚: '嵐',
  伦: '倫',
  凯: '凱',
  轩: '軒',
  颖: '穎',
  铭: '銘',
  锦: '錦',
  卫: '衛',
  顺: '順',
  进: '進',
  阳: '陽',
  梦: '夢',
  诗: '詩',
  语: '語',
  刘: '劉',
  陈: '陳',
  张: '張',
  杨: '楊',
  赵: '趙',
  孙: '孫',
  马: '馬',
  罗: '羅',
  郑: '鄭',
  谢: '謝',
  韩: '韓',
  邓: '鄧',
  苏: '蘇',
  钟: '鐘',
  陆: '陸',
  贺: '賀',
  顾: '顧',
  钱: '銭',
  严: '厳',
  汤: '湯',
};

/** The first character of a name only Simplified Chinese writes, with the form Japanese writes (华 → 華). */
export function simplifiedOnly(text: string): { char: string; japanese: string } | undefined {
  for (const char of text) {
    const japanese = SIMPLIFIED_ONLY[char];
    if (japanese) return { char, japanese };
  }
  return undefined;
}

/** The form Japanese writes (華) for each character only Simplified Chinese writes (华), the other way round. */
const SIMPLIFIED_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(SIMPLIFIED_ONLY).map(([simplified, japanese]) => [japanese, simplified]),
);

/**
 * The first character of a name that Japanese writes as Traditional Chinese may (華, 偉, 麗), where Simplified Chinese
 * writes another (华): unlike the simplified form it says nothing of which the name is (ADR 1304).
 */
export function sharedJapaneseForm(text: string): { char: string; simplified: string } | undefined {
  for (const char of text) {
    const simplified = SIMPLIFIED_OF.get(char);
    if (simplified) return { char, simplified };
  }
  return undefined;
}

/**
 * How a one-word name taken as Japanese by its family name would be typed as a Chinese one (田中華 → 田 中華), where it
 * could be either (ADR 1304): read as a family name of one character (most Chinese ones are) and a given name of one
 * or two characters after it that does not end as Japanese given names do, and holding a character Japanese and
 * Traditional Chinese both write where Simplified Chinese writes another (華, 华). Undefined otherwise (田中太郎, 高橋健).
 */
export function chineseNameApart(word: string): { family: string; given: string } | undefined {
  const [family = '', ...given] = [...word];
  if (!family || given.length < 1 || given.length > 2) return undefined;
  if (JAPANESE_GIVEN_NAME_ENDINGS.has(given.at(-1) ?? '') || !sharedJapaneseForm(word)) return undefined;
  return { family, given: given.join('') };
}
