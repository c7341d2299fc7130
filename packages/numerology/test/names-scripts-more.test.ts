/**
 * Names in Thai (RTGS), Amharic (BGN/PCGN), Tamil and Malayalam (ISO 15919) are read and counted, with the
 * standard named; kanji are never guessed: their reading is taken from brackets after them (ADR 0617), and
 * kanji only Japanese writes are not read as Chinese (issue 23).
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/index';
import { parseName } from '../src/name';
import { writeSimpleReport } from '../src/reading';
import { romanizeMalayalam, romanizeTamil, tamilIso } from '../src/scripts/dravidian';
import { romanizeEthiopic } from '../src/scripts/ethiopic';
import { romanizeThai } from '../src/scripts/thai';
import { suggestHebrew } from '../src/transliterate';
import { validateName } from '../src/validate';

const latinWords = (name: string): string[] => parseName(name).words.map((w) => w.letters.map((l) => l.char).join(''));
const check = (romanize: (s: string) => string, cases: ReadonlyArray<[string, string]>) => {
  for (const [typed, latin] of cases) expect(romanize(typed), typed).toBe(latin);
};

describe('Thai by RTGS', () => {
  it('reads leading vowels, unwritten vowels, clusters, finals and silent letters', () => {
    check(romanizeThai, [
      ['สมชาย', 'SOMCHAI'], // unwritten o before a final, า + ย
      ['สมศักดิ์', 'SOMSAK'], // ดิ์ silent
      ['ประยุทธ์', 'PRAYUT'], // ปร cluster, ธ์ silent
      ['ทักษิณ', 'THAKSIN'],
      ['อภิสิทธิ์', 'APHISIT'], // unwritten a, ธิ์ silent
      ['นภา', 'NAPHA'],
      ['กาญจนา', 'KANCHANA'],
      ['วิชัย', 'WICHAI'],
      ['ศรี', 'SI'], // ร after ศ silent
      ['พงศ์', 'PHONG'],
      ['สวัสดี', 'SAWATDI'],
      ['แก้ว', 'KAEO'], // tone mark not written
      ['น้อย', 'NOI'],
      ['สมหญิง', 'SOMYING'], // silent ห
      ['จันทร์', 'CHAN'], // ทร์ silent
      ['เฉลิม', 'CHALOEM'], // เ–ิ belongs to the second consonant
      ['เจริญ', 'CHAROEN'],
      ['ไพศาล', 'PHAISAN'],
      ['โสภา', 'SOPHA'],
      ['วรรณา', 'WANNA'], // รร
      ['สุวรรณ', 'SUWAN'],
      ['ยิ่งลักษณ์', 'YINGLAK'], // ษณ์ silent
      ['ชินวัตร', 'CHINWAT'], // ร after a final silent
      ['เพชร', 'PHET'],
      ['จิราพร', 'CHIRAPHON'],
      ['สมพร', 'SOMPHON'],
    ]);
  });

  it('reads the finals of common name endings: -phon (-porn), -chai, -wat, -sak, -rat, and Pali finals', () => {
    check(romanizeThai, [
      ['ศิริพร', 'SIRIPHON'],
      ['พรทิพย์', 'PHONTHIP'],
      ['ชัยวัฒน์', 'CHAIWAT'],
      ['สุวัฒน์', 'SUWAT'],
      ['ศักดิ์ชัย', 'SAKCHAI'],
      ['กิตติศักดิ์', 'KITTISAK'],
      ['สุรัตน์', 'SURAT'],
      ['จิรัฐ', 'CHIRAT'],
      // Three bare consonants at the end: a, then o (was CHAINONNGA, KOMLA).
      ['ชัยณรงค์', 'CHAINARONG'],
      ['กมล', 'KAMON'],
      ['น้อย', 'NOI'], // อ there is a vowel
      // A silent ธ after a sign other than ั does not silence the letter before it (was NIP).
      ['นิพนธ์', 'NIPHON'],
      ['อินทร์', 'IN'],
      // Two t-sounds at the end: one final (was YUTHOT).
      ['ยุทธ', 'YUT'],
      // A final ิ after ั, า or ู is silent (was CHATI, PHUMI, SOMBATI); after a short i it is said.
      ['ชาติ', 'CHAT'],
      ['ภูมิ', 'PHUM'],
      ['สมบัติ', 'SOMBAT'],
      ['ฐิติ', 'THITI'],
      ['ศิริ', 'SIRI'],
      // A t-sound after ั is read twice in Pali names (was WATNA, RATNA, NATPHON); not before another t.
      ['วัฒนา', 'WATTHANA'],
      ['รัตนา', 'RATTANA'],
      ['ณัฐพล', 'NATTHAPHON'],
      ['ขัตติยะ', 'KHATTIYA'],
    ]);
  });

  it('spells these names in Hebrew as they are said: ai as אי, kh as ק, a final p as פ, a doubled t once', () => {
    const hebrew = (typed: string) =>
      computeChart({ name: typed, dateOfBirth: '1990-05-05', bornInMorning: true }, '2026-06-15').hebrewName.words.map(
        (w) => w.hebrew,
      );
    // Chaiwat was צ'יווט ("Chivat"), Wichai ויצ'י ("Vichi"), Khanittha חניטה, Phonthip פונתיף, Watthana וטתנה.
    expect(hebrew('ชัยวัฒน์ วิชัย')).toEqual(["צ'איווט", "ויצ'אי"]);
    expect(hebrew('ขนิษฐา')[0]?.startsWith('ק')).toBe(true);
    expect(hebrew('พรทิพย์ มานพ')).toEqual(['פונתיפ', 'מנופ']);
    expect(hebrew('วัฒนา')).toEqual(['ותנה']);
    // Typed in Latin letters: a final -chai is אי too, and a final p is a pe; an English ai inside a word is not.
    expect(suggestHebrew('SUPACHAI').hebrew).toBe("סופצ'אי");
    expect(suggestHebrew('BOONCHAI').hebrew).toBe("בונצ'אי");
    expect(suggestHebrew('SIRIPORN').hebrew).toBe('סיריפורן');
    expect(suggestHebrew('PORNTIP').hebrew).toBe('פורנטיפ');
    expect(suggestHebrew('RAINER').hebrew).not.toContain('אי');
  });
});

describe('Amharic by BGN/PCGN, as Ethiopian names are written', () => {
  it('reads the seven orders, a after glottals and h, and the sixth order only where heard', () => {
    check(romanizeEthiopic, [
      ['አበበ', 'ABEBE'],
      ['ቢቂላ', 'BIKILA'],
      ['ኃይሌ', 'HAYLE'],
      ['ግርማ', 'GIRMA'],
      ['መስፍን', 'MESFIN'],
      ['ተስፋዬ', 'TESFAYE'],
      ['ብርሃኑ', 'BIRHANU'],
      ['ክፍሌ', 'KIFLE'],
      ['በቀለ', 'BEKELE'],
      ['ጥሩነሽ', 'TIRUNESH'],
      ['ማርያም', 'MARYAM'],
      ['ሙሉጌታ', 'MULUGETA'],
    ]);
  });
});

describe('Tamil and Malayalam by ISO 15919, as South Indian names are written', () => {
  it('Tamil: our ISO table, then k, c and ṭ read by position', () => {
    expect(tamilIso('முருகன்')).toBe('murukaṉ');
    check(romanizeTamil, [
      ['முருகன்', 'MURUGAN'],
      ['செல்வம்', 'SELVAM'],
      ['கார்த்திக்', 'KARTHIK'],
      ['அழகன்', 'AZHAGAN'],
      ['சரவணன்', 'SARAVANAN'],
      ['சந்தோஷ்', 'SANTHOSH'],
      ['நடராஜன்', 'NADARAJAN'],
      ['பாண்டியன்', 'PANDIYAN'],
      ['பிச்சை', 'PICHAI'],
      ['மஞ்சுளா', 'MANJULA'],
      ['வெற்றி', 'VETRI'],
      ['முத்து', 'MUTHU'],
    ]);
  });
  it('Malayalam: Sanscript after the chillu letters are spelled out', () => {
    check(romanizeMalayalam, [
      ['രാജേഷ്', 'RAJESH'],
      ['അനിൽ', 'ANIL'],
      ['മോഹൻലാൽ', 'MOHANLAL'],
      ['ശ്രീജിത്ത്', 'SREEJITH'],
      ['ലക്ഷ്മി', 'LAKSHMI'],
      ['കൃഷ്ണൻ', 'KRISHNAN'],
      ['ഗീത', 'GEETHA'],
      ['അരുൺ', 'ARUN'],
    ]);
  });
});

describe('the four scripts in a reading', () => {
  it('are counted and their standard is named', () => {
    const cases: Array<[string, string[], RegExp]> = [
      ['สมชาย ชินวัตร', ['SOMCHAI', 'CHINWAT'], /Royal Thai General System/],
      ['አበበ ቢቂላ', ['ABEBE', 'BIKILA'], /BGN\/PCGN 1967 for Amharic/],
      ['முருகன் செல்வம்', ['MURUGAN', 'SELVAM'], /ISO 15919/],
      ['ശ്രീജിത്ത് രാജേഷ്', ['SREEJITH', 'RAJESH'], /ISO 15919/],
    ];
    for (const [typed, latin, standard] of cases) {
      expect(latinWords(typed), typed).toEqual(latin);
      expect(parseName(typed).notCounted).toEqual([]);
      const md = writeSimpleReport(
        { name: typed, dateOfBirth: '1990-05-05', bornInMorning: true },
        '2026-06-15',
      ).markdown;
      expect(md, typed).toMatch(standard);
      expect(md, typed).toMatch(/were read as/);
    }
  });
});

describe('kanji: never guessed, read by the reading the reader gives', () => {
  it('a reading in kana or Latin letters in brackets after the kanji is counted', () => {
    expect(latinWords('山田（やまだ） 花子（はなこ）')).toEqual(['YAMADA', 'HANAKO']);
    expect(latinWords('山田 (Yamada) Hanako')).toEqual(['YAMADA', 'HANAKO']);
    const p = parseName('山田（やまだ） 花子（はなこ）');
    expect(p.notCounted).toEqual([]);
    expect(p.romanized.map((r) => [r.text, r.latin])).toEqual([
      ['山田', 'YAMADA'],
      ['花子', 'HANAKO'],
    ]);
    expect(p.romanized[0]?.standard).toMatch(/the reading you gave in kana, in Hepburn/);
  });

  it('kanji beside kana without a reading are named, with how to give the reading', () => {
    const p = parseName('山田 はなこ');
    expect(p.notCounted[0]?.script).toBe('Japanese kanji');
    expect(p.notCounted[0]?.reason).toMatch(/type the reading after them in brackets, in kana or Latin letters/);
  });

  it('kanji only Japanese writes are not read as Chinese: the name is refused with how to give its reading', () => {
    expect(() => validateName('渡辺恵子')).toThrow(
      /Japanese kanji: .*type the reading after them in brackets.*give the kanji their reading/,
    );
    expect(latinWords('渡辺（わたなべ） 恵子（けいこ）')).toEqual(['WATANABE', 'KEIKO']);
    // Hanzi Chinese also writes are still read by Hanyu Pinyin, with the way to give a Japanese reading.
    expect(latinWords('王小明')).toEqual(['WANG', 'XIAOMING']);
    expect(parseName('王小明').romanized[0]?.standard).toMatch(
      /as a Chinese name in Mandarin.*if your name is Japanese, type its reading after it in brackets, in kana or Latin letters, as 山田 花子 \(やまだ はなこ\), to have it counted as you say it/,
    );
  });

  // 山田 花子 was read as Mandarin, SHANTIAN HUAZI, its Hebrew spelling שאנטיאן חואזי (issue 23; ADR 1300).
  it('a name in hanzi alone shaped as a Japanese name is not read as Chinese: refused with how to give its reading', () => {
    for (const name of ['山田 花子', '田中 太郎', '佐藤 健', '山田花子', '佐々木希', '高橋 美智子']) {
      expect(() => validateName(name), name).toThrow(
        /Japanese kanji: (?:the name opens with [^;]*; )?kanji have several readings.*type the reading after them in brackets, in kana or Latin letters, as 山田 花子 \(やまだ はなこ\)/,
      );
    }
    // The reason is said once for the whole name, not once a word.
    const message = (() => {
      try {
        validateName('山田 花子');
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/^No part of the name could be read: 山田 and 花子 \(Japanese kanji: kanji have/);
    expect(message.split('several readings').length).toBe(2);
    // Chinese names stay Chinese: a family name of one character, or a compound one (欧阳), typed apart or not.
    expect(latinWords('王 小明')).toEqual(['WANG', 'XIAOMING']);
    expect(latinWords('欧阳 娜娜')).toEqual(['OUYANG', 'NANA']);
    expect(latinWords('欧阳小明')).toEqual(['OUYANG', 'XIAOMING']);
    expect(latinWords('毛泽东')).toEqual(['MAO', 'ZEDONG']);
  });

  it('a reading typed after the whole name in brackets is counted, word for word when it has as many words', () => {
    const cases: Array<[string, string[], string]> = [
      ['山田 花子 (やまだ はなこ)', ['YAMADA', 'HANAKO'], '山田 花子'],
      ['山田 花子（やまだ　はなこ）', ['YAMADA', 'HANAKO'], '山田 花子'],
      ['山田 花子 (Yamada Hanako)', ['YAMADA', 'HANAKO'], '山田 花子'],
      ['山田花子（やまだ はなこ）', ['YAMADA', 'HANAKO'], '山田花子'],
      ['山田花子 (Yamada Hanako)', ['YAMADA', 'HANAKO'], '山田花子'],
      ['田中 一樹 (たなか・かずき)', ['TANAKA', 'KAZUKI'], '田中 一樹'],
    ];
    for (const [typed, latin, greeting] of cases) {
      const p = parseName(typed);
      expect(latinWords(typed), typed).toEqual(latin);
      expect(p.notCounted, typed).toEqual([]);
      expect(p.firstName, typed).toBe(greeting);
      expect(
        p.romanized.map((r) => r.script),
        typed,
      ).toEqual(p.romanized.map(() => 'Japanese kanji'));
    }
    expect(parseName('山田花子（やまだ はなこ）').romanized).toEqual([
      expect.objectContaining({
        text: '山田花子',
        latin: 'YAMADA HANAKO',
        standard: expect.stringMatching(/kana, in Hepburn/),
      }),
    ]);
    const md = writeSimpleReport(
      { name: '山田 花子 (やまだ はなこ)', dateOfBirth: '1990-05-17', bornInMorning: true },
      '2026-11-28',
    ).markdown;
    expect(md).toMatch(/^# A numerology reading for 山田 花子$/mu);
    expect(md).toContain('山田 and 花子 were read as YAMADA and HANAKO (by the reading you gave in kana, in Hepburn');
    expect(md).not.toMatch(/SHANTIAN|not counted/);
    // Words of kanji and a reading of another count are read word by word, each named: 王小明 is not swallowed.
    const mixed = parseName('王小明 山田（やまだ）');
    expect(mixed.romanized.map((r) => r.text)).toEqual(['山田']);
    expect(mixed.notCounted.map((r) => r.text)).toEqual(['王小明']);
  });
});

describe('Arabic and Persian family names of the nisba form (-i, "of")', () => {
  // Read letter by letter, العمري was ALMRI, its ʻayn and short vowels unwritten (read aloud for خالد العمري, issue 23).
  it('are spelled from the listed name they are made from, with -i', () => {
    expect(latinWords('خالد العمري')).toEqual(['KHALID', 'ALUMARI']);
    expect(latinWords('محمد الحسيني')).toEqual(['MUHAMMAD', 'ALHUSAYNI']);
    expect(latinWords('مریم رضایی')).toEqual(['MARYAM', 'REZAI']);
    expect(latinWords('مریم حسینی')).toEqual(['MARYAM', 'HOSSEINI']);
  });

  it('in Arabic only after the article: without it, a final -i may be the name’s own (حسني is Husni)', () => {
    expect(latinWords('علي حسني')).toEqual(['ALI', 'HSNI']);
    expect(latinWords('علي')).toEqual(['ALI']);
  });

  it('the reading says the name was read by its usual spelling, not letter by letter', () => {
    const md = writeSimpleReport(
      { name: 'خالد العمري', dateOfBirth: '1979-01-30', bornInMorning: true },
      '2026-11-28',
    ).markdown;
    expect(md).toMatch(/KHALID and ALUMARI \(by the usual ALA-LC spelling/);
    expect(md).not.toMatch(/letter by letter/);
  });
});
