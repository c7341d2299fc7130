/**
 * What a question is about, said in our own words ("moving in with Dev", "a new job", "your love life"):
 * the answer refers to the question through this phrase and never splices the reader's own clause,
 * slang or spelling into its sentences. Read from the normalised words against a small table of the
 * steps people ask about; anything else falls back to the topic's short name.
 */
import { relationGroup, type NamedPerson } from './people';

/** [pattern on the normalised text, our phrase; `{with}` becomes " with Dev" when a person is named]. */
/** Nothing of `nouns` the question says was already sat. */
const notAlreadySat = (nouns: string) =>
  `^(?!.*\\b(passed|failed|took|sat|finished|did|done|aced|smashed)( my| the| a| an)?( \\w+){0,2} (${nouns})\\b)` +
  // ("exams done!! should i go to ibiza")
  `(?!.*\\b(${nouns}) (are |r )?(done|over|finished)\\b)`;

const STEPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bmove in (together|with)\b|\bmoving in (together|with)\b|\blive together\b/, 'moving in together'],
  [
    /\b(get|getting) back together\b|\bback with (him|her|my ex)\b|\bgo back to (him|her|my ex)\b/,
    'getting back together',
  ],
  // Forgiving someone for missing the wedding is making peace; the wedding is the background.
  [
    /\b(make up|making up|reconcile|reconciling|forgive|forgiving|peace with|(make|making|made) peace|fix things|sort things out|patch (things|it) up|patching (things|it) up|talk again|speaking again|bury the hatchet)\b/,
    'making peace',
  ],
  // "he proposed!! should we get married next summer": the proposal is made, the marriage is the question.
  [
    /\b(propose|proposes|proposing|proposal|proposals)\b|\bproposed\b(?!.*\b(marry|married|marriage|wedding)\b)/,
    'a proposal',
  ],
  // Money lent is the step, whatever it is for ("lend my brother money for his wedding").
  [/\b(lend|lending)\b(?! (\w+ )?(my|the|our) (car|van|house|flat|clothes|dress|bike))/, 'lending money'],
  // Meeting someone at a wedding is finding love; the wedding is where ("will i meet someone at my sister's wedding").
  [
    /\b(find|meet|meeting|finding) (love|someone|somebody|the one|a partner|my soulmate|a boyfriend|a girlfriend|my person)\b/,
    'finding love',
  ],
  // Someone coming to the reader's wedding is a guest, not the one they marry.
  [/\b(come|coming|attend|attending|be at|invite|inviting|make it) (to )?(my|our) wedding\b/, 'your wedding'],
  [/\b(marry|married|marriage|wedding|engaged|engagement)\b/, 'marriage'],
  [
    // ("schools break up on friday": the holidays begin)
    /\b(?<!\b(school|schools|uni|term|college|class|classes) )(break up|breaking up|split up|end (things|it) with|leave (him|her) for good|leave my (husband|wife|partner|boyfriend|girlfriend))\b/,
    'whether to part ways',
  ],
  [
    /\b(the one(?! (who|that|which|i|you|he|she|with|from|in|at)\b)|soulmate|soul mate|right (person|partner|one) for me|meant to be(?! (single|alone|on my own|a|an)\b)|meant for me)\b/,
    'whether this is the right partner',
  ],
  [/\b(like|likes|love|loves|fancy|fancies|into) me\b|\bfeel(s)? about me\b/, 'how the two of you feel'],
  [
    /\b(start|starting|open|opening|launch|launching|set up|setting up) (a |an |my |our |the )?(own |second |new |another |third )?(\w+ ){0,2}?(business|company|shop|startup|bakery|cafe|restaurant|salon|studio|brand|practice|firm|agency|clinic|barbershop|barber shop|store|branch|outlet)\b/,
    'starting a business',
  ],
  [
    /\b(quit|quitting|leave|leaving|resign|resigning) (my |the |this )?(job|work|role|position|company)\b/,
    'leaving your job',
  ],
  [
    /\b(new job|job offer|take the job|accept the (job|offer)|switch jobs|change jobs|changing jobs|career change|change careers?|new career|new role)\b/,
    'a change of job',
  ],
  // A raise of one's own, not of the rent, nor someone else's ("distant since his promotion").
  [
    /(?<!\b(his|her|their|[a-z]+s) )\b(promotion|promoted|pay rise|(a|my|the|for) raise)\b(?! (the|my|our) (rent|price|prices|fees?))(?<!\b(he|she|they) (was|were|got|has been|have been|s been) promoted)/,
    'moving up at work',
  ],
  [/\b(get|land|find) (a |the )?job\b|\bjob (hunt|search|interview)\b|\binterview\b/, 'finding work'],
  [
    /\b(move|moving|relocate|relocating|emigrate|emigrating) (abroad|overseas|country|countries|to another country)\b/,
    'moving abroad',
  ],
  [
    // Not a move already made: "so lonely since moving to Aberdeen, will i make pals here".
    /(?<!\b(since|after|from) )\b(move|moving|relocate|relocating) (house|home|flat|city|cities|to|back)\b|(?<!\b(in|at|from|of) (my|our|the) )\bnew (house|flat|apartment|home)\b/,
    'a move',
  ],
  // "will i find a new place before my lease ends": the search is the step, the lease its deadline.
  [
    /\b(find|finding) (a|an|somewhere|some) (new |good |nice |cheaper |bigger |own )?(place|flat|home|house|apartment|room|rental|house share)\b(?! in (a|the|my|our|this)\b)|\b(find|finding) somewhere (new|else|to live)\b|\b(get|getting) (my|our) own (place|flat|home)\b/,
    'finding a new home',
  ],
  [/\b(lease|tenancy|rental contract)\b/, 'the lease'],
  // What is sold or bought is said as the step, not in the reader's word for it ("my van", "our condo").
  [
    /\b(sell|selling) (my|our|the|his|her) (\w+ )?(house|home|flat|apartment|condo|property|place|land|farm|car|van|truck|bike|motorbike|motorcycle|boat|caravan|business|shop)\b/,
    'the sale',
  ],
  [
    /\b(buy|buying|purchase|purchasing) (a|an|my|our|the) (first |new |bigger |small |own )?(house|home|flat|apartment|condo|property|place)\b/,
    'buying a home',
  ],
  // The reader's own visit: "will my grandson visit me" is family coming, not a journey of theirs.
  [
    /\b(travel|travelling|traveling|trip|journey|holiday|vacation|backpack\w*|(?<!\b(son|daughter|grandson|granddaughter|kids|children|grandchildren|grandkids|mum|mom|dad|parents|sister|brother|friend|friends|family|he|she|they) )visit(?! (me|us)\b))\b/,
    'a journey',
  ],
  [
    /\b(go back to|going back to|return to|apply to|apply for|start|starting|enrol\w*|enroll\w*) (school|uni|university|college|study|studying|a degree|a masters|a course|my studies)\b|\b(masters|phd|degree|course)\b/,
    'going back to study',
  ],
  // A part on a stage is the reader's creative life, wherever the stage is ("the lead in the school play").
  [
    /\b(lead|part|role|solo|main part|lead role) (in|for) (the|a|an|our|my|this|that|next) (\w+ ){0,2}(play|musical|show|panto|pantomime|production|choir|concert|opera|ballet|recital|film)\b|\b(get|getting|got) (into|picked for|chosen for|selected for) (the|a) (\w+ )?(orchestra|choir|band|cast|dance troupe|ensemble)\b|\baudition(s|ing)? (for|at|with)\b(?! (the |a |an )?(conservatoire|conservatory|school|uni|university|college|academy|drama school|music school)\b)/,
    'the role you hope for',
  ],
  // A craft taken up is the reader's creative life, whatever else the question names ("when the kids leave home").
  [
    /\b(take|taking|took|pick|picking) up (\w+ ){0,2}(pottery|painting|drawing|knitting|crochet|sewing|quilting|guitar|piano|violin|singing|dancing|dance|photography|ceramics|woodwork|woodworking|an instrument|watercolou?rs?|calligraphy)\b/,
    'a new craft',
  ],
  // Not one already behind the reader: "i passed my driving test last week, good time to buy a car".
  [new RegExp(`${notAlreadySat('test')}.*\\bdriving test\\b`), 'your driving test'],
  [new RegExp(`${notAlreadySat('exam|exams|test')}.*\\b(exam|exams|test)\\b`), 'the exams ahead'],
  [
    /\b(write|writing|finish|publish) (my |a |the )?(book|novel|album|song|songs|music|screenplay|play)\b/,
    'the creative project',
  ],
  // A game or a place in a team is the reader's own sport, not their career ("will i make the first team at football").
  [
    /\b(win|winning|won|lose|losing) (the|our|this|my|a|their) (\w+ ){0,2}(final|finals|match|game|league|cup|tournament|derby|semi final|semis|grand final|championship)\b/,
    'the match',
  ],
  [
    /\b(make|making|get into|getting into|get picked for|picked for|selected for|chosen for|get selected for) (the|a|my|our) (?!good |great |strong |perfect |better )(\w+ ){0,2}(first team|team|squad|starting line ?up|first eleven|first xi|side|relay team)\b|\b(team|squad|county|club) trials?\b/,
    'a place in the team',
  ],
  [
    /\b(make|making|find|finding|meet|meeting) (new |more |some |real |good |proper |close |true |a few |any )*(friends|people|mates)\b/,
    'making new friends',
  ],
  [/\b(friendship|friends|friend|bestie|besties|best mate)\b/, 'the friendship'],
  // "does my life path suit law", "my destiny number": the chart's own words, not a purpose sought.
  [/\b(purpose|calling|path in life)\b/, 'the purpose you are looking for'],
];

const MOVES = new Set(['a move', 'moving abroad']);

/** Our phrase for what the question is about, with the person it involves; undefined when none fits. */
export function subjectOf(normalised: string, person: NamedPerson | undefined): string | undefined {
  // "my bestie is moving to glasgow, will we stay close": their move is the background, not the reader's step.
  const theyMove =
    /\b(?!(?:i|we|you)\b)\w+ (is|s|are|was) (moving|relocating|emigrating)\b|\b(her|his|their|them|him) (moving|relocating|emigrating)\b/.test(
      normalised,
    );
  // "confront her about the money before her wedding in august": a wedding named as a deadline is not the subject.
  const deadline = /\b(before|after|until|till|by|since) (my|our|her|his|their|the) (\w+ )?wedding\b/;
  // "my grandson elias is starting school in august": his start, not the reader's going back to study.
  const theyStart =
    /\b(?!(?:i|we|you)\b)\w+ (is|s|are|was) (starting|going back to|returning to|applying to|applying for|enrolling in) (school|uni|university|college|nursery|kindergarten)\b/.test(
      normalised,
    );
  const step = STEPS.find(
    ([re, phrase]) =>
      re.test(phrase === 'marriage' ? normalised.replace(deadline, '') : normalised) &&
      !(theyMove && MOVES.has(phrase)) &&
      !(theyStart && phrase === 'going back to study'),
  )?.[1];
  if (!step) return undefined;
  // "should i go to my dad's wedding": someone else's wedding, named or not, is theirs; not the reader's own
  // ("my mum keeps asking when im getting married").
  const own =
    /\b(i|we)( am| are| will| would| ll| m| re)? (ever )?(be )?(getting|get|gonna get|going to get|to get) (married|engaged)\b|\b(i|we) (will |should |could )?(marry|propose)\b/.test(
      normalised,
    );
  const others = person?.relation !== undefined && relationGroup(person.relation) !== 'love' && !own;
  if (others && step === 'moving in together') return `moving in with ${person?.name ?? `your ${person?.relation}`}`;
  if (others && !person?.name && (step === 'marriage' || step === 'a proposal'))
    return `your ${person?.relation}’s ${step === 'marriage' ? 'wedding' : 'engagement'}`;
  if (
    person?.name &&
    /^(moving in together|getting back together|marriage|a proposal|making peace|the friendship|a journey|starting a business)$/.test(
      step,
    )
  ) {
    const withName: Record<string, string> = {
      'moving in together': `moving in with ${person.name}`,
      'getting back together': `getting back together with ${person.name}`,
      marriage: `marriage with ${person.name}`,
      'a proposal': `a proposal between you and ${person.name}`,
      'making peace': `making peace with ${person.name}`,
      'the friendship': `the friendship with ${person.name}`,
      'a journey': `a journey with ${person.name}`,
      'starting a business': `starting a business with ${person.name}`,
    };
    // A sister's or a friend's wedding is theirs, not a marriage with the reader.
    const theirs = person.relation !== undefined && relationGroup(person.relation) !== 'love';
    if (theirs && step === 'marriage') return `${person.name}’s wedding`;
    if (theirs && step === 'a proposal') return `${person.name}’s engagement`;
    return withName[step] ?? step;
  }
  return step;
}
