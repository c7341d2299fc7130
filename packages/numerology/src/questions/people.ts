/**
 * The people a question names: a name ("Dev", typed "dev" or "DEV") or a relation ("my sister"), and
 * which of them the answer depends on. Names are found where English puts people ("with dev", "me and
 * priya", "is Tobias the one", "does olu like me", "my friend Mei"), then checked against compromise's
 * lexicon: a word it knows as something else (a verb, a month, a place) is not a name, a word it knows
 * as a first name is, and an unknown word in a person's slot is taken as a name. Measured on the
 * development set (scripts/question-figures.ts).
 */
import nlp from 'compromise';
import { GOOD_TIME_AFTER, isMisspeltTimeWord } from './time/words';
import { FOLD } from './lexicon';
import { isCommonEnglishWord, withOwnRelationsInEnglish } from './normalise';
import { own } from '../own';

export interface NamedPerson {
  /** The name, capitalised as a name is written ("Dev", "O'Neil", "Mary-Jane"). */
  readonly name?: string;
  /** The relation when the question gives one ("sister", "boyfriend"). */
  readonly relation?: string;
}

/**
 * Relations a question names with "my", by the part of life they belong to: declared once, used to find
 * people here, to give a person-only question its topic (understand.ts) and to say plural ones rightly.
 */
const RELATION_GROUPS = {
  family: `brother-in-law sister-in-law mother-in-law father-in-law stepson stepdaughter stepbrother stepsister
    twin-sister twin-brother grandson granddaughter godmother godfather goddaughter godson godchild nephew niece twins twin mother father mum mom dad parents son daughter child
    sister brother sis mam mammy mammie grandmother grandfather grandma grandpa gran grandad granddad nan nana granny aunt auntie aunty uncle cousin stepmother
    stepfather stepdad stepmom stepmum family in-laws inlaws kids children uncles aunts cousins siblings
    oma opa ouma oupa nani dadi kuya ate boet tita bredda sista stepkids relatives pikin pikins pickney pickneys fada
    mada`,
  friendship: `best-friend best-mate bestie bff mate pal buddy friend roommate flatmate housemate neighbour neighbor friends
    roommates flatmates housemates neighbours neighbors kakis bredren`,
  work: `business-partner boss manager colleague coworker cofounder co-founder supervisor client landlord teacher mentor
    foreman colleagues coworkers recruiter coach director captain chef oga`,
  love: `boyfriend girlfriend fiancée fiancé fiancee fiance husband wife partner spouse crush ex bf gf hubby wifey gyal`,
} as const;
type RelationGroup = keyof typeof RELATION_GROUPS;
const GROUP_OF: ReadonlyMap<string, RelationGroup> = new Map(
  (Object.keys(RELATION_GROUPS) as RelationGroup[]).flatMap((g) =>
    RELATION_GROUPS[g]
      .split(/\s+/)
      .filter(Boolean)
      // "best-friend" in the table is "best friend" in a question (two words).
      .map((r) => [/^(best|business|twin)-/.test(r) ? r.replace('-', ' ') : r, g] as const),
  ),
);
/** Longest first, so "best friend" wins over "friend". */
const RELATIONS: readonly string[] = [...GROUP_OF.keys()].sort((a, b) => b.length - a.length);
/** Relations that stand for several people ("your parents"): plural words, no "is", no "’s". */
const PLURAL = new Set([
  'parents',
  'family',
  'in-laws',
  'inlaws',
  'kids',
  'children',
  'uncles',
  'aunts',
  'cousins',
  'siblings',
  'friends',
  'twins',
  'roommates',
  'flatmates',
  'housemates',
  'neighbours',
  'neighbors',
  'colleagues',
  'coworkers',
  'stepkids',
  'relatives',
  'kakis',
  'bredren',
]);

/** Relations that say who is meant as "her" or "him"; any other is "them". */
const HER = new Set(
  `mother mum mom mam mammy mammie sister sis grandmother grandma gran nan nana granny aunt auntie aunty stepmother stepmom
    stepmum daughter granddaughter niece godmother goddaughter mother-in-law sister-in-law stepdaughter stepsister
    twin-sister girlfriend gf wife wifey fiancée fiancee oma ouma nani dadi ate`.split(/\s+/),
);
const HIM = new Set(
  `father dad brother grandfather grandpa grandad granddad uncle stepfather stepdad son grandson nephew godfather
    godson father-in-law brother-in-law stepson stepbrother twin-brother boyfriend bf husband hubby fiancé fiance opa
    oupa kuya`.split(/\s+/),
);

/** How our sentences point back to these people: "her" for one mum, "him" for one grandad, else "them". */
export function objectPronoun(people: readonly NamedPerson[]): 'her' | 'him' | 'them' {
  const relation = people.length === 1 ? people[0]?.relation : undefined;
  if (relation === undefined || isPluralRelation(relation)) return 'them';
  return HER.has(relation) ? 'her' : HIM.has(relation) ? 'him' : 'them';
}

/** The part of life a relation belongs to ("sister" → family), if it is one. */
export function relationGroup(relation: string | undefined): RelationGroup | undefined {
  return relation === undefined ? undefined : GROUP_OF.get(relation);
}

/**
 * Family titles of other languages said before a name ("Kuya Jomar", "Didi Asha"): the person is the name, the
 * title their relation, which our sentences say in English (a reader's "kuya" is not ours to repeat).
 */
const TITLE_RELATION: Readonly<Record<string, string>> = {
  kuya: 'brother',
  ate: 'sister',
  tita: 'aunt',
  tito: 'uncle',
  manong: 'brother',
  manang: 'sister',
  bhaiya: 'brother',
  didi: 'sister',
};
/** The part of life a person belongs to: their relation's, or a family title's ("Auntie Grace", "Uncle Mark"). */
export function personGroup(person: NamedPerson): RelationGroup | undefined {
  return (
    relationGroup(person.relation) ?? (/^(auntie|aunty|aunt|uncle) /i.test(person.name ?? '') ? 'family' : undefined)
  );
}

/** The words a question may call a relation by ("brother": also "boet", "bro"…), for finding it in the text. */
export function relationWords(relation: string | undefined): string[] {
  if (relation === undefined) return [];
  const others = Object.entries(RELATION_WORD)
    .filter(([, r]) => r === relation)
    .map(([w]) => w.replace('-', ' '));
  return [...new Set([relation, ...others])];
}

/** "your parents’", but "your family’s", "your children’s", "Dev’s": a plural ending in s takes the apostrophe alone. */
export function possessiveOf(phrase: string, plural: boolean): string {
  return plural && phrase.endsWith('s') ? `${phrase}’` : `${phrase}’s`;
}

export function isPluralRelation(relation: string | undefined): boolean {
  return relation !== undefined && PLURAL.has(relation);
}

/** Our words for the reader's: said back as "your best friend", never "your bestie". */
const RELATION_WORD: Readonly<Record<string, string>> = {
  bf: 'boyfriend',
  gf: 'girlfriend',
  aunty: 'auntie',
  gran: 'grandmother',
  grandad: 'grandfather',
  granddad: 'grandfather',
  hubby: 'husband',
  sis: 'sister',
  mam: 'mum',
  mammy: 'mum',
  mammie: 'mum',
  wifey: 'wife',
  bestie: 'best friend',
  bff: 'best friend',
  'best-friend': 'best friend',
  'best-mate': 'best mate',
  // What a family calls its own in other languages, said back in English: "my Oma" is your grandmother. (Not Lola,
  // Tito or Abuela: given names too, read as names.)
  oma: 'grandmother',
  ouma: 'grandmother',
  nani: 'grandmother',
  dadi: 'grandmother',
  opa: 'grandfather',
  oupa: 'grandfather',
  kuya: 'brother',
  ate: 'sister',
  boet: 'brother',
  bredda: 'brother',
  sista: 'sister',
  tita: 'aunt',
  oga: 'boss',
  kakis: 'friends',
  bredren: 'friends',
  gyal: 'girlfriend',
  pikin: 'child',
  pikins: 'children',
  pickney: 'child',
  pickneys: 'children',
  fada: 'father',
  mada: 'mother',
};
const RELATION_SET: ReadonlySet<string> = new Set(RELATIONS.flatMap((r) => r.split(' ')));

/** Words that stand where a name could but never are one. */
const NOT_NAMES = new Set(
  `skint knackered gutted chuffed buzzing shattered stoked peckish ded ahm ah wean bairn hr reality nowruz norooz navroz
  lmao lmfao omg omfg smh ngl tbh fr bruh
  i me my mine myself you your u ur he him his she her hers they them their we us our it its this that these those
  there here everywhere anywhere somewhere nowhere who whom what when where why how which whether if or and but so than then the a an some any all every
  each no not never ever just still really also even only very too much many more most lot lots
  is am are was were be been being do does did doing done have has had having will would shall should can could may
  might must gonna wanna gotta lets let get got getting go going gone come coming make making take taking
  someone somebody anyone anybody everyone everybody noone nobody people person guy guys girl girls man men woman
  women boy boys lady ladies dude bro sis babe baby love lover partner friend friends family mum mom dad
  today tonight tomorrow yesterday week weekend month year day days time times morning evening night now soon later
  christmas xmas easter diwali eid ramadan hanukkah thanksgiving halloween valentine valentines new years
  monday tuesday wednesday thursday friday saturday sunday
  abi sha o oh sef shey abeg oya jare wahala lah leh lor meh sia ya bae boo babe hun hon luv innit
  january february march april may june july august september october november december
  spring summer autumn fall winter holiday holidays
  god universe numbers number numerology life path soul destiny expression personal reading chart
  work job career business school uni university college home house flat apartment money
  yes yeah yep ok okay please thanks thank hi hiya heya hii hiii howdy hello hey lol tbh ngl rn idk omg pls plz
  wont dont cant isnt doesnt didnt wouldnt shouldnt couldnt aint havent hasnt hadnt wasnt werent arent mustnt neednt
  im ive ill id hes shes theyre thats whats
  tho lol rn tbh ngl fr smh imo btw bc cuz coz abt irl af asap ya yall innit lah leh sia oh ah eh omg idk ikr jk tmrw
  tmr tonite nite bday anniversary wedding job work new old next last good bad best worst lucky
  bhai yaar howzit wah abeg eish oga chale ehn aiyo aiyah walao wahlau bruh bro fam yo oi ugh wagwan kmt jeez oof
  welp yah yeh shem ja haan arre acha accha kya sana dey lor meh hor sha o ooo hai namaste salaam habibi hun babes
  bredren bredrin mandem gyaldem bestie bff bezzie mate mates pal pals bestfriend ko lang po naman kasi nga yung sige talaga
  dye wan hunny bruv blud beta beti bhaiya didi whit wis aboot afore tae gied auld dinnae cannae naw nae aye och ye yer
  siao aiyoh aiyoyo alamak quid bucks grand euros dollars rand naira cedis shillings rupees pesos
  ushago shags upcountry gicagi kijijini probinsya bundu platteland gaon pind desh kampung hometown homestead village
  balik pulang ag yoh haibo hayi sjoe jislaaik lord almighty allah
  di mi wi fi dem nuh seh deh tek mek yuh unu likkle pickney pikney pickneys fada mada bredda sista gyal bwoy
  mun duw butt bach tidy lush
  biko sho wueh bru na har ehen chai haba nawa kwanza sasa
  januarys februarys marchs aprils mays junes julys augusts septembers octobers novembers decembers mondays tuesdays
  wednesdays thursdays fridays saturdays sundays weekends christmases
  se te le nos es está esta estaba quiere quer tiene tem va vai vive mora trabaja trabalha estudia estuda est veut`.split(
    /\s+/,
  ),
);
/** Months' short forms the lexicon knows as places; "Jun" is also the first half of a name. */
const MONTH_SHORT = new Set(['jun', 'jan']);
/** Calendar words that are also names ("Will June call me"): a name only when written as one, in a person's place. */
const CALENDAR_NAMES = new Set(['april', 'may', 'june', 'summer', 'autumn', 'winter', 'august']);
/**
 * Given names that are also words ("my friendship with hope", "my cousin will or keep it solo"): names only
 * in a person's place, never by the lexicon alone.
 */
const WORD_NAMES = new Set(
  `hope grace will rose jade summer sky skye faith hunter mark bill sunny joy ivy dot mercy destiny june april may
  autumn dawn amber ruby pearl daisy holly lily iris violet olive ray guy max jack frank drew chase miles pat sue rob
  patience charity honor honour liberty harmony melody star storm river rain brook bliss blessing precious gift
  favour favor goodness comfort chance august winter honey`.split(/\s+/),
);
const BESIDE_ME: Readonly<Record<string, string>> = { sis: 'sister', bro: 'brother', bruv: 'brother' };
/** "me and sis make up?", "sis and i": a sibling beside the reader (alone, "sis, will he text" addresses us). */
function siblingBesideMe(words: readonly Word[], i: number): string | undefined {
  const before = `${words[i - 2]?.low ?? ''} ${words[i - 1]?.low ?? ''}`;
  const after = `${words[i + 1]?.low ?? ''} ${words[i + 2]?.low ?? ''}`;
  const beside = /\b(me|i) (and|n|&)$|^with$| with$/.test(before) || /^(and|n|&) (me|i)$/.test(after);
  return beside ? own(BESIDE_ME, words[i]?.low ?? '') : undefined;
}
/** Family words used as names without "my" ("will nana come for christmas"). */
const FAMILY_NAMES: Readonly<Record<string, string>> = {
  nana: 'grandmother',
  nan: 'grandmother',
  nani: 'grandmother',
  nanna: 'grandmother',
  granny: 'grandmother',
  grandma: 'grandmother',
  gran: 'grandmother',
  grandpa: 'grandfather',
  grandad: 'grandfather',
  granddad: 'grandfather',
  mum: 'mother',
  mom: 'mother',
  mam: 'mother',
  mammy: 'mother',
  mammie: 'mother',
  dad: 'father',
};

/** Words before a name: "with Dev", "marry Priya", "propose to Olu". */
const BEFORE = new Set(
  `with marry marrying married date dating dated trust trusting forgive forgiving text texting call calling ask asking
  tell telling love loving miss missing meet meeting kiss invite visit see seeing reconnect contact message messaging
  reply dm trusting leave leaving dump dumping choose pick propose fight fighting argue arguing between about
  called named`.split(/\s+/),
);
/** Verbs whose object is a person: a plain noun there is a name ("ask leo out", "marry maya"). */
const PERSON_VERBS = new Set(
  `marry marrying date dating kiss text texting ask dump forgive miss call propose`.split(/\s+/),
);
/** What only a person does, right after a word that is also a place or a thing ("Paris wants", "Destiny keeps"). */
const HUMAN_ACTS = new Set(
  `wants wanted said says texted texts keeps kept asked asks told tells ghosted dumped cheated proposed invited loves
  likes hates misses thinks feels promised replied`.split(/\s+/),
);
/** Verbs that take a person as their object, for a capitalised word that is also a word ("bring Patience"). */
const TAKES_A_PERSON = new Set(
  `bring invite introduce take tell meet visit hire trust thank help marry date`.split(/\s+/),
);
/** After "to": "propose to Olu", "talk to Siobhan", "go back to Mark" (not "to travel"). */
const BEFORE_TO = new Set(
  `propose talk speak write apologise apologize sorry reach back engaged married close`.split(/\s+/),
);
/** After a name at the start of a yes/no question: "is Tobias the one", "does olu like me". */
const AFTER = new Set(
  `the my a an in into still really ever truly going gonna single interested serious loyal honest happy coming
  like likes love loves want wants miss misses think thinks feel feels care cares call calls text texts come comes
  propose ask asks leave leaves marry change changes reply replies message forgive forgives visit move moves get
  back ready right good meant worth say says accept agree respond notice remember return stay commit cheat
  apologise apologize understand support help hate hates trust forget ever actually secretly see sees know knows
  need needs value values angry mad upset annoyed cross hurt jealous busy avoiding ignoring ghosting mine over
  ok okay alright`.split(/\s+/),
);
/** What a person does, straight after a given name that is also a word ("will autumn say yes"). */
const PERSON_AFTER = new Set(
  `say says see sees think thinks notice notices like likes love loves text texts call calls reply replies forgive
  forgives miss misses want wants come comes ask asks propose remember ever still really actually secretly`.split(
    /\s+/,
  ),
);
const TYPED_SHORT = new Set(
  `wil wud wld shud shld cud cld cn dnt wont gud gd nxt abt wat wen hw wt pls plz tmrw yr yrs bt nd ppl`.split(' '),
);
const THIRD_PERSON = new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'hes', 'shes']);
/** What starts the question proper after a greeting and a comma. */
const ASKS_AFTER_GREETING = new Set(
  `should will is are am can could would do does did what whats how when where which who why my i im me please pls
  kindly tell any`.split(/\s+/),
);
const TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'auntie',
  'aunty',
  'uncle',
  'aunt',
  'sir',
  'madam',
  ...Object.keys(TITLE_RELATION),
]);
/** Verbs a person does, right after their name: "priya keeps ignoring me", "dev said he'd call". */
const PERSON_ACTS = new Set(
  `keeps kept said says wants wanted hasnt hasn't havent didnt doesnt wont isnt wasnt texted texts called calls asked asks told tells
  replied replies ghosted ghosts left leaves broke dumped cheated likes loves hates misses thinks thought feels felt seems looks
  promised promises invited invites proposed proposes moved moves works lives lived is was has had and n from
  will would could should might can does did never always just still finally forgot forgets ignored ignores blanked
  unfollowed stopped needs needed expects expected gave gives sent sends offered offers`.split(/\s+/),
);
/** Words after which a new clause, and so a new subject, begins ("since priya left"). */
const CLAUSE_OPENERS = new Set(
  `and but so since because cos coz when if now that after before until while as though although or`.split(/\s+/),
);
/** Helping verbs among PERSON_ACTS: after a month they say nothing of a person ("jan is cold"). */
const AUX = new Set(
  'is was has had and n will would could should might can does did never always just still finally'.split(' '),
);
const QUESTION_OPENERS = new Set(['is', 'does', 'will', 'did', 'can', 'could', 'would', 'has', 'was', 'should']);

interface Word {
  readonly raw: string;
  readonly low: string;
  /** Whether the word starts a sentence (its capital says nothing). */
  readonly initial: boolean;
  /** Written with a possessive "'s" ("priya's"): a person's place. */
  readonly possessive: boolean;
  /** Followed by a comma: at the start, a greeting or the one addressed ("Sasa, should I…", "Abeg,"). */
  readonly comma: boolean;
  /** After a number the list of words leaves out ("does 2028 look good"): not where the word seems to stand. */
  readonly afterNumber: boolean;
}

function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  let initial = true;
  let end = 0;
  for (const m of text.matchAll(/[\p{L}][\p{L}\p{M}'’-]*|[.!?]+/gu)) {
    const raw = m[0];
    const afterNumber = /\p{N}/u.test(text.slice(end, m.index));
    end = (m.index ?? 0) + raw.length;
    if (/^[.!?]+$/.test(raw)) {
      initial = true;
      continue;
    }
    const clean = raw.replace(/['’]s$/u, '').replace(/['’-]+$/u, '');
    out.push({
      raw: clean,
      low: clean.toLowerCase().replace(/['’]/g, ''),
      initial,
      possessive: /['’]s$/u.test(raw),
      comma: text.charAt((m.index ?? 0) + raw.length) === ',',
      afterNumber,
    });
    initial = false;
  }
  return out;
}

/** The tags compromise's lexicon gives one lower-case word ("lisbon": City). */
function lexiconTags(word: string): string[] {
  const entry = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon[word];
  return Array.isArray(entry) ? entry.map(String) : entry === undefined ? [] : [String(entry)];
}

/** Whether compromise's lexicon knows the lower-case word as a city, a country or a region ("lisbon", "kenya"). */
export function isPlaceName(word: string): boolean {
  return lexiconTags(word).some((t) => /^(City|Country|Region)$/.test(t));
}

/** What compromise's lexicon says of one lower-case word (cached: the lexicon is large). */
type LexiconKind = 'name' | 'place' | 'noun' | 'word' | 'unknown';
const lexiconCache = new Map<string, LexiconKind>();
function lexiconKind(word: string): LexiconKind {
  const hit = lexiconCache.get(word);
  if (hit) return hit;
  const tags = lexiconTags(word);
  const kind: LexiconKind = tags.some((t) => /^(FirstName|MaleName|FemaleName|LastName|Person)$/.test(t))
    ? 'name'
    : tags.some((t) =>
          /^(City|Country|Place|Region|Organization|Company|SportsTeam|Demonym|Month|WeekDay|Holiday)$/.test(t),
        )
      ? 'place'
      : tags.length === 0
        ? // A word the lexicon lacks but whose ending makes it a describing word ("different", "hopefully").
          guessedDescribing(word)
          ? 'word'
          : 'unknown'
        : tags.every((t) => /^(Noun|Singular|Uncountable)$/.test(t))
          ? 'noun'
          : 'word';
  if (lexiconCache.size < 5000) lexiconCache.set(word, kind);
  return kind;
}

function guessedDescribing(word: string): boolean {
  // compromise's tagger costs about half a millisecond a word: asked only of words shaped like describing ones.
  if (!/^[a-z]{5,20}$/.test(word) || !/(ent|ant|ive|ous|ful|less|able|ible|ic|ly|ish|ary|ory)$/.test(word))
    return false;
  const tags = (nlp(word).json() as { terms?: { tags?: string[] }[] }[])[0]?.terms?.[0]?.tags ?? [];
  return tags.includes('Adjective') || tags.includes('Adverb');
}

/**
 * "dev" → "Dev", "o'neil" → "O'Neil", "mary-jane" → "Mary-Jane"; a name typed in mixed case keeps it.
 * After a hyphen following a short syllable the name stays as romanised Korean writes it ("Ji-woo", "Min-jun").
 */
function capitaliseName(raw: string): string {
  // A name written with its capital ("Hyun-woo", "McKenzie") is kept as its owner writes it.
  if (/^\p{Lu}/u.test(raw) && /\p{Ll}/u.test(raw)) return raw;
  const syllabic = /^\p{L}{1,3}-\p{L}{2,4}$/u.test(raw);
  return raw
    .toLowerCase()
    .replace(/(^|['’-])(\p{L})/gu, (_m, sep: string, c: string) =>
      sep === '-' && syllabic ? `${sep}${c}` : `${sep}${c.toUpperCase()}`,
    );
}

/**
 * The name starting at a word known to be one, with its second word when it has one: "Wei Ling" written in two
 * capitalised words, "juan pablo" or "xiao ming" in two words the lexicon knows only as names or not at all.
 */
/** "to", "in", "plays", "told": words of grammar and verbs said of someone, never a first name ("hope" may be one). */
function littleWordOrAct(tags: readonly string[]): boolean {
  if (tags.some((t) => /^(FirstName|MaleName|FemaleName|Person)$/.test(t))) return false;
  return (
    tags.some((t) => /^(Preposition|Conjunction|Determiner|Pronoun|Possessive|Adverb|Modal|Copula)$/.test(t)) ||
    (tags.includes('Verb') && !tags.includes('Infinitive'))
  );
}

/** After "auntie" or "mr", a name, not a describing word ("handle aunty nicely") nor a little word ("aunt to"). */
function titledName(w: Word): boolean {
  return (
    /^\p{Lu}/u.test(w.raw) ||
    (!/ly$/.test(w.low) && !PERSON_ACTS.has(w.low) && !HUMAN_ACTS.has(w.low) && !littleWordOrAct(taggedAlone(w.low)))
  );
}

/** The tagger's tags of one word said alone: it knows "plays" and "told", which the lexicon keeps as "play", "tell". */
function taggedAlone(word: string): string[] {
  return (nlp(word).json() as { terms?: { tags?: string[] }[] }[])[0]?.terms?.[0]?.tags ?? [];
}

/** "deadlines", "vibes": a plural noun is a thing, not a name, however it is placed (the tagger is asked here and after a title). */
function isPluralNoun(word: string): boolean {
  if (!/^[a-z]{4,}s$/.test(word) || /(ss|us|is)$/.test(word)) return false;
  return taggedAlone(word).includes('Plural');
}

/**
 * After a relation, a name ("my husband dev"), not what the relation does ("will my boss pick me", "will my dad
 * stop drinking": a small word the tagger reads alone as a verb).
 */
function namedAfterRelation(
  low: string,
  kind: LexiconKind,
  next: string | undefined,
  capitalised: boolean,
  wordName: boolean,
): boolean {
  if (capitalised) return true;
  if (!wordName && taggedAlone(low).includes('Verb')) return false;
  return (
    (kind !== 'word' && !doneTo(kind, next)) ||
    // "my best friend summer is moving away", "my cousin will or keep it solo".
    (wordName && (next === undefined || ['or', 'who', 'passed', 'died'].includes(next) || PERSON_ACTS.has(next)))
  );
}

function nameAt(words: readonly Word[], i: number): { name: string; width: number } {
  const w = words[i]!;
  const next = words[i + 1];
  const nameLike = (kind: LexiconKind) => kind === 'unknown' || kind === 'name';
  const bothCapital = next !== undefined && /^\p{Lu}/u.test(w.raw) && /^\p{Lu}/u.test(next.raw);
  const nextKind = next ? lexiconKind(next.low) : 'word';
  // "mi hija Lucía quiere estudiar": who writes a name with its capital writes a surname with one too.
  const capitalThenSmall = /^\p{Lu}/u.test(w.raw) && /^\p{Ll}/u.test(next?.raw ?? '');
  if (
    next &&
    !w.possessive &&
    !capitalThenSmall &&
    next.low.length > 1 &&
    !NOT_NAMES.has(next.low) &&
    !RELATION_SET.has(next.low) &&
    !isMisspeltTimeWord(next.low) &&
    ((bothCapital && nextKind !== 'word' && nextKind !== 'noun') ||
      (nameLike(nextKind) && (nameLike(lexiconKind(w.low)) || MONTH_SHORT.has(w.low))))
  ) {
    return { name: `${capitaliseName(w.raw)} ${capitaliseName(next.raw)}`, width: 2 };
  }
  return { name: capitaliseName(w.raw), width: 1 };
}

/** The special places of "will" and of a capitalised word beside the reader; undefined: no special place. */
function nameBySpecialPlace(words: readonly Word[], i: number): boolean | undefined {
  const w = words[i]!;
  const prev = words[i - 1]?.low ?? '';
  const prev2 = words[i - 2]?.low ?? '';
  const besideMe = ['and', 'n'].includes(prev) && ['me', 'i'].includes(prev2);
  // "will will ever propose", "me and will are both applying": the second "will" is a name.
  if (w.low === 'will' && (prev === 'will' || besideMe)) return true;
  // "a business with my cousin will or keep it solo": a name where no verb can follow.
  if (w.low === 'will' && RELATION_SET.has(prev) && [undefined, 'or', 'and'].includes(words[i + 1]?.low)) return true;
  // "should i tell Will how i feel": written as a name where a person stands.
  if (w.raw === 'Will' && !w.initial && BEFORE.has(prev)) return true;
  // "me and Destiny just broke up": a capital beside the reader outweighs the word's other senses.
  if (/^\p{Lu}\p{Ll}/u.test(w.raw) && !w.initial && besideMe) return true;
  const capital = /^\p{Lu}\p{Ll}/u.test(w.raw);
  const next = words[i + 1]?.low ?? '';
  // Opening the sentence, written as a name and doing what only people do: "Destiny keeps cancelling on me",
  // "Paris wants us to move in", "Will's birthday", "Bill or Mark, which one should i hire".
  if (w.initial && capital && (WORD_NAMES.has(w.low) || lexiconKind(w.low) === 'place')) {
    if (HUMAN_ACTS.has(next) || (w.possessive && WORD_NAMES.has(w.low))) return true;
    if ((next === 'or' || next === 'and') && /^\p{Lu}\p{Ll}/u.test(words[i + 2]?.raw ?? '')) return true;
  }
  // "should i bring Patience to meet my parents": written as a name, where a verb takes a person.
  if (!w.initial && capital && WORD_NAMES.has(w.low) && TAKES_A_PERSON.has(prev)) return true;
  // "my mother don dey ask me": Pidgin's "don" (has), written small before what was done, is no Don.
  if (w.raw === 'don' && next !== '' && !['and', 'or', 'is', 'was', 'said', 'says', 's'].includes(next)) return false;
  // "I'm in the Cape", "back to the Valley": after "in the" or "to the" a capital names a place.
  if (prev === 'the' && ['in', 'to', 'from', 'at', 'near', 'around', 'across', 'up', 'down'].includes(prev2))
    return false;
  // "my cousin from Sydney", "a job in Paris": where someone is from or something is, a place (the lexicon knows
  // Sydney only as a first name; "a text from Sydney" and "talk to Jordan" keep the person).
  if (['from', 'in', 'near', 'around', 'outside'].includes(prev) && isPlaceName(w.low)) return false;
  if (
    prev === 'from' &&
    (RELATION_SET.has(prev2) || /^(guy|girl|man|woman|lady|bloke|lad|lass|family|people)$/.test(prev2))
  )
    return false;
  // "Is June good for a wedding", "is may a good month to move": a month judged as a time, not a person.
  const after = words.slice(i + 1, i + 6).map((x) => ` ${x.low}`);
  if (CALENDAR_NAMES.has(w.low) && GOOD_TIME_AFTER.test(after.join(''))) return false;
  // "treasurer from June", "until May", "since April": a month after a word of time.
  if (
    CALENDAR_NAMES.has(w.low) &&
    /^(from|in|by|until|till|til|since|before|after|during|through|starting|next|this|last|early|mid|late|of)$/.test(
      prev ?? '',
    ) &&
    !(prev === 'from' && /^(text|call|message|letter|email|gift|card|note|visit)s?$/.test(prev2 ?? ''))
  )
    return false;
  return undefined;
}

/** Where a word stands, as the name rules read it. */
function placeOf(words: readonly Word[], i: number) {
  const w = words[i]!;
  const prev = words[i - 1]?.low;
  const prev2 = words[i - 2]?.low;
  const next = words[i + 1]?.low;
  const capitalised = /^\p{Lu}/u.test(w.raw) && !w.initial;
  const withMe =
    ((prev === 'and' || prev === 'n') && (prev2 === 'me' || prev2 === 'i')) ||
    // ("every small thing is a query, and i think": after a comma "and i" starts a clause of its own.)
    (!w.comma && (next === 'and' || next === 'n') && (words[i + 2]?.low === 'i' || words[i + 2]?.low === 'me'));
  // "at the call centre", "a date night": after a determiner the verb-like word is a noun, and what follows it too.
  const nounAfterDeterminer = ['the', 'a', 'an', 'this', 'that'].includes(prev2 ?? '') && !capitalised;
  const slot =
    (prev !== undefined && BEFORE.has(prev) && !nounAfterDeterminer) ||
    (prev === 'to' && prev2 !== undefined && BEFORE_TO.has(prev2)) ||
    withMe ||
    // A two-word name joined to the reader: "xin yi and i".
    (words[i + 2]?.low === 'and' && ['i', 'me'].includes(words[i + 3]?.low ?? '') && nameAt(words, i).width === 2) ||
    (i === 1 && prev !== undefined && QUESTION_OPENERS.has(prev) && next !== undefined && AFTER.has(next)) ||
    w.possessive ||
    // "her name is grace", "his name's Tomás".
    ((prev === 'is' || prev === 's' || prev === 'was') && prev2 === 'name') ||
    (prev !== undefined && ['for', 'from', 'than', 'like', 'to'].includes(prev) && capitalised);
  // "my friendship with hope", "asking bill out", "a better friend to jade": only a person stands there.
  const personPlace =
    (prev === 'with' &&
      ['friendship', 'relationship', 'things', 'marriage', 'bond', 'connection', 'situationship', 'future'].includes(
        prev2 ?? '',
      )) ||
    withMe ||
    (prev !== undefined &&
      !nounAfterDeterminer &&
      (PERSON_VERBS.has(prev) || ['asking', 'tell', 'telling'].includes(prev))) ||
    (prev === 'to' &&
      ['friend', 'close', 'talk', 'speak', 'propose', 'married', 'engaged', 'sorry', 'apologise', 'apologize'].includes(
        prev2 ?? '',
      )) ||
    // "her name was patience", "invite both mercy and blessing".
    ((prev === 'is' || prev === 's' || prev === 'was') && prev2 === 'name') ||
    (prev === 'both' && (TAKES_A_PERSON.has(prev2 ?? '') || BEFORE.has(prev2 ?? '')));
  // Straight after "my sister" a word the lexicon does not know as something else is her name.
  const afterRelation =
    prev !== undefined &&
    RELATIONS.includes(prev) &&
    (['my', 'best', 'business', 'our', 'her', 'his', 'their', 'your'].includes(prev2 ?? '') ||
      words[i - 3]?.low === 'my' ||
      words[i - 4]?.low === 'my');
  // "my husband jan", "my girlfriend Paris": straight after "my" and a relation only a person stands.
  const ofRelation = prev !== undefined && RELATION_SET.has(prev) && prev2 === 'my';
  return { prev, prev2, next, capitalised, withMe, slot, personPlace, afterRelation, ofRelation, nounAfterDeterminer };
}

/**
 * The reader introducing themselves ("I'm Pieter, 58", "my name is Lakshmi", "Brian here"), where someone is from
 * ("here from Mombasa", "I'm from Accra"), a place after "in" or "near" ("stay in Kisumu") or the second word of a
 * place's name ("Cape Town"): no one else in the question.
 */
function selfOrPlace(words: readonly Word[], i: number): boolean {
  const before1 = words[i - 1]?.low ?? '';
  const before2 = words[i - 2]?.low ?? '';
  return (
    ['in', 'near', 'at', 'around', 'outside'].includes(before1) ||
    // Pidgin "second shop for Kumasi": a place a business is in (a gift for Kemi is a person's).
    (before1 === 'for' &&
      /^(shop|shops|branch|office|store|house|land|plot|business|restaurant|salon|stall)$/.test(before2)) ||
    (i > 0 && isPlaceName(`${before1} ${words[i]?.low ?? ''}`)) ||
    before1 === 'im' ||
    before1 === "i'm" ||
    (before1 === 'am' && before2 === 'i') ||
    (before1 === 'is' && before2 === 'name' && words[i - 3]?.low === 'my') ||
    (words[i + 1]?.low === 'here' && (i === 0 || Boolean(words[i - 1]?.comma))) ||
    (before1 === 'from' && /^(here|im|i'm|am|originally|come|came|comes|is|are|s)$/.test(before2))
  );
}

const CLIMBS = /^(me|us|get|climb|climbing|hike|hiking|walk|walking|go|going|run|running|cycle|cycling|make it)$/;
function isNameAt(words: readonly Word[], i: number): boolean {
  const w = words[i];
  if (!w || w.low.length < 2 || RELATIONS.includes(w.low) || TITLES.has(w.low) || isMisspeltTimeWord(w.low))
    return false;
  // "wil my ex come back", "wud it b a gd idea": a question word typed short, written small, is nobody.
  if (TYPED_SHORT.has(w.raw)) return false;
  // "ughhh will my landlord…", "Hmmm", "argh": a sound, however many letters it is stretched to.
  if (INTERJECTION.test(w.low)) return false;
  // "Sasa, should I take the job", "Abeg, my oga…": a word opening the question before a comma greets or
  // addresses us; the question that follows is about someone only if it says so again.
  if (
    i === 0 &&
    w.comma &&
    !w.possessive &&
    ASKS_AFTER_GREETING.has(words[1]?.low ?? '') &&
    // ("Kofi, my bf, wants us to move in": a name and who they are.)
    !(words[1]?.low === 'my' && RELATION_SET.has(words[2]?.low ?? '') && words[2]?.comma) &&
    !words.some((x) => THIRD_PERSON.has(x.low))
  )
    return false;
  // "heading to Cape Town", "moving back to Cork": where a journey goes a place stands.
  const journeyTo = (k: number) =>
    (words[k]?.low === 'to' &&
      /^(heading|head|going|moving|move|flying|fly|travel|travelling|traveling|trip|relocate|relocating|relocation|emigrate|emigrating|transfer|transferred|transferring|posted|posting|holiday|getaway)$/.test(
        words[k - 1]?.low ?? '',
      )) ||
    // "move back to Rotorua" (but "go back to Tom" is a person)
    (words[k]?.low === 'to' &&
      words[k - 1]?.low === 'back' &&
      /^(move|moving|moved|relocate|relocating|fly|flying|head|heading)$/.test(words[k - 2]?.low ?? ''));
  // ("a transfer to Jordan's team": whose team it is, a person.)
  if (!w.possessive && (journeyTo(i - 1) || (journeyTo(i - 2) && /^\p{Lu}/u.test(words[i - 1]?.raw ?? ''))))
    return false;
  if (!w.possessive && selfOrPlace(words, i)) return false;
  // "walk the Camino", "get me up Kilimanjaro": a thing with an article, or a summit, is no one.
  if (words[i - 1]?.low === 'the' || (words[i - 1]?.low === 'up' && CLIMBS.test(words[i - 2]?.low ?? ''))) return false;
  // "my pottery shop on Etsy", "videos on TikTok": a thing sold or posted on it makes it a platform, not a person.
  if (words[i - 1]?.low === 'on' && PLATFORM_THINGS.test(words[i - 2]?.low ?? '')) return false;
  // "ICU", "HR", "NHS": letters in capitals, three or more, are an acronym unless the whole question shouts.
  if (/^\p{Lu}{3,5}$/u.test(w.raw) && words.some((x) => /\p{Ll}/u.test(x.raw))) return false;
  const special = nameBySpecialPlace(words, i);
  if (special !== undefined) return special;
  // "my stepdaughter destiny": a given name that is also a word of ours, where only a person stands.
  const namedRelative = WORD_NAMES.has(w.low) && placeOf(words, i).afterRelation;
  if (NOT_NAMES.has(w.low) && !CALENDAR_NAMES.has(w.low) && !namedRelative) return false;
  if (spellsAWord(w.low)) return false;
  const known = CALENDAR_NAMES.has(w.low) ? 'word' : lexiconKind(w.low);
  const kind = known === 'place' && MONTH_SHORT.has(w.low) ? 'unknown' : known;
  const { prev, prev2, next, capitalised, withMe, slot, personPlace, afterRelation, ofRelation, nounAfterDeterminer } =
    placeOf(words, i);
  // A city, a country or a company is never a person, however it is written, unless it stands right after "my
  // girlfriend"; a month's short form only where a person stands ("with jun wei", "jan and i", not "in feb").
  const personSlot =
    withMe || PERSON_VERBS.has(prev ?? '') || (next !== undefined && PERSON_ACTS.has(next) && !AUX.has(next));
  const placeAsName =
    (MONTH_SHORT.has(w.low) && (nameAt(words, i).width === 2 || personSlot || ofRelation)) ||
    (ofRelation && /^\p{Lu}/u.test(w.raw));
  if (known === 'place' && !placeAsName) return false;
  const wordName = WORD_NAMES.has(w.low) || CALENDAR_NAMES.has(w.low);
  // "my friend's bakery", "my ex's funeral": after a possessive relation comes a thing of theirs.
  if (afterRelation && words[i - 1]?.possessive && !capitalised) return false;
  if (afterRelation) return namedAfterRelation(w.low, kind, next, capitalised, wordName);
  if (wordName && personPlace) return true;
  // "will autumn say yes", "does precious see me": a given name that is also a word, then what a person does.
  if (wordName && i === 1 && QUESTION_OPENERS.has(prev ?? '') && PERSON_AFTER.has(next ?? '')) return true;
  // Straight after an opener ("will sophie say yes", "does olu like me"); written as a name, a word we do not
  // know is one ("will Callum and the band…").
  if (i === 1 && prev !== undefined && QUESTION_OPENERS.has(prev) && !w.afterNumber) {
    return (
      kind === 'name' ||
      (kind !== 'word' && ((next !== undefined && AFTER.has(next)) || slot)) ||
      (capitalised && (slot || kind === 'unknown'))
    );
  }
  // "chloe and maya", "li wei or mei ling", "mercy and blessing": a second name joined to a first.
  if (
    (prev === 'and' || prev === 'or') &&
    i >= 2 &&
    (kind !== 'word' || wordName) &&
    (isNameAt(words, i - 2) ||
      (i >= 3 && isNameAt(words, i - 3) && nameAt(words, i - 3).width === 2) ||
      (prev === 'and' && RELATION_SET.has(prev2 ?? '')))
  )
    return true;
  if (i === 0 && kind === 'unknown' && emphasisBeforeAsking(words)) return false;
  if (subjectDoing(words, i, kind, capitalised)) return true;
  // "kevin my coworker wants…": a name set beside a relation.
  if ((i === 0 || w.initial) && next === 'my' && RELATION_SET.has(words[i + 2]?.low ?? '') && kind !== 'word')
    return true;
  if (kind === 'name') return capitalised || slot || /\p{Lu}/u.test(w.raw.charAt(0));
  // "eating my food and i wanna say something": a thing of mine, written small, is a thing, even beside "and i".
  if (kind === 'noun' && !capitalised && ['my', 'our', 'your', 'his', 'her', 'their'].includes(prev ?? ''))
    return false;
  if (kind === 'noun' && ((prev !== undefined && PERSON_VERBS.has(prev) && !nounAfterDeterminer) || withMe))
    return true;
  if (kind === 'noun') return capitalised && slot;
  // An acronym ("DOA", "CEO") is not a name unless it stands in a person's place.
  if (kind === 'unknown' && !capitalised && isPluralNoun(w.low)) return false;
  // "Dissertation's due": a word built as a noun of a thing (-tion, -ment, -ness) is not a given name.
  if (kind === 'unknown' && /..(tion|sion|ment|ness|ship|ism|ology|riage|dom|hood)$/.test(w.low)) return false;
  if (kind === 'unknown') return slot || (capitalised && !/^\p{Lu}{2,5}$/u.test(w.raw));
  // A word the lexicon knows as something else ("Hope", "Summer", "Will") is a name only where it is
  // written as one and stands in a person's place.
  return capitalised && slot;
}

/** Whether compromise's lexicon knows the word at all (a made-up or mashed word it does not). */
export function isKnownWord(word: string): boolean {
  return lexiconKind(word) !== 'unknown';
}

const PLATFORM_THINGS =
  /^(shop|shops|store|stores|page|pages|channel|account|profile|business|stuff|things|products?|videos?|content|art|prints|crafts|it|them|ads?|listing|listings|posts?|app|live|online|podcast|music|songs?|book|books|course)$/;

/** "mr tan", "Miss Lee": a title and the name after it, said as one name ("i miss tunde" is the verb). */
function titledAt(words: readonly Word[], i: number): { name: string; width: number } | undefined {
  const w = words[i];
  const next = words[i + 1];
  // "miss" and "ate" are titles only when written as ones ("Miss Lee", "Ate Joy"), not "i miss tunde", "i ate rice".
  if (!w || !next || !TITLES.has(w.low) || (['miss', 'ate'].includes(w.low) && !/^\p{Lu}/u.test(w.raw)))
    return undefined;
  if (NOT_NAMES.has(next.low) || !titledName(next)) return undefined;
  return { name: `${capitaliseName(w.raw)} ${capitaliseName(next.raw)}`, width: 2 };
}

/** A sound typed as a word ("ughhh", "hmmm", "argh"), however many letters it is stretched to. */
const INTERJECTION =
  /^(u+g+h+|a+r+g+h+|h+m+|a+h+|o+h+|e+r+m+|u+m+m*|e+h+|o+o+f+|y+a+y+|w+o+w+|o+m+g+|l+o+l+|s+o+o+|b+r+u+h+|y+o|yooo+|h+e+y+|n+a+h+|y+e+a+h+|p+l+s+|a+w+|e+e+k+|o+o+p+s+|p+h+e+w+|s+i+g+h+|g+a+h+|b+l+e+h+|m+e+h+|a+y+y+|a+i+y+a+h*)$/;

/** "Wot's my best career", "shud i": the reader's spelling of a word that is never a name. */
function spellsAWord(low: string): boolean {
  const spelt = FOLD.get(low);
  if (spelt !== undefined && spelt !== low && NOT_NAMES.has(spelt)) return true;
  // "everythin is goin crazy", "nothin works": a long word typed without its final g.
  return /^[a-z]{5,}in$/.test(low) && ['word', 'noun'].includes(lexiconKind(`${low}g`));
}

/**
 * "deadass should i move": before an asking verb and its own subject the first word is a word of emphasis, not
 * someone addressed (that takes a comma) nor the subject (that is "i").
 */
function emphasisBeforeAsking(words: readonly Word[]): boolean {
  return QUESTION_OPENERS.has(words[1]?.low ?? '') && ['i', 'we', 'u', 'you'].includes(words[2]?.low ?? '');
}

/**
 * "The new manager", "the in-laws", "the ex": someone in the reader's own life, as "my" would say. Not these, which
 * after "the" name a thing or everyone ("the family business", "the kids at school", "the partner track").
 */
const NOT_OWN_WITH_THE = new Set(['family', 'kids', 'children', 'friends', 'friend', 'partner', 'client', 'teacher']);

/** Objects after a verb: "pick me", "let us", "take it". */
const OBJECT_AFTER = new Set([
  'me',
  'us',
  'him',
  'them',
  'it',
  'up',
  'out',
  'his',
  'her',
  'their',
  'the',
  'a',
  'an',
  'my',
  'our',
  'your',
]);
/** Times after a word that is also a verb: "will my son visit this summer", "my sister call tonight". */
const WHEN_AFTER = new Set(['this', 'next', 'tonight', 'today', 'tomorrow', 'soon', 'again', 'at', 'on', 'for', 'in']);

/** Whether the word after a relation is what the relation does, by what follows it ("pick me", "visit this summer"). */
function doneTo(kind: LexiconKind, next: string | undefined): boolean {
  return OBJECT_AFTER.has(next ?? '') || (kind === 'noun' && WHEN_AFTER.has(next ?? ''));
}

/** Words that join or govern rather than describe: "my job and friend" has no describing words. */
const NOT_DESCRIBING = new Set(`and or but n with to for of from on in at as is was`.split(' '));

/** How many describing words stand between "my" at `i` and a relation: 0, 1 or 2 ("my old school friend"). */
function describedRelation(words: readonly Word[], i: number): number {
  const at = (k: number) => words[i + k]?.low ?? '';
  if (RELATION_SET.has(at(1))) return 0;
  for (const skip of [1, 2]) {
    const describing = Array.from({ length: skip }, (_v, k) => at(k + 1)).every((w) => w && !NOT_DESCRIBING.has(w));
    if (!describing) return 0;
    if (RELATION_SET.has(at(skip + 1))) return skip;
  }
  return 0;
}

/**
 * A sentence's subject doing something: "priya keeps ignoring me" (not "work keeps me busy": a known word), or a
 * capitalised one beginning something: "Amara starts year 7" (lower case, "sem starts" is a term).
 */
function subjectDoing(words: readonly Word[], i: number, kind: LexiconKind, capitalised: boolean): boolean {
  const w = words[i]!;
  const prev = words[i - 1]?.low;
  const next = words[i + 1]?.low;
  if (!(i === 0 || w.initial || (prev !== undefined && CLAUSE_OPENERS.has(prev))) || next === undefined) return false;
  // ("Hamish says": the tagger reads "-ish" as an adjective; a capitalised word no dictionary has is a name.)
  const unheardOf =
    kind === 'word' && /^\p{Lu}/u.test(w.raw) && (/[^l]ish$/.test(w.low) || !isCommonEnglishWord(w.low));
  if (PERSON_ACTS.has(next))
    return kind === 'unknown' || kind === 'name' || (capitalised && kind === 'noun') || unheardOf;
  return (
    /^(starts|started|joins|joined|arrives|arrived|turns)$/.test(next) &&
    /^\p{Lu}/u.test(w.raw) &&
    (kind === 'unknown' || kind === 'name')
  );
}

/**
 * A sentence that opens on the reader's own relation with no "my" ("Bestie's birthday is on the 21st", "new manager
 * starts monday"), where the relation owns something or does something: "Boss, me and my guys…" and "Mate I'm a
 * sparky" address the reader. `bareRelation` is the relation at `i` itself; `describedOwn` a describing word at `i`.
 */
function openingRelation(words: readonly Word[], at: number): string | undefined {
  const rel = words[at];
  // Family words opening a sentence ("Mum says…") are read as names of their own (FAMILY_NAMES below).
  if (!rel || !RELATION_SET.has(rel.low) || rel.comma || isPluralRelation(rel.low)) return undefined;
  const next = words[at + 1]?.low ?? '';
  // "crush like me back?": a crush is never a name, unlike "Mum".
  if (rel.low === 'crush' && /^(like|likes|text|texts|notice|notices|feel|feels)$/.test(next)) return 'crush';
  // "New stepdad Gareth and me": a family word with a name after it is a relation, not the name "Stepdad".
  const named = isNameAt(words, at + 1) && /^step|in-law$|inlaw$/.test(rel.low);
  // "bf n me been long distance since jan": the reader beside them.
  const besideMe =
    relationGroup(RELATION_WORD[rel.low] ?? rel.low) === 'love' &&
    /^(n|and|&)$/.test(next) &&
    /^(me|i)$/.test(words[at + 2]?.low ?? '');
  if (besideMe) return RELATION_WORD[rel.low] ?? rel.low;
  if (!named && !['friendship', 'work'].includes(relationGroup(RELATION_WORD[rel.low] ?? rel.low) ?? ''))
    return undefined;
  if (named) return RELATION_WORD[rel.low] ?? rel.low;
  // "mate should i fly out to bali": a word of address, then the reader's own question.
  if (/^(should|will|would|could|can|do|did|am|shall)$/.test(next) && /^(i|we)$/.test(words[at + 2]?.low ?? ''))
    return undefined;
  // Singlish and other Englishes leave the verb bare after a relation: "Boss keep saying next time lor".
  return rel.possessive ||
    (PERSON_ACTS.has(next) && next !== 'and') ||
    /^(starts|joins|arrives|keep|say|tell|want|promise)$/.test(next)
    ? (RELATION_WORD[rel.low] ?? rel.low)
    : undefined;
}
function bareRelation(words: readonly Word[], i: number): string | undefined {
  return words[i]?.initial ? openingRelation(words, i) : undefined;
}
function describedOwn(words: readonly Word[], i: number): boolean {
  const w = words[i];
  return (
    !!w?.initial &&
    !RELATION_SET.has(w.low) &&
    !NOT_DESCRIBING.has(w.low) &&
    openingRelation(words, i + 1) !== undefined
  );
}

/**
 * "a friend who only calls when she needs money", "reconnect with an old school friend": a friend of the reader's
 * they speak of, not what the reader is or wants ("I'm a chef", "a better friend", "find a flatmate").
 */
function aFriend(words: readonly Word[], i: number): boolean {
  if (words[i]?.low !== 'a' && words[i]?.low !== 'an') return false;
  const skip = describedRelation(words, i);
  const rel = words[i + 1 + skip]?.low ?? '';
  if (!/^(friend|mate|pal|bestie)$/.test(rel)) return false;
  const describers = words.slice(i + 1, i + 1 + skip).map((w) => w.low);
  if (describers.some((d) => /^(better|good|real|true|great|proper|bad|decent)$/.test(d))) return false;
  const before = words[i - 1]?.low ?? '';
  const after = words[i + 2 + skip]?.low ?? '';
  return /^(with|to|from)$/.test(before) || /^(who|whose|i|that)$/.test(after);
}

/** "my mum and dad", "our nan and grandad": the second relation shares the first one's "my". */
function sharesTheirMy(words: readonly Word[], i: number): boolean {
  return (
    words[i - 1]?.low === 'and' &&
    RELATION_SET.has(words[i - 2]?.low ?? '') &&
    ['my', 'our'].includes(words[i - 3]?.low ?? '')
  );
}

/** Every person the question names, names first, each once. */
/** A person named with a title, said as one name ("Mr Tan", "Auntie Grace"; a relation's title gives the relation). */
function titledPerson(words: readonly Word[], i: number): (NamedPerson & { name: string }) | undefined {
  const w = words[i]!;
  const titled = titledAt(words, i);
  if (titled) {
    const relation = own(TITLE_RELATION, w.low);
    const name = relation ? titled.name.split(' ').slice(1).join(' ') : titled.name;
    return relation ? { name, relation } : { name };
  }
  // "Ravi uncle", "Priya didi": a name with an elder's title after it, as Indian English says it.
  const elder =
    /^\p{Lu}/u.test(w.raw) &&
    /^(uncle|aunty|auntie|bhaiya|didi|ji)$/.test(words[i + 1]?.low ?? '') &&
    !NOT_NAMES.has(w.low) &&
    ['name', 'unknown'].includes(lexiconKind(w.low));
  return elder ? { name: capitaliseName(w.raw) } : undefined;
}

export function peopleIn(text: string): NamedPerson[] {
  const words = wordsOf(withOwnRelationsInEnglish(text));
  const people: NamedPerson[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (!w) continue;
    // "Bestie's birthday…": the reader's own relation with no "my" at all.
    const bare = bareRelation(words, i) ?? siblingBesideMe(words, i);
    // "Stepmum Karen keeps criticising me": the relation and her name, one person.
    const bareNamed = bare && isNameAt(words, i + 1) ? nameAt(words, i + 1) : undefined;
    if (bareNamed && !seen.has(bareNamed.name.toLowerCase())) {
      seen.add(bareNamed.name.toLowerCase());
      people.push({ name: bareNamed.name, relation: bare! });
      i += bareNamed.width;
      continue;
    }
    if (bare) {
      if (!seen.has(`my ${bare}`)) {
        seen.add(`my ${bare}`);
        people.push({ relation: bare });
      }
      continue;
    }
    const the = w.low === 'the';
    // Patois "mi" before a relation: "mi bredda", "mi gyal" are the reader's own.
    const mine = w.low === 'my' || w.low === 'our' || w.low === 'mi' || aFriend(words, i);
    if (mine || w.low === 'his' || w.low === 'her' || the || describedOwn(words, i)) {
      // "my teenage son", "my older sister": one describing word may stand before the relation.
      // "my old school friend": two. After "the" ("the new manager"), one at most.
      const skip = the ? Math.min(1, describedRelation(words, i)) : describedRelation(words, i);
      const two = `${words[i + 1 + skip]?.low ?? ''} ${words[i + 2 + skip]?.low ?? ''}`;
      const rel = RELATIONS.find((r) => (r.includes(' ') ? two === r : words[i + 1 + skip]?.low === r));
      if (rel && !(the && NOT_OWN_WITH_THE.has(rel))) {
        const width = rel.split(' ').length + skip;
        const after = i + 1 + width;
        const relation = RELATION_WORD[rel] ?? rel;
        // "my manager Mr Tan": the title and name are the relation's.
        const named = titledAt(words, after) ?? (isNameAt(words, after) ? nameAt(words, after) : undefined);
        const key = named ? named.name.toLowerCase() : `my ${relation}`;
        // "his parents" are someone else's: named, but not "your" relation.
        if (!seen.has(key) && (mine || the || describedOwn(words, i) || named)) {
          seen.add(key);
          people.push(named ? { name: named.name, relation } : { relation });
        }
        i = named ? after + named.width - 1 : after - 1;
        continue;
      }
    }
    // "mr tan", "auntie grace", "Ate Joy": a title and the name after it; "Ravi uncle": an elder's title after it.
    const titled = titledPerson(words, i);
    if (titled) {
      if (!seen.has(titled.name.toLowerCase())) people.push(titled);
      seen.add(titled.name.toLowerCase());
      i += 1;
      continue;
    }
    const family = own(FAMILY_NAMES, w.low);
    if (
      family &&
      !['my', 'our', 'his', 'her', 'your', 'a', 'the'].includes(words[i - 1]?.low ?? '') &&
      // "be a better mum", "the best dad": the reader's own role, not someone called Mum.
      !['a', 'an', 'the'].includes(words[i - 2]?.low ?? '') &&
      !seen.has(w.low)
    ) {
      // Without "my", "nana" and "mum" are what the reader calls them: names, said back as "Nana", "Mum";
      // "grandma Hope" is her name.
      seen.add(w.low);
      const own = words[i + 1];
      if (own && !own.initial && /^\p{Lu}\p{Ll}/u.test(own.raw) && !NOT_NAMES.has(own.low)) {
        people.push({ name: capitaliseName(own.raw), relation: family });
        i += 1;
      } else if (/^(mam|mammy|mammie)$/.test(w.low) || sharesTheirMy(words, i)) {
        // "mam is getting older": a word of the reader's dialect, said back as the relation ("your mum"); "my mum and
        // dad": the "my" said once for both.
        people.push({ relation: /^mam/.test(w.low) ? 'mum' : w.low });
      } else people.push({ name: capitaliseName(w.raw), relation: family });
      continue;
    }
    if (isNameAt(words, i) && !seen.has(w.low)) {
      seen.add(w.low);
      const named = nameAt(words, i);
      people.push({ name: named.name });
      i += named.width - 1 + roleAskedOf(words, i + named.width);
    }
  }
  return people;
}

/**
 * "asking Oluwaseun to be my business partner", "will Sara be my girlfriend": the role is the one the named person
 * is asked to take, not a second person. How many words it takes (0 when none follows).
 */
function roleAskedOf(words: readonly Word[], at: number): number {
  let j = at;
  if (words[j]?.low === 'to' || words[j]?.low === 'will') j++;
  if (!['be', 'become', 'as'].includes(words[j]?.low ?? '') || !['my', 'our'].includes(words[j + 1]?.low ?? ''))
    return 0;
  const skip = describedRelation(words, j + 1);
  const two = `${words[j + 2 + skip]?.low ?? ''} ${words[j + 3 + skip]?.low ?? ''}`;
  const rel = RELATIONS.find((r) => (r.includes(' ') ? two === r : words[j + 2 + skip]?.low === r));
  return rel ? j + 2 + skip + rel.split(' ').length - at : 0;
}

/** The words the reader may have used for someone: "grandad" is read as the relation "grandfather". */
export function wordsFor(person: NamedPerson): string[] {
  return [person.name, person.relation]
    .concat(
      // Both tables: merged, "mam" as a family name (mother) hid "mam" as the relation word (mum).
      [...Object.entries(RELATION_WORD), ...Object.entries(FAMILY_NAMES)]
        .filter(([, r]) => r === person.relation)
        .map(([w]) => w),
    )
    .filter((w): w is string => w !== undefined)
    .map((w) => w.toLowerCase());
}

/** "my dad died in march", "since we lost nan", "my late husband", "mum passed away": said of this person. */
export function hasDied(person: NamedPerson, text: string): boolean {
  const t = withOwnRelationsInEnglish(text).toLowerCase();
  return wordsFor(person).some((who) => diedNear(t, who));
}

function diedNear(t: string, who: string): boolean {
  const at = new RegExp(`\\b${who.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).exec(t)?.index ?? -1;
  if (at < 0) return false;
  const before = t.slice(Math.max(0, at - 24), at);
  const after = t.slice(at + who.length, at + who.length + 40);
  return (
    /\b(?:lost|late|death of|deaths of|losing|loss of|grave of|graves of|funeral of|memory of)\s+(?:both\s+)?(?:of\s+)?(?:my\s+|our\s+|me\s+)?$/.test(
      before,
    ) ||
    // "my parents both died", "my grandparents have all passed": several people, a quantifier between.
    /^(?:'s)?\s+(?:(?:has|have|had|just|recently|sadly|suddenly|both|all|each)\s+)*(?:died|passed(?! (?:her|his|their|my|the|a|an|all|every|both|it|its|with|through)\b)|passed away|passed on|is gone|are gone|was taken|were taken|is no longer with us|are no longer with us|left us|is in heaven|are in heaven)\b/.test(
      after,
    ) ||
    /^'?s\s+(?:death|passing|funeral|grave|memorial)\b/.test(after)
  );
}

/** Those whose act only sets the scene of a question about the reader's own next step ("my landlord is selling"). */
const SCENE_SETTERS = new Set(['landlord', 'landlady', 'letting agent', 'estate agent', 'agent', 'council']);

/**
 * A landlord who "is selling the flat" before "will i find a new place": named only in a clause before the one that
 * asks, which speaks of the reader alone. Their side does not decide the answer.
 */
/** "so Hamish says im mad to start a bakery, is spring a good time": someone whose opinion is told, not asked about. */
export function onlyAnOpinion(p: NamedPerson, text: string): boolean {
  const low = text.toLowerCase();
  // A name, or the reader's relation ("my sister reckons i should sell them at the christmas markets").
  const who = p.name !== undefined ? [p.name.toLowerCase()] : wordsFor(p).map((w) => `my ${w}`);
  return who.some((name) => {
    const said = new RegExp(
      `\\b${name.replace(/[^\p{L} ]/gu, '')}\\s+(?:says|said|say|thinks|reckons|keeps saying)\\b`,
      'u',
    ).exec(low);
    if (!said) return false;
    const rest = low.slice(said.index + said[0].length);
    // (Of a relation, "them" is more often a thing: "my sister reckons i should sell them".)
    const again =
      p.name !== undefined
        ? /\b(he|him|his|she|her|they|them|their|we|us|our)\b/
        : /\b(he|him|his|she|her|we|us|our)\b/;
    return !rest.includes(name.replace(/^my /, '')) && !again.test(rest);
  });
}

function onlyTheBackground(p: NamedPerson, text: string): boolean {
  if (p.name !== undefined || p.relation === undefined) return false;
  const clauses = text
    .toLowerCase()
    .split(/[,.;!?]+/)
    .filter((c) => c.trim());
  const asking = clauses.at(-1) ?? '';
  const aloneInTheAsking =
    clauses.length > 1 && !asking.includes(p.relation) && !/\b(he|him|his|she|her|they|them|their)\b/.test(asking);
  if (SCENE_SETTERS.has(p.relation))
    return aloneInTheAsking && /\b(i|we)\b.*\b(find|look|looking|move|moving|search|searching)\b/.test(asking);
  // "my girlfriend and i broke up last month, will i find someone new": the one who left is not the one to come.
  return (
    aloneInTheAsking &&
    relationGroup(p.relation) === 'love' &&
    PARTED.test(text) &&
    /\b(find|meet|meeting|finding) (someone|somebody|love|the one|a partner|my person|new love)\b|\bmove on\b/.test(
      asking,
    )
  );
}
const PARTED =
  /\b(broke up|break up|broken up|split up|we split|separated|divorced|left me|dumped me|ended (it|things)|called it off)\b/;

/**
 * Words that only a couple says ("our marriage", "move in with her", "between us"): another person, whatever the topic.
 * Not "my love life": a single reader has one too.
 */
const COUPLE =
  /\b(our|my|this) ((traditional|church|civil|court|white|registry office|big|small|destination|intimate|upcoming|future|second|first|introduction|nikah|court house) )?(marriage|relationship|situationship|engagement|wedding|love(?! (life|lives|language|languages)\b))\b|\bas a couple\b|\bmy (wedding |marriage )?(anniversary|anniversery|anniv)\b|\bour (\w+ )?(anniversary|honeymoon|first valentines?|valentines?)\b|\bthe honeymoon\b|\b(move|moving) in (with (him|her|them)|together)\b|\b(get|getting) back together\b|\bbetween us\b|\bpropos(e|ing|al)\b(?! (a|an|the|my|our|this|that|to (the|my) (board|team|boss|manager|client)))|\bcourt (him|her|them)\b|\b(can|will|could) we (get|bring) (the|our) (spark|magic|romance|passion) back\b|\b\d+ (years?|yrs?) of (marriage|dating|being together)\b|\b(first|second|third) date\b|\bcommit to me\b/i;
/** Someone the reader likes and is not with (yet): "the girl from the climbing gym", "the lass i danced with". */
const CRUSH =
  /\b(the|this|that|a) (girl|guy|boy|match|lass|lad|lassie|fella|bloke|chick) (from|at|in|on|i met|i like|i fancy|i matched|i danced|i kissed|i dated|i went out)\b|\b(the|this|that) (man|woman|lady) (i met|i like|i fancy|i danced|i kissed)\b|\b(someone|somebody|a (guy|girl|man|woman)) (i met |i matched with )?(from|off|on) (the |an? |this )?(app|apps|dating app|dating site|hinge|tinder|bumble|grindr)\b/i;
/** A partner said only as "he" or "she": another person in a question about love or about nothing else. */
const PARTNER_PRONOUN = /\b(he|him|his|she|her|hes|shes|he's|she's|they|them)\b/i;

/**
 * The one other person whose own choices or chart the answer depends on, if any: a name first, then a
 * relation, then (in a question about love) the partner a couple's words imply.
 */
export function personDependedOn(
  people: readonly NamedPerson[],
  text: string,
  topicOfQuestion: () => string,
): NamedPerson | undefined {
  // Someone who has died has no side to read: a grieving reader is not asked for their date of birth (and their
  // "him" is not a partner's).
  const living = people.filter((p) => !hasDied(p, text) && !onlyTheBackground(p, text) && !onlyAnOpinion(p, text));
  const found = living.find((p) => p.name !== undefined) ?? living.find((p) => p.relation);
  if (found || living.length < people.length) return found;
  if (COUPLE.test(text)) return { relation: 'partner' };
  if (CRUSH.test(text)) return { relation: 'crush' };
  // "should i lend her money" is about money: only a question about love or a shared home ("once she moves in"), or
  // about nothing else, implies a partner.
  // A "he" or "her" beside a pet or a plant is theirs ("will my dog like the new flat lol he's very fussy").
  return PARTNER_PRONOUN.test(text) &&
    !ANIMAL_OR_PLANT.test(text) &&
    ['love', 'home', 'timing', 'decision', 'general'].includes(topicOfQuestion())
    ? { relation: 'partner' }
    : undefined;
}

const ANIMAL_OR_PLANT =
  /\b(dog|dogs|cat|cats|puppy|pup|kitten|pet|pets|rabbit|bunny|hamster|horse|pony|bird|parrot|budgie|tortoise|plant|plants)\b/i;
