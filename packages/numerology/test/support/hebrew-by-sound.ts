/**
 * Names of many origins that are in none of the engine's spelling tables, with the spellings a Hebrew
 * speaker would write (issue 23): the suggestion for them comes from the rules by sound (English-like
 * Latin spelling, or Hanyu Pinyin), which the test measures against this list. Same format as
 * hebrew-spellings.ts: "Latin: spelling | other spelling".
 */
export const BY_SOUND = `
  Sebastian: סבסטיאן
  Benedict: בנדיקט
  Gabriella: גבריאלה
  Leonardo: לאונרדו
  Theodore: תאודור | תיאודור
  Roman: רומן
  Oscar: אוסקר
  Victor: ויקטור
  Dennis: דניס
  Hector: הקטור
  Melanie: מלאני | מלני
  Vanessa: ונסה
  Jasmine: ג'סמין
  Bianca: ביאנקה
  Monica: מוניקה
  Veronica: ורוניקה
  Sandra: סנדרה
  Norma: נורמה
  Gloria: גלוריה
  Brenda: ברנדה
  Wendy: וונדי | ונדי
  Kimberly: קימברלי
  Amber: אמבר
  Crystal: קריסטל
  Dustin: דסטין | דאסטין
  Travis: טרוויס | טראוויס
  Derek: דרק
  Calvin: קלווין | קלוין
  Marvin: מרווין | מרוין
  Gordon: גורדון
  Milton: מילטון
  Nelson: נלסון
  Gustav: גוסטב | גוסטאב
  Otto: אוטו
  Kurt: קורט
  Helmut: הלמוט
  Anton: אנטון
  Milan: מילאן | מילן
  Bogdan: בוגדן | בוגדאן
  Ludwig: לודוויג | לודויג
  Ivana: איבנה | איוונה
  Petra: פטרה
  Mila: מילה
  Bruno: ברונו
  Dario: דריו | דאריו
  Fabio: פביו | פאביו
  Emilio: אמיליו
  Orlando: אורלנדו
  Lorena: לורנה
  Adriana: אדריאנה
  Marisol: מריסול
  Fernanda: פרננדה
  Nadir: נדיר | נאדיר
  Zahra: זהרה | זהרא
  Idris: אידריס
  Malik: מאליק | מליק
  Sami: סאמי | סמי
  Kenta: קנטה
  Riku: ריקו
  Naoko: נאוקו
  Takumi: טקומי | טאקומי
  Misaki: מיסאקי | מיסקי
  Emi: אמי
  Sora: סורה
  Hina: הינה
  Yumi: יומי
  Xiaohong: שיאוחונג | שיאוהונג
  Zhiwei: ג'יוויי
  Qiang: צ'יאנג
  Xue: שואה
  Xiaolong: שיאולונג
  Xiaoyan: שיאויאן
  Qingyu: צ'ינגיו
  Zhijun: ג'יג'ון
  Alemu: אלמו
  Meseret: מסרת
  Kebede: קבדה
  Yohannes: יוהנס
  Kwesi: קווסי
  Ayodele: איודלה | אאיודלה
  Obinna: אובינה
  Nkosi: נקוסי
  Zola: זולה
  Jabari: ג'בארי
  Zuri: זורי
  Imani: אימאני | אימני
  Rakesh: ראקש | רקש
  Mahesh: מהש | מאהש
  Ganesh: גנש | גאנש
  Kavita: קוויטה | קאוויטה
  Vivek: ויווק
  Manoj: מנוג' | מאנוג'
  Prakash: פרקאש | פראקש
  Dinesh: דינש
  Somsak: סומסק | סומסאק
  Anong: אנונג
  Johansson: יוהנסון
  Petrov: פטרוב
  Novak: נובק | נובאק
  Jensen: ינסן | ג'נסן
  Nielsen: נילסן
  Costa: קוסטה
  Ferrari: פרארי
  Romano: רומנו
  Moretti: מורטי
  Weber: ובר | וובר
  Wagner: וגנר | ואגנר
  Becker: בקר
  Hoffmann: הופמן
  Lehmann: להמן | לימן
`;
