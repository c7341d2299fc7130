/**
 * Thai in Latin letters by the Royal Thai General System of Transcription (RTGS, Royal Institute, 1999),
 * the system of Thai road signs and official documents. Thai writes vowels before, above, below and after
 * the consonant and leaves some unwritten, so a word is read syllable by syllable: a leading vowel (เ แ โ ใ ไ),
 * the initial consonant (with ร ล ว clusters, a silent ห or อ before a sonorant), the vowel signs, then a
 * final consonant when the next letter carries no vowel of its own; a syllable with no vowel sign takes o
 * before a final and a otherwise (สมชาย Somchai, นภา Napha). Tone marks are not written in RTGS, and a
 * letter under the silencer ์ is not pronounced (อภิสิทธิ์ Aphisit). Names with a personal Latin spelling
 * (Yingluck for RTGS Yinglak) are best typed in Latin letters; the reading says so.
 */

const INITIAL: Readonly<Record<string, string>> = {
  ก: 'k',
  ข: 'kh',
  ฃ: 'kh',
  ค: 'kh',
  ฅ: 'kh',
  ฆ: 'kh',
  ง: 'ng',
  จ: 'ch',
  ฉ: 'ch',
  ช: 'ch',
  ซ: 's',
  ฌ: 'ch',
  ญ: 'y',
  ฎ: 'd',
  ฏ: 't',
  ฐ: 'th',
  ฑ: 'th',
  ฒ: 'th',
  ณ: 'n',
  ด: 'd',
  ต: 't',
  ถ: 'th',
  ท: 'th',
  ธ: 'th',
  น: 'n',
  บ: 'b',
  ป: 'p',
  ผ: 'ph',
  ฝ: 'f',
  พ: 'ph',
  ฟ: 'f',
  ภ: 'ph',
  ม: 'm',
  ย: 'y',
  ร: 'r',
  ล: 'l',
  ว: 'w',
  ศ: 's',
  ษ: 's',
  ส: 's',
  ห: 'h',
  ฬ: 'l',
  อ: '',
  ฮ: 'h',
};

/** A consonant closing a syllable has one of eight sounds. */
const FINAL: Readonly<Record<string, string>> = {
  ก: 'k',
  ข: 'k',
  ค: 'k',
  ฆ: 'k',
  ง: 'ng',
  ม: 'm',
  ย: 'i',
  ว: 'o',
  บ: 'p',
  ป: 'p',
  พ: 'p',
  ฟ: 'p',
  ภ: 'p',
  ญ: 'n',
  ณ: 'n',
  น: 'n',
  ร: 'n',
  ล: 'n',
  ฬ: 'n',
};
const T_FINAL = new Set([...'จชซฌฎฏฐฑฒดตถทธศษส']);

const LEADING = new Set([...'เแโใไ']);
/** Vowel signs written above, below or after a consonant (not tone marks). */
const SIGNS = new Set([...'ะัาำิีึืุู็']);
const TONES = new Set([...'่้๊๋']);
const SILENCER = '์';
/** Sonorants a silent ห (or อ before ย) makes high-class: the ห itself is not pronounced (หญิง ying, หมอ mo). */
const SONORANT = new Set([...'งญนมยรลว']);
/** The true clusters: ร, ล or ว after these first letters is pronounced (กร, ปล, กว …). */
const CLUSTERS: Readonly<Record<string, string>> = { ร: 'กขคปพตบดผ', ล: 'กขคปผพบ', ว: 'กขค' };
/** ร after these is not pronounced (ศรี si, สร้าง sang), and after ท and ซ the pair is s (ทราย sai). */
const SILENT_R = 'ศส';
const S_R = 'ทซ';

const isConsonant = (ch: string | undefined): ch is string => ch !== undefined && ch in INITIAL;

/**
 * Letters under the silencer (with a vowel sign they carry) are dropped before reading (ทธิ์ → ท), and so is
 * the consonant before one when it is the second consonant after a vowel and the silent letter is ร or the
 * vowel is ั, which must close on the first (จันทร์ chan, อินทร์ in, ลักษณ์ lak); otherwise that consonant
 * opens a syllable of its own (นิพนธ์ ni-phon).
 */
function withoutSilent(chars: readonly string[]): string[] {
  const out: string[] = [];
  for (const ch of chars) {
    if (ch === SILENCER) {
      while (out.length > 0 && !isConsonant(out[out.length - 1])) out.pop();
      const silent = out.pop();
      const [before, first] = [out[out.length - 2], out[out.length - 3]];
      if (
        isConsonant(out[out.length - 1]) &&
        isConsonant(before) &&
        first !== undefined &&
        SIGNS.has(first) &&
        (silent === 'ร' || first === 'ั')
      )
        out.pop();
      continue;
    }
    if (!TONES.has(ch)) out.push(ch);
  }
  return out;
}

/** True when the consonant at `i` carries a vowel of its own (a sign after it, or ร ล ว + sign in a cluster). */
function carriesVowel(chars: readonly string[], i: number): boolean {
  const next = chars[i + 1];
  return (
    SIGNS.has(next ?? '') ||
    (next === 'อ' && !isConsonant(chars[i + 2])) ||
    (next === 'ร' && chars[i + 2] === 'ร') || // รร is a vowel (วรรณ wan)
    (next !== undefined &&
      next in CLUSTERS &&
      (CLUSTERS[next] ?? '').includes(chars[i] ?? '') &&
      SIGNS.has(chars[i + 2] ?? ''))
  );
}

/** The onset read at `i`: its Latin letters, where the vowel signs start, and an open syllable said before it. */
function readOnset(chars: readonly string[], i: number, lead: string): { onset: string; next: number; before: string } {
  const c = chars[i] as string;
  const next = chars[i + 1];
  // A silent ห or อ before a sonorant (หญิง ying, อยู่ yu).
  if ((c === 'ห' && SONORANT.has(next ?? '')) || (c === 'อ' && next === 'ย'))
    return { onset: INITIAL[next as string] ?? '', next: i + 2, before: '' };
  const onset = INITIAL[c] ?? '';
  if (next === undefined || chars[i + 2] === undefined || !(SIGNS.has(chars[i + 2] ?? '') || lead !== ''))
    return { onset, next: i + 1, before: '' };
  if (next === 'ร' && S_R.includes(c)) return { onset: 's', next: i + 2, before: '' };
  if (next === 'ร' && SILENT_R.includes(c)) return { onset, next: i + 2, before: '' };
  if ((CLUSTERS[next] ?? '').includes(c)) return { onset: onset + (INITIAL[next] ?? ''), next: i + 2, before: '' };
  // เ before two consonants that make no cluster, with ิ ี ื on the second, belongs to the second; the
  // first is a syllable of its own with a (เฉลิม cha-loem, เจริญ cha-roen).
  if (lead === 'เ' && isConsonant(next) && 'ิีื'.includes(chars[i + 2] ?? '-'))
    return { onset: INITIAL[next] ?? '', next: i + 2, before: `${onset}a` };
  return { onset, next: i + 1, before: '' };
}

/** อ, ย, ว and รร after the onset as vowel letters: เ–ีย ia, เ–ือ uea, เ–อ oe, –อ o, –ัว ua, –ว– ua, รร a(n). */
function vowelLetters(
  chars: readonly string[],
  i: number,
  lead: string,
  signs: string,
): { vowel?: string; next: number } {
  const at = chars[i];
  if (lead === 'เ' && signs === 'ี' && at === 'ย') return { vowel: 'ia', next: i + 1 };
  if (lead === 'เ' && signs === 'ื' && at === 'อ') return { vowel: 'uea', next: i + 1 };
  if (lead === 'เ' && signs === '' && at === 'อ') return { vowel: 'oe', next: i + 1 };
  if (lead !== '') return { next: i };
  if (signs === 'ื' && at === 'อ') return { next: i + 1 };
  if (signs === 'ั' && at === 'ว') return { vowel: 'ua', next: i + 1 };
  if (signs !== '') return { next: i };
  if (at === 'อ' && !carriesVowel(chars, i)) return { vowel: 'o', next: i + 1 };
  if (at === 'ว' && isConsonant(chars[i + 1]) && !carriesVowel(chars, i + 1)) return { vowel: 'ua', next: i + 1 };
  if (at === 'ร' && chars[i + 1] === 'ร') {
    // รร: a, and n when nothing closes it (วรรณ wan, สรรพ sap).
    const after = i + 2;
    return { vowel: isConsonant(chars[after]) && !carriesVowel(chars, after) ? 'a' : 'an', next: after };
  }
  return { next: i };
}

/** One Thai word in upper-case Latin letters (A-Z) by RTGS. */
export function romanizeThai(text: string): string {
  const chars = withoutSilent([...text]);
  let out = '';
  let i = 0;
  while (i < chars.length) {
    const lead = LEADING.has(chars[i] ?? '') ? (chars[i] as string) : '';
    if (lead) i += 1;
    if (!isConsonant(chars[i])) {
      if (chars[i] === 'ฤ') out += 'rue';
      i += 1;
      continue;
    }
    // Three bare consonants end the word: the first is a syllable with a, the last two one with o (กมล ka-mon,
    // ณรงค์ na-rong, ขนม kha-nom); อ and ว there are vowels (น้อย noi).
    if (
      !lead &&
      i + 3 === chars.length &&
      [0, 1, 2].every(
        (k) => isConsonant(chars[i + k]) && !'อว'.includes(chars[i + k] ?? '') && !carriesVowel(chars, i + k),
      )
    ) {
      out += `${INITIAL[chars[i] as string] ?? ''}a`;
      i += 1;
      continue;
    }
    const { onset, next, before } = readOnset(chars, i, lead);
    out += before;
    i = next;
    // The vowel: the leading vowel with the signs after the onset, or a vowel letter.
    let signs = '';
    while (SIGNS.has(chars[i] ?? '')) signs += chars[i++];
    const letters = vowelLetters(chars, i, lead, signs);
    let vowel = letters.vowel ?? vowelOf(lead, signs);
    i = letters.next;
    // The final: a consonant that carries no vowel of its own, unless the vowel is an open one.
    const open = signs.includes('ะ') || signs.includes('ำ') || lead === 'ใ' || lead === 'ไ' || vowel === 'ao';
    let final = '';
    const f = chars[i];
    // A consonant before the word's last, vowelless consonant opens the last syllable after a written vowel
    // (จิราพร chi-ra-phon), but closes a syllable with no vowel written (สมพร som-phon); a t-sound before a
    // last ร closes the syllable and the ร is silent (เพชร phet, ชินวัตร Chinwat).
    const silentR = chars[i + 1] === 'ร' && T_FINAL.has(f ?? '');
    // Two t-sounds end the word after a written vowel: the first closes it, the second is silent (ยุทธ yut).
    const silentT = T_FINAL.has(f ?? '') && T_FINAL.has(chars[i + 1] ?? '') && chars[i + 2] === undefined;
    const opensLast =
      (signs !== '' || lead !== '') && isConsonant(chars[i + 1]) && chars[i + 2] === undefined && !silentR && !silentT;
    const paliFinal = closesWithSilentI(chars, i, lead, signs);
    if (!open && isConsonant(f) && (!carriesVowel(chars, i) || paliFinal) && !LEADING.has(f) && !opensLast) {
      final = FINAL[f] ?? (T_FINAL.has(f) ? 't' : '');
      i += paliFinal ? 2 : 1;
      if ((silentR || silentT) && i === chars.length - 1) i += 1;
    }
    if (vowel === '') vowel = final ? 'o' : 'a';
    out += onset + vowel + final;
    // A t-sound closing a syllable in ั is read again to open the next, as Pali names are said (รัตนา rat-ta-na,
    // วัฒนา wat-tha-na, ณัฐพล nat-tha-phon); not before another t-sound (ขัตติยะ khat-ti-ya).
    if (signs === 'ั' && DOUBLED.has(f ?? '') && final === 't' && isConsonant(chars[i]) && !T_FINAL.has(chars[i] ?? ''))
      out += `${INITIAL[f as string] ?? ''}a`;
  }
  return out.toUpperCase().replace(/[^A-Z]/g, '');
}

/** Finals a Pali name reads twice after ั. */
const DOUBLED = new Set([...'ตฒทธฐศษ']);

/**
 * A consonant with ิ that ends the word after ั or a long า or ู is that syllable's final, and the ิ is silent
 * (ชาติ chat, ภูมิ phum, สมบัติ sombat); after a short or open vowel it is said (ฐิติ thi-ti, ศิริ si-ri).
 */
function closesWithSilentI(chars: readonly string[], i: number, lead: string, signs: string): boolean {
  const f = chars[i] ?? '';
  return (
    !lead &&
    ['ั', 'า', 'ู'].includes(signs) &&
    (T_FINAL.has(f) || f === 'ม') &&
    chars[i + 1] === 'ิ' &&
    chars[i + 2] === undefined
  );
}

function vowelOf(lead: string, signs: string): string {
  const s = signs.replace('็', '');
  switch (lead) {
    case 'เ':
      if (s === 'า') return 'ao';
      if (s === 'าะ') return 'o';
      if (s === 'ิ') return 'oe';
      return 'e';
    case 'แ':
      return 'ae';
    case 'โ':
      return 'o';
    case 'ใ':
    case 'ไ':
      return 'ai';
    default:
      break;
  }
  if (signs === '็') return 'o';
  const first = s.charAt(0);
  const vowels: Readonly<Record<string, string>> = {
    ะ: 'a',
    'ั': 'a',
    า: 'a',
    ำ: 'am',
    'ิ': 'i',
    'ี': 'i',
    'ึ': 'ue',
    'ื': 'ue',
    'ุ': 'u',
    'ู': 'u',
  };
  return vowels[first] ?? '';
}
