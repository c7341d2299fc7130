/**
 * Names typed in Greek and Cyrillic letters are spelled in Hebrew as they are said (issue 23, ADR 1305), not as their
 * passport letters would be read in English: Γιώργος is יורגוס (γ before e or i is a y), never ג'ורגוס; Юлия is
 * יוליה, never איוליה. The numbers still count the passport letters. Expected spellings from Israeli usage (the press,
 * Hebrew Wikipedia); where usage has two, both are listed, the usual one first.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/index';
import { saidInLatin } from '../src/scripts/said';
import { suggestHebrew } from '../src/transliterate';

const TYPED = `
  Γιώργος: יורגוס
  Γιάννης: יאניס
  Γιώτα: יוטה
  Παναγιώτης: פנאיוטיס | פנייוטיס
  Γεώργιος: גאורגיוס | גיאורגיוס
  Ευάγγελος: אוונגלוס
  Άγγελος: אנגלוס
  Αγγελική: אנגליקי
  Δημήτρης: דימיטריס
  Κωνσταντίνος: קונסטנטינוס
  Χαράλαμπος: חרלמבוס | כרלמבוס
  Λάμπρος: למברוס
  Ολυμπία: אולימפיה
  Ολυμπιακός: אולימפיאקוס
  Μιχάλης: מיכאליס | מיחאליס | מיחליס
  Χρήστος: כריסטוס
  Χριστίνα: כריסטינה
  Αικατερίνη: אקטריני | אקאטריני
  Θεόδωρος: תאודורוס
  Ντίνος: דינוס
  Νίκος: ניקוס
  Ελένη: אלני
  Ειρήνη: איריני
  Κυριάκος: קיריאקוס
  Αλέξης: אלכסיס | אלקסיס
  Σταύρος: סטברוס
  Παύλος: פבלוס
  Ελευθέριος: אלפתריוס
  Μητσοτάκης: מיצוטקיס | מיצוטאקיס
  Τσίπρας: ציפרס | ציפראס
  Σαμαράς: סמרס | סמאראס
  Παπαδόπουλος: פפדופולוס | פאפאדופולוס
  Юлия: יוליה
  Юрий: יורי
  Юлиан: יוליאן
  Яков: יעקב | יאקוב
  Ярослав: ירוסלב | יארוסלב
  Евгений: יבגני
  Евгения: יבגניה
  Егор: יגור
  Елена: ילנה | אלנה
  Екатерина: יקטרינה
  Надежда: נדז'דה | נדיז'דה
  Жанна: ז'נה | ז'אנה
  Фёдор: פיודור
  Пётр: פיוטר
  Алёна: אליונה
  Артём: ארטיום
  Семён: סמיון
  Хрущёв: חרושצ'וב
  Вячеслав: ויאצ'סלב
  Дмитрий: דמיטרי
  Алексей: אלקסיי | אלכסיי
  Андрей: אנדריי
  Николай: ניקולאי
  Наталья: נטליה
  Татьяна: טטיאנה
  Мария: מריה
  Анастасия: אנסטסיה
  Ксения: קסניה
  Илья: איליה
  Ирина: אירינה
  Олег: אולג
  Михаил: מיכאיל
  Сергей: סרגיי
  Иванов: איוונוב | איבנוב
  Лаврентий: לברנטי
  Павлов: פבלוב
`;

const cases = TYPED.split('\n')
  .map((line) => line.trim())
  .filter((line) => line.length > 0)
  .map((line) => {
    const [typed = '', spellings = ''] = line.split(':').map((part) => part.trim());
    return { typed, hebrew: spellings.split('|').map((s) => s.trim()) };
  });

const hebrewOf = (name: string) =>
  computeChart({ name, dateOfBirth: '1990-05-17', bornInMorning: true }, '2026-06-15').hebrewName.words.map(
    (w) => w.hebrew,
  );

describe('Greek and Cyrillic names in Hebrew letters, as said', () => {
  it('spells every listed name as a Hebrew speaker would write it', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const wrong = cases
      .map((c) => ({ ...c, got: hebrewOf(c.typed)[0] ?? '' }))
      .filter((c) => !c.hebrew.includes(c.got))
      .map((c) => `${c.typed}: ${c.got}, expected ${c.hebrew.join(' or ')}`);
    expect(wrong).toEqual([]);
  });

  it('the name the issue quotes, in a whole name', () => {
    expect(hebrewOf('Γιώργος Παπαδόπουλος')).toEqual(['יורגוס', 'פפדופולוס']);
  });

  it('reads the sounds the passport letters lose', () => {
    expect(saidInLatin('Γιώργος')?.latin).toBe('YORGOS');
    expect(saidInLatin('Παναγιώτης')?.latin).toBe('PANAYOTIS');
    // γγ is ng and the second γ a stop; a diaeresis keeps αϊ apart.
    expect(saidInLatin('Αγγελική')?.latin).toBe('ANGELIKI');
    expect(saidInLatin('Αϊσέ')?.latin).toBe('AISE');
    expect(saidInLatin('Αικατερίνη')?.latin).toBe('EKATERINI');
    expect(saidInLatin('Юлия')?.latin).toBe('YULIA');
    expect(saidInLatin('Хрущёв')?.latin).toBe('KHRUSHTCHOV');
    // μπ is b at a word's start and mb inside it, as said (Λάμπρος, Μπάμπης); the Olymp- names keep the classical
    // mp Hebrew writes (Ολυμπία אולימפיה). αυ is av before a voiced letter or a vowel, af before a voiceless one
    // (Σταύρος, Ναυσικά).
    expect(saidInLatin('Ολυμπία')?.latin).toBe('OLIMPIA');
    expect(saidInLatin('Λάμπρος')?.latin).toBe('LAMBROS');
    expect(saidInLatin('Μπάμπης')?.latin).toBe('BAMBIS');
    expect(saidInLatin('Σταύρος')?.latin).toBe('STAVROS');
    expect(saidInLatin('Ναυσικά')?.latin).toBe('NAFSIKA');
    expect(saidInLatin('Ευάγγελος')?.latin).toBe('EVANGELOS');
    expect(saidInLatin('Maria')).toBeUndefined();
  });

  it('counts the passport letters still', () => {
    const chart = computeChart({ name: 'Γιώργος', dateOfBirth: '1990-05-17', bornInMorning: true }, '2026-06-15');
    expect(chart.name.romanized.map((r) => r.latin)).toEqual(['GIORGOS']);
  });
});

describe('a y before an e in Latin letters is a consonant', () => {
  it('writes no aleph after it', () => {
    for (const [latin, hebrew] of [
      ['YELENA', 'ילנה'],
      ['YEGOR', 'יגור'],
      ['YESENIA', 'יסניה'],
    ] as const)
      expect(suggestHebrew(latin).hebrew, latin).toBe(hebrew);
  });
});
