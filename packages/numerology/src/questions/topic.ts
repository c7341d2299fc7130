/** What a question is about (its topic, and a second one if it touches two) and how it is asked. */
import { monthName, WEEKDAYS } from '../dates';
import { TOPICS, type Topic, type TopicId, topicById } from '../text/topics';
import { STUDYING_A_FIELD } from './lexicon';
import { isPlaceName } from './people';

export type QuestionForm = 'yes-no' | 'when' | 'open';
export type QuestionKind = 'yes-no' | 'should' | 'when' | 'last' | 'meaning' | 'open';

export interface TopicReading {
  readonly topic: Topic;
  /** Keywords that decided the topic (for the "how this was read" note and for tests). */
  readonly matched: readonly string[];
  /** A second subject topic, if the question touches two (e.g. work and money). */
  readonly secondary?: Topic;
}
const YES_NO_OPENERS = new Set([
  'should',
  'will',
  'is',
  'am',
  'are',
  'can',
  'could',
  'would',
  'do',
  'does',
  'did',
  'shall',
  'may',
  'might',
  'must',
  'has',
  'have',
  'was',
  'were',
  'isnt',
  'wont',
  'cant',
  'shouldnt',
  'dont',
  'doesnt',
]);
// ("is this summer the one i learn to surf", "is this job the one": a time or a thing is no soulmate.)
const LOVE_PHRASES =
  / ((?<!\b(?:year|summer|winter|spring|autumn|month|week|day|job|house|flat|place|course|trip|city|team|car|offer|role)s? (?:is |be |will be |was )?)the one|my soulmate|soul mate|love me|loves me|feel about me|feels about me|into me|right for me|meant to be together|meant to be with|meant for me|asked me out|ask me out|meet someone|find someone|meet the one|find love|compatible|compatibility|back together|get together|ask (him|her) out|fall in love|falling in love) /;
const FALLBACK: ReadonlySet<TopicId> = new Set(['timing', 'decision', 'general']);

/** The form of a question from its normalised words (see normalise.ts). */
export function formOf(words: readonly string[]): QuestionForm {
  const first = words[0] ?? '';
  const joined = ` ${words.join(' ')} `;
  return words.includes('when') ||
    joined.includes(' how long ') ||
    joined.includes(' what time ') ||
    joined.includes(' which month ') ||
    joined.includes(' what month ') ||
    joined.includes(' which year ')
    ? 'when'
    : YES_NO_OPENERS.has(first) || joined.includes(' or not ')
      ? 'yes-no'
      : 'open';
}

/** "… or in september", "… or next week": the second choice is a time. Month and day names come from the calendar. */
const OR_A_TIME = new RegExp(
  ` or (in |on |next |this )?(${[...Array.from({ length: 12 }, (_v, k) => monthName(k + 1)), ...WEEKDAYS]
    .map((w) => w.toLowerCase())
    .join('|')}|spring|summer|autumn|fall|winter|next (week|month|year))\\b`,
);

/**
 * Whether a should-question asks to choose between two things ("should i take the job in leeds or stay in
 * bristol", "is it better to rent or buy"): a leaning for one of them would be a choice numbers cannot make.
 * "Or not", "or wait", "or later" ask whether to act at all, which a leaning can answer.
 */
export function asksToChoose(normalised: string): boolean {
  const t = ` ${normalised} `;
  // "the camino in may or september": two times, which the numbers can weigh, not two things they cannot.
  if (OR_A_TIME.test(t)) return false;
  return (
    / (?:should|shall|do|would|could) (?:i|we) .+ or (?!not\b|no\b|nah\b|wait\b|hold\b|leave it\b|later\b|next\b|just\b|should (?:i|we) (?:wait|hold|leave))/.test(
      t,
    ) ||
    / (?:is it|would it be|it is|is) (?:better|best|wiser|smarter) (?:for (?:me|us) )?to .+ or (?!not\b|wait\b|later\b)/.test(
      t,
    ) ||
    / (?:which|what) (?:one |option |is )?(?:should|would|is better|is best)\b.* or /.test(t) ||
    // "manchester or leeds, which one": the two things first, the asking after.
    / \w+ or \w+.* (?:which|what) (?:one|option|is better|is best|of them|of the two)\s*$/.test(t)
  );
}

/** The finer kind of a question (should I, will it last, what does it hold...), from its normalised text. */
export function kindOf(normalised: string): QuestionKind {
  const t = ` ${normalised} `;
  // "is it too late to learn the piano", "am i too old for uni": whether to act. A yes would say it is too late,
  // which no number can.
  if (/ (is it|am i|are we|im|i m) (too late|too old)( (to|for) |\s*$)/.test(t)) return 'should';
  // "is my life path good for nursing", "am i suited to teaching": what the reader brings, not a yes or a when.
  if (
    / (is|are) my (life path|numbers?|chart|expression|destiny)( number)? (good|suited|right|made|meant) (for|to) | am i (suited|cut out|made|meant) (for|to) /.test(
      t,
    )
  )
    return 'open';
  if (
    // "last month" or "last time" says when, and "the last lot" which, not whether something will last; "broke
    // forever" fears a state that stays, which no "what lasts" answers.
    / ((?<!(the|my|our|their|his|her|this|that|its|your) )last(?! (month|week|year|night|time|weekend|summer|winter|spring|autumn|fall|christmas|day|days|weeks|months|years|one|chance|minute))|lasting|endure|stand the test of time|go the distance|stay together|work out long term|together forever|forever together|(love|loves|be with) (me|you|him|her|us|each other) forever) /.test(
      t,
    )
  ) {
    return 'last';
  }
  if (
    /^ (when|how soon|how long until|how long before|what month|which month|what year|which year|what time|(which|what) (day|date|week)) /.test(
      t,
    )
  ) {
    return 'when';
  }
  if (
    // "the luckiest day in may for my wedding", "which date is best", "best day next week for": a day to be named.
    / (when will|when should|when is the best|how soon|which month|what month|when is a good|best time|right time|(which|what|best|luckiest|right|ideal) (day|days|date|dates|week|weeks)( (this|next) (week|month))? (in|of|for|to|is|are|would|should|before|after)) /.test(
      t,
    )
  ) {
    return 'when';
  }
  // "best month next year to sell my van", "the luckiest months for a wedding", "what's a good month to start":
  // months to be named.
  if (
    / (what s|whats|what is) a (good|great|lucky) (month|time) (to|for) | (which|what|best|luckiest|ideal|right) months? ((this|next) year |of (the|this|next) year |in (20\d\d|the new year) )?(in|for|to|is|are|would|should|before|after) /.test(
      t,
    )
  ) {
    return 'when';
  }
  // "…move in together in spring, good idea?": asking whether to do it.
  if (/ (good|bad|wise|smart) (idea|move|plan|call)( or not)? $/.test(t)) return 'should';
  // "…going vegan in january, good month to start?", "…sell the cabin, good autumn for it?": whether to act then
  // ("what's a good month to start" asks which; "will my birthday be a good day" and "a bad personal year" do not).
  if (
    !/ (what|when|which)(s| s| is)? (a )?(good|right|better) (time|year|month|moment|week|day) /.test(t) &&
    !/ personal (year|month|day) | (be|have|had|having|was|were|been) (a )?(good|bad|great) (time|day|year|month|week) /.test(
      t,
    ) &&
    / (a )?(good|right|bad|wise|better|ok|okay) (time|year|month|moment|week|day|season|spring|summer|autumn|fall|winter)( (to|for) (start|begin|it|that|this|one)( it| one)?)? $/.test(
      t,
    )
  )
    return 'should';
  // "good time to expand my kopitiam next year?", "ok to sign in march?": the asking verb left out.
  if (/^ (a )?(good|right|bad|wise|better|ok|okay|safe) ((time|year|month|moment|week|day|idea) )?(to|for) /.test(t)) {
    return 'should';
  }
  // "What should I do about …?", "i feel stuck. what should i focus on": counsel, not a yes or a no.
  if (/ (what|how|where|who) should (i|we) /.test(t)) return 'open';
  if (/^ (should|shall|ought|do i need to|must) /.test(t) || / should (i|we) /.test(t)) return 'should';
  if (/ (what does|what do|what will|what is|whats) .*(mean|hold|bring|have in store|say|look like|about) /.test(t)) {
    return 'meaning';
  }
  if (
    /^ (will|is|am|are|can|could|would|do|does|did|has|have|was|were|may|might|isnt|wont|cant|dont|doesnt) /.test(t)
  ) {
    return 'yes-no';
  }
  // "dying to know if this promotion is coming", "wondering whether to move": a yes or a no, asked indirectly.
  if (
    / (know|wondering|wonder|tell me|curious|unsure|not sure) (if|whether) /.test(t) &&
    !/^ (what|how|why|where|who|which) /.test(t)
  ) {
    return / whether (i|we) should | whether to /.test(t) ? 'should' : 'yes-no';
  }
  // A question word before the asking verb, after some context: "me da passed in june, how can i honour him".
  if (/ (what|how|why|where|who|which) (will|is|am|are|can|could|would|do|does|did|should|shall) /.test(t)) {
    return 'open';
  }
  // A yes-or-no question after some context ("me and priya keep fighting, will things get better").
  if (
    / (will|is it|is he|is she|is this|is that|are they|am i|are we|can i|could i|would it|do i|does he|does she|has he|has she|is \w+ (good|ok|okay|right|wise|smart|better|a good|the right)) /.test(
      t,
    ) &&
    !/^ (what|how|why|where|who|which) /.test(t)
  ) {
    return 'yes-no';
  }
  return 'open';
}

function matches(word: string, keyword: string): boolean {
  const k = keyword.startsWith('~') ? keyword.slice(1) : keyword;
  return k.endsWith('*') ? word.startsWith(k.slice(0, -1)) : word === k;
}

/** A trade named after "be a", "make a good", "work as a": the sensitive ones too (a nurse's career is work). */
const JOB_NAMED = new RegExp(
  // ("im" is folded to "i": "im a junior doctor" reads "i a junior doctor".)
  ` (i m|im|i am|i|am|being|be|become|becoming|make|train as|training as|work as|working as|job as|career as|as) (a|an) (good |great |better |proper |real )?(\\w+ )?(${[
    'nurse|doctor|surgeon|gp|dentist|midwife|paramedic|pharmacist|carer|therapist|counsellor|counselor|psychologist',
    'lawyer|solicitor|barrister|attorney|paralegal|judge|officer|detective|inspector|cop|constable|bobby|firefighter',
    'soldier|pilot|teacher|lecturer|engineer|developer|programmer|designer|architect|accountant|banker|broker|trader',
    'manager|supervisor|driver|trucker|mechanic|electrician|plumber|builder|carpenter|chef|cook|baker|cleaner',
    'receptionist|cashier|clerk|secretary|assistant|consultant|analyst|scientist|researcher|journalist|editor',
    'mortician|undertaker|vet|croupier|realtor|estate agent|social worker|care worker|porter|guard',
  ].join('|')})s? `,
  'g',
);

/** Everyday phrases whose words would name another field: a visit to the reader, a school's term, savings. */
function everydayPhrasesRead(text: string): string {
  return (
    text
      // "when she visits": a visit to the reader is no journey of theirs; "am i kidding myself" is no child.
      .replace(/ (she|he|they) (visits|visit|is visiting|are visiting) /g, ' $1 comes round ')
      .replace(/ (kidding|kiddin|kidded) /g, ' joking ')
      // "the autumn term" is a school's; "when im back at work" only says when.
      .replace(/ (autumn|fall|spring|summer|michaelmas|lent|trinity) (term|semester) /g, ' school $2 ')
      .replace(/ (when|once|til|till|until) (i am|im|i|we are|were) back (at|to) work /g, ' $1 later ')
      // "amara starts year 7": a school year; "my own place" a home; "a topic i actually love" no romance.
      .replace(
        / (starts|starting|start|into|joins|joining|going into|in) (year|grade|form|standard) (\d{1,2}) /g,
        ' $1 school ',
      )
      .replace(/ (?<!(?:open|opening|start|starting|run|running) )(my|our) own place /g, ' $1 own home ')
      .replace(
        / (one|something|a job|a course|a topic|it|what) (i|you) (actually |really |truly )?love /g,
        ' $1 $2 enjoy ',
      )
      // "schools break up on the 23rd": the holidays begin; "head down to cornwall" a journey.
      .replace(/ (school|schools) (break|breaks|broke) up /g, ' holidays begin ')
      .replace(/ (head|heading) (down |up |over |out )?to (\w+) /g, (all, go, _dir, place) =>
        isPlaceName(place) ? ` ${go} to ${place} abroad ` : all,
      )
      // "will i have enough saved for a ute": savings.
      .replace(/ (enough|enuf) (saved|put by|put aside) /g, ' savings ')
      // "sell them at the christmas markets": a small business of the reader's, not a kitchen's.
      .replace(
        / (sell|selling) (them|these|it|my \w+|our \w+) (at|on) (the |a )?(christmas |craft |farmers |weekend )?(markets?|fairs?|stall|etsy|ebay) /g,
        ' $1 business ',
      )
      // "my husband lost his job in july … when will things turn around for us financially": his job is the
      // background, the household's money the question.
      .replace(/ (lost|loses|losing) (his|her|their) (job|work|contract) /g, ' was let go ')
      // "a wedding gig for december 31st": a booking for the band, not a marriage.
      .replace(/ (wedding|weddings|party|parties) (gig|gigs|booking|bookings|set) /g, ' band $2 ')
  );
}

/** The question's words with phrases that name a field by other words rewritten to that field's keyword. */
function phrasesRead(allWords: readonly string[]): string {
  // "things will work out" is not about work.
  return (
    everydayPhrasesRead(` ${allWords.join(' ')} `)
      .replace(/ (work|works|worked|working) (out|it out|things out) /g, ' resolve ')
      // "can this work long term", "will it work": whether something holds, not a job.
      .replace(
        / (can|will|could|would|does|did|might|should) (this|it|that|things|we|us|they) (\w+ )?work /g,
        ' $1 $2 resolve ',
      )
      // "open a gym" is a business; "go to the gym" is wellbeing.
      .replace(
        / (open|opening|start|starting|run|running|own|buy|buying) (a|my|our|the|her|his) (\w+ )?gym /g,
        ' $1 a business ',
      )
      // "walking to work every day" is exercise: the habit, not the job.
      .replace(
        / (walk|walking|cycle|cycling|run|running|bike|biking|jog|jogging) to (work|school|uni|the office) /g,
        ' $1 exercise ',
      )
      // "my relationship with God" is faith; a bank holiday is a day off, not a trip.
      .replace(/ relationship with (god|allah|jesus|the universe|my faith|spirit) /g, ' faith ')
      .replace(/ bank holiday /g, ' day off ')
      // "is 13 august an ok date for my leaving do", "a good date to sign": a day on the calendar, not a date.
      .replace(
        / (a|an|the) (good|ok|okay|bad|right|best|lucky|better|nice|safe|auspicious) date (for|to) /g,
        ' $1 $2 day $3 ',
      )
      // A market stall or a food stand is a trade of one's own: "will mi pepper sauce stall at di market do good".
      .replace(
        / (stall|stand|kiosk|food truck|cart) (at|in|on|by) (the|di|d) (market|mall|fair|beach|station) /g,
        ' business ',
      )
      // "driving lessons", "piano lessons": lessons taken, not life's lessons.
      .replace(
        / (driving|piano|guitar|violin|swimming|dance|dancing|singing|music|language|french|spanish|cooking|art|golf|tennis|riding|surf|surfing|drum|drums) (lessons|classes) /g,
        ' $1 course ',
      )
      // "in the next 48 hours", "a few hours": a span of time, not working hours.
      .replace(/ (\d+|few|couple of|next|24|48|72) hours /g, ' $1 spell ')
      // "book the safari", "booking a flight": to book is to reserve, not a book to write; a flight home is a journey.
      .replace(/ (book|booking|booked) (the|a|an|our|us|me|my|in|something|tickets|flights) /g, ' reserve $2 ')
      // A performance review is an appraisal at work, not a show.
      .replace(/ performance (review|reviews|appraisal|appraisals|rating|bonus|plan) /g, ' appraisal ')
      .replace(/ (flight|flights|fly|flying|drive|driving|trip|journey|ride|train|bus) home /g, ' $1 homeward ')
      .replace(/ open mic /g, ' openmic ')
      // "going to Lisbon the weekend after next", "flying to lagos", "should i go japan in november" (Singlish): a
      // journey to a city or a country is travel.
      .replace(
        / (go|going|heading|flying|fly|off|travelling|traveling|driving|roadtrip|visit|visiting)( to)? (\w+) /g,
        (all, go, to = '', place) => (isPlaceName(place) ? ` ${go}${to} ${place} abroad ` : all),
      )
      // "i passed my driving test last week, good time to buy a car": a test behind the reader is background.
      .replace(
        / (passed|failed|took|sat|finished|aced|smashed) (my |the |a |an )?((?:\w+ ){0,2})(exam|exams|test) /g,
        ' $1 $2$3milestone ',
      )
      // "a weekend away", "stand-up comedy": two words that name one thing.
      .replace(/ weekend away /g, ' getaway ')
      .replace(/ stand up (comedy|set|gig|show) /g, ' standup $1 ')
      // "would i make a good detective", "cut out for being a probation officer": a trade named is a work question.
      .replace(JOB_NAMED, ' $1 a job ')
      // "starting a tuition centre", "open a dance studio", "expand my kopitiam": running one is a business.
      .replace(
        / (open|opening|start|starting|run|running|expand|expanding|grow|growing|launch|launching) (a|an|my|our) (\w+ ){0,2}(centre|center|studio|academy|agency|salon|shop|cafe|clinic|truck|stall|store|restaurant|bakery|kopitiam|taqueria|takeaway|pub|gym|nursery|daycare|barbershop|boutique|franchise|practice) /g,
        ' $1 a business ',
      )
      // "art instead of medicine", "drop law for nursing": a field of study or training, not a medicine or a case.
      .replace(
        new RegExp(
          ` (${STUDYING_A_FIELD}) (medicine|law|nursing|pharmacy|dentistry|engineering|accounting|architecture) `,
          'g',
        ),
        ' $1 a degree ',
      )
      // A credit score or card is money; credit for one's work is not.
      .replace(/ credit (score|scores|card|cards|rating|limit|union) /g, ' money $1 ')
      // "my creative work", "post my new work": a maker's work.
      .replace(/ (creative|new|art|latest|own) work /g, ' $1 artwork ')
      // A sports team or squad is a game, not a job: "make the netball team" says nothing of a career.
      .replace(
        / (netball|football|soccer|basketball|rugby|hockey|cricket|volleyball|baseball|softball|swim|swimming|athletics|track|tennis|dance|cheer|debate|chess|esports) (team|squad|club|side) /g,
        ' $1 sport ',
      )
      // "my lucky colour", "a lucky number for 2027" ask about the chart itself, not about a room's paint.
      .replace(/ lucky (colour|color|colours|colors|number|numbers|day|days|stone|gem) /g, ' lucky charm ')
      // "what does my name number mean", "my life path number": a number of the chart, not a family name or a career.
      .replace(
        / (name|life path|expression|soul urge|hearts desire|personality|destiny|birthday|personal year|master|karmic) (number|numbers) /g,
        ' lucky charm ',
      )
  );
}

/** The topic of a question from its normalised words; `form` decides between the fallbacks. */
export function topicOf(allWords: readonly string[], form: QuestionForm): TopicReading {
  const joined = phrasesRead(allWords);
  const words = joined.trim().split(' ');
  const scores: Array<{ topic: Topic; score: number; hits: string[] }> = [];
  for (const topic of TOPICS) {
    const hits: string[] = [];
    let score = 0;
    for (const w of words) {
      const k = topic.keywords.find((kw) => matches(w, kw));
      if (k === undefined) continue;
      hits.push(w);
      score += k.startsWith('~') ? 0.5 : 1;
    }
    scores.push({ topic, score, hits });
  }
  // A question about "the one", or whether someone loves the asker, is a love question whatever its words.
  const phrase = LOVE_PHRASES.exec(joined);
  if (phrase) {
    const love = scores.find((x) => x.topic.id === 'love');
    if (love) {
      love.score += 2;
      love.hits.push(phrase[1]!);
    }
  }
  // Subject topics win over the fallbacks; ties keep the order of TOPICS (love first).
  const subjects = scores.filter((s) => !FALLBACK.has(s.topic.id) && s.score > 0).sort((a, b) => b.score - a.score);
  const best = subjects[0];
  if (best) {
    const second = subjects[1];
    return { topic: best.topic, matched: best.hits, ...(second ? { secondary: second.topic } : {}) };
  }
  if (form === 'when') return { topic: topicById('timing'), matched: ['when'] };
  const timing = scores.find((s) => s.topic.id === 'timing');
  if (timing && timing.score > 0 && form !== 'yes-no') return { topic: timing.topic, matched: timing.hits };
  const decision = scores.find((s) => s.topic.id === 'decision');
  if (form === 'yes-no' || (decision && decision.score > 0)) {
    return { topic: topicById('decision'), matched: decision?.hits ?? [] };
  }
  // "what's my lucky number" is a whole question about the chart.
  return { topic: topicById('general'), matched: joined.includes(' lucky charm ') ? ['lucky'] : [] };
}
