/**
 * Whether a question asks about another person's own life ("will my son get the job he interviewed for", "will my
 * daughter find love", "is 2027 a good year for my brother", "my husband's business"), not about the reader, alone
 * or with them. The reader's chart cannot read another life, so such a question gets no leaning: the answer reads the
 * reader's side, how they can stand by that person (understand.ts decides, write/question.ts phrases; ADR 1001).
 */
import { personGroup, possessiveOf, relationWords, type NamedPerson } from './people';

/** Acts of the other person that are about the reader: "will my husband agree", "is he the one", "fix the boiler". */
const TOWARDS_THE_READER =
  /^(?:(?:is|are|was|be|ever|still|really|actually|finally|even|just|going to|gonna|be able to) )*(?:and|or|a|an|right|hate|hates|twig|enjoy it|like it|find out|add|adds|mean|means|sound|sounds|agree|agrees|accept|accepts|approve|approves|forgive|forgives|like|likes|love|loves|miss|misses|propose|proposes|marry|call|calls|text|texts|message|reply|replies|respond|responds|visit|visits|come|comes|return|returns|notice|notices|understand|support|help|let|allow|say|commit|leave|leaves|cheat|cheats|trust|believe|listen|talk|speak|want|wants|move|moves|mind|care|feel|feels|treat|treats|change|changes|stop|stops|fix|fixes|repair|pay|pays|refund|renew|sign|hire|pick|choose|raise|lower|increase|interested|seeing|into|with|the one|the right|right for|good for|my type|jealous|angry|mad|upset|proud)\b/;
/** How the other will be with the reader: "will the new boss be easier to work with", "going to be an ally". */
const WITH_THE_READER =
  /\bbe (?:\w+ )?(?:open|surprised|easier|harder|nicer|kinder|better|worse|ally|rival|friend|enemy|fair|difficult|there|around|back|honest|loyal|faithful|jealous|happy with|ok with|okay with|fine with)\b/;
const THE_READER = /\b(?:i|me|my|mine|myself|we|us|our|ours|you|your|im|ive|ill|id)\b/;
/** The asking word just before the person the question is about. */
const ASKING = '\\b(?:will|would|is|are|does|do|can|could|should|might|may|hope|if|whether) ';
/** Their own things: "my son's exam", "Dev's new business". */
const THEIR_THINGS =
  'business|job|career|work|studies|study|exam|exams|test|degree|course|school|uni|university|college|interview|application|audition|shop|company|startup|band|music|book|art|love life|team|match|game|trip|future|year|grades|results|promotion|apprenticeship|training';
/** Where the other's step is also the reader's: a partner's or the family's home, love or friendships. */
const SHARED: Readonly<Record<string, ReadonlySet<string>>> = {
  love: new Set(['love', 'home', 'family', 'friendship']),
  family: new Set(['home']),
};

export function asksAboutTheirLife(question: string, normalised: string, person: NamedPerson, topic: string): boolean {
  const group = personGroup(person);
  // A name with no relation, in a question of love, is someone the reader loves.
  const love = group ?? (topic === 'love' ? 'love' : undefined);
  if (person.relation === 'family' || (love && SHARED[love]?.has(topic))) return false;
  const words = person.name ? [person.name.toLowerCase()] : relationWords(person.relation);
  if (!words.length) return false;
  const alternatives = words.map((w) => w.replace(/[^\p{L}\p{N} ]/gu, '')).join('|');
  const who = person.name ? `(?:${alternatives})` : `(?:my|our) (?:\\w+ )?(?:${alternatives})`;
  // "will my son's exam go well": their thing, in a question where the reader does nothing of their own.
  const iAct = /\b(?:i|we|im|ive|ill)\b/.test(normalised);
  if (
    !iAct &&
    new RegExp(`(?<!for )\\b${who}['’]s? (?:\\w+ )?(?:${THEIR_THINGS})\\b`, 'u').test(question.toLowerCase())
  )
    return true;
  // "is 2027 a good year for my son".
  if (!iAct && new RegExp(`\\b(?:good|right|lucky|best|bad|better) (?:\\w+ ){0,3}for ${who}\\b`, 'u').test(normalised))
    return !/\bfor (?:me|us)\b/.test(normalised);
  // "will my daughter find love", "my son finished school, will he get into uni": the one asked about does it.
  // Read on the typed words, where the clause ends at its punctuation.
  const typed = question.toLowerCase().replace(/[’`]/g, "'");
  const acts = new RegExp(`${ASKING}(?:${who}|he|she|they) ([^,.;!?]*)`, 'u').exec(typed)?.[1]?.trim();
  return (
    acts !== undefined &&
    acts !== '' &&
    !TOWARDS_THE_READER.test(acts) &&
    !THE_READER.test(acts) &&
    !WITH_THE_READER.test(acts)
  );
}

/** What of their life the question is about, in our words: "your son’s career", "Dev’s studies". */
export function theirMatter(person: NamedPerson, topicShort: string, plural: boolean): string {
  const whose = person.name ? `${person.name}’s` : possessiveOf(`your ${person.relation ?? 'partner'}`, plural);
  const thing = topicShort.replace(/^your /, '');
  return `${whose} ${['timing', 'the decision', 'your path', 'family life', 'friendships'].includes(thing) ? 'path' : thing}`;
}
