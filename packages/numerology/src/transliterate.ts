/**
 * Spelling a name in Hebrew letters, so classical gematria can be applied to it (reference §2.3 #4, §2.4).
 * Order of trust: Hebrew typed by the person; the traditional spelling of a known name; otherwise a
 * documented transliteration that follows Israeli spelling of foreign names (vowels mostly unwritten,
 * י for i, ו for o/u, א for a word-initial vowel, ה for a final a).
 */
import type { NameWord } from './name';

export type SpellingSource = 'hebrew-input' | 'traditional' | 'transliterated';

export interface HebrewWord {
  readonly from: string;
  readonly hebrew: string;
  readonly source: SpellingSource;
}

/** Traditional Hebrew spellings of names whose Hebrew form is fixed (biblical and common Jewish names). */
const TRADITIONAL: Readonly<Record<string, string>> = {
  AARON: 'אהרן',
  ABRAHAM: 'אברהם',
  ABRAM: 'אברם',
  ADAM: 'אדם',
  ABIGAIL: 'אביגיל',
  AVIGAIL: 'אביגיל',
  ARI: 'ארי',
  ARIEL: 'אריאל',
  ASHER: 'אשר',
  AVI: 'אבי',
  BENJAMIN: 'בנימין',
  BINYAMIN: 'בנימין',
  CALEB: 'כלב',
  COHEN: 'כהן',
  KOHEN: 'כהן',
  COHN: 'כהן',
  DANIEL: 'דניאל',
  DAN: 'דן',
  DAVID: 'דוד',
  DEBORAH: 'דבורה',
  DEVORAH: 'דבורה',
  DINAH: 'דינה',
  DINA: 'דינה',
  ELI: 'עלי',
  ELIJAH: 'אליהו',
  ELIAHU: 'אליהו',
  ELIZABETH: 'אלישבע',
  ELISHEVA: 'אלישבע',
  ESTHER: 'אסתר',
  EVE: 'חוה',
  CHAVA: 'חוה',
  EZRA: 'עזרא',
  GABRIEL: 'גבריאל',
  GIDEON: 'גדעון',
  HANNAH: 'חנה',
  HANNA: 'חנה',
  CHANA: 'חנה',
  ANNA: 'חנה',
  ANN: 'חנה',
  ANNE: 'חנה',
  ISAAC: 'יצחק',
  YITZHAK: 'יצחק',
  ISAIAH: 'ישעיהו',
  ISRAEL: 'ישראל',
  JACOB: 'יעקב',
  YAAKOV: 'יעקב',
  JAMES: 'יעקב',
  JEREMIAH: 'ירמיהו',
  JOEL: 'יואל',
  JOHN: 'יוחנן',
  JOHANAN: 'יוחנן',
  JONAH: 'יונה',
  YONA: 'יונה',
  JONATHAN: 'יונתן',
  YONATAN: 'יונתן',
  JOSEPH: 'יוסף',
  YOSEF: 'יוסף',
  JOSHUA: 'יהושע',
  JUDAH: 'יהודה',
  YEHUDA: 'יהודה',
  JUDITH: 'יהודית',
  LEAH: 'לאה',
  LEA: 'לאה',
  LEVI: 'לוי',
  LEVY: 'לוי',
  MICHAEL: 'מיכאל',
  MICHAL: 'מיכל',
  MIRIAM: 'מרים',
  MARY: 'מרים',
  MARIAM: 'מרים',
  MOSES: 'משה',
  MOSHE: 'משה',
  NAOMI: 'נעמי',
  NATHAN: 'נתן',
  NATAN: 'נתן',
  NOAH: 'נח',
  NOA: 'נועה',
  RACHEL: 'רחל',
  RAPHAEL: 'רפאל',
  REFAEL: 'רפאל',
  REBECCA: 'רבקה',
  REBEKAH: 'רבקה',
  RIVKA: 'רבקה',
  REUBEN: 'ראובן',
  RUTH: 'רות',
  SAMUEL: 'שמואל',
  SHMUEL: 'שמואל',
  SARAH: 'שרה',
  SARA: 'שרה',
  SAUL: 'שאול',
  SHAUL: 'שאול',
  SIMON: 'שמעון',
  SIMEON: 'שמעון',
  SHIMON: 'שמעון',
  SOLOMON: 'שלמה',
  SHLOMO: 'שלמה',
  TAMAR: 'תמר',
  YAEL: 'יעל',
  JAEL: 'יעל',
  ZACHARY: 'זכריה',
  ZECHARIAH: 'זכריה',
  ZACHARIAH: 'זכריה',
  SUSANNA: 'שושנה',
  SHOSHANA: 'שושנה',
  ELLA: 'אלה',
  MAYA: 'מאיה',
  MAIA: 'מאיה',
  SHIRA: 'שירה',
  TOBIAS: 'טוביה',
  TOBY: 'טוביה',
  EMANUEL: 'עמנואל',
  EMMANUEL: 'עמנואל',
  MATTHEW: 'מתתיהו',
  MATTHIAS: 'מתתיהו',
  NOEMI: 'נעמי',
  ABEL: 'הבל',
  SETH: 'שת',
  ENOCH: 'חנוך',
  LEVIN: 'לוין',
  KATZ: 'כץ',
  KAPLAN: 'קפלן',
  FRIEDMAN: 'פרידמן',
  GOLDBERG: 'גולדברג',
  SCHWARTZ: 'שוורץ',
  SHAPIRO: 'שפירא',
  ROSEN: 'רוזן',
  ISRAELI: 'ישראלי',
  MIZRAHI: 'מזרחי',
  PERETZ: 'פרץ',
  BITON: 'ביטון',
  AVRAHAM: 'אברהם',
};

const VOWEL = new Set(['A', 'E', 'I', 'O', 'U', 'Y']);
const FINAL: Readonly<Record<string, string>> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };

/** Two-letter Latin groups with one Hebrew letter (checked before single letters). */
const DIGRAPHS: Readonly<Record<string, string>> = {
  SH: 'ש',
  CH: 'ח',
  KH: 'ח',
  TH: 'ת',
  PH: 'פ',
  TZ: 'צ',
  TS: 'צ',
  CK: 'ק',
  GH: 'ג',
  QU: 'קו',
  SZ: 'ש',
  CZ: 'צ',
};

const CONSONANT: Readonly<Record<string, string>> = {
  B: 'ב',
  D: 'ד',
  F: 'פ',
  G: 'ג',
  H: 'ה',
  J: 'ג',
  K: 'ק',
  L: 'ל',
  M: 'מ',
  N: 'נ',
  P: 'פ',
  Q: 'ק',
  R: 'ר',
  S: 'ס',
  T: 'ט',
  V: 'ו',
  W: 'ו',
  X: 'קס',
  Z: 'ז',
};

/** Transliterates one upper-case Latin word (A-Z only). */
export function transliterateLatinWord(word: string): string {
  const out: string[] = [];
  const n = word.length;
  const isVowel = (c: string | undefined): boolean => c !== undefined && VOWEL.has(c);
  let i = 0;
  while (i < n) {
    const c = word[i] as string;
    const next = word[i + 1];
    const pair = next !== undefined ? c + next : '';
    // SCH as in Schwartz is a single ש.
    if (c === 'S' && next === 'C' && word[i + 2] === 'H') {
      out.push('ש');
      i += 3;
      continue;
    }
    const di = pair ? DIGRAPHS[pair] : undefined;
    if (di) {
      out.push(di);
      i += 2;
      continue;
    }
    if (isVowel(c) && !(c === 'Y' && isVowel(next) && i === 0)) {
      const prevLatin = word[i - 1];
      const atStart = i === 0;
      const atEnd = i === n - 1;
      // A doubled vowel (ee, oo, aa) is one sound.
      if (prevLatin === c) {
        i += 1;
        continue;
      }
      if (atStart) {
        out.push('א');
        if (c === 'O' || c === 'U') out.push('ו');
        else if (c === 'I' || c === 'Y') out.push('י');
      } else if (c === 'I' || c === 'Y') {
        out.push('י');
      } else if (c === 'O' || c === 'U') {
        // "ou"/"au" are one sound: one vav.
        if (out[out.length - 1] !== 'ו' || !isVowel(prevLatin)) out.push('ו');
      } else if (c === 'A') {
        if (atEnd) out.push('ה');
        else if (isVowel(prevLatin) && prevLatin !== 'A') out.push('א'); // a hiatus (Daniel, Maria) is marked with aleph
      } else if (c === 'E') {
        if (atEnd && n <= 3)
          out.push('ה'); // short names ending in e (Zoe, Eve not: traditional) keep it
        else if (!atEnd && isVowel(prevLatin) && prevLatin !== 'E' && prevLatin !== 'A' && prevLatin !== 'O')
          out.push('א');
        // otherwise an e is unwritten, and a final silent e (Grace, Jane) too
      }
      i += 1;
      continue;
    }
    // Y before a vowel at the start of a word is the consonant y: yod.
    if (c === 'Y') {
      out.push('י');
      i += 1;
      continue;
    }
    if (c === 'C') {
      out.push(next === 'E' || next === 'I' || next === 'Y' ? 'ס' : 'ק');
      i += 1;
      continue;
    }
    // A doubled consonant is written once (Emma, Anna, Lynn).
    if (word[i - 1] === c) {
      i += 1;
      continue;
    }
    // H after a vowel at the end of a word only lengthens it (Sarah, Noah): the ה is already there or unwritten.
    if (c === 'H' && i === n - 1 && isVowel(word[i - 1])) {
      if (out[out.length - 1] !== 'ה') out.push('ה');
      i += 1;
      continue;
    }
    out.push(CONSONANT[c] ?? '');
    i += 1;
  }
  let text = out.join('');
  // A final kaf, mem, nun, pe or tsadi takes its final form.
  const last = text.slice(-1);
  const fin = FINAL[last];
  if (fin) text = text.slice(0, -1) + fin;
  return text;
}

function finalize(hebrew: string): string {
  const last = hebrew.slice(-1);
  const fin = FINAL[last];
  return fin ? hebrew.slice(0, -1) + fin : hebrew;
}

/** The Hebrew spelling of each name word, with where the spelling came from. */
export function spellInHebrew(words: readonly NameWord[]): HebrewWord[] {
  return words.map((w) => {
    const hebrewOnly = w.letters.every((l) => l.script === 'hebrew');
    if (hebrewOnly) {
      return { from: w.text, hebrew: w.letters.map((l) => l.char).join(''), source: 'hebrew-input' as const };
    }
    const latin = w.letters
      .filter((l) => l.script === 'latin')
      .map((l) => l.char)
      .join('');
    const hebrewPart = w.letters
      .filter((l) => l.script === 'hebrew')
      .map((l) => l.char)
      .join('');
    const traditional = TRADITIONAL[latin];
    if (traditional && !hebrewPart) return { from: w.text, hebrew: traditional, source: 'traditional' as const };
    return {
      from: w.text,
      hebrew: finalize(transliterateLatinWord(latin) + hebrewPart),
      source: 'transliterated' as const,
    };
  });
}
