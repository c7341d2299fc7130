/**
 * The comprehensive report: every section of the chart, 2,500 words or more, written as one
 * continuous reading that keeps returning to the person's name and to how their numbers meet.
 */
import { CORE_KEYS } from '../chart';
import { CORE_LABELS, type CoreKey, type DerivedNumber } from '../core';
import { sephirahById, type SephirahId } from '../kabbalah';
import { CALCULATION_PROFILE } from '../profile';
import { MONTH_TEXT, WEEKDAY_TEXT } from '../text/calendar';
import { CHALLENGE_TEXT, HIDDEN_PASSION_TEXT, KARMIC_DEBT_TEXT, KARMIC_LESSON_TEXT } from '../text/karmic';
import { LETTER_TEXT } from '../text/letters';
import { meaningOf, numberWord } from '../text/numbers';
import { SEPHIRAH_TEXT } from '../text/sephirot';
import type { WriterContext } from './context';
import { capitalise, escapeMarkdown, listJoin, pick } from './markdown';
import { interplay, masterNote } from './phrases';
import { hebrewDateSentence, longDate, profileLine } from './shared';
import { hebrewSpellingNote, lettersOfYourName, nameNotesParagraph } from './names';

function compound(n: DerivedNumber): string {
  return n.total !== n.value ? `${n.total}/${n.value}` : `${n.value}`;
}

function intro(ctx: WriterContext): string[] {
  const { chart, first, m, seed } = ctx;
  const c = chart.core;
  const k = chart.kabbalahNumber;
  return [
    `# A comprehensive reading for ${first}`,
    pick(
      [
        `${first}, this is your full reading. It starts from the name you gave, ${ctx.fullName}, and your date of birth, ${longDate(chart.input.dateOfBirth)}, and follows them through two old ways of reading numbers: the numerology of names and dates, and the Hebrew letters and Tree of Life of the Kabbalah. At its centre stands your Life Path ${c.lifePath.value}, ${m.lifePath.title.toLowerCase()}, joined by an Expression of ${c.expression.value}, a Soul Urge of ${c.soulUrge.value} and the Hebrew letter ${k.letter.name}. None of these numbers is a verdict. Together they describe a character and a set of seasons, and the more of them you read side by side, the more the picture becomes your own.`,
        `Welcome to your full reading, ${first}. Everything here grows from two facts: your name, ${ctx.fullName}, and the day you were born, ${longDate(chart.input.dateOfBirth)}. Numerology turns them into a handful of numbers; the Kabbalah adds the Hebrew calendar, the Hebrew letters and the Tree of Life. Your chart is built around a Life Path of ${c.lifePath.value}, an Expression of ${c.expression.value} and a Soul Urge of ${c.soulUrge.value}, and your name, written in Hebrew, comes to the letter ${k.letter.name}. Read it slowly, perhaps more than once; the sections speak to each other, and what one says in passing another explains.`,
      ],
      seed,
      10,
    ),
    ...nameNotesParagraph(chart),
    `The reading moves from the centre outwards: first your core numbers and how they meet, then your Hebrew birth date and the letters of your name, then the sephirot your numbers light on the Tree of Life, your karmic numbers, the great cycles of your life, and finally the year, month and day you are in now. At the end you will find the working, so that every number can be checked.`,
  ];
}

function lifePathSection(ctx: WriterContext): string[] {
  const { chart, first, m, seph } = ctx;
  const lp = chart.core.lifePath;
  const out = [`## Your Life Path ${lp.value}: ${m.lifePath.title}`];
  out.push(
    `The Life Path is the most important number in a chart. It comes from your date of birth alone, so it describes the road itself rather than the traveller: the kind of lessons and opportunities that keep returning, whatever name you go by. Yours is ${compound(lp)}. ${m.lifePath.lifePath}`,
  );
  out.push(`${m.lifePath.gifts} ${m.lifePath.shadow} ${m.lifePath.growth}`);
  const extra: string[] = [];
  const mn = masterNote(lp.value);
  if (mn) extra.push(mn);
  if (lp.karmicDebt)
    extra.push(
      `Your Life Path passes through ${lp.karmicDebt} before it settles on ${lp.value}, which numerologists call a karmic debt; the section on karmic numbers below says what that asks of you.`,
    );
  extra.push(
    `On the Tree of Life, ${numberWord(lp.value)} belongs to ${seph.lifePath.name} (${seph.lifePath.english}), the sephirah of ${seph.lifePath.text.short}; the section on the Tree below says what that means for you, ${first}.`,
  );
  out.push(extra.join(' '));
  return out;
}

function expressionSection(ctx: WriterContext): string[] {
  const { chart, first, m, seed } = ctx;
  const c = chart.core;
  return [
    `## Your Expression ${c.expression.value}: ${m.expression.title}`,
    `Where the Life Path is the road, the Expression is the traveller's equipment: the talents and ways of working described by ${lettersOfYourName(chart)}. ${first}, yours is ${compound(c.expression)}. ${m.expression.expression}`,
    `${interplay(first, 'Life Path', c.lifePath.value, 'Expression', c.expression.value, seed)} In practical terms: ${m.expression.work.charAt(0).toLowerCase()}${m.expression.work.slice(1)}`,
  ];
}

function soulSection(ctx: WriterContext): string[] {
  const { chart, first, m, seed } = ctx;
  const c = chart.core;
  return [
    `## Your Soul Urge ${c.soulUrge.value}: ${m.soulUrge.title}`,
    `The Soul Urge, sometimes called the Heart's Desire, is read from the vowels of your name, the soft sounds that carry the breath. It describes what you want when nobody is watching. Yours is ${compound(c.soulUrge)}. ${m.soulUrge.soulUrge}`,
    interplay(first, 'Life Path', c.lifePath.value, 'Soul Urge', c.soulUrge.value, seed + 7),
    `This longing colours your closest bonds too. ${m.soulUrge.love}`,
  ];
}

function personalitySection(ctx: WriterContext): string[] {
  const { chart, first, m, seed } = ctx;
  const c = chart.core;
  const same = c.personality.value === c.soulUrge.value;
  return [
    `## Your Personality ${c.personality.value}: ${m.personality.title}`,
    `The Personality number comes from the consonants of your name, the firm edges of its sounds, and describes the first impression you make: the door people see before they are invited in. Yours is ${compound(c.personality)}. ${m.personality.personality}`,
    same
      ? `Your Personality and your Soul Urge are both ${c.personality.value}, so what people see of you and what you want inside are unusually close. People tend to take you at face value, ${first}, and they are usually right.`
      : `${interplay(first, 'Soul Urge', c.soulUrge.value, 'Personality', c.personality.value, seed + 3)} Put simply, people first meet ${m.personality.quality}, and only those who come closer discover ${m.soulUrge.quality}.`,
  ];
}

function birthdayMaturitySection(ctx: WriterContext): string[] {
  const { chart, first, m, seed } = ctx;
  const c = chart.core;
  const day = chart.dateParts.day.total;
  const twoDigit =
    day >= 10 && day !== c.birthday.value
      ? ` The day is read in its full form too: ${day} is not quite the same as other days that reduce to ${c.birthday.value}, because ${numberWord(Math.floor(day / 10))} and ${numberWord(day % 10).toLowerCase()} both leave their trace, the first as a quiet background to the second.`
      : '';
  return [
    `## Your Birthday ${day} and your Maturity number ${c.maturity.value}`,
    `Your Birthday number is simply the day of the month you were born, and it adds one particular gift to your chart. ${m.birthday.birthday}${twoDigit}`,
    `The Maturity number adds your Life Path to your Expression (${c.lifePath.value} + ${c.expression.value}), and describes what ripens in the second half of life, usually from your late thirties or forties onward. Yours is ${compound(c.maturity)}. ${m.maturity.maturity} ${c.maturity.value === c.lifePath.value ? `Because it repeats your Life Path, ${first}, the later years bring your whole road into sharper focus.` : pick([`It is a destination worth knowing early, ${first}: small steps towards it now make the later harvest richer.`, `Knowing it now, ${first}, lets you plant early what will flower later.`], seed, 20)}`,
  ];
}

function hebrewDateSection(ctx: WriterContext): string[] {
  const { chart, first } = ctx;
  const hb = chart.hebrewBirth;
  const out = ['## Your Hebrew birth date'];
  out.push(
    `${hebrewDateSentence(ctx)} The Hebrew calendar follows both moon and sun, so your Hebrew birthday moves around the Gregorian calendar from year to year; many people like to mark both.`,
  );
  const mo = hb.month;
  const monthPara = `${first}, you were born in ${mo.name} (${mo.hebrew}). ${MONTH_TEXT[mo.name.startsWith('Adar') ? 'Adar' : mo.name] ?? ''} In the Sefer Yetzirah, the ancient Book of Formation, each month is formed by one of the twelve simple letters: ${mo.name} belongs to ${mo.letter.name} (${mo.letter.char}), paired with ${mo.sign} and with the faculty of ${mo.faculty}. Note that this is the sign of the Hebrew month, which often differs from your Western sun sign, because the two calendars drift against each other.`;
  out.push(monthPara);
  if (hb.monthAfterSunset) {
    const ma = hb.monthAfterSunset;
    out.push(
      `If you were born after sunset, your birth falls on the first day of ${ma.name} instead, whose letter is ${ma.letter.name} (${ma.letter.char}) and whose sign is ${ma.sign}, with the faculty of ${ma.faculty}. Read whichever fits your birth hour, or hold both: a birth on the threshold between months has a little of each.`,
    );
  }
  const wd = WEEKDAY_TEXT[hb.weekday.weekday];
  const wdPara: string[] = [];
  if (wd) {
    wdPara.push(
      `You were born on a ${hb.weekday.weekday}${hb.weekdayAfterSunset ? ' (if before sunset)' : ''}. ${wd.creation}, ${wd.trait}. ${wd.planet}, and in the Golden Dawn's Tree its letter is ${hb.rulerLetter.name} (${hb.rulerLetter.char}), path ${hb.rulerLetter.path}.`,
    );
  }
  if (hb.weekdayAfterSunset && hb.rulerLetterAfterSunset) {
    const wd2 = WEEKDAY_TEXT[hb.weekdayAfterSunset.weekday];
    if (wd2)
      wdPara.push(
        `If you were born after sunset, your birth belongs in Jewish reckoning to ${hb.weekdayAfterSunset.weekday}: ${wd2.creation.charAt(0).toLowerCase()}${wd2.creation.slice(1)}, ${wd2.trait}, and its ruler is ${hb.weekdayAfterSunset.ruler}.`,
      );
  }
  wdPara.push(
    "The same passage of the Talmud ends with Rabbi Yochanan's reminder that the stars do not decide a life: choices, kindness and prayer can change its course. Read these traits as a blessing on the day, not a rule.",
  );
  out.push(wdPara.join(' '));
  return out;
}

function nameSection(ctx: WriterContext): string[] {
  const { chart, first } = ctx;
  const hn = chart.hebrewName;
  const k = chart.kabbalahNumber;
  const t = LETTER_TEXT[k.letter.index];
  const from = sephirahById(k.letter.connects[0]);
  const to = sephirahById(k.letter.connects[1]);
  const sources = new Set(hn.words.map((w) => w.source));
  const how: string[] = [];
  if (sources.has('hebrew-input')) how.push('the Hebrew you typed is used exactly as written');
  if (sources.has('traditional'))
    how.push(
      `names with a fixed Hebrew form take their traditional spelling (${listJoin(hn.words.filter((w) => w.source === 'traditional').map((w) => `${escapeMarkdown(w.from)} as ${w.hebrew}`))})`,
    );
  if (sources.has('reader')) how.push('your own Hebrew spelling is used exactly as you gave it');
  if (sources.has('common'))
    how.push(
      `names from other languages take the spelling Hebrew commonly uses for them (${listJoin(hn.words.filter((w) => w.source === 'common').map((w) => `${escapeMarkdown(w.from)} as ${w.hebrew}`))})`,
    );
  if (sources.has('transliterated'))
    how.push(
      `other names are spelled by sound, the way Hebrew writes foreign names, with most vowels unwritten (${listJoin(hn.words.filter((w) => w.source === 'transliterated').map((w) => `${escapeMarkdown(w.from)} as ${w.hebrew}`))})`,
    );
  const out = ['## Your name in Hebrew letters'];
  out.push(
    `In the Kabbalah, letters are more than sounds: each Hebrew letter is also a number, and the sum of a word's letters, its gematria, links it with every other word of the same value. Written in Hebrew letters, your name reads ${hn.text}. To write it, ${listJoin(how)}. Its standard gematria, counting every final letter like its ordinary form, is ${hn.gematria.standard}${hn.gematria.gadol !== hn.gematria.standard ? `; if the final letters take their large values, as some calculators do, it is ${hn.gematria.gadol}` : ''}. If you know your name in Hebrew differently, a different spelling gives a different number, and the one you use in prayer or in your family is the one that counts. ${hebrewSpellingNote(chart)}`,
  );
  out.push(
    `Reduced by adding its digits until it is no more than twenty-two, ${hn.gematria.standard} becomes ${k.value}, your Kabbalah name number, and the ${k.value === 1 ? 'first' : `${ordinal(k.value)}`} letter of the alphabet: ${k.letter.name} (${k.letter.char}), ${t?.image ?? ''}. ${t?.asName ?? ''}`,
  );
  out.push(
    `On the Tree of Life, ${k.letter.name} is path ${k.letter.path}, the channel between ${from.name} (${from.english}) and ${to.name} (${to.english}). ${capitalise(SEPHIRAH_TEXT[from.id].short)} flows along it into ${SEPHIRAH_TEXT[to.id].short}, and that movement is a good image of how your name works in you, ${first}. In the Sefer Yetzirah ${k.letter.name} is a ${k.letter.letterClass} letter, given ${k.letter.attribution}. ${t?.card ?? ''} This is the Golden Dawn's arrangement, trump ${k.letter.trump.number}; the older French tradition numbers the cards differently and would give the same letter ${k.letter.leviArcanum.name} (arcanum ${k.letter.leviArcanum.number}).`,
  );
  if (k.mod22 !== k.value) {
    const alt = chart.kabbalahNumber.mod22;
    out.push(
      `Calculators disagree about how to bring a large value into the twenty-two letters. This reading adds digits; another common method takes the remainder after dividing by twenty-two, which for ${hn.gematria.standard} gives ${alt}, the letter ${letterName(alt)}. We keep to one method for everyone, and mention the other so you are never surprised by it elsewhere.`,
    );
  }
  return out;
}

function ordinal(n: number): string {
  const words = [
    '',
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
    'thirteenth',
    'fourteenth',
    'fifteenth',
    'sixteenth',
    'seventeenth',
    'eighteenth',
    'nineteenth',
    'twentieth',
    'twenty-first',
    'twenty-second',
  ];
  return words[n] ?? `${n}th`;
}

const LETTER_NAMES = [
  '',
  'Aleph',
  'Bet',
  'Gimel',
  'Dalet',
  'He',
  'Vav',
  'Zayin',
  'Chet',
  'Tet',
  'Yod',
  'Kaf',
  'Lamed',
  'Mem',
  'Nun',
  'Samekh',
  'Ayin',
  'Pe',
  'Tsadi',
  'Qof',
  'Resh',
  'Shin',
  'Tav',
];
function letterName(n: number): string {
  return LETTER_NAMES[n] ?? String(n);
}

function treeSection(ctx: WriterContext): string[] {
  const { chart, first } = ctx;
  const groups = new Map<SephirahId, CoreKey[]>();
  for (const key of CORE_KEYS) {
    const id = chart.sephirot[key].id;
    groups.set(id, [...(groups.get(id) ?? []), key]);
  }
  const out = ['## Your numbers on the Tree of Life'];
  out.push(
    `The Tree of Life is the Kabbalah's map of how the infinite becomes the world: ten sephirot, or spheres, from the Crown at the top to the Kingdom at the base, joined by the twenty-two paths of the Hebrew letters. Each of your core numbers rests in one sephirah, and together they light up ${groups.size === 1 ? 'one place' : `${numberWord(groups.size).toLowerCase()} places`} on your Tree, ${first}.`,
  );
  for (const [id, keys] of groups) {
    const s = sephirahById(id);
    const t = SEPHIRAH_TEXT[id];
    const which = listJoin(keys.map((k) => `${CORE_LABELS[k]} ${chart.core[k].value}`));
    out.push(
      `**${s.name} (${s.hebrew}), ${s.english}.** ${t.essence} It holds your ${which}. For you, ${first}, ${s.name} ${t.inYou}.`,
    );
  }
  const paths = chart.treeOfLife.paths;
  out.push(
    `Three paths are lit as well: path ${chart.kabbalahNumber.letter.path} of your name's letter ${chart.kabbalahNumber.letter.name}, path ${chart.hebrewBirth.month.letter.path} of ${chart.hebrewBirth.month.letter.name}, the letter of your birth month, and path ${chart.hebrewBirth.rulerLetter.path} of ${chart.hebrewBirth.rulerLetter.name}, the letter of your weekday's planet${paths.length < 3 ? ' (some of these coincide, which strengthens them)' : ''}. Seen together on the Tree, they show where your energy tends to travel.`,
  );
  return out;
}

function karmicSection(ctx: WriterContext): string[] {
  const { chart, first } = ctx;
  const out = ['## Karmic debts, karmic lessons and your hidden passion'];
  const debts = chart.karmicDebts;
  if (debts.length === 0) {
    out.push(
      `Numerology watches for four numbers, 13, 14, 16 and 19, appearing on the way to a core number; they are called karmic debts. None of them appears in your core numbers, ${first}. Your lessons come through your Life Path and challenges rather than through an old account to settle, which leaves you freer to follow your own direction.`,
    );
  } else {
    const seen = new Set<number>();
    const parts: string[] = [];
    for (const d of debts) {
      const label = CORE_LABELS[d.in];
      if (seen.has(d.number)) {
        parts.push(`The same ${d.number} also appears in your ${label}, which underlines it.`);
        continue;
      }
      seen.add(d.number);
      parts.push(`Your ${label} passes through ${d.number}. ${KARMIC_DEBT_TEXT[d.number] ?? ''}`);
    }
    out.push(
      `Numerology watches for four numbers, 13, 14, 16 and 19, appearing on the way to a core number; they are called karmic debts, though "karmic lessons in effort" would be a kinder name. ${parts.join(' ')}`,
    );
  }
  const kl = chart.karmicLessons;
  if (kl.missing.length === 0) {
    out.push(
      'Every value from one to nine appears among the letters of your name, so you have no karmic lessons in the usual sense: the qualities are all within reach, and your task is to balance them rather than to acquire any one of them.',
    );
  } else {
    const lessons = kl.missing.map((d) => `The ${numberWord(d)} points to ${KARMIC_LESSON_TEXT[d] ?? ''}.`).join(' ');
    out.push(
      `Karmic lessons are the values that no letter of your name carries. Yours ${kl.missing.length === 1 ? 'is' : 'are'} ${listJoin(kl.missing.map(String))}. ${lessons} An average name lacks about two, so ${kl.missing.length <= 2 ? 'this is an ordinary amount' : 'yours asks a little more than most'}; these are qualities life will keep offering you chances to practise, and each one practised becomes a strength.`,
    );
  }
  const hp = kl.hiddenPassion;
  out.push(
    `The value that appears most often in your name is your Hidden Passion: ${listJoin(hp.map(String))}, ${listJoin(hp.map((d) => HIDDEN_PASSION_TEXT[d] ?? ''))}. It is a talent so natural to you that you may not notice it, ${first}, though the people around you certainly do.`,
  );
  return out;
}

function ageRange(fromAge: number, toAge: number | undefined): string {
  return toAge === undefined ? `from age ${fromAge} onward` : `from age ${fromAge} to ${toAge}`;
}

function cyclesSection(ctx: WriterContext): string[] {
  const { chart, first } = ctx;
  const pc = chart.pinnacles;
  const out = ['## The great cycles of your life: pinnacles and challenges'];
  out.push(
    `Numerology divides a life into four long periods called pinnacles, each with its own number, like four seasons of a year. The first lasts until you are thirty-six minus your Life Path${chart.core.lifePath.master ? ' reduced to one digit' : ''}, the second and third nine years each, and the fourth for the rest of your life. Beside each pinnacle stands a challenge, a quality to develop during the same years. You are now ${pc.age}, in your ${ordinal(pc.current)} pinnacle.`,
  );
  const lines = pc.pinnacles.map((p) => {
    const mm = meaningOf(p.number.value);
    const now = p.index === pc.current ? ' This is the season you are in now.' : p.index < pc.current ? '' : '';
    return `**${capitalise(ordinal(p.index))} pinnacle, ${ageRange(p.fromAge, p.toAge)}: ${p.number.value}.** ${capitalise(mm.pinnacle)}.${now}`;
  });
  out.push(lines.join('\n\n'));
  const cur = pc.pinnacles[pc.current - 1];
  const curChallenge = pc.challenges[pc.current - 1];
  if (cur && curChallenge) {
    out.push(
      `For you, ${first}, the present pinnacle ${cur.number.value} meets a Life Path of ${chart.core.lifePath.value}: ${cur.number.value === chart.core.lifePath.value ? 'the season and the road point the same way, so this is a time to be fully yourself' : `the season adds ${meaningOf(cur.number.value).quality} to the ${meaningOf(chart.core.lifePath.value).quality.replace(/^(a|an|the) /, '')} you already carry`}. Its challenge is ${curChallenge.number.value}. ${CHALLENGE_TEXT[curChallenge.number.value] ?? ''}`,
    );
  }
  const main = pc.challenges[2];
  if (main) {
    const others = pc.challenges
      .filter((c) => c.index !== 3)
      .map((c) => `${c.number.value} (${ageRange(c.fromAge, c.toAge)})`);
    out.push(
      `Your main challenge, the one that runs through your whole life, is ${main.number.value}. ${CHALLENGE_TEXT[main.number.value] ?? ''} The other challenges are ${listJoin(others)}. Challenges are not obstacles placed in your way; they are muscles you are invited to build, and each becomes a strength once it is met.`,
    );
  }
  return out;
}

function nowSection(ctx: WriterContext): string[] {
  const { chart, first, seed } = ctx;
  const p = chart.personal;
  const py = meaningOf(p.year.value);
  const pm = meaningOf(p.month.value);
  const pd = meaningOf(p.day.value);
  return [
    `## Your year, month and day`,
    `Personal cycles turn with the calendar. They add your birth month and day to the current year, then the current month and day, and describe the weather of the moment rather than the shape of your life. On ${longDate(p.date)}, the date of this reading, you are in a Personal Year ${p.year.value}. ${py.personalYear}`,
    `${interplay(first, 'Life Path', chart.core.lifePath.value, 'Personal Year', p.year.value, seed + 11)}`,
    `Within the year, this month is a Personal Month ${p.month.value}, ${pm.personalMonth}, and the day itself is a Personal Day ${p.day.value}, ${pd.personalDay}. A simple practice is to glance at your Personal Day in the morning and let it colour one choice: not a rule, just a nudge in a good direction.`,
  ];
}

function disagreementSection(ctx: WriterContext): string[] {
  const notes = ctx.chart.methodNotes;
  if (notes.length === 0) {
    return [
      '## Where calculators disagree',
      `Numerology sites often disagree, because they use different methods for the same numbers. Your chart is an easy one: the common alternative methods give the same results as this reading for your core numbers, so other calculators should agree with what you see here.`,
    ];
  }
  const lines = notes.map(
    (n) =>
      `- **${n.label}: ${n.profileValue}** in this reading (${n.profileMethod}); ${n.alternatives.map((a) => `**${a.value}** by ${a.method} (${a.how})`).join('; ')}.`,
  );
  return [
    '## Where calculators disagree',
    `Numerology sites often give different numbers for the same person, because they use different methods. Rather than hide this, here is where it matters for you, ${ctx.first}. This reading applies one method to everyone, described at the end, and the other results are shown so you can recognise them elsewhere.`,
    lines.join('\n'),
  ];
}

function workingSection(ctx: WriterContext): string[] {
  const { chart } = ctx;
  const lines: string[] = [];
  for (const key of CORE_KEYS) {
    const n = chart.core[key];
    lines.push(`- **${n.label} ${n.value}:** ${n.steps.map(escapeMarkdown).join(' ')}`);
  }
  lines.push(`- **Karmic lessons and hidden passion:** ${chart.karmicLessons.steps.map(escapeMarkdown).join(' ')}`);
  lines.push(
    `- **Pinnacles:** ${chart.pinnacles.pinnacles.map((p) => `${p.number.label} ${p.number.value} (${p.number.steps.map(escapeMarkdown).join(' ')})`).join('; ')}.`,
  );
  lines.push(
    `- **Challenges:** ${chart.pinnacles.challenges.map((c) => `${c.number.label} ${c.number.value} (${c.number.steps.map(escapeMarkdown).join(' ')})`).join('; ')}.`,
  );
  lines.push(
    `- **Personal cycles:** ${[chart.personal.year, chart.personal.month, chart.personal.day].map((n) => `${n.label} ${n.value} (${n.steps.map(escapeMarkdown).join(' ')})`).join('; ')}.`,
  );
  lines.push(`- **Hebrew birth date:** ${chart.hebrewBirth.steps.map(escapeMarkdown).join(' ')}`);
  lines.push(
    `- **Name in Hebrew:** ${chart.hebrewName.steps.map(escapeMarkdown).join(' ')} ${chart.kabbalahNumber.steps.map(escapeMarkdown).join(' ')}`,
  );
  const y = chart.name.words.flatMap((w) =>
    w.letters.filter((l) => l.yRule).map((l) => `${escapeMarkdown(w.text)}: ${l.yRule}`),
  );
  if (y.length) lines.push(`- **The letter Y:** ${y.join('; ')}.`);
  if (chart.name.ignoredWords.length)
    lines.push(
      `- **Left out of the count:** ${chart.name.ignoredWords.map(escapeMarkdown).join(', ')} (titles and suffixes are not part of the birth name).`,
    );
  return [
    '## How your numbers were calculated',
    `Every number above can be checked by hand. Letters take the Pythagorean values (A, J and S are 1; B, K and T are 2; and so on to I and R, which are 9), each name is reduced on its own before the names are added, and the master numbers 11, 22 and 33 are kept. ${profileLine()}`,
    lines.join('\n'),
  ];
}

function closing(ctx: WriterContext): string[] {
  const { chart, first, m, seed } = ctx;
  const c = chart.core;
  const k = chart.kabbalahNumber;
  return [
    '## A closing word',
    pick(
      [
        `${first}, if you keep one thing from this reading, let it be the meeting of your Life Path ${c.lifePath.value} and your Soul Urge ${c.soulUrge.value}: the road you walk and the heart you walk it with. ${capitalise(m.lifePath.quality)} and ${m.soulUrge.quality} are already yours. The letter ${k.letter.name} in your name and the seasons of your pinnacles only describe how they unfold. Numbers map tendencies, never a fixed fate; the choices remain yours, and they are what make the map come alive.`,
        `A chart is a portrait painted in numbers, ${first}, and yours shows ${m.lifePath.quality}, carried by ${m.expression.quality} and moved from within by ${m.soulUrge.quality}. Come back to it in a year, when your Personal Year has turned, and you will read it differently, because you will have lived more of it. Whatever the numbers say, the pen stays in your hand.`,
      ],
      seed,
      30,
    ),
    `*${CALCULATION_PROFILE.id} ${CALCULATION_PROFILE.version}*`,
  ];
}

export function comprehensiveMarkdown(ctx: WriterContext): string {
  return [
    ...intro(ctx),
    ...lifePathSection(ctx),
    ...expressionSection(ctx),
    ...soulSection(ctx),
    ...personalitySection(ctx),
    ...birthdayMaturitySection(ctx),
    ...hebrewDateSection(ctx),
    ...nameSection(ctx),
    ...treeSection(ctx),
    ...karmicSection(ctx),
    ...cyclesSection(ctx),
    ...nowSection(ctx),
    ...disagreementSection(ctx),
    ...closing(ctx).slice(0, 2),
    ...workingSection(ctx),
    ...closing(ctx).slice(2),
  ].join('\n\n');
}
