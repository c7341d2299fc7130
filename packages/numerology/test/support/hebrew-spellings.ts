/**
 * Common names of many origins with the spellings a Hebrew speaker would write for them (issue 23), from
 * Israeli usage: the press, subtitles and the Hebrew pages of passports. Written apart from the engine's
 * tables (src/hebrew-names.ts), so the test compares the engine's suggestion with an expectation, not with
 * itself. Where usage has two spellings both are listed ("Zhou: ג'ואו | ג'ו"); the first is the usual one.
 * One line per name: "Latin: spelling | other spelling".
 */

const LISTS: Readonly<Record<string, string>> = {
  hebrew: `
    David: דוד
    Sarah: שרה
    Rachel: רחל
    Michael: מיכאל
    Daniel: דניאל
    Joseph: יוסף
    Jacob: יעקב
    Rebecca: רבקה
    Miriam: מרים
    Noa: נועה
    Yael: יעל
    Tamar: תמר
    Eitan: איתן
    Ethan: איתן
    Noam: נועם
    Omer: עומר
    Ido: עידו
    Itai: איתי
    Yoav: יואב
    Uri: אורי
    Gilad: גלעד
    Boaz: בועז
    Amos: עמוס
    Asaf: אסף
    Lior: ליאור
    Shai: שי
    Tal: טל
    Ron: רון
    Oren: אורן
    Nir: ניר
    Yair: יאיר
    Hillel: הלל
    Menachem: מנחם
    Mordechai: מרדכי
    Naftali: נפתלי
    Baruch: ברוך
    Eliezer: אליעזר
    Ephraim: אפרים
    Ezekiel: יחזקאל
    Avital: אביטל
    Hadas: הדס
    Naama: נעמה
    Neta: נטע
    Noga: נוגה
    Ronit: רונית
    Rina: רינה
    Talia: טליה
    Tzipora: ציפורה
    Ayala: איילה
    Eden: עדן
    Sharon: שרון
    Samson: שמשון
    Jesse: ישי
    Hannah: חנה
    Esther: אסתר
    Levi: לוי
    Cohen: כהן
  `,
  english: `
    Mae: מיי
    Rae: ריי
    Sue: סו
    Guy: גיא
    May: מיי
    Mia: מיה
    Ray: ריי
    Kay: קיי
    Faye: פיי
    Jay: ג'יי
    Bea: בי
    Lou: לו
    Di: די
    Elle: אל
    John: ג'ון
    James: ג'יימס
    Mary: מרי
    Emily: אמילי
    Emma: אמה
    Olivia: אוליביה
    Ava: אווה | איווה
    Chloe: קלואי
    Zoe: זואי
    Lily: לילי
    Lucy: לוסי
    Grace: גרייס
    Alice: אליס
    Claire: קלייר
    Natalie: נטלי | נטאלי
    Victoria: ויקטוריה
    Stephanie: סטפני
    Nicole: ניקול
    Amy: איימי
    Angela: אנג'לה
    Megan: מייגן | מגן
    Lauren: לורן
    Diana: דיאנה
    Katherine: קתרין
    Catherine: קתרין
    Margaret: מרגרט
    Dorothy: דורותי
    Barbara: ברברה
    Patricia: פטרישה
    Jane: ג'יין
    Julie: ג'ולי
    Rose: רוז
    Caroline: קרוליין | קרולין
    Madison: מדיסון
    Heather: הת'ר
    Layla: ליילה
    Eleanor: אלינור
    Stella: סטלה
    Nora: נורה
    Scarlett: סקרלט
    William: ויליאם
    Henry: הנרי
    Thomas: תומאס | תומס
    Robert: רוברט
    Richard: ריצ'רד
    Charles: צ'ארלס | צ'רלס
    Christopher: כריסטופר
    Anthony: אנתוני
    Mark: מארק | מרק
    Paul: פול
    Peter: פיטר
    Steven: סטיבן
    Andrew: אנדרו
    Kevin: קווין | קוין
    Brian: בריאן | בראיין
    Bryan: בראיין | בריאן
    Patrick: פטריק
    Ryan: ראיין
    Eric: אריק
    Matthew: מתיו
    Liam: ליאם
    Oliver: אוליבר
    Lucas: לוקאס
    Mason: מייסון
    Logan: לוגאן | לוגן
    Owen: אוון
    Luke: לוק
    Leo: ליאו
    Julian: ג'וליאן
    Dylan: דילן
    Adrian: אדריאן
    Connor: קונור
    Ian: איאן
    Nicholas: ניקולס
    Edward: אדוארד
    Donald: דונלד
    Kenneth: קנת
    Gary: גארי | גרי
    Timothy: טימותי
    Jeffrey: ג'פרי
    Frank: פרנק
    Scott: סקוט
    Justin: ג'סטין
    Brandon: ברנדון
    Gregory: גרגורי
    Tyler: טיילר
    Harold: הרולד
    Walter: וולטר
    Kyle: קייל
    Jeremy: ג'רמי
    Lawrence: לורנס
    Sean: שון
    Albert: אלברט
    Harry: הארי
    Vincent: וינסנט
    Bruce: ברוס
    Alan: אלן
    Ronald: רונלד
    Johnny: ג'וני
    Joe: ג'ו
    Jack: ג'ק
    Kate: קייט
    Smith: סמית'
    Johnson: ג'ונסון
    Brown: בראון
    Miller: מילר
    Taylor: טיילור
    Walker: ווקר
  `,
  celtic: `
    Siobhan: שבון | שיבון
    Niamh: ניב
    Aoife: איפה
    Ciaran: קירן | קיראן
    Declan: דקלן
    Fiona: פיונה
    Caitlin: קייטלין
    Maeve: מייב
    Alistair: אליסטר
    Rhys: ריס
    Murphy: מרפי
    Doyle: דויל
  `,
  spanishPortuguese: `
    José: חוסה
    Juan: חואן
    Jorge: חורחה
    Javier: חוויאר | חאבייר
    Carlos: קרלוס
    Luis: לואיס
    Miguel: מיגל
    Pedro: פדרו
    María: מריה | מריה
    Alejandro: אלחנדרו
    Alejandra: אלחנדרה
    Antonio: אנטוניו
    Manuel: מנואל
    Francisco: פרנסיסקו
    Diego: דייגו | דיאגו
    Fernando: פרננדו
    Pablo: פבלו | פאבלו
    Ricardo: ריקרדו
    Andrés: אנדרס
    Eduardo: אדוארדו
    Roberto: רוברטו
    Alberto: אלברטו
    Ramón: רמון
    Santiago: סנטיאגו
    Mateo: מטאו | מתאו
    Felipe: פליפה
    Enrique: אנריקה
    Jaime: חיימה
    Rodrigo: רודריגו
    Gonzalo: גונסאלו | גונזלו
    Camila: קמילה
    Valentina: ולנטינה
    Valeria: ולריה
    Isabel: איזבל
    Carmen: כרמן | קרמן
    Sofía: סופיה
    Elena: אלנה
    Ana: אנה
    Paula: פאולה
    Carla: קרלה
    Rosa: רוזה
    Teresa: תרזה | טרזה
    Juana: חואנה
    Martina: מרטינה
    Daniela: דניאלה
    Gabriela: גבריאלה
    João: ז'ואאו | ז'ואו
    García: גרסיה
    López: לופס | לופז
    González: גונסלס | גונזלס
    Rodríguez: רודריגס | רודריגז
    Martínez: מרטינס | מרטינז
    Silva: סילבה
    Santos: סנטוס
  `,
  french: `
    Pierre: פייר
    Jean: ז'אן
    Jacques: ז'אק
    Marie: מארי | מרי
    Sophie: סופי
    François: פרנסואה
    Michel: מישל
    Nicolas: ניקולא
    Julien: ז'וליאן | ז'ולין
    Antoine: אנטואן
    Camille: קמיל
    Manon: מנון
    Céline: סלין
    Nathalie: נטלי | נתלי
    Isabelle: איזבל
    Sylvie: סילבי
    Monique: מוניק
    Claude: קלוד
    Thierry: טיירי
    Guillaume: גיום
    Olivier: אוליבייה | אוליבייר
    Luc: לוק
    Yves: איב
    Hélène: הלן
    Juliette: ז'ולייט | ג'ולייט
    Hugo: הוגו
    Alain: אלן
    Dominique: דומיניק
    René: רנה
    André: אנדרה
    Gérard: ז'ראר
    Dubois: דובואה
    Bernard: ברנאר | ברנרד
  `,
  italian: `
    Giuseppe: ג'וזפה
    Giovanni: ג'ובאני | ג'ובני
    Marco: מרקו
    Luca: לוקה
    Francesco: פרנצ'סקו
    Francesca: פרנצ'סקה
    Alessandro: אלסנדרו | אלסנדרו
    Lorenzo: לורנצו
    Matteo: מתאו | מטאו
    Andrea: אנדראה | אנדריאה
    Paolo: פאולו
    Stefano: סטפנו
    Giulia: ג'וליה
    Chiara: קיארה
    Giorgio: ג'ורג'ו
    Luigi: לואיג'י
    Mario: מריו | מאריו
    Silvia: סילביה
    Enzo: אנצו
    Vincenzo: וינצ'נצו | וינצ'נזו
    Salvatore: סלבטורה
    Carlo: קרלו
    Angelo: אנג'לו
    Rossi: רוסי
  `,
  germanicNordic: `
    Hans: הנס | האנס
    Klaus: קלאוס
    Jürgen: יורגן
    Wolfgang: וולפגנג
    Heinrich: היינריך
    Friedrich: פרידריך
    Karl: קרל | קארל
    Stefan: שטפן | סטפן
    Markus: מרקוס
    Lukas: לוקאס
    Felix: פליקס
    Max: מקס
    Jonas: יונאס | יונס
    Leon: לאון | ליאון
    Finn: פין
    Lars: לארס
    Sven: סוון | סבן
    Erik: אריק
    Nils: נילס
    Olaf: אולף | אולאף
    Björn: ביורן
    Ingrid: אינגריד
    Astrid: אסטריד
    Freya: פריה | פרייה
    Greta: גרטה
    Heidi: היידי
    Helga: הלגה
    Ursula: אורסולה
    Katharina: קתרינה
    Annika: אניקה
    Frieda: פרידה
    Emil: אמיל
    Johannes: יוהנס
    Dieter: דיטר
    Jan: יאן
    Fischer: פישר
    Schmidt: שמידט
    Schneider: שניידר
    Andersson: אנדרסון
  `,
  slavic: `
    Ivan: איוון | איבן
    Olga: אולגה
    Natalia: נטליה
    Sergei: סרגיי
    Vladimir: ולדימיר
    Lev: לב
    Alexei: אלכסיי
    Andrei: אנדריי
    Dmitri: דמיטרי
    Dmitry: דמיטרי
    Mikhail: מיכאיל
    Nikolai: ניקולאי
    Pavel: פבל | פאבל
    Yuri: יורי
    Boris: בוריס
    Igor: איגור
    Oleg: אולג
    Viktor: ויקטור
    Konstantin: קונסטנטין
    Maxim: מקסים
    Evgeny: יבגני
    Tatiana: טטיאנה | טטיאנה
    Svetlana: סבטלנה | סווטלנה
    Irina: אירינה
    Ekaterina: יקטרינה | אקטרינה
    Marina: מרינה
    Ludmila: לודמילה
    Galina: גלינה
    Daria: דריה | דאריה
    Anastasia: אנסטסיה
    Polina: פולינה
    Alina: אלינה
    Vera: ורה
    Nina: נינה
    Yulia: יוליה
    Oksana: אוקסנה
    Piotr: פיוטר
    Tomasz: טומאש
    Magdalena: מגדלנה
    Miloš: מילוש
    Jelena: ילנה
    Ivanova: איבנובה | איוונובה
    Kowalski: קובלסקי | קוולסקי
  `,
  greek: `
    Georgios: גאורגיוס | גיאורגיוס
    Dimitrios: דימיטריוס
    Nikos: ניקוס
    Yannis: יאניס
    Eleni: אלני
    Athena: אתנה
    Christos: כריסטוס
    Andreas: אנדראס
  `,
  arabic: `
    Al-Umari: אל-עומרי | אלעומרי
    Al-Husseini: אל-חוסייני | אלחוסייני
    Al-Husayni: אל-חוסייני | אלחוסייני
    Al-Hashimi: אל-האשמי | אלהאשמי
    Al-Ahmadi: אל-אחמדי | אלאחמדי
    El-Said: אל-סעיד | אלסעיד
    Omari: עומרי
    Hashemi: האשמי
    Ahmadi: אחמדי
    Muhammad: מוחמד
    Mohammed: מוחמד
    Mohamed: מוחמד
    Mohammad: מוחמד
    Ahmed: אחמד
    Ahmad: אחמד
    Ali: עלי
    Omar: עומר
    Hassan: חסן
    Hussein: חוסיין | חוסין
    Ibrahim: איברהים | אברהים
    Youssef: יוסף
    Yusuf: יוסוף | יוסף
    Khaled: חאלד | ח'אלד
    Khalid: חאלד | ח'אלד
    Mahmoud: מחמוד
    Mustafa: מוסטפא | מוסטפה
    Saeed: סעיד
    Samir: סמיר
    Tarek: טארק | טארק
    Walid: וליד
    Karim: כרים | קארים
    Rashid: ראשיד | רשיד
    Hamza: חמזה
    Bilal: בילאל
    Abdullah: עבדאללה
    Amir: אמיר
    Nasser: נאסר
    Jamal: ג'מאל
    Adnan: עדנאן
    Issa: עיסא
    Musa: מוסא
    Rami: ראמי
    Fadi: פאדי
    Nabil: נביל
    Fatima: פאטמה | פטימה
    Aisha: עאישה | עיישה
    Khadija: ח'דיג'ה | חדיג'ה
    Maryam: מרים
    Zainab: זינב | זיינב
    Nour: נור
    Huda: הודא | הודה
    Salma: סלמא | סלמה
    Yasmin: יסמין
    Rania: ראניה
    Hanan: חנאן | חנאן
    Samira: סמירה
    Jamila: ג'מילה
    Nadia: נדיה | נאדיה
    Reem: רים
    Layla: ליילה | ליילא
    Haddad: חדאד
  `,
  persianTurkish: `
    Reza: רזא | רזה
    Mehdi: מהדי
    Dariush: דריוש
    Kourosh: כורש
    Arash: ארש
    Babak: באבק | בבק
    Farid: פריד
    Shirin: שירין
    Parisa: פריסה
    Neda: נדא | נדה
    Mina: מינה
    Mehmet: מהמט | מחמט
    Emre: אמרה
    Elif: אליף
    Zeynep: זיינף | זיינפ
    Murat: מוראט | מורט
    Burak: בוראק
    Kemal: כמאל | כמאל
  `,
  southAsian: `
    Ravi: ראווי | רבי
    Priya: פריה | פרייה
    Arjun: ארג'ון
    Rahul: ראהול | רהול
    Amit: אמית
    Anil: אניל
    Sunil: סוניל
    Raj: ראג'
    Rajesh: ראג'ש
    Suresh: סורש
    Vikram: ויקרם
    Sanjay: סנג'אי | סנג'יי
    Vijay: ויג'אי | ויג'יי
    Deepak: דיפק | דיפאק
    Arun: ארון
    Krishna: קרישנה
    Narendra: נרנדרה
    Anand: אנאנד | אנאנד
    Aditya: אדיטיה
    Rohan: רוהאן | רוהן
    Divya: דיוויה
    Pooja: פוג'ה
    Anjali: אנג'לי | אנג'אלי
    Sunita: סוניטה
    Lakshmi: לקשמי
    Sita: סיטה
    Meera: מירה
    Indira: אינדירה
    Patel: פאטל | פטל
    Singh: סינג
    Kumar: קומאר | קומר
    Sharma: שארמה | שרמה
  `,
  chinese: `
    Xiaoming: שיאומינג
    Wei: ויי
    Ming: מינג
    Jun: ג'ון
    Jian: ג'יאן
    Xin: שין
    Jing: ג'ינג
    Qing: צ'ינג
    Fang: פאנג | פנג
    Ling: לינג
    Mei: מיי
    Xiao: שיאו
    Jie: ג'יה
    Tao: טאו
    Ying: יינג
    Lihua: ליחואה | ליהואה
    Meiling: מיילינג
    Zhiqiang: ג'יצ'יאנג
    Xiuying: שיויינג | שיואינג
    Keqiang: קצ'יאנג
    Xiaoping: שיאופינג
    Wang: וואנג | ואנג
    Zhang: ג'אנג
    Liu: ליו
    Chen: צ'ן
    Yang: יאנג
    Huang: חואנג | הואנג
    Zhao: ג'או
    Zhou: ג'ואו | ג'ו
    Wu: וו
    Xu: שו
    Zhu: ג'ו
    Qiu: צ'יו
  `,
  japaneseKorean: `
    Yuki: יוקי
    Hiroshi: הירושי
    Takashi: טקאשי | טאקאשי
    Kenji: קנג'י
    Haruto: הרוטו | הארוטו
    Sakura: סאקורה | סקורה
    Akira: אקירה
    Hanako: הנאקו | הנקו
    Yoko: יוקו
    Keiko: קייקו
    Haruki: הארוקי | הרוקי
    Taro: טארו | טרו
    Satoshi: סאטושי | סטושי
    Aiko: איקו | אייקו
    Nakamura: נקמורה | נאקאמורה
    Tanaka: טנאקה | טנקה
    Sato: סאטו | סטו
    Suzuki: סוזוקי
    Minjun: מינג'ון
    Jihoon: ג'יהון
    Minji: מינג'י
    Jimin: ג'ימין
    Kim: קים
    Park: פארק | פרק
    Lee: לי
  `,
  african: `
    Kwame: קוואמה | קוואמי
    Kofi: קופי
    Abena: אבנה
    Oluwaseun: אולוואסאון | אולואסאון
    Chidi: צ'ידי
    Chinedu: צ'ינדו | צ'ינדו
    Ngozi: נגוזי
    Adebayo: אדבאיו | אדבאיו
    Tunde: טונדה
    Emeka: אמקה
    Amara: אמרה | אמארה
    Amani: אמאני | אמני
    Baraka: ברקה | בארקה
    Thabo: טאבו | תאבו
    Sipho: סיפו
    Abebe: אבבה
    Haile: היילה
    Tesfaye: טספאיה | טספאי
    Girma: גירמה
    Dawit: דאוויט | דוויט
    Okafor: אוקפור | אוקאפור
    Mensah: מנסה | מנסאה
  `,
  vietnameseThai: `
    Nguyen: נגוין | נגויין
    Minh: מין
    Linh: לין
    Tuan: טואן
    Somchai: סומצ'אי
  `,
};

export interface ExpectedSpelling {
  readonly origin: string;
  /** As typed, with its diacritics. */
  readonly typed: string;
  /** Upper-case Latin letters without diacritics, as the engine looks names up. */
  readonly key: string;
  /** Accepted spellings, the usual one first. */
  readonly hebrew: readonly string[];
}

/** Reads lists of "Latin: spelling | other spelling" lines, one list per origin. */
export function parseSpellings(lists: Readonly<Record<string, string>>): readonly ExpectedSpelling[] {
  return Object.entries(lists).flatMap(([origin, list]) =>
    list
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0)
      .map((line) => {
        const [typed = '', spellings = ''] = line.split(':').map((part) => part.trim());
        return {
          origin,
          typed,
          key: typed
            .normalize('NFD')
            .replace(/\p{M}/gu, '')
            .toUpperCase()
            .replace(/[^A-Z]/g, ''),
          hebrew: spellings.split('|').map((s) => s.trim()),
        };
      }),
  );
}

export const EXPECTED_SPELLINGS: readonly ExpectedSpelling[] = parseSpellings(LISTS);
