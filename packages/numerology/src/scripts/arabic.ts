/**
 * Arabic-script names (Arabic, Persian, Urdu) in Latin letters. Arabic script leaves short vowels unwritten,
 * so no letter table alone gives "Muhammad" from محمد: common names are taken from a short list of their
 * usual ALA-LC spellings (diacritics and ʻayn/hamza dropped), and any other word is read letter by letter by
 * a simplified ALA-LC table (UNGEGN for the Persian letters), long vowels only. The reading says which.
 */

export interface ArabicReading {
  readonly latin: string;
  /** True when the word was in the list of common names, false when read letter by letter. */
  readonly known: boolean;
  readonly persian: boolean;
}

/** Letters only Persian (and Urdu) writes, or writes with its own code point (ک, ی). */
const PERSIAN_LETTERS = /[پچژگکی]/u;

/** Common names by their unvowelled spelling (hamza seats and alif maqsura normalised), in ALA-LC without diacritics. */
const ARABIC_NAMES: Readonly<Record<string, string>> = {
  محمد: 'MUHAMMAD',
  احمد: 'AHMAD',
  علي: 'ALI',
  حسن: 'HASAN',
  حسين: 'HUSAYN',
  فاطمه: 'FATIMA',
  عايشه: 'AISHA',
  خديجه: 'KHADIJA',
  عمر: 'UMAR',
  يوسف: 'YUSUF',
  ابراهيم: 'IBRAHIM',
  محمود: 'MAHMUD',
  مصطفي: 'MUSTAFA',
  خالد: 'KHALID',
  سعيد: 'SAID',
  سليم: 'SALIM',
  زينب: 'ZAYNAB',
  مريم: 'MARYAM',
  ليلي: 'LAYLA',
  نور: 'NUR',
  امينه: 'AMINA',
  حمزه: 'HAMZA',
  بلال: 'BILAL',
  كريم: 'KARIM',
  رشيد: 'RASHID',
  عبدالله: 'ABDALLAH',
  عبد: 'ABD',
  // ALA-LC ʻAbd Allāh: the name of God written apart after ʻAbd (عبد الله), whose article is not a name's al-.
  الله: 'ALLAH',
  يحيي: 'YAHYA',
  ساره: 'SARA',
  ناديه: 'NADIA',
  هدي: 'HUDA',
  سلمي: 'SALMA',
  طارق: 'TARIQ',
  ياسين: 'YASIN',
  موسي: 'MUSA',
  عيسي: 'ISA',
  ادم: 'ADAM',
  اسماعيل: 'ISMAIL',
  جميله: 'JAMILA',
  رانيا: 'RANIA',
  لينا: 'LINA',
  منى: 'MUNA',
  فرح: 'FARAH',
  كمال: 'KAMAL',
  جمال: 'JAMAL',
  يوسفي: 'YUSUFI',
};
/** Persian readings of the same spellings (UNGEGN 1967 system, as on Iranian maps and passports). */
const PERSIAN_NAMES: Readonly<Record<string, string>> = {
  محمد: 'MOHAMMAD',
  احمد: 'AHMAD',
  علي: 'ALI',
  حسن: 'HASAN',
  حسين: 'HOSSEIN',
  فاطمه: 'FATEMEH',
  زهرا: 'ZAHRA',
  رضا: 'REZA',
  مهدي: 'MEHDI',
  مريم: 'MARYAM',
  فرهاد: 'FARHAD',
  داريوش: 'DARIUSH',
  شيرين: 'SHIRIN',
  پرويز: 'PARVIZ',
  نيما: 'NIMA',
  سينا: 'SINA',
  ارش: 'ARASH',
  امير: 'AMIR',
  سارا: 'SARA',
  نازنين: 'NAZANIN',
  كوروش: 'KOUROSH',
};

/** Consonants and long vowels, simplified ALA-LC (Arabic); و and ي are decided by position below. */
const LETTERS: Readonly<Record<string, string>> = {
  ب: 'B',
  ت: 'T',
  ث: 'TH',
  ج: 'J',
  ح: 'H',
  خ: 'KH',
  د: 'D',
  ذ: 'DH',
  ر: 'R',
  ز: 'Z',
  س: 'S',
  ش: 'SH',
  ص: 'S',
  ض: 'D',
  ط: 'T',
  ظ: 'Z',
  ع: '',
  غ: 'GH',
  ف: 'F',
  ق: 'Q',
  ك: 'K',
  ل: 'L',
  م: 'M',
  ن: 'N',
  ه: 'H',
  ء: '',
  پ: 'P',
  چ: 'CH',
  ژ: 'ZH',
  گ: 'G',
};
/** Where Persian (UNGEGN) differs: the Arabic interdentals and emphatics are said as s and z. */
const PERSIAN_LETTERS_TABLE: Readonly<Record<string, string>> = { ث: 'S', ذ: 'Z', ض: 'Z', ظ: 'Z', و: 'V' };

/** The spelling used to look a word up: no vowel marks or tatweel, one alif, one yeh, one kaf, final ta marbuta as heh. */
function lookupKey(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/gu, '')
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/[ىی]/gu, 'ي')
    .replace(/ک/gu, 'ك')
    .replace(/ئ|ؤ/gu, 'ي')
    .replace(/ة/gu, 'ه');
}

/** Letter-by-letter reading without short vowels: ا a, و u or w (v in Persian), ي i or y, final ة/ه after a consonant a. */
function letterByLetter(key: string, persian: boolean): string {
  const chars = [...key];
  let out = '';
  chars.forEach((ch, i) => {
    const prev = chars[i - 1];
    const atStart = i === 0;
    if (ch === 'ا') out += 'A';
    else if (ch === 'و') out += atStart || prev === 'ا' ? (persian ? 'V' : 'W') : 'U';
    else if (ch === 'ي') out += atStart || prev === 'ا' ? 'Y' : 'I';
    else if (ch === 'ه' && i === chars.length - 1 && i > 0) out += persian ? 'EH' : 'A';
    else out += (persian ? PERSIAN_LETTERS_TABLE[ch] : undefined) ?? LETTERS[ch] ?? '';
  });
  return out;
}

/** One Arabic-script word in Latin letters; `persian` when the name shows Persian letters. */
export function romanizeArabic(text: string, persian: boolean): ArabicReading {
  const key = lookupKey(text);
  // The article al- is written joined to the name (الحسن al-Hasan): read the name after it (الله is one word).
  const article = key.startsWith('ال') && key.length > 3 && key !== 'الله' ? 'AL' : '';
  const stem = article ? key.slice(2) : key;
  const known = nameOf(stem, persian) ?? (article || persian ? nisbaOf(stem, persian) : undefined);
  if (known) return { latin: article + known, known: true, persian };
  return { latin: article + letterByLetter(stem, persian), known: false, persian };
}

function nameOf(stem: string, persian: boolean): string | undefined {
  return (persian ? PERSIAN_NAMES[stem] : undefined) ?? ARABIC_NAMES[stem];
}

/**
 * A family name made from a listed name by the nisba ending -i ("of"), spelled as that name with -i (ALA-LC
 * -ī without its macron): العمري al-Umari from عمر Umar, الحسيني al-Husayni, Persian رضایی Rezai from رضا Reza,
 * whose -i after a long a is written یی, حسینی Hosseini. Read letter by letter, العمري was ALMRI (its ʻayn and
 * short vowels unwritten). In Arabic only after the article: without it the -i is as often a name's own (حسني is
 * Husni, not Hasani).
 */
function nisbaOf(stem: string, persian: boolean): string | undefined {
  const base = stem.endsWith('ايي') ? stem.slice(0, -2) : stem.endsWith('ي') ? stem.slice(0, -1) : '';
  if ([...base].length < 2) return undefined;
  const name = nameOf(base, persian);
  return name ? `${name}I` : undefined;
}

export function looksPersian(text: string): boolean {
  return PERSIAN_LETTERS.test(text);
}
