/**
 * Which questions a numerology reading must not answer. Pure and deterministic: the same text always
 * gets the same class. It reads intent, not single words: the question is normalised (accents, typos,
 * short forms and loan words folded, see normalise.ts), then read against patterns of how people ask
 * about each subject, directly or not ("will I see next Christmas", "is it worth going on living"),
 * with the idioms that only look alarming ("dying to know", "sick of my job") set aside first.
 * The figures on its test set are in docs/decisions/0610-question-safety-classifier.md.
 */
import { normaliseQuestion } from './normalise';

export type QuestionClass = 'self-harm' | 'death' | 'health' | 'private-life' | 'legal' | 'financial' | 'safe';

export type UnsafeClass = Exclude<QuestionClass, 'safe'>;

export const UNSAFE_CLASSES: readonly UnsafeClass[] = [
  'self-harm',
  'death',
  'health',
  'private-life',
  'legal',
  'financial',
];

export interface QuestionSafety {
  readonly class: QuestionClass;
  readonly safe: boolean;
  /** The name of the pattern that decided (for tests and the decision record), if unsafe. */
  readonly reason?: string;
}

/** People a question can be about. "my X" or "X" alone. */
const PERSON =
  '(?:mother|father|grandmother|grandfather|parents?|grandparents?|husband|wife|partner|boyfriend|girlfriend|fiancee?|spouse|son|daughter|child|children|kids?|baby|brother|sister|sibling|friend|aunt|uncle|cousin|nephew|niece|ex|dog|cat|pet|boss|colleague|neighbou?r)s?';
const SUBJECT = `(?:i|he|she|they|we|you|(?:my|our|his|her) (?:\\w+ )?${PERSON}|${PERSON})`;
/** Relations whose private life a question can pry into. */
const OTHER = `(?:he|she|they|(?:my|our|his|her) (?:\\w+ )?${PERSON}|${PERSON})`;
/** Another person, or a name (any word that is not a pronoun of things). */
const OTHER_OR_NAME = `(?:${OTHER}|(?!(?:it|this|that|there|the|a|i|you|we)\\b)\\w+)`;

/** Phrases that only look alarming; removed before the patterns run. */
const IDIOMS: readonly RegExp[] = [
  /\bdie to (know|see|meet|hear|find|tell|ask|try|get|go|learn|start|travel|visit|work|move|do)\b/g,
  /\bto die for\b/g,
  /\bdie for (a|an|some) (holiday|vacation|break|change|rest|coffee|drink)\b/g,
  /\bcut myself (some )?(slack|off)\b/g,
  /\bkarmic (debt|debts|lesson|lessons)\b/g,
  /\b(take|taking|took) a gamble\b/g,
  /\breal estate (agent|career|license|licence|course)\b/g,
  /\b(financial|business|company|economic) health\b/g,
  /\b(business|military|company|rescue|sting) operations?\b/g,
  /\bguilty pleasures?\b/g,
  /\bdead (end|set|serious|tired|on|line)\b/g,
  /\bsick (of|and tired)\b/g,
  /\bkilling (it|me)\b/g,
  /\b(take|taking) stocks?\b/g,
  /\bbest bet\b/g,
  /\bcheating (sheet|day|meal|code|codes)\b/g,
  /\bcheating on (my|a|the|this) (diet|exam|test|homework|quiz)\b/g,
  /\b(feel|feeling|felt) guilty\b/g,
  /\bfree trial\b/g,
  /\btrial (period|run|shift|day|week|lesson)\b/g,
  /\bcurrent affairs?\b/g,
  /\bstroke of\b/g,
  /\b(become|becoming|train as|study|studying|studies) (a |an )?(doctor|nurse|lawyer|surgeon|therapist|pharmacist|medicine|law)\b/g,
  /\b(love|relationship|passion|spark|romance|feelings|business|company|project|plants?|garden|band|career|dream|dreams|hope|friendship|marriage|phone|car|battery|trend|idea)s? (will |is going to |going to |is |are )?(die|survive|die out|death)\b/g,
];

type Rule = readonly [name: string, pattern: RegExp];

const RULES: Readonly<Record<UnsafeClass, readonly Rule[]>> = {
  'self-harm': [
    ['suicide', /\b(suicide|unalive|kms|self ?harm\w*|selfharm\w*)\b/],
    [
      'harm myself',
      /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting|starve|starving|poison|hang|hanging|shoot|drown|end) myself\b/,
    ],
    ['end it all', /\b(end|ending|take|taking) (it all|my (own )?life|my life)\b/],
    [
      'ending it',
      /\b(feel like|thinking (of|about)|think about|considering|about to) ending (it( all)?|everything)\b(?! (with|between|for)\b)|\bending (it all|everything)\b/,
    ],
    ['end it', /\b(should|shall|can|could) i (just )?end it( now)?$/],
    [
      'want to die',
      /\b(want|wanting|wish|ready|plan|planning|tempted) to (die|be dead|not (be here|exist|live|wake up)|disappear forever|stop living|sleep forever|go to sleep forever)\b/,
    ],
    ['wish dead', /\bwish i (was |were |had )?(dead|never (been )?born|not (been )?born|gone)\b/],
    ['no will to live', /\b(dont|do not|no longer|not) (want|wish) to (live|be alive|be here|exist|wake up|go on)\b/],
    [
      'worth living',
      /\b(worth|point( in| of)?|reason (to|for)|meaning in) (going on |carrying on |keep(ing)? (on )?|still )?(living|live|being alive|staying alive|being here|go on|going on|carry on)\b(?! (with|to|in|at|abroad|here|there|together|a|an|the|my|this|that|holiday|vacation|trips?|dates?|studying|working)\b)/,
    ],
    ['life worth', /\blife (is |still )?(worth|worthless|pointless|meaningless)\b/],
    [
      'worth going on',
      /\bworth (going|carrying) on\b(?! (with|to|a|an|the|my|this|that|holiday|vacation|trips?|dates?|studying|working)\b)/,
    ],
    ['better off without me', /\b(better off|happier|easier) (without me|if i (was|were|am) (gone|dead|not here))\b/],
    [
      'miss me if gone',
      /\b(miss me|care|notice|matter) if i (died|die|disappeared|was gone|were gone|am gone|wasnt here|was not here|wasnt around)\b/,
    ],
    [
      'overdose',
      /\b(overdose|overdosing|od on)\b|\b(take|swallow|down) (all|a lot of|too many|the whole|a bottle of) (of )?(my |the )?medication\b/,
    ],
    ['jump', /\bjump (off|from|in front of) (a|the) (bridge|building|roof|train|cliff)\b/],
    ['give up on life', /\bgive up on (life|living|everything)\b/],
    ['not be around', /\b(should i|if i) (just )?(not be|stop being|wasnt|was not) (here|around|alive)( any ?more)?\b/],
    [
      'stop living',
      /\bstop (living|existing)\b(?! (in|with|at|abroad|here|there|together|like|for)\b)|\b(sleep|go to sleep) forever\b/,
    ],
    ['never wake up', /\b(never|not) wake up( again)?\b/],
    [
      'other languages',
      /\b(matarme|quitarme la vida|quiero die|no quiero vivir|me tuer|envie de die|mich umbringen|me matar|quero die)\b/,
    ],
  ],
  death: [
    ['death', /\b(death|dead|deceased|lifespan|life span|life expectancy)\b/],
    ['die', /\b(die|perish|pass away|passing away|pass on)\b/],
    [
      'survive',
      new RegExp(
        `\\b(will|can|could|is|does|would) ${SUBJECT} (\\w+ )?(survive|pull through)\\b(?! (to|from|with|in) (the |my |our |this )?(exam|interview|job|work|year|course|semester|move|breakup|week))`,
      ),
    ],
    [
      'see next',
      /\b(see|live to see|be alive (for|at|by|in|to see)|(still )?be (here|alive|around|with us)( for| at| by| in)?) (next |another |this |the next )?(christmas|birthday|new year|summer|spring|winter|autumn|fall|easter|hanukkah|year|the end of the year|retirement|old age|grandchildren|my grandchildren)\b|\bsee (my )?(kids|children|grandchildren) grow up\b/,
    ],
    [
      'live to',
      /\b(live|make it|survive|last) (to|until|till|past|beyond) (\d+|the age of|old age|next|christmas|my \d+\w*|retirement)\b|\breach (the age of|\d+ years old|old age)\b/,
    ],
    [
      'time left',
      /\bhow (long|much (more )?time|many (more )?years|many (more )?months) (do|does|will|have|has|is) (i|he|she|my \w+( \w+)?) (have|got|got left|left|live|to live|got to live)\b/,
    ],
    ['years left', /\b(years|months|time) (do i have|i have|he has|she has|does \w+ have) left\b/],
    [
      'make it',
      new RegExp(
        `\\b${SUBJECT} (going to |gonna )?(make it|get) through the night\\b|\\b(is|are) ${SUBJECT} going to make it$|\\boutlive\\b`,
      ),
    ],
    ['alive', /\b(be|stay|still|remain|is|am) alive\b/],
    ['time is up', /\bmy time (is )?(up|near|running out)\b/],
  ],
  health: [
    [
      'illness',
      /\b(cancer|tumour|chemotherapy|radiotherapy|radiation (therapy|treatment)|illness|health|diagnosis|biopsy|symptoms?|dementia|alzheimers?|parkinsons?|diabetes|epilepsy|seizures?|schizophrenia|bipolar|depression|anxiety|panic attacks?|adhd|autism|ocd|ptsd|hiv|covid|asthma|arthritis|lupus|sclerosis|infection|virus|stroke|heart attack|transplant|mri|ct scan|x ray|blood (test|pressure|work)|lump|cyst|migraines?|anorexia|bulimia|eating disorder|addiction|addicted|alcoholic|alcoholism|rehab|relapse|sick|ill|injury|injured|fracture|concussion|allergy|allergies|disability|surgery|clinical trial|paralysed|paralyzed|chronic)\b/,
    ],
    [
      'medication',
      /\b(medication|antidepressant|antidepressants|vaccine|vaccines|vaccinated|vaccination|hormones?|hrt|birth control|contraceptives?|painkiller|ibuprofen|paracetamol|aspirin)\b/,
    ],
    [
      'medicine in use',
      /\b(take|taking|took|stop|stopping|quit|quitting|start|starting|on|my|the|this|these|his|her|new) medicines?\b/,
    ],
    [
      'treatment',
      /\b(treatment|therapy|counselling|counseling|operation|scan|test results?|results of (my|the) (test|scan|biopsy))\b(?! (for|of|in) (my )?(business|company|project|career|work))/,
    ],
    [
      'see a doctor',
      /\b(see|visit|call|go to|trust|change|listen to|ask|consult|tell|believe) (a |the |my |another )?(doctor|specialist|psychiatrist|surgeon|dentist|therapist|psychologist|cardiologist|midwife|nurse|pharmacist|neurologist)\b|\b(my|the|his|her) (doctor|specialist|psychiatrist|surgeon|therapist|psychologist|cardiologist|oncologist|neurologist)\b/,
    ],
    [
      'pregnancy',
      /\b(pregnant|pregnancy|conceive|conceiving|conception|ivf|fertility|infertile|infertility|miscarriage|miscarry|abortion|embryo|giving birth|give birth|due date|c section|trying for a baby|ttc|birth plan)\b/,
    ],
    [
      'a baby',
      /\b(have|having|get|getting|expecting|carry|carrying|lose|losing) (a |another |the |my |our )?(baby|babies|child|children|kids|twins)\b|\bstart(ing)? a family\b|\b(baby|babys|babies) (gender|sex)\b|\b(a )?boy or (a )?girl\b/,
    ],
    [
      'body',
      /\b(back|chest|stomach|head|neck|knee|joint|tooth|nerve|period|pelvic|breast) ?(pain|ache|aches)\b|\b(headaches?|lose weight|losing weight|weight loss|heal(ing)? my (body|back|leg|arm|knee|illness)|get (better|well)|feel better physically|recover from (the |my )?(operation|surgery|illness|accident))\b/,
    ],
    [
      'recover',
      new RegExp(
        `\\b(will|can|could|is|does) ${SUBJECT} (\\w+ )?(recover|get better|heal)\\b(?! (from )?(the |my |our |this )?(breakup|break up|divorce|heartbreak|money|losses|loss|investment|setback)\\b)`,
      ),
    ],
    [
      'drugs',
      /\bi (\w+ ){0,2}(take|taking|try|trying|do|doing|use|using|stop|quit) (drugs|cocaine|weed|mdma|ecstasy|ketamine|heroin|pills)\b/,
    ],
    ['pain', /\b(pain|hurts?) (in|on) my\b/],
  ],
  'private-life': [
    ['cheating', /\bcheating\b|\b(unfaithful|faithful|affair|two timing|two-timing|adultery)\b/],
    [
      'someone else',
      new RegExp(
        `\\b${OTHER} (\\w+ ){0,4}((someone|somebody) else|an?other (woman|man|girl|guy))\\b|\\b(is there|has he got|has she got|does he have|does she have|for) (an|another) (woman|man|girl|guy)\\b|\\bthe other (woman|man)\\b|\\bside (chick|piece|girl|guy)\\b`,
      ),
    ],
    [
      'seeing their ex',
      new RegExp(
        `\\b${OTHER} (\\w+ ){0,2}(seeing|texting|talking to|sleeping with|meeting|in love with|back with) (his|her|their) ex\\b|\\bwho (is|are) ${OTHER} (talking|texting|messaging|chatting|sleeping|seeing|meeting)\\b`,
      ),
    ],
    ['sleeping with', new RegExp(`\\b${OTHER} (\\w+ ){0,2}(sleeping|slept|hooking up|hooked up) with\\b`)],
    [
      'lying to me',
      /\b(lying|lie|lies|lied) (to|about) me\b|\bhiding (something|anything|things|stuff|secrets?) (from me)?\b|\bkeeping (secrets?|something) from me\b|\b(is|are) (he|she|they|my \w+) (lying|hiding)\b|\bwhat (is|are) (he|she|they|my \w+) hiding\b/,
    ],
    [
      'their messages',
      /\b(check|read|look at|go through|look through|snoop|snoop on|access|spy on|hack) (his|her|their|my \w+s) (phone|messages|texts|emails|dms|browser history|search history|whatsapp|instagram)\b/,
    ],
    [
      'their sexuality',
      new RegExp(
        `\\b(is|are) ${OTHER_OR_NAME} (secretly )?(gay|lesbian|bi|bisexual|trans|transgender|straight|queer|a virgin)\\b`,
      ),
    ],
    [
      'their drugs',
      new RegExp(`\\b(is|are) ${OTHER} (secretly )?(taking|using|doing|on|selling) (drugs|cocaine|weed|pills)\\b`),
    ],
    [
      'new partner',
      /\b(does|has) (he|she|my ex|my \w+) (have|got) (a new|another|a) (girlfriend|boyfriend|partner|lover)\b/,
    ],
    ['other languages', /\b(me enga\w*|engana|me trompe|trompe|fremdgehen|geht fremd|me trai|traicion)\b/],
  ],
  legal: [
    [
      'lawyer',
      /\b(lawyer|lawsuit|court|custody|suing|sued|legal|legally|jury|verdict|solicitor)\b|\b(the|a|my) judge\b|\bsue (him|her|them|my|the|for|a|an|his|our|their|me)\b|\b(should|could|can|will|would) (i|we|they|he|she) sue\b/,
    ],
    [
      'trial',
      /\b(my|the|his|her|criminal|court|murder|upcoming) trial\b|\btrial (date|hearing|next)\b|\bcourt hearing\b/,
    ],
    [
      'divorce papers',
      /\b(file|filing|sign|signing|get|getting|ask for|asking for|go through|finalise|finalize|start|contest) (for |the |a |my |our )?divorce\b|\bdivorce (papers|settlement|lawyer|court|case|proceedings|hearing|agreement|terms)\b|\bshould (i|we) divorce\b|(?<!(after|since|before) (my|the|our|his|her) )\bdivorce\b(?! (was|is over|last year|years ago))/,
    ],
    [
      'sign papers',
      /\bsign(ing)? (the |this |a |my |that |our |his |her )?(contract|lease|agreement|papers|documents|prenup|prenuptial|nda|settlement|plea|confession|will|deed|non compete)\b/,
    ],
    [
      'case',
      /\b(win|lose|settle|drop|press|file) (the |my |this |our |a |his |her )?(case|claim|charges|complaint|appeal)\b/,
    ],
    [
      'crime',
      /\b(arrested|arrest|jail|prison|convicted|conviction|guilty|innocent|bail|probation|parole|police|dui|dwi|restraining order|criminal record|felony|misdemeanor)\b/,
    ],
    [
      'immigration',
      /\b(deported|deportation|deport|immigration|visa|asylum|green card|citizenship|residency permit|work permit)\b/,
    ],
    ['eviction', /\b(evict|evicted|eviction)\b/],
    [
      'inheritance',
      /\b(contest|challenge|fight over) (the |his |her |my \w+s )?(will|inheritance|estate)\b|\btestament\b/,
    ],
    ['prenup', /\bprenup|prenuptial\b/],
  ],
  financial: [
    [
      'invest',
      /\b(invest|crypto|stocks|mortgage|loan|debt|savings|lottery|gamble|bankrupt|bankruptcy|pension|retirement fund|401k|investment portfolio|trading|day trade|real estate|forex|hedge fund|mutual fund|index fund)\b/,
    ],
    ['shares', /\b(buy|sell|buying|selling) (\w+ )?shares\b|\b(my|the|company|these|those) shares\b/],
    [
      'property',
      /\b(buy|buying|purchase|purchasing|sell|selling|flip|flipping|put an offer on|make an offer on|bid on) (a |the |this |that |our |my |an )?(new )?(house|home|property|flat|apartment|condo|land|plot|real estate|properties|houses)\b/,
    ],
    [
      'money into',
      /\b(put|putting|move|moving|invest|spend|spending|risk|risking|lend|lending|give|giving|bet|betting|sink|throw) (all )?(my |our |his |her |the )?(\w+ )?(money|savings|cash|inheritance|bonus|pension|life savings|funds|\d+k|\d+ (dollars|pounds|euros)|dollars|pounds|euros)\b/,
    ],
    ['borrow', /\b(borrow|borrowing|lend|lending|loan) (\w+ )?(money|cash|\d+|dollars|pounds|euros)\b/],
    ['bet', /\b(bet|wager) on\b|\bscratch cards?\b|\bcasino\b|\bsports betting\b|\blucky numbers? for\b/],
    ['rich', /\b(get|become|be|getting|becoming) (rich|wealthy|a millionaire|a billionaire)\b|\bmillionaire\b/],
    ['credit', /\bcredit cards?\b|\bmax(ed)? out\b|\boverdraft\b/],
    ['tax', /\b(taxes|tax return|tax audit|irs|hmrc|tax bill)\b/],
    ['inheritance', /\binheritance\b/],
    ['other languages', /\b(dinero|ahorros|hipoteca|invertir|bolsa de valores|borsa|argent|geld|dinheiro)\b/],
  ],
};

/** Checked in this order: the first class that matches decides (self-harm before death before health…). */
const ORDER: readonly UnsafeClass[] = UNSAFE_CLASSES;

export function classifyQuestion(question: string): QuestionSafety {
  let text = ` ${normaliseQuestion(question)} `;
  for (const idiom of IDIOMS) text = text.replace(idiom, ' _ ');
  text = text.replace(/ {2,}/g, ' ').trim();
  for (const cls of ORDER) {
    for (const [name, pattern] of RULES[cls]) {
      if (pattern.test(text)) return { class: cls, safe: false, reason: `${cls}: ${name}` };
    }
  }
  return { class: 'safe', safe: true };
}
