/**
 * Which questions a numerology reading must not answer, and why. Pure and deterministic: the same text
 * always gets the same class. It reads intent, not single words: the question is normalised once
 * (accents, typos, short forms and loan words folded, see normalise.ts), the idioms that only look
 * alarming ("dying to know", "killing it at work", "a dead-end job", "take a gamble on") are set aside,
 * then it is read against patterns of how people ask about each subject, directly or not ("should i just
 * disappear for good", "is this the year we lose nana"), and last against words that are never ordinary
 * in a question to a reading (chemo, IVF, casino, visa...), so that an unforeseen phrasing of a
 * sensitive subject is still declined. The figures, measured on a held-out set nobody tuning this file
 * reads, are in docs/decisions/0626-question-understanding.md.
 */
import {
  readCrisis,
  readSecondOpinion,
  readWithModel,
  type CrisisClass,
  type ModelReading,
  type QuestionModel,
} from './model/model';
import { STUDYING_A_FIELD } from './lexicon';
import { askingEnd, askingSentences, normaliseQuestion, sentencesOf } from './normalise';
import { peopleIn } from './people';
import { VEILED_RULES } from './veiled';
import { QUESTION_MAX_LENGTH } from '../validate';

export type UnsafeClass =
  | 'self-harm'
  | 'death'
  | 'health'
  | 'pregnancy'
  | 'surgery'
  | 'gambling'
  | 'investment'
  | 'legal'
  | 'immigration'
  | 'exam-result'
  | 'private-life';

export type QuestionClass = UnsafeClass | 'safe';

/** Checked in this order: the first class that matches decides (self-harm first: minutes can matter). */
export const UNSAFE_CLASSES: readonly UnsafeClass[] = [
  'self-harm',
  'death',
  'exam-result',
  'private-life',
  'surgery',
  'pregnancy',
  'health',
  'immigration',
  'legal',
  'gambling',
  'investment',
];

export interface QuestionSafety {
  readonly class: QuestionClass;
  readonly safe: boolean;
  /** The name of the pattern that decided (for tests and the decision record), if unsafe. */
  readonly reason?: string;
}

/** People a question can be about. "my X" or "X" alone (after normalising: mum → mother, bf → boyfriend). */
const PERSON =
  '(?:mother|father|grandmother|grandfather|parents?|grandparents?|husband|wife|partner|boyfriend|girlfriend|fiancee?|spouse|son|daughter|child|children|kids?|baby|brother|sister|sibling|friend|aunt|uncle|cousin|nephew|niece|ex|dog|cat|pet|puppy|kitten|horse|boss|colleague|neighbou?r|grandchildren|grandkids|bestie|coworker|co worker|flatmate|roommate|housemate|manager|teacher|tenant|landlord|mate|fiance|fiancee)s?';
/** Elders, parents and pets: "will we lose nana", "will my dog make it to christmas". */
const ELDER =
  '(?:(?:my|our|his|her) (?:\\w+ )?(?:mother|father|grandmother|grandfather|parents?|grandparents?|aunt|uncle|dog|cat|pet|puppy|kitten|horse)|grandmother|grandfather|nani|dadi|nanny|oma|opa)';
const SUBJECT = `(?:i|he|she|they|we|you|(?:my|our|his|her) (?:\\w+ )?${PERSON}|${PERSON})`;
const OTHER = `(?:he|she|they|(?:my|our|his|her) (?:\\w+ )?${PERSON}|${PERSON})`;
const OTHER_OR_NAME = `(?:${OTHER}|(?!(?:it|this|that|there|the|a|i|you|we)\\b)\\w+)`;
/** A time ahead that a lifespan question reaches for ("see next christmas", "make it to spring"). */
const MILESTONE =
  '(?:next |another |this |the next |one more )?(?:christmas|birthday|new year|summer|spring|winter|autumn|fall|easter|diwali|eid|hanukkah|year|years|decade|month|the end of the year|retirement|old age|\\d+|(?:my|our|his|her|their) (?:\\d+\\w*(?! ?(?:years?|yrs?|months?|weeks?) (?:an+ivers\\w*|together))|birthday)|grandchildren|my grandchildren)';

/** Things that are not alive: death, illness or prison said of them is a figure of speech. */
const THINGS =
  '(?:career|job|jobs|work|dream|dreams|love life|social life|sex life|relationship|marriage|friendship|band|business|company|shop|bookshop|boutique|salon|pub|bar|studio|gym|startup|bank account|account|wallet|savings|money|finances|luck|idea|ideas|plan|plans|project|blog|channel|vibe|single|album|song|book|motivation|faith|hope|spark|romance|phone|laptop|pc|computer|console|tv|fridge|boiler|washing machine|van|printer|tablet|car|diet|garden|plants?|confidence|situationship|group chat|chat|team|season|streak|league|game|party|holiday|trip|wedding plans|house hunt|flat hunt|job hunt|search|degree|course|studies|podcast|brand|store|restaurant|cafe|bakery|market|town|area|scene|nightlife|friend group|friendship circle|circle|social circle|group|cv|resume|essay|portfolio|website|kitchen|bathroom|wardrobe|side hustle|hustle|houseplants?|haircut|playlist|bike|novel|script|speech|presentation|thesis|club|society|choir|charity)s?';
/** A job or a workplace that names a sensitive field: "i'm a nurse", "the hospital where i work", "my dental clinic". */
const OCCUPATION =
  '(?:nurse|doctor|surgeon|gp|dentist|midwife|paramedic|pharmacist|carer|caregiver|therapist|counsellor|counselor|psychologist|psychiatrist|lawyer|solicitor|barrister|attorney|paralegal|judge|police officer|cop|funeral director|undertaker|mortician|embalmer|vet|physio|physiotherapist|radiographer|care worker|support worker|health visitor|social worker|hospice worker|prison officer|probation officer|croupier|bookie|trader|financial adviser|financial advisor|accountant|banker|broker|estate agent|realtor|immigration officer)';

/** Phrases that only look alarming; replaced by a neutral mark before the patterns run. */
const IDIOMS: readonly RegExp[] = [
  // Someone's ways while the reader is away ("does femi even think about me when i'm not around"), not a goodbye.
  /\b(think|thinks|talk|talks|say|says|act|acts|behave|behaves|get up to|gets up to)\b(?: \w+){0,4} (when|while|whenever) i am not (around|there|here|home)\b(?! (any ?more|no more|for good|forever)\b)/g,
  // Someone else's pregnancy as the background of the reader's own plan ("my best friend grace is having a baby
  // in june and asked me to be godmother"); a question about the baby itself keeps its own words ("will the baby").
  /\b(my|our|his|her) (best |older |younger |little |big )?(sister|brother|friend|bestie|cousin|daughter|son|niece|nephew|colleague|coworker|neighbour|neighbor|boss|wife|partner|girlfriend|gf|sister in law|sil|aunt|auntie)( [a-z]+)? (is|s) (having a baby|expecting( a baby| twins)?|pregnant|going through ivf|doing ivf)\b/g,
  // A doctor's training, not an operation: "specialise, surgery or gp".
  /\b(specialis|specializ)\w* (in )?(\w+ ){0,3}(surgery|surgical)\b|\bsurgery or (gp|general practice|medicine|paediatrics|pediatrics|psychiatry)\b|\b(gp|general practice|medicine|paediatrics|pediatrics) or surgery\b/g,
  // A specialty chosen, not a treatment: "is emergency medicine or GP the better path" (GP is read as "doctor").
  /\b(emergency medicine|internal medicine|family medicine|general practice|paediatrics|pediatrics|psychiatry|anaesthetics|anaesthesia|anesthesiology|radiology|dermatology|cardiology|oncology|obstetrics|neurology|orthopaedics|ophthalmology|pathology) or (\w+ )?(medicine|doctor|general practice|paediatrics|pediatrics|psychiatry|anaesthetics|radiology|dermatology|cardiology|oncology|obstetrics|neurology|orthopaedics|ophthalmology|pathology|surgery|research|teaching)\b/g,
  // A workplace first, before a longer idiom takes its noun: "the doctor at my new clinic job".
  /\b(hospital|clinic|court|courthouse|casino|prison|hospice|pharmacy) (job|role|interview|shift|position|career|work|cafe|canteen|gift shop|car park|building|renovation)\b|\b(old|former|disused|abandoned) (asylum|hospital|prison|church|courthouse|casino)\b/g,
  new RegExp(
    `\\b${THINGS} (\\w+ ){0,6}(is |are |feels |feel |seems |looks |is on |are on |on |going to |gonna |will )?(on (its|their|his|her|my) (deathbed|last legs)|on life support|(needs?|needing) (\\w+ )?(surgery|an operation|cpr|life support|a transplant|resuscitation)|deathbed|dead|dying|died|die|death|in intensive care|in the icu|in icu|terminal|sick|ill|killing me|a prison|prison|jail|cursed|cancer|toxic|poison|poisoned|suicide|suicidal|survive|surviving|a gamble|a lottery|a casino|bankrupt|healthy|unhealthy|toxic)\\b`,
    'g',
  ),
  new RegExp(
    `\\b(i am|i m|i|am|as|being|was|were|im) (a|an) (\\w+ ){0,2}${OCCUPATION}s?\\b|\\b(i am|i m|im) ${OCCUPATION}\\b|\\b(work|working|worked|job|shift|shifts) (as|in|at) (a |an |the )?(\\w+ ){0,2}${OCCUPATION}s?\\b|\\b(\\w+ )?(where|that) i work\\b|\\b(my|our|the) (dental|vet|veterinary|physio|beauty|aesthetics|medical|skin|hair|law|legal|wellness|massage|yoga|fertility) (clinic|practice|firm|office|business|surgery|salon|studio|spa|centre|center)\\b`,
    'g',
  ),
  /\b(dead to me|death wish|death by|die a death|do or die|die of (happiness|embarrassment|laughter|boredom|excitement|shame|cringe|joy)|died laughing|dying (laughing|of laughter|of embarrassment|inside)|i could die|literally died|killed it|killing it|kill for|would kill|drop dead gorgeous|over my dead body|bored to death|scared to death|love (him|her|you|them|it) to death|to the death|sudden death)\b/g,
  /\b(court of public opinion|(poker|gamble) face|ball is in (his|her|their|my|your) court|bet the (farm|house|ranch)|poker face|(giving|gives|give|gave) me (a |such a )?(proper |real |massive |splitting )?headache|(a |such a )?(proper |real |massive )?headache (of a|to deal)|pain in the (neck|arse|ass|butt)|growing pains|labou?r of love|sick (day|days|leave|note)|lovesick|homesick|sick to (death|my stomach) of|a dose of|healthy (relationship|balance|boundaries|competition|habits|lifestyle|work life balance|mindset)|going under with|in the red|break(ing)? out of (my|this|the) (job|routine|rut|comfort zone)|prison of|jailbreak|addicted to (\w+ ){0,2}(scrolling|coffee|chocolate|my phone|tiktok|instagram|shopping|work|him|her|you|them|love|drama|romance novels|reality tv|gaming|the gym|travel|this))\b/g,
  // Someone's job, or a job named by its field: "i'm a crypto journalist", "my sister is a surgeon", "my job in visa processing".
  /\b(i am|im|i m|i|am|as|was|is|s|make|become|becoming|be|train as|training as|to be) (a|an) (good |great )?(\w+ ){0,3}(nurse|doctor|surgeon|journalist|designer|receptionist|chaplain|stenographer|officer|clerk|assistant|manager|worker|agent|analyst|dealer|croupier|technician|volunteer|specialist|consultant|administrator|writer|editor|developer|engineer|teacher|lawyer|player|director|bondsman|guard|porter|cleaner|cook|chef|driver|student|intern|trainee|researcher|scientist|therapist|counsellor|paramedic|carer|midwife|pharmacist|dentist|vet|undertaker|mortician)s?\b/g,
  /\b(my|a|the) (job|work|career|role|shift|shifts|position) (in|at|as) (\w+ ){1,3}(processing|department|office|team|desk|sales|support|admin|administration|insurance|industry|sector)\b|\bi (sell|work in|work at|work for) (\w+ ){1,3}(insurance|sales|products|software|services|policies)\b/g,
  /\b(called|named|titled|nicknamed) (the )?(\w+ ){1,3}/g,
  /(?<!\b(go to|at|sit at|play at|hit) the )\b(poker|casino|trading|suicide|health|cancer|death|lottery|gamble) (table|player|players|face|theme|themed|card|cards|squad|insurance|metal|star|sign|row|valley)\b|\bcasino (job|dealer|floor|hotel|shift)\b/g,
  /\b(giving|gives|give|gave|given) (me|her|him|us) (a |such a )?(heart attack|stroke|migraine|headache|ulcer)\b|\bthe death of (me|her|him|us|them|my \w+)\b|\bgamble with (my|your|his|her|our) (heart|feelings|future|career|life|love)\b|\bdies in (chapter|the (book|film|movie|show|end|story))\b|\bcharacter (who|that) dies\b/g,
  /\bdisappear\w* (on|for|to|into|off to) (a|an|the|my) (\w+ ){0,3}(trip|holiday|vacation|retreat|backpacking|gap year|adventure|island|mountains|beach|cabin|getaway|road trip|sabbatical|honeymoon)\b/g,
  /\bstart(ing)? a family (business|company|firm|shop|restaurant|trip|holiday|tradition|group|chat|farm|budget|calendar|account|savings|plan for money)\b/g,
  /\b(die|dying) (to|for|2) (know|see|meet|hear|find|tell|ask|try|get|go|learn|start|travel|visit|work|move|do|be|have|a|an|some|that|this)\b/g,
  /\bto die for\b/g,
  // A device, not a court's hearing: "my hearing aid appointment", "a hearing test".
  /\bhearing (aid|aids|test|tests|check|loop)\b/g,
  // A field of study or training, not a medicine or a case: "study art instead of medicine", "go into law".
  new RegExp(`\\b(${STUDYING_A_FIELD}|career in|degree in) (medicine|pharmacy|law)\\b`, 'g'),
  // Money, not life: "stop living paycheck to paycheck", "living hand to mouth".
  /\b((stop|quit|escape|end|break) )?(living|live|lives|lived) (from )?(paycheck to paycheck|paycheque to paycheque|pay cheque to pay cheque|payday to payday|hand to mouth|month to month|week to week)\b/g,
  // Money put into a family business one will work in is a business step: "invest in his restaurant and join him as a partner".
  /\binvest\w* (\w+ ){0,2}in (my|his|her|their|our|a|the) (\w+ ){0,2}(restaurant|business|shop|cafe|bakery|salon|practice|farm)\b(?=.*\b(partner|join|run it|work (in|at|with))\b)/g,
  // A set that flops, savings staked on one's own business, a career in immigration law, a surgeon in training,
  // a silence full of meaning (dev-17): ordinary questions in alarming words.
  /\b(die|died|dying|bomb|bombed|bombing) on stage\b|\bbet(ting)? (my|our|all my|all our|everything|it all) (\w+ ){0,2}on (opening|starting|launching|myself|me|my own|a little|a new|this)\b|\b(go|going|specialise|specialize|career|study|studying|practise|practice) (in|into) (immigration|family|criminal|employment) law\b|\bsurgery (resident|residency|rotation|registrar|trainee|intern|fellowship)\b|\b(match|matching|get|getting) into surgery\b|\b(very |really |rather |a )?pregnant (silence|pause|moment)\b/g,
  /\bcut myself (some )?(slack|off)\b/g,
  // Faith in oneself, not a wager: "betting on myself this yr?" (normalised to "gamble on myself").
  /\b(gamble|bet|betting) on (myself|yourself|ourselves|my own (\w+ )?(skills|talent|abilities|ideas?|business|work))\b(?! (to|winning|at|with))/g,
  // Resolve about a pursuit is not a goodbye: "i will never give up on my music, should i keep going".
  /\b(never|not|wont|will not|won t|dont|do not) (going to |gonna |ever )?give up on (my|the|this|our) (\w+ ){0,2}(music|dreams?|art|business|band|career|writing|painting|studies|studying|degree|course|book|novel|channel|training|goals?|plans?|singing|acting|dancing|football|sport|startup|shop|craft|poetry|film|photography|podcast|fitness|running|piano|guitar|passion|vision|idea|project|brand|company|album)\b/g,
  // A night of cards with friends, no stake or win named: "poker night with the boys on saturday, should i host it"
  // (only the game's word is set aside: "will the _ be a laugh" alone sounds like a baby to the model; "will the
  // poker night with the lads be a laugh" is still heard as gambling, its night and its lads).
  /(?<!\b(win|wins|won|winning|lose|losing|lost|money|bet|bets|betting|stake|stakes|odds|all in|lucky|luck)\b.*)\b(poker|card|cards|bingo|quiz|casino|games|mahjong)(?= (night|evening|afternoon) (with|at) (the|my|our) (lads|girls|boys|mates|friends|family|colleagues|neighbours|neighbors|work|office|club|pub)\b(?!.*\b(win|wins|won|winning|lose|losing|lost|money|pot|stakes?|bets?|betting|quid|grand|cash|jackpot|buy ?in|chips|odds|all in|lucky|luck|clean up|cleaned out|bluff\w*|fold)\b))/g,
  /\bkarmic (debt|debts|lesson|lessons)\b/g,
  /\b(take|taking|took|worth) (a|the) (gamble|risk|chance|bet|punt|leap)\b/g,
  /\bgamble on (a|my|the|this|us|him|her|love|moving|leaving|it)\b/g,
  /\breal estate (agent|career|license|licence|course|exam)\b/g,
  /\b(financial|business|company|economic|mental) health (of|check)\b/g,
  /\b(business|military|company|rescue|sting) operations?\b/g,
  // A doctor by trade, not one to see: "my doctor friend", "i'm a junior doctor", "gp training".
  /\b(junior|trainee|student|newly qualified|locum|foundation year) (doctors?|nurses?)\b|\bdoctor friend\b|\b(i am|im|i m|she is|shes|he is|hes) an? (\w+ )?(doctor|nurse|surgeon|gp)\b|\b(gp|doctor) training\b/g,
  // Surgery as a doctor's field: "should i go into surgery as a specialty".
  /\b(go|going|get|getting) into surgery\b(?= as\b)|\bsurgery (as a (specialty|speciality|career)|residency|rotation|training|placement)\b|\b(specialis\w*|specializ\w*|career|training|rotation|residency) in surgery\b/g,
  /\bguilty pleasures?\b/g,
  /\bgrand day out\b|\bthe craic\b/g,
  // A stage, not a stake: "get the slot at the battle of the bands".
  /\bbattle of the bands\b|\b(get|got|land|landed|a|the) (the |a )?(slot|spot|gig) (at|in|on)\b/g,
  /\bdead (end|set|serious|tired|on|line|lines|ringer|heat|in the water|weight|zone|inside|phone|battery|screen|laptop|car|plant|plants|pixels?)\b/g,
  // The work that prevents it is not the act: "i volunteer on a suicide prevention helpline".
  /\bsuicide (prevention|awareness|helpline|hotline|crisis line|support line|charity|line|lines)\b/g,
  // Overwork said in its own words: "my friend says i'm killing myself with overtime".
  /\bkilling (myself|yourself|himself|herself) (with|over|at|for) (work|overtime|the hours|these hours|hours|long hours|this job|my job|the job|study|studying|revision|training|the gym|stress)\b/g,
  // A relationship's own help, not a treatment: "do we try couples counselling or separate".
  /\b(couples|marriage|relationship|family) (counselling|counseling|therapy|therapist|counsellor|counselor)\b/g,
  // Waiting on news is not a pregnancy: "we're expecting promotion news".
  /\bexpecting (a |an |the |some |my |our |their )?(\w+ )?(news|call|reply|answer|offer|letter|email|decision|delivery|parcel|visitors|guests|results?)\b/g,
  /\bdeadline\b/g,
  /\bsick (of|and tired)\b/g,
  /\bsick (beat|track|trick|move|car|idea)\b/g,
  /\bkilling (it|me|the game)\b/g,
  /\bkill (it|the interview|the audition|the exam)\b/g,
  // A practice or firm of one's own is a business: "will my therapy practice grow".
  /\b(my|our) (own |private |new |small |little )?(therapy|counselling|counseling|physio|physiotherapy|dental|massage|psychology|nutrition|acupuncture|chiropractic|vet|veterinary|law|legal) (practice|business|studio|firm)\b/g,
  // Someone else's hobby-horse is a family matter: "my brother won't stop going on about crypto".
  /\b(going on|banging on|bangs on|goes on|go on|talking|talks|ranting|rants|obsessed|obsessing|harping on|harps on) about (crypto|bitcoin|stocks|shares|the stock market|trading|forex|nfts?|(his|her|their) (investments|portfolio|crypto|shares|stocks|trading))\b/g,
  // Money set aside is saving, whatever the note is called: "put a tenner aside each week".
  // (Pills put aside are no saving: "putting a few pills aside every week" keeps its words for the rules.)
  /\b(put|putting|set|setting|stash|stashing|keep|keeping) (a |an |my |some |the )?(?!(?:\w+ ){0,2}medication)(\w+ ){0,2}(aside|away) (each|every|a|per) (week|month|day|payday|pay day|fortnight)\b|\b(put|putting|set|setting) (a |an |my |some |the )?(?!(?:\w+ ){0,2}medication)(\w+ ){0,2}aside\b/g,
  // Saying it is not about investing, or naming only a saver's account or a job at such a firm: ordinary money.
  /\bnot (looking to |planning to |going to |trying to |here to |about )?(invest\w*|trading|trade|the trading( itself)?|buying (shares|stocks|crypto))( in (shares|stocks|crypto))?\b|\b(money|cash|savings) into (a |an |my |our )?(savings|isa|piggy bank|emergency fund|rainy day|pot|jar)\b|\b(cash isa|savings account|savings accounts|regular saver|easy access account)\b|\btrading (desk|floor) (admin|job|role|assistant)\b|\b(offer|job|role|position|work) (at|from|with) (a|an|the) (crypto|fintech|trading|betting|insurance) (startup|company|firm|exchange|platform)\b/g,
  // A clinician choosing where to work: "should I go for ICU or paediatrics", "nursing boards".
  /\b(go for|going for|specialise in|specialize in|specialising in|specializing in|work in|working in|apply for|applying for|choose|choosing|rotation in|placement in|transfer to|move to) (the )?(icu|a and e|a&e|er|ed|paediatrics|pediatrics|oncology|cardiology|neurology|theatres?|maternity|midwifery|radiology|psychiatry|surgery|gp|general practice|emergency medicine|anaesthetics|anesthesiology|orthopaedics|geriatrics|palliative care)\b|\bnursing boards\b/g,
  // Leave from work asked of a boss: "will my oga approve my leave for december".
  /\b(approve|approves|approved|grant|grants|granted|sign off|accept|accepts) (my |our |the )?(annual |holiday |study |unpaid |christmas )?leave\b|\b(annual|holiday|study|unpaid|paternity|maternity) leave\b/g,
  // Ending a relationship named in the question: "my situationship is draining me, should i end it".
  /(?<=^(?!.*\b(left|leaving|broke up|dumped|died|passed|gone|ended|divorced|over|cheated|lost|without)\b).*\b(situationship|relationship|boyfriend|girlfriend|bf|gf|partner|husband|wife|marriage|engagement|fiance|fiancee|talking stage|friendship|contract|lease|membership)\b.*)(?<!\bjust )\bend (it|things)\b(?! all\b| for good\b| now\b)(?! (\w+ ){0,3}(life|myself|me)\b)/g,
  // "patch it up" with a friend, "therapy-style" reflection, "unlucky for me" on Friday the 13th, "the school run is
  // a big headache": ordinary words.
  /\b(is|was|been|s|are|be) (a |an )?(big |real |such a |massive |total |major |huge |right )?headache\b|\bpatch(ed|ing)? (it |things |us |this |that )?up\b|\b(therapy|therapist)[- ]?(style|like|speak)\b|\b(lucky|unlucky) (for me|day|days|number|numbers|colou?rs?)\b(?! (for|to play|to pick|to use) (the |my |a |tonight s |this weeks |saturday s )?(lottery|lotto|draw|bet|bets|bingo|powerball|casino|jackpot|raffle|pools|toto|4d)\b)|\bfriday the 13th\b/g,
  // Leaving a place or a job: "is it time for me to leave this city".
  /\bleave (this|the|my|our) (city|town|country|place|area|job|company|firm|flat|house|uni|school|team|church|band|club|village|island)\b/g,
  // Quitting a habit is a resolution, not a treatment: "is april a good month to quit vaping".
  /\b(quit|quitting|give up|giving up|stop|stopping|cut down on|cutting down on|cut back on) (vaping|smoking|the vape|cigarettes|ciggies|fags|caffeine|coffee|sugar|junk food|fizzy drinks)\b/g,
  // Work handed in later is not a result: "dissertation's due on 20 april".
  /\b(dissertation|thesis|essay|assignment|coursework|project|paper|report|portfolio)( s| is| are)? due\b/g,
  /\b(take|taking) stocks?\b/g,
  /\b(best|safe|safest|sure|good) bet\b/g,
  /^i bet\b|\bi bet (you|he|she|they|it|that|this)\b|\bi bet (my |our )?(mates|friends|team|colleagues|brother|sister|mum|dad|bf|gf) (we|well|that|they|i)\b/g,
  /\bcheating (sheet|day|meal|code|codes)\b/g,
  /\bcheating on (my|a|the|this) (diet|exam|test|homework|quiz)\b/g,
  /\b(feel|feeling|felt) guilty\b/g,
  /\bfree trial\b/g,
  /\btrial (period|run|shift|day|week|lesson|class)\b/g,
  /\bcurrent affairs?\b/g,
  /\bstroke of\b/g,
  /\bbreak a leg\b/g,
  /\bfatal attraction\b/g,
  /\bheart (set|broken|on my sleeve|of gold|to heart|eyes)\b/g,
  /\bheartbr\w*\b/g,
  /\bhit the jackpot\b/g,
  // jackpot is read as lottery by normalise.ts.
  /\bhit the lottery (with|in|on|when)\b/g,
  /\b(it|this|that|renting|dating|house hunting|flat hunting|the market|the rental market|job hunting) (\w+ )?(feels|is|s|seems) (like )?(a |such a |a total |a complete )?(lottery|gamble|casino)\b/g,
  /\b(would|d|i d|i would|could) bet (my|the|our) (house|life|last \w+|money|car|savings) on (this|it|that|him|her)\b/g,
  /\b(play|plays|played|playing) (poker|cards|blackjack) for a living\b/g,
  /\bwon (a|an|the|some) (\w+ ){0,2}(in|at|from) (a|the) (\w+ ){0,2}(raffle|tombola|lottery|quiz|draw)\b(?! (again|this|next))/g,
  /\bvisa (card|debit|credit|or (a )?mastercard|or amex)\b|\b(got|received|have|finally got|just got) (my|our|the) visa\b(?! (interview|appointment|decision|result|renewal|extension|application))|(?<!\b(will|is|has|when|if|whether|did|does|would|could|can) )\b(my|our|the|his|her) (\w+ )?(visa|pr|green card|h1b|h 1b|ilr|employment pass|blue card|work permit|residency|citizenship) (was |has been |had been |finally |just |already |got |s )*(approved|granted|came through|sorted|confirmed|issued|stamped)\b(?! (yet|soon|in time|before|by))/g,
  /\b(pass|passed|passing|through|finish|finished|end of) (my |the )?probation( period)?\b(?= (\w+ ){0,3}(job|work|role|company|firm|office|position))/g,
  /\bthe verdict (from|of) (my|our|the) (family|friends|mum|mother|dad|father|kids|children|partner|boss|team|wife|husband|sister|brother)\b/g,
  /\b(do|doing|study|studying|read|reading|go into|going into|career in) (medication|medicine)\b/g,
  /\b(move|moving|transfer|transferring|switch|switching) (to|hospitals to) (a |another |a different |a new |the other )(hospital|clinic|practice|surgery|law firm|ward|trust)\b/g,
  /\b(a|my|the) (gp|doctor|dental|vet|veterinary) surgery\b/g,
  /\b(operation|op) (at|for|in) (work|the office|the company|my job)\b|\bthe big operation\b/g,
  /\bcourt (her|him|them|someone)\b/g,
  /\blet (it )?go of (?!(life|everything|it all|this world|this life|my life|living|the pain|the fight|trying)\b)(a|an|the|my|this|that|our|his|her|him|them|someone|people|\w+ friends?)\b/g,
  /\bkilling myself (revising|studying|working|training|at work|at the gym|over (this|work|exams)|with work|trying to (please|impress|keep up))\b/g,
  /\b(lost|buried) (my|our) (\w+ ){1,2}(last (year|month|week|spring|summer|autumn|winter)|in \d{4}|\w+ (years|months) ago)\b/g,
  /\b(died|passed|passed away) (last (year|month|week|spring|summer|autumn|winter)|in \d{4}|\w+ (years|months|weeks) ago)\b/g,
  /\bnot (an|as an|for) invest\w*\b/g,
  /\bacca (papers?|exams?|qualification|course|student|level)\b/g,
  /\b(medicine|medication) (and|or|vs|versus) law\b|\blaw (and|or|vs|versus) (medicine|medication)\b/g,
  /\b(nurse|nursing) (training|shift|shifts|pattern|job|role|course|degree|placement|rota)\b|\b(charge|staff|student) nurse\b|\bward manager\b|\b(work|working|job|shift|nurse|nursing) on (a|the) \w+ ward\b/g,
  /\b(sun|moon|rising|star|zodiac) sign (is )?(a )?cancer\b|\b(a|an) cancer (sun|moon|rising)\b|\bcancerian\b/g,
  /\bkilling myself laughing\b/g,
  /\bdisappear\w* (to|off to) (?!(somewhere|anywhere|nothing|nowhere|forever|heaven|the other side|a better place)\b)\w+/g,
  /\b(job|work|role|shift|shifts|cashier job|position) (at|in|with) (the |a |an )?(casino|bookmakers|bookies|betting shop|law firm|immigration law firm|courthouse)\b|\b(gamble|gambling|betting) (company|firm|companys|head office)\b/g,
  /\binvest\w* (more |some |a lot of |all my |my )?(time|energy|effort|love|heart|hours|weekends) (in|into)\b/g,
  /\bsick with (nerves|worry|excitement|anticipation|love)\b|\b(feel|feeling|felt) sick (about|before|with nerves)\b/g,
  /\btill death do us part\b/g,
  /\bput (my )?money on (him|her|it|this|that|them|us) (being|getting|winning the)\b/g,
  /\bthe (lottery|gamble) of (\w+ing|love|life|dating|renting|the \w+ market)\b|\b\w+ (is|are|feels|s) (like )?(a |such a |a total |a complete )(lottery|gamble)\b/g,
  /\bwidowed (\w+ ){0,2}(ago|last year|in \d{4})\b|\bsince (my|our|his|her) (\w+ ){1,2}(died|passed|passed away)\b/g,
  /\b(since|after) (my|her|his|their|the) (\w+ )?(surgery|operation|op)\b(?= (\w+ ){0,8}(should|when|which|is it|good time|book|plan|throw|take up|dinner|party|trip))/g,
  /\blottery of (love|life|dating)\b/g,
  /\b(dating|love|life) is a (lottery|gamble|casino)\b/g,
  /\bcourt(ing|ship|ed)\b/g,
  /\bfood court\b/g,
  /\b(tennis|basketball|squash) court\b/g,
  /(?<!\b(in front of|before|up before|see|seeing|face|facing) (the|a) )\bjudge(d|y|mental)?\b(?! (\w+ ){0,3}(rule|decide|side|grant|give|award|say|sentence|find))/g,
  // Money raised or time given for a hospice is a good cause, not a death: "a sponsored walk for the hospice".
  /\b(sponsored|fundrais\w*|charity|volunteer\w*|donat\w*) (\w+ ){0,4}(for|at|to) (the |a |my |our )?(local )?hospice\b/g,
  /\b(become|becoming|be|to be|train as|training as|study|studying|studies|career in|job as|work as|working as) (a |an )?(doctor|nurse|lawyer|surgeon|therapist|pharmacist|medicine|law|dentist|paramedic|midwife|solicitor|attorney|barrister|vet|physio\w*)\b/g,
  /\b(love|relationship|passion|spark|romance|feelings|business|company|shop|restaurant|bakery|cafe|startup|project|plants?|garden|band|career|dream|dreams|hope|friendship|marriage|phone|car|battery|trend|idea|team|firm|brand|channel|podcast|blog|store)s? (will |is going to |going to |is |are |can |could )?(die|survive|die out|death|make it|last|pull through|recover|get better|heal)\b/g,
  /\b(will|can|could|does|is) (our|my|the|this|his|her) (relationship|marriage|friendship|business|company|bakery|shop|startup|band|love|bond|career) (\w+ )?(survive|make it|recover|heal|last|pull through)\b/g,
  /\b(things|it|work|life|us|we|relations|communication|my luck|luck|the situation|the vibe|my mood|the mood) (will |going to |ever |finally |to )*(get|getting|gets) better\b/g,
  /\bget better (between|at|with|in) \w+\b/g,
  /\b(sign|signing|signed) (the |a |my |this |that |our |new )?(lease|tenancy|rental|job|work|employment|book|record|publishing|freelance|contract|offer|agreement)( \w+)?\b(?! (with|for) (a |my |the )?(lawyer|court|divorce|custody|plea))/g,
  /\b(kill|killed|killing) (two birds|time|the vibe|my vibe|the mood)\b/g,
  /\b(my|the) (operation|ops) (manager|team|role|job|department)\b/g,
  /\bclinical (psychology|degree|course|placement)\b/g,
  /\bmedical (school|degree|course|student|career|field|exam|job)\b/g,
  /\bnursing (school|degree|course|job|career|exam)\b/g,
  /\bpre med\b|\bmed school\b/g,
  /\b(retirement|leaving|farewell|going away|goodbye) (party|do|gift|card|speech)\b/g,
  /\bsay goodbye to (my|our|the|this) (job|flat|house|home|city|town|old|ex|single|twenties|thirties|country|team|colleagues|friends here)\b/g,
  /\bdisappear (from|off) (social media|instagram|tiktok|facebook|the group|the chat)\b/g,
  /\b(ghost(ed|ing)?)\b/g,
  /\b(job|work|working|shift|shifts|interview|position|role|placement|internship|career|volunteer\w*) (at|in|with) (the |a |an |another |this |that |a new |my |our )?(hospital|clinic|pharmacy|hospice|care home|gp surgery|nhs|law firm|court)\b/g,
  /\b(join|joining|joined) the (police|army|navy|air force|marines|military)\b|\bpolice (officer|academy|force|career|job|training)\b/g,
  /\bbet on (myself|me|us|him|her|love|it|this|that|my \w+)\b/g,
  /\b(love|spark|romance|passion|relationship|dream|dreams|hope|business|friendship|conversation|it|things|marriage|connection|flame) (will |to )?(stay|still|remain|be|is|keep|keeping|staying) alive\b/g,
  /\b(it|this|we|us|things|they|the job|the contract|the lease) (will |going to )?last (until|till|to|through|beyond|past)\b/g,
];

type Rule = readonly [name: string, pattern: RegExp];

/**
 * After "how long have i got left", "years i have left": not in a job, a lease or a place, nor before an employer or a
 * landlord acts ("how long have i got left in this job before they make me redundant" asks of a job, not a life).
 */
const NOT_A_LIFE = String.raw`(?!(?: left)? (?:in|at|on) (?:this|my|the|that|our) (?:job|role|post|position|contract|lease|flat|house|place|company|firm|team|city|town|country|course|degree|school|uni)\b|(?: left)? before (?:they|my (?:boss|manager|employer|landlord)|the (?:company|firm|lease|contract))\b)`;

const LISTED_RULES: Readonly<Record<UnsafeClass, readonly Rule[]>> = {
  'self-harm': [
    ['suicide', /\b(suicide|suicidal|unalive|unaliving|kms|kys|sewerslide|self ?harm\w*|selfharm\w*)\b/],
    [
      'harm myself',
      /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting|starve|starving|poison|hang|hanging|shoot|drown|end|off|burn|burning) myself\b/,
    ],
    [
      'end it all',
      /\b(end|ending|take|taking|finish|finishing) (it all|my (own )?life|everything|things for good|it for good)\b/,
    ],
    [
      // "should i just call it a day for good"; "i might not be around after the holidays, any last message".
      'gone for good',
      /\bcall(ing)? it (a day|quits) (for good|forever|permanently|on everything|on life)\b|\b(might|may|probably|wont|won t|will not) (not )?be (around|here) (after|by|for much longer|much longer)\b.*\blast (message|words|goodbye|thing)\b/,
    ],
    [
      'ending it',
      /\b(feel like|feeling like|thinking (of|about)|think about|considering|about to|close to) ending (it( all)?|everything|my life|things)\b(?! (with|between|for)\b)|\bending (it all|everything)\b/,
    ],
    [
      'end it',
      // "can i finish it by christmas" (a memory book): a task finished by a deadline, not a life ("end it" stays).
      /\b(should|shall|can|could|do|will) i (just )?(end it|finish it(?! (by|before|in time|on time|for (the|my|our|him|her|them))\b))( now| tonight| already| soon| all)?\b(?! (with|between)\b)/,
    ],
    [
      'want to die',
      /\b(want|wanting|wish|ready|plan|planning|tempted|deserve|better) to (die|be dead|not (be here|exist|live|wake up|be alive|be around)|(?:disappear|vanish)\b(?! (for (a|one|two|three|four|\d+|the|this|that) (bit|weekend|week|weeks|month|months|day|days|while|few|couple|summer|night|evening|holiday|hols)\b|somewhere (with|quiet|warm|sunny|new|nobody)|from (this|the|my|social|instagram|insta|twitter|facebook|tiktok|the group|work|office|village|town)\b|off (the )?grid|off social|into (the|a) (mountains|hills|woods|forest|countryside|book|city|crowd)))|stop living|sleep forever|go to sleep forever|be gone(?! (by|before|early|at) )|go away forever|leave this world|leave this earth)\b/,
    ],
    [
      'wish dead',
      /\bwish i (was |were |had )?(dead|never (been )?born|not (been )?born|gone|could disappear|could vanish|wasnt here|was not here|wasnt alive)\b/,
    ],
    [
      'no will to live',
      /\b(dont|do not|no longer|not) (want|wish) to (live|be alive|be here|exist|wake up|go on|carry on|be around)\b/,
    ],
    [
      'worth living',
      /\b(worth|point( in| of)?|reason (to|for)|meaning in) (going on |carrying on |keep(ing)? (on )?|still )?(living|live|being alive|staying alive|being here|go on|going on|carry on|carrying on|keeping going|existing|trying anymore|anything anymore)\b(?! (with|to|in|at|abroad|here|there|together|a|an|the|my|this|that|holiday|vacation|trips?|dates?|studying|working)\b)/,
    ],
    ['life worth', /\b(my )?life (is |still )?(worth|worthless|pointless|meaningless|over)\b/],
    [
      'nothing to live for',
      /\b(nothing|no one|nobody|noone) (left )?to live for\b|\bno reason to (live|stay|go on|keep going)\b/,
    ],
    [
      'cant go on',
      /\b(cant|can not|cannot) (go on|keep going|do this|take it|take this|cope|carry on) (any ?more|much longer|like this)\b/,
    ],
    [
      'better off without me',
      /\b(better off|happier|easier|lighter) (without me|if i (was|were|am|wasnt|was not) (gone|dead|not here|around|here|alive))\b/,
    ],
    [
      'miss me if gone',
      /\b(miss me|care|notice|matter|cry|mind|anyone notice|anyone care) (if|when) i (died|die|disappeared|disappear|vanished|was gone|were gone|am gone|wasnt here|was not here|wasnt around|am not here|was not around|left for good|left forever|didnt wake up|never woke up|stopped existing|was dead)\b/,
    ],
    [
      'disappear',
      /\b(disappear|vanish|go away|leave everyone|leave this world|be gone|check out) (permanently|forever|for good|for ever|for real|and never come back|and not come back|from (this world|this earth|existence|life|everyone))\b|\b(should|could|can|if|want to) i (just )?(disappear|disappeared|vanish|vanished)\b/,
    ],
    [
      'not be here',
      /\b(should|could|would|can|if|will) i (just )?(not be|stop being|wasnt|was not|werent|am not|no longer be|not being) (here|around|alive|in this world|on this earth|a burden)( any ?more| tomorrow| next year)?\b/,
    ],
    [
      'burden',
      /\b(stop being|am i|im|i am|being) (a |such a )?burden\b|\bburden (to|on) (everyone|everybody|my family|them|the world|people)\b/,
    ],
    [
      'goodbye for good',
      /\bsay(ing)? (my )?goodbyes? (to (everyone|everybody|the world|all|my family|them|life)|for good|forever|for ever|permanently|one last time)\b/,
    ],
    [
      'overdose',
      /\b(overdose|overdosing|od on|od)\b|\b(take|swallow|down|taking|swallowing) (all|a lot of|too many|the whole|a bottle of|a handful of|all of|enough) (of )?(my |the |these |those )?(medication|pills|tablets|sleeping pills)\b|\bhow many (pills|tablets|of my medication)\b/,
    ],
    [
      'jump',
      /\bjump (off|from|in front of) (a|the|this|that|my|our) (\w+ )?(bridge|building|roof|train|cliff|balcony|car|bus|block|window|flat)\b|\bstep(ping)? in front of (a |the )?(train|bus|car|lorry|truck)\b|\bthink about stepping in front\b/,
    ],
    [
      'give up on life',
      /(?<!\b(not|never|nt) )\b(give|giving|gave|given) up on (life|living|everything|myself|it all)\b|\bwhats? the point( of (anything|it all|living|trying|going on|life|me))?( any ?more)?$/,
    ],
    [
      'stop living',
      /\bstop (living|existing|breathing)\b(?! (in|with|at|abroad|here|there|together|like|for|as|paycheck|paycheque|pay|payday|hand|month|week|beyond|off|out|on|under|from)\b)|\b(sleep|go to sleep|fall asleep) (forever|for ever|and (not|never) wake up)\b/,
    ],
    ['never wake up', /\b(never|not) wake up( again| tomorrow)?\b/],
    [
      'pain stop',
      /\b(make )?(the|this|my) (pain|hurt|suffering) (stop|end|go away) (forever|for good|permanently)\b|\bwant (it|everything|this|the pain|life) (all )?to (end|stop|be over)\b|\bmake it all stop\b/,
    ],
    [
      'never again',
      /\b(have to|having to|need to|ever) (deal with|see|worry about|put up with|look after|hear from) me (ever )?again\b|\bnever (see|hear from|have to deal with) me again\b|\bno one (will|would) (have to )?(deal with|see|miss) me\b/,
    ],
    [
      'final arrangements',
      /\b(given|give|giving) away (all )?(my|all my) (things|stuff|belongings|possessions|pets)\b|\b(written|wrote|writing) (goodbye |farewell )?(letters|a letter|notes|a note) (to|for) (everyone|everybody|my family|all|my kids|my children)\b|\bgoodbye (letter|note|letters|notes)\b/,
    ],
    [
      'cutting',
      /\b(been|started|start|keep|stop|stopped) cutting( myself| again)?\b(?! (back|down|corners|costs|ties|my hair|hair|carbs|sugar|out|it close))|\bcutting again\b|\brelaps\w* (into|on) (self harm|cutting|hurting myself)\b|\b(the|my|her|his) (cutting|self harm|selfharm)\b(?! (board|boards|edge|room|tool|tools|list|of|for|garden|ceremony|machine|mat|class|workshop|course|research|awareness|charity|service|team))/,
    ],
    [
      // "i keep throwing up and i hope it kills me"; "when she goes, i'm going too".
      'wish it ends me',
      /\bhope (it|this|that|they|he|she) (kills|ends|finishes) me\b|\bwhen (she|he|they|my (\w+ )?\w+) (goes|go|dies|die|passes|pass|is gone|are gone)\b.*\b(i m|im|i am|i ll|ill|i will|i can) (go|going) too\b/,
    ],
    [
      'problem for good',
      /\b(stop|stopped|stopping|quit) being (a |such a |everyones |everyone s |everybodys )?(burden|problem)\b/,
    ],
    [
      'walk into the sea',
      /\bwalk\w* into the (sea|ocean|river|lake|traffic|water)\b|\b(not|never) (coming|come|go|going) back\b.*\b(sea|ocean|river|bridge|cliff|cliffs|forever)\b|\b(sea|ocean|river|bridge|cliff|cliffs)\b.*\b(not|never) (coming|come) back\b/,
    ],
    [
      // "a one way trip to the cliffs, not planning the return".
      'no return',
      /\b(one way|oneway) (trip|ticket|journey|drive|walk)\b.*\b(cliff|cliffs|bridge|edge|tracks)\b|\b(cliff|cliffs|bridge|edge|tracks|sea|ocean|river)\b.*\b(not planning (the |a |my )?return|no return)\b/,
    ],
    [
      // "i want to keep going till im gone", "not eating on purpose until i disappear".
      'until gone',
      /\b(till|until|til|before) (i m|im|i am|i ll be|ill be) (gone|dead|no more|not here|nothing)\b|\b(not|havent|haven t|stopped) (eaten|eating)\b.*\bon purpose\b.*\b(keep going|gone|disappear|stop)\b/,
    ],
    [
      // "sorting my will, rehoming the cat ... a fresh start, a permanent one".
      'affairs in order',
      /\b(sorting|sorted|writing|wrote|made|making|updating) (my|out my) will\b.*\b(rehom\w*|giving away|give away|cancel\w*|goodbye|permanent\w*|for good|final|last)\b.*\b(permanent\w*|for good|final|forever|last)\b|\brehom\w* (my|the) (cat|dog|pets?|rabbit|bird)\b.*\b(permanent\w*|for good|final|forever)\b/,
    ],
    [
      // Putting one's affairs in order is a warning sign crisis services teach; beside a named move it needs the
      // model (DEPARTURE_RULES); with a solicitor or a power of attorney it is estate planning, and asked with the
      // time one has left, a question of lifespan (death).
      'affairs put in order',
      /^(?!.*\b(power of (attorney|lawyer)|solicitor|lawyer|executor|estate planning|death|demise|left|before (i|we) (start|begin|move|travel|fly|relocate|emigrate|get married))\b).*\b(put|putting|puts|get|getting|got|have|had|sort|sorting|sorted|set|setting) (all )?my affair in order\b/,
    ],
    [
      'should i jump',
      /\bshould i (just )?jump\b(?! (at|into (a|the|this|that|it|my|our|his|her)|ship|on|in|the gun|through))|\b(on|at|near) the (edge|ledge|roof|bridge) (right )?now\b/,
    ],
    [
      'rest forever',
      /\b(rest|sleep) (forever|for ever|in peace|permanently)\b|\beternal (rest|sleep)\b|\bfinally (rest|be at peace|sleep) (forever|for good)\b/,
    ],
    [
      'time to die',
      /\b(right|good|best|my) (time|day|date|way|month) (for me )?to (die|end it|end my life|kill myself)\b(?! (to|back|abroad|home|out|for|on|with|and|self|freelance|part|full|travelling|traveling|shopping|vegan|solo|public|back|into|ahead|official|viral|live|big|all in|exclusive|steady))|\b(date|day|time|way) to (commit suicide|die|end it)\b/,
    ],
    // "is it my time to go": veiled, and as often a move or a trip ("the right time to go, out of this town").
    [
      'time to go',
      /\b(right|good|best|my) (time|day|date|month) (for me )?to go\b(?! (to|back|abroad|home|out|for|on|with|and|freelance|part|full|travelling|traveling|shopping|vegan|solo|public|into|ahead|official|viral|live|big|all in|exclusive|steady))/,
    ],
    [
      'way out',
      /\b(least painful|painless|quickest|quietest|most peaceful|easiest) way (out|to go|to die|to do it|to end it)\b|\bjust want out\b(?! of (this |my |the )?(job|marriage|relationship|contract|lease|house|town|city|flat|situation|deal))|\bwant(s|ed|ing)? out (permanently|for good|forever|of (this )?life)\b/,
    ],
    // Veiled ways of saying it, read in blind training sets (train-f): plans, a date, others' self-harm.
    [
      'by their own hand',
      /\b(top|kill|off) (himself|herself|themselves|themself)\b|\bend (his|her|their) (own )?life\b|\bby (his|her|their|my) own hand\b/,
    ],
    [
      'give up my life',
      /\bgive up (my|on my) life\b|\bquit(ting)? life\b(?! (admin|coaching|coach|insurance|drawing|class|classes|model)\b)|\bwant to end (things|it all|everything|my life|me)\b(?! (with|between|off|at|for)\b)|\bi should end me\b|\bleaving (this|the) (world|earth|life)\b/,
    ],
    [
      'not be missed',
      /\b(nobody|no one|noone) (would|will|is going to|gonna) (miss|notice|care about) me\b|\bmake sure (i|im|i am) (not|no longer) (there|here|around|alive)\b/,
    ],
    [
      'planning how',
      /\b(planning|planned|researching|researched|looked up|looking up|googling|googled) (how to do it|ways|methods|how to end it|the best way)\b(?! (to|of|for)\b)|\b(my|the) plan or just go through with it\b|\bjust go through with it on\b/,
    ],
    [
      'never meant to be',
      /\b(never|not) (supposed|meant) to (be born|exist|be here|be alive)\b|\btired of waking up\b|\b(dont|do not|cant|can not|cannot) see (myself|yourself) in (any|the) future\b|\b(run|ran|running) out of reasons\b|\bmy time (here )?(should|is going to|will) be over\b|\ban end to (my |the |this )?suffering\b/,
    ],
    ['join the dead', /\bjoin (her|him|them) (on the day|there|soon|in heaven|on the other side|again)\b/],
    [
      'means at hand',
      /\bwhere i keep the (rope|pills|blades|razors)\b|\b(hide|hiding|hid|keep) (my |the )?(razors|blades)\b|\bcutting (helps|makes me)\b|\bthe car keys are in my pocket\b/,
    ],
    [
      'done with life',
      // Not where or with whom one lives: "tired of living in my sister's shadow", "tired of living with my parents".
      /\b(done with|tired of|finished with|over) (everything|life|living(?! (in (my|his|her|their|our|a|the) (\w+ )?(shadow|house|home|flat|city|town|village|room|parents)|with|at|near|out of|under) )|it all|existing|being alive|being here)\b/,
    ],
    [
      'time to go',
      /\b(right|good|best|my|her|his) (time|day|week|month|moment) to (leave (them|everyone|this life|this world|for good|this earth)|go for good|let go|check out|end it|say goodbye)\b|\b(her|his|my) time to (leave|go)\b(?! (for|to|on|abroad|home|uni|school|work|the))/,
    ],
    [
      'staying around',
      /\b(point|worth|reason) (in |of )?(staying|being|sticking|hanging) (around|here|alive|on)\b|\b(not|never) meant to be (here|alive|around|born)\b|\btime i (was|were|am) gone\b|\bi should (just )?be gone\b|\bleave this (life|world|earth)\b/,
    ],
    [
      'bridge',
      // A place, not a name in a person's place ("i lowkey like river ... should i go for it").
      /(?<!\b(like|love|fancy|text|call|date|kiss|marry|miss|with|and) )\b(bridge|cliff|tracks|ledge|rooftop|roof|sea|river|ocean|train line|railway)\b.*\b(should i|i should|i could|can i|i want to) (just )?(go|jump|walk in|walk into|step off|step in|end it)\b(?! (into|in on|in with|to|for|ahead|abroad|home|back|with|on|out|part time|full time)\b)/,
    ],
    // "looking up how tall the multistorey by the station is and whether they lock the top deck at night" (dev-33).
    [
      'heights looked up',
      /\bhow (tall|high) (is )?(the |that )?(multi ?storey|car ?park|bridge|tower|tower block|building|cliff|cliffs|roof|block of flats|viaduct|overpass|flyover)\b|\b(lock|locks|locked|close|closes|shut|shuts) the (top deck|top floor|roof|rooftop|roof top|stairs to the roof)\b/,
    ],
    ['exit', /\b(planning|plan|planned) my exit\b|\ban exit for me\b|\bmy (final )?goodbye (mean|matter)\b/],
    [
      'checking out',
      /\bcheck(ing)? out (early|before|of (life|this world)|for good|permanently|on life)\b|\bchecking out before\b/,
    ],
    ['never wake', /\b(sleep|go to sleep|fall asleep) (and|an|n) (never|not) wake\b|\bnever wake\b/],
    [
      'saving pills',
      /\b(saving|saved|stockpil\w*|hoarding|collecting) (up )?(my |all my |the )?(pills|medication|tablets|meds|painkillers|sleeping pills)\b/,
    ],
    [
      'my own ending',
      /\bmy own (ending|end|death|funeral)\b|\bthe end of me\b|\b(plan|planning|arrange|arranging|book|booking) (my|your) own funeral (for|on) (this|next|the|a) \w+/,
    ],
    [
      'not making it past',
      /\b(dont|do not|cant|can not|never) see (myself|me) (making it|living|being alive|being here|getting|reaching|lasting)\b|(?<!\b(will|would|can|could|shall|do|does|did) (i|we|he|she|they|my \w+) )\b(making it|make it|living|alive|last) past (my )?\d+(?![\d ]*(weeks?|wks?|days?)\b)/,
    ],
    [
      'let go',
      /\b(ok|okay|alright|time|fine) (for me )?to (let go|give up(?! (on )?(my|the|this|that|our|his|her) (?!(life|self|everything|fight)\b)\w+)|stop fighting|stop trying|rest now|be done(?! with (?!(it|it all|life|everything|living|this life|myself|this world)\b)))\b|\btired of being (alive|here|me)\b/,
    ],
    [
      'not exist',
      /\b(didnt|did not|dont|do not|stop|stopped|wouldnt|would not) exist(ing)?\b(?! (in|on|at|as|anymore in))/,
    ],
    [
      'join them',
      /\b(join|be with|see) (my|him|her|them) (late \w+ )?(in heaven|on the other side|in the afterlife|again soon)\b|\b(i|i just|i really) (want|wanna|need|wish|am ready|m ready|long) (to )?(?:(go (be with|join)|join|follow|be with|be back with|go to) (my (\w+ )?\w+|him|her|them) (in heaven|up there|on the other side|in the afterlife|where (she|he|they) (is|are))|(go (be with|join)|join|follow) (my (\w+ )?\w+|him|her|them) (again|soon)|be (back )?with my late \w+)\b/,
    ],
    [
      'last time',
      /\b(my|this) (last|final) (christmas|birthday|summer|goodbye|day|night|week) (ever|on earth|alive)\b/,
    ],
    [
      'permanent solution',
      /\b(permanent solution|final exit|end my pain|end the pain|no way out|nothing left for me)\b/,
    ],
    [
      'other languages',
      /\b(matarme|quitarme la vida|quiero die|no quiero vivir|me tuer|envie de die|mich umbringen|me matar|quero die|ich will sterben|sumir de vez|me voy para siempre|quiero desaparecer|khatam kar doon|done wid life)\b/,
    ],
  ],
  death: [
    // "in and out of hospital since october. will she see the new year?": a lifespan ("see the new year in" is a party).
    [
      'see the new year',
      /\b(will|is|are|does) (he|she|they|my \w+|\w+) (\w+ )?(going to |gonna )?(see|make it to|live to see|last (until|till|til|to|through)) (the )?new year\b(?! (in|together|with|at)\b)/,
    ],
    // "my uncle is very sick. will he pass before my wedding in june": a death foreseen, whatever the illness.
    [
      'pass before',
      /^(?=.*\b(sick|ill|illness|hospital|hospice|dying|cancer|frail|poorly|unwell|palliative)\b).*\b(will|is|could|might) (he|she|they|my \w+|\w+) (\w+ )?(pass|pass away|pass on|be gone|be taken) (before|by|until|ahead of)\b/,
    ],
    // "is this winter going to be my last one, i'm 94": a last season or birthday is a lifespan.
    [
      'my last season',
      /\b(this|next|the coming) (winter|summer|spring|autumn|fall|christmas|birthday|new year|easter|diwali|eid)( is| will be| s)?( going to be| gonna be| be)? my last( one)?\b(?! (at|in|as|with|of|before|here|there|on|for|term|semester|year|day|week|shift|job)\b)|\b(will|is) (this|it) (\w+ )?(be |going to be |gonna be )my last (winter|summer|spring|autumn|fall|christmas|birthday|new year|easter|diwali|eid)\b/,
    ],
    // Lifespan asked without the word (read in blind training sets, ADR 0652).
    [
      'who goes first',
      /\b(who|which)( one)? of (us|my parents|them|my grandparents|the two of us) (will )?(go|goes|pass|passes|die|dies) first\b|\b(next|first) to (go|pass|die)\b(?! (to|on|for|into|through|in|abroad|home|back|out|up|ahead|with|uni|university|college)\b)|\b(telling me|say|says) (im|i am) next\b(?! (in line|for|up|on|week|month|year)\b)|\bhow (im|i am) going to go\b|\b(a persons|my|his|her) life will end\b|\bexpiry date for (a person|me|him|her)\b|\bmy number is up\b|\b(showing|show|shows|have|has|live|living|lead) (a )?(short|long) life\b|\b(short|long) life (ahead|span)\b|\byears on this earth\b|\bhow long (we|i|they) (have|has) (left )?with (him|her|them)\b|\b(death date|date of death)\b|\bwidow(ed)? by\b|\b(plane|flight) (go down|crash)\b|\bnot be here by then\b|\b(vet|vets|doctors|nurses) (says|said|say) (its|it is) time\b|\b(i|he|she) (will )?go before \d{2}$/,
    ],
    [
      'reach an age',
      /\b(will|am|is|are|going to|wont|will not|not) (i|he|she|we|they|my \w+)? ?(\w+ )?(reach|make|see|live to see|live to)\b (retirement|the spring|next spring|\d{2,3}(?= *$| years?\b| or\b| and\b| if\b| given\b| with\b| like\b))/,
    ],
    [
      'last year of life',
      // Not a last year or christmas somewhere: "my last christmas at this job", "my last year at uni".
      /\b(is|will) (\d{4}|this|next year) (be )?my last year\b(?! (at|in|of|with|as|on|before)\b)|\b(my|her|his|grans|nans|grandmas|grandads) last christmas\b(?! (at|in|with|as|on|before|working|living|single)\b)/,
    ],
    [
      'death',
      /\b(death|dead|deceased|lifespan|life span|life expectancy|plan (my|his|her|your) (own )?funeral|terminally|terminal (illness|cancer|diagnosis)|hospice|palliative|end of life|life support|dnr|afterlife|deathbed)\b/,
    ],
    [
      'life ends',
      /\b(when|what year|which year|what age|how old) (does|will|do) (my|his|her) (life|life path|lifeline|time) (end|run out|stop)\b/,
    ],
    ['die', /\b(die|dies|died|dying|perish|pass away|passes away|passing away|pass on|passed away)\b/],
    [
      'survive',
      new RegExp(
        `\\b(will|can|could|is|does|would|going to) ${SUBJECT} (\\w+ )?(survive|pull through)\\b(?=$| (the |this )?(night|winter|surgery|operation|cancer|illness|treatment|chemo|accident|covid|stroke|heart attack|year|it|much longer|long)\\b)|\\b(will|can|could|is|does|would|going to) ${ELDER} (\\w+ )?(survive|pull through|make it)\\b`,
      ),
    ],
    [
      'see milestone',
      new RegExp(
        // "will i still be around to dance at it": "still" asks how long one lives, not where one will be.
        `\\b(will|would) i still be (around|alive|here)\\b(?! (in|at|with) (this|my|the|that) (job|house|flat|city|town|country|company|firm|school|team|role|place)\\b)|` +
          // "will i be around for my great granddaughter's wedding in 2035": a grandchild's milestone asks a lifespan.
          `\\b(?:still )?be (?:around|here|alive|with us) (?:for|at|to see) (?:my|our) (?:great[- ]?)?grand(?:children|child|kids|kid|son|sons|daughter|daughters)s? (?:wedding|graduation|christening|18th|21st|first birthday|birth)\\b|\\b(see|live to see|live for|be alive (for|at|by|in|to see)|(still )?be (here|alive|around|with us)( for| at| by| in| to see)?|make it to|last (until|till|to|through)|survive (until|till|to|through)) ${MILESTONE}\\b(?! \\d)|\\b(?<!\\bi )(make|makes|reach|reaches|see|sees|hit|hits) (his|her|their) ([7-9]\\d|1[01]\\d)(th|st|nd|rd)?\\b(?! (a |an |the |into |special|memorable|surprise|party|bash|celebration))|\\b(will|would|do|am) i (ever |still |even )?(get to |live to |going to |gonna )?see (my |our )?(great )?(grand)?(kids?|children|child|sons?|daughters?|baby|babies) (grow up|graduate|get married|marry|born|be born)\\b`,
      ),
    ],
    [
      'live to',
      /\b(live|make it|survive|last|get) (to|until|till|past|beyond) (\d+|the age of|old age|a hundred|ninety|eighty|seventy|my \d+\w*|retirement)\b|\breach (the age of|\d+ years old|old age|ninety|a hundred|\d+)\b|\bhow old will (i|he|she|my \w+) (be|get)\b|\blive (long|a long life|past \d+|to be old)\b|\bmake old bones\b/,
    ],
    // "fly home to manila now to say goodbye to lola, or does she still have time?"
    [
      'time to say goodbye',
      /\b(say|said) (goodbye|bye|our goodbyes) to\b.*\b(does|do|has|have|will) (she|he|they|\w+) (still )?(have|has|got) (much |enough |any |some )?time( left)?\b/,
    ],
    // "can u see how long he's actually got", "is it going to be this month that we bury him", "him nah mek it" (dev-33).
    [
      'time left said',
      /\bhow long (hes|shes|theyve|he s|she s|they ve|he has|she has|they have|(my|our) \w+ has) (actually |really |still |even |realistically )?got\b|\b(we|i|they|we ll|well|we will|we have to|we must) (bury|be burying) (him|her|them|my \w+|our \w+)\b|\b(him|he|she|her|dem|them|they) (\w+ ){0,2}(nah|nuh|not|wont|won t|never|doh) (mek|make) it(?= *$| *[?.!,]| (dis|this|through|past|to (christmas|new year|the end)))/,
    ],
    [
      'time left named',
      // (Not "how long have i got left in this job": a job, a lease or a place has its time, not a life.)
      new RegExp(
        String.raw`\bhow long (has|have|does|do) (\w+ ){1,3}(got|got left|have left|left to live)\b` + NOT_A_LIFE,
      ),
    ],
    [
      'time left',
      new RegExp(
        String.raw`\bhow (long|much (more )?time|many (more )?years|many (more )?months|many (more )?summers|many (more )?christmases) (do|does|will|have|has|is|did) (i|he|she|we|they|my \w+( \w+)?|grandmother|grandfather) (have|got|got left|left|live|to live|got to live|be around|be here|be with us|stay)\b` +
          NOT_A_LIFE,
      ),
    ],
    [
      'years left',
      new RegExp(
        String.raw`\b(years|months|time|days) (do i have|i have|he has|she has|does \w+ have|does my \w+ have|left (for|with) (me|him|her|my \w+))( left)?\b(?! to\b)` +
          NOT_A_LIFE,
      ),
    ],
    [
      'lose them',
      new RegExp(
        // Not a loss already borne: "will i ever feel at peace again after losing my mum".
        `(?<!\\b(after|since|from|of|over) )\\b(lose|losing|going to lose) ${ELDER}\\b(?! (to|as a|as my) (friend|another|someone|him|her|the))|\\bthe year (we|i) lose\\b`,
      ),
    ],
    [
      'make it through',
      new RegExp(
        `\\b${SUBJECT} (going to )?(make it|get) through the (night|week|winter|year|surgery|operation|treatment)\\b|\\b(is|are) ${SUBJECT} going to make it$|\\boutlive\\b|\\boutlives\\b|\\b(be|stay|remain) with us (for )?(long|much longer|a lot longer|many more (years|months))\\b`,
      ),
    ],
    ['alive', /\b(be|stay|still|remain|is|am|are|be kept) alive\b/],
    [
      'time is up',
      /\b(my|his|her|their) time (is )?(up|near|coming|running out)\b|\bwhen (is|will) (my|his|her) time (come|be up)\b|\bis (it|this) (my|his|her|their) time\b(?! to (?!(go|die|leave|join|rest|pass|be with)\b)\w+)|\bfading fast\b/,
    ],
    ['when die', /\bwhen (will|do|does|am|is) (i|he|she|my \w+|we) (die|going to die|pass away)\b/],
    [
      'last christmas with',
      // "granted last year for my cousin's wedding" says when, not whose last year.
      /\b(my|our|his|her|their|the|a|one|this|next|be) (last|final) (christmas|birthday|summer|year|holiday|eid|diwali) (with|for) (my|our|him|her|grandmother|grandfather|them)\b/,
    ],
    [
      'before milestone',
      /\bpass (away )?(before|by) (his|her|their|my) \d+\w*\b|\b(his|her|their) last (summer|christmas|birthday|winter|spring|autumn|eid|diwali|new year)\b(?! (was|were|we|i|he|she|they|had|did)\b)|\b(be|is) (his|her|their) last year\b|\b(my|this) last (summer|christmas|birthday|year) (ever|alive|on earth)\b/,
    ],
    ['live to see', /\blive to see\b/],
    [
      'pass before',
      new RegExp(
        `\\b${ELDER} (\\w+ ){0,4}pass (away |on )?(before|by|soon|this)\\b|\\b(my )?(uncle|aunt|auntie|granny|grandad|grandma|grandpa|nana|nan|gran) (\\w+ ){0,3}pass(ing)? (away |on )?(before|by|soon)\\b`,
      ),
    ],
    [
      'will they be ok',
      new RegExp(
        // Not after an operation: "will my mum be ok after her op" asks how the operation goes (surgery's help).
        `\\b(will|is) ${ELDER} (be ok|be okay|be alright|be fine|come home from (the )?hospital|wake up from)\\b(?! (after|from) (his|her|its|their|the) (operation|surgery|op|procedure|transplant|bypass)\\b)`,
      ),
    ],
  ],
  surgery: [
    ['operation', /\b(surgery|surgeries|operation|op|procedure)\b/],
    [
      // A named procedure is asked about as a medical step, whoever asks.
      'named procedure',
      /\b(knee|hip|shoulder|joint|valve|lens|lenses) (\w+ )?(replaced|replacing|replacement)\b|\b(transplant|c section|caesarean|cesarean|bypass|mastectomy|hysterectomy|appendectomy|anaesthetic|anesthesia|anaesthesia|keyhole|lasik|implant|implants|knee replacement|hip replacement|amputation|stent|angioplasty|chemo port|spinal fusion|tonsillectomy|vasectomy|lumpectomy|cataract|gastric (sleeve|bypass|band)|bariatric|liposuction|lipo|rhinoplasty|nose job|boob job|tummy tuck|bbl|facelift|botox|filler|fillers|hair transplant|veneers)\b/,
    ],
    [
      'under the knife',
      /\b(under the knife|go under (the knife|anaesthetic|anesthesia|general)|operated on|operate on)\b/,
    ],
    [
      'removal',
      /\b(tonsils|gallbladder|gall bladder|appendix|wisdom teeth|wisdom tooth|kidney|ovary|ovaries|uterus|womb|cyst|lump|mole|tumour|adenoids|thyroid|spleen|cataracts?|polyps?|fibroids?|stones?) (removal|removed|out|taken out|surgery|op)\b|\bhaving (her|his|my|their) (\w+ )?(out|removed)\b/,
    ],
  ],
  pregnancy: [
    // "late by 6 days and too scared to test", "are my eggs still ok at 41": a pregnancy or fertility outcome unnamed.
    [
      'late or eggs',
      /\b(late|overdue)\b.{0,40}\b(scared|afraid|nervous|frightened) to (take a |do a )?test\b|\bmy period\b.{0,20}\b(late|overdue|missed|hasnt come|has not come)\b|\bmissed (my )?period\b|\bmy eggs (are |is |still |be |any )*(ok|okay|good|viable|healthy|fine|left)\b|\begg (quality|count|reserve)\b|\btoo late (for me )?to (have|start) (a baby|kids|children|a family)\b/,
    ],
    // "am i late bc of stress or is there a bun in the oven??", "does my 2027 personal year finally bring us a little one".
    [
      'bun in the oven',
      /\b(is there|have i got|got|i have|i ve got|ive got) a bun in the oven\b|\bbun in the oven\s*(\?|or\b|$)|\b(bring|brings|give|gives|bless|blesses) (us|me) (with )?(a|our|my) (little one|baby|bundle of joy|rainbow baby)\b/,
    ],
    // Veiled by the reader, not by us: "will we be three by next christmas", "9dpo", "pink or blue?", "period is
    // 6 days late … don't want to pee on a stick yet", "the next in the family to make an announcement, if you know
    // what i mean" (dev-27).
    [
      'veiled pregnancy',
      /\bwill (we|us two|the two of us) (finally )?be (a family of )?(three|3)\b|\b\d+ ?dpo\b|\bdpo\b|\btww\b|\b(pink or blue|blue or pink)\b|\bperiod (is|s|was|has been) (\w+ ){0,3}(late|missing|overdue)\b|\b(late|missed) (my )?period\b|\b(pee|peed|wee|weed) on (a|the) stick\b|\btwo pink lines\b|\bnext (\w+ ){0,4}to (make an? (big |happy |special )?announcement|be expecting|have a baby)\b(?=.*\b(if you know what i mean|wink|hint hint)\b)/,
    ],
    ['twins or one', /\btwins or (a )?(singleton|single baby|one)\b|\bsingleton or twins\b/],
    // A treatment is the reader's own unless it is someone else's or over ("my sister's ivf worked").
    [
      'fertility treatment',
      /(?<!\b(sisters|friends|brothers|cousins|her|his|their|colleagues|daughters|sons) )\b(ivf|iui|icsi|egg freezing|egg collection|egg retrieval|frozen transfer|embryo transfer|clomid|letrozole|donor eggs?)\b(?! (worked|lab|clinic receptionist|nurse|was successful|is over|is done|twins|baby|babies|kids|children|son|daughter)\b)/,
    ],
    // Not someone else's good news: "my brother and his wife are expecting twins!! how can i be the best auntie".
    [
      'twins',
      /(?<!\b(they|wife|husband|sister|brother|cousin|friend|daughter|son|mum|mom|partner|neighbour|colleague|bestie|sis|bro|she|he)( is| are| s| re)? )\b(show|shows|expecting|carrying|conceive|conceiving|having|have|get|getting) twins\b/,
    ],
    [
      'pregnancy',
      /\b(pregnant|pregnancy|conceive|conceiving|conception|ivf|iui|icsi|egg freezing|embryos?|fertility|infertile|infertility|miscarriage|miscarry|miscarried|abortion|giving birth|give birth|due date|in labou?r|go into labou?r|labou?r (pains|induced|and delivery)|trying for a baby|ttc|bfp|bfn|2ww|two week wait|pregnancy test|hpt|birth plan|ultrasound|scan at \d+ weeks|\d+ ?(week|wk) scan|pineapple core|(dating|anomaly|nt|growth|gender) scan|(healthy|ok|okay|alright|fine|growing) in there|nuchal|nipt|amniocentesis|ovulat\w*|sperm|surrogacy|surrogate|stillbirth|ectopic|preeclampsia|gestational|trimester|newborn|heartbeat|weeks pregnant|bump)\b/,
    ],
    [
      'a baby',
      /\b(have|having|expecting|carrying) a (baby )?(boy|girl)\b(?! (friend|who|in|that|like|to|for|at)\b)|\b(?!(?:get|getting|have|having) (?:the|my|our) (?:kids|children|son|daughter)\b)(?<!\b(they|wife|husband|sister|brother|cousin|friend|daughter|son|partner|neighbour|colleague|bestie|sis|bro|she|he)( is| are| s| re)? )(have|having|get|getting|expecting|carry|carrying|lose|losing|conceive|make) (a |another |the |my |our |any |more )?(baby|babies|child|children|kids|twins|son|daughter|little one|rainbow baby)\b|\bstart(ing)? a family\b|\b(be|get|getting|ever be) blessed with (a |another |our |more )?(baby|babies|child|children|kids|twins|son|daughter|little one)\b|\b(baby|babys|babies) (gender|sex|healthy|ok|okay|be born|arrive|come|coming|due)\b|\b(a )?boy or (a )?girl\b|(?<!\b(startup|start up|business|company|brand|shop|salon|project|book|novel|album|channel|app|band|garden|car|dog|cat|puppy|kitten|bakery|restaurant|cafe|blog|podcast|website|thesis|film) )\b(will|is) (the|my|our) baby\b|\b(will|when will|can) (i|we) (ever )?(become|be) (a |an )?(mother|father|parent|parents|grandmother|grandfather|grandparent|grandparents|grandma|grandpa|grandad|granddad|granny|gran|nana|nan|aunt|auntie|aunty|uncle)\b(?! (figure|to))|\bget pregnant\b/,
    ],
  ],
  health: [
    // Named conditions and treatments: as often the background of an ordinary question (a parent's dementia,
    // a move for the warm weather), so the model decides (a word rule, ADR 0652).
    [
      'condition',
      /\b(arthritis|psoriasis|eczema|shingles|rash|allergic|penicillin|thyroid|dvt|hrt|dialysis|melatonin|jab|vaccine|hepatitis|murmur|on the spectrum|autism|autistic|dementia|alzheimers|memory (keeps? slipping|go|going)|dizzy spells|seizures|fits since|tinnitus|ringing in my ears|injury free|psychiatric|sugar problems|diabetes|blood pressure|presion|belle pain|diagnosis|new tablets|my tablets|the dose|what dose)\b/,
    ],
    [
      'illness',
      /\b(cancer|tumour|chemotherapy|radiotherapy|radiation|illness|health|diagnosis|biopsy|symptoms?|dementia|alzheimers?|parkinsons?|diabetes|diabetic|epilepsy|seizures?|schizophrenia|bipolar|depression|anxiety|panic attacks?|adhd|autism|autistic|ocd|ptsd|hiv|aids|std|sti|covid|long covid|flu|asthma|arthritis|lupus|sclerosis|infection|virus|stroke|heart attack|heart condition|heart disease|blood (test|tests|pressure|work|sugar|results)|bp|sugar levels|cholesterol|a lump|lump in|lumps|cyst|cysts|migraines?|anorexia|bulimia|eating disorder|addiction|addicted to (drugs|alcohol|pills|painkillers|opioids|heroin|cocaine|meth|weed|porn)|alcoholic|alcoholism|rehab|relapse|sick|ill|illnes|injury(?! (claim|case|lawyer|solicitor|compensation|payout|settlement))|injured|fracture|broken (leg|arm|bone|wrist|ankle)|concussion|allergy|allergies|disability|disabled|clinical trial|paralysed|paralyzed|chronic|endometriosis|pcos|thyroid|kidney|liver|lungs?|cough|fever|rash|mole|moles|tinnitus|insomnia|sleep apnea|obesity|hormones?|menopause|fibroids|hernia|scoliosis|crohns|ibs|celiac|coeliac|anemia|anaemia|hepatitis|tuberculosis|malaria|dengue|pneumonia|sepsis|coma|icu|er visit|hospital|hospitalised|hospitalized|clinic|gp appointment|psych ward|mental health|mental illness|nervous breakdown)\b/,
    ],
    // "chest tight n dizzy all wk. is it sumthin serious or nah" (dev-33): a body, then whether it is serious.
    [
      'is it serious',
      /\b(chest|head|heart|stomach|tummy|belly|back|dizzy|dizziness|pain|ache|aches|aching|breathless|numb|tingling|bleeding|fainted|fainting|vomiting|throwing up|headaches?|palpitations)\b.*\bis (it|this|that|dis) (something|sumthin|summat|smth|anything|owt) (serious|bad|to worry about)\b/,
    ],
    [
      'medication',
      // Medicine as a field of work or study is a career: "leaving medicine", "is medicine my path".
      /\b(medication|(?<!\b(study|studying|studied|into|in|for|leave|leaving|left|quit|quitting|emergency|internal|family|general|sports|tropical|occupational|palliative|rural|academic|aviation|veterinary|acute|practise|practice|practising|practicing|career in|degree in|school of) )medicine(?! (at|degree|school|course|student|students|career|my path|is my path|as a career))|medicines|antidepressant|antidepressants|antibiotics|vaccine|vaccines|vaccinated|vaccination|hrt|birth control|contraceptives?|the pill|painkillers?|ibuprofen|paracetamol|aspirin|insulin|dose|dosage|prescription|supplements?|vitamins?|herbal remedy|cbd|steroids|inhaler|therapy|therapist|counselling|counseling|psychiatrist|psychologist)\b/,
    ],
    // "been on sertraline a year … can ah come aff it in january": when to stop a medicine is its doctor's call.
    [
      'coming off a medicine',
      /^(?=.*\b(antidepressants?|medication|meds|tablets|pills|insulin|inhaler|steroids|hrt|the pill)\b).*\b(come|coming|get|getting|go|going|wean|weaning|taper|tapering) (off|aff) (it|them|my|the|antidepressants?|medication|meds|tablets|pills)\b/,
    ],
    [
      'treatment',
      /\b(treatment|treatments|scan|scans|mri|ct scan|x ray|xray|test results?|viral load|cd4( count)?|undetectable|arvs?|antiretrovirals?|hba1c|results of (my|the) (test|scan|biopsy|bloods)|bloods|smear|mammogram|colonoscopy|checkup|check up)\b(?! (for|of|in) (my )?(business|company|project|career|work))/,
    ],
    [
      'see a doctor',
      /\b(doctor|specialist|psychiatrist|surgeon|dentist|therapist|psychologist|cardiologist|oncologist|neurologist|gynaecologist|gynecologist|physio|physiotherapist|chiropractor|nurse|midwife|pharmacist)\b/,
    ],
    [
      'body',
      /\b(back|chest|stomach|head|neck|knee|joint|tooth|nerve|period|pelvic|breast|ear|eye|leg|arm|hip|shoulder|foot|feet) ?(pain|ache|aches|problem|problems|issue|issues|injury)\b|\b(migraines|lose weight|losing weight|weight loss|gain weight|heal(ing)? (my|his|her|the) (body|back|leg|arm|knee|illness|wound|injury)|get well|feel better physically|recover(y)? from (the |my |his |her |an? )?(operation|surgery|illness|accident|injury|stroke|covid|flu|cancer|addiction|burnout|breakdown))\b/,
    ],
    [
      'recover',
      new RegExp(
        `\\b(will|can|could|is|does|going to|when will) ${SUBJECT} (\\w+ )?(recover|get better|heal|be healed|be cured|be cancer free|walk again|be well|be healthy|get well)\\b(?! (from |after |over )?(the |my |our |this |a )?(breakup|break up|divorce|heartbreak|money|losses|loss|investment|setback|fight|argument)\\b)`,
      ),
    ],
    [
      // "will my knee ligament be healed before may": how a body mends is a recovery outcome.
      'body mends',
      /\b(my|ma|his|her|their|our) (\w+ ){0,2}(knee|ligament|ligaments|ankle|back|hip|wrist|shoulder|bone|bones|leg|arm|foot|wound|tendon|acl|hamstring|fracture|injury|burn|stitches|scar|spine|neck) (\w+ )?(be healed|heal|heals|be better|be fixed|recover|be ok|be okay|mend|be mended|be back to normal)\b|\b(my|ma) (knee|ankle|back|hip|wrist|shoulder|leg|arm|foot|neck)s? (\w+ ){1,8}will (it|they) (heal|mend|get better|recover|be ok|be okay|be right)\b/,
    ],
    [
      'drugs',
      /\b(i) (\w+ ){0,2}(take|taking|try|trying|do|doing|use|using|stop|quit|quitting|smoke|smoking|drink|drinking) (drugs|cocaine|coke|weed|mdma|ecstasy|ketamine|heroin|pills|alcohol|vaping|vape|cigarettes)\b|\b(quit|stop|stopping|quitting) (drinking|smoking|vaping|drugs)\b/,
    ],
    [
      'pain',
      /\b(pain|hurts?|aching|sore|swollen|bleeding|dizzy|numb|nausea|vomiting) (in|on|at) (my|his|her)\b|\b(my|his|her) (pain|symptoms|condition|diagnosis|illness|health)\b/,
    ],
    [
      // "i feel so tired all the time, is it my numbers or something else": the cause of how a body feels is a
      // doctor's question ("tired of my job, is it time to quit" is not: no cause is asked).
      'cause of a feeling',
      /\b(i|im|i am|ive been|i have been|i keep|i get|i m) (\w+ ){0,3}(tired|exhausted|drained|fatigued|run down|worn out|weak|dizzy|faint|nauseous|breathless|achy|sleepy|foggy|out of breath)\b(?! (of|with|at|by|from) )(?=.*(\b(is it|is this|is that|could it be|could this be) (my|the|because of|down to|a) (\w+ )?(numbers?|chart|year|stars|energy|planets)( for me| at the moment| right now| lately)?( or\b|$)|\bor something else\b|\bsomething wrong with me\b|\bwhat (is|s) (causing|behind) (it|this)\b|\bwhats (causing|behind) (it|this)\b))|\bwhy (am|do) i (always |constantly |keep )?(feel )?(so )?(tired|exhausted|drained|fatigued|dizzy|breathless|faint)\b/,
    ],
    [
      // "is my heart going to hold out for the trip", "will my knees manage the camino": a body's endurance ("will my
      // heart heal after the breakup" is love, and stays so).
      'body holding out',
      /\b(my|his|her|mums?|moms?|dads?) (heart|lungs|kidneys|liver|knees?|hips?|back|body|legs) (is |are )?(going to |gonna |will |can |)(hold out|hold up|give out|give way|cope with|manage|last|survive|stand up to|be up to)\b/,
    ],
    [
      'healthy',
      /\b(am i|is (he|she|my \w+)) (healthy|ill|sick|ok physically|dying)\b|\b(stay|staying|remain|be|keep|get|getting|grow up|born|look|looking|feel|feeling) (\w+ )?(healthy|unhealthy)\b|\b(healthy|unhealthy) (baby|pregnancy|heart|weight|enough)\b/,
    ],
  ],
  'private-life': [
    // "off on a 'work trip' to galway next weekend. is it really work or is someone going with him?"
    [
      'really work',
      /\bis (it|this|that) really (work|for work|a work trip|business|a business trip|the gym|overtime|with the lads|with the girls|a boys trip|a girls trip)\b|\b(is|was) (someone|somebody|anyone|another (woman|man|girl|guy|lady|fella)) (going|gone|travelling|traveling|staying|there|coming) with (him|her|them)\b/,
    ],
    // "reckon the missus is back on the dating apps?", "is she the one dipping into it" (dev-33).
    [
      'apps and dipping',
      /\b(she|he|they|missus|wife|husband|hubby|boyfriend|girlfriend|bf|gf|partner|fiance|fiancee)( is| s|s)? (\w+ )?(back |still |secretly )?on (the |those )?(dating apps?|tinder|hinge|bumble|grindr)\b|\b(is|was) (she|he|\w+) the one (dipping|stealing|taking|nicking|pinching|helping (himself|herself))\b|\bdipping into (my|the|our) (rent|money|purse|wallet|savings|envelope|account|till)\b/,
    ],
    // "reckon my missus is stepping out on me", "did he sleep with someone there?": an act of someone else's.
    [
      'stepping out',
      /\b(stepping|step|steps|stepped) out on (me|him|her|us)\b|\b(is|was|did|has|have|does|do) (he|she|they|my \w+|\w+) (\w+ )?(sleep|slept|sleeping|hooking up|hook up|hooked up) with (someone|somebody|anyone|another|other|her|him|his ex|her ex|their ex|a colleague|a coworker|someone else)\b/,
    ],
    [
      'what they do',
      /\bwhat (is|s) (she|he|my \w+) doing (tonight|right now|now)\b|\bwhats (she|he|my \w+) doing (tonight|right now|now)\b|\bwho (keeps|is|has been) (messaging|texting|calling) (my|her|his)\b|\breally (his|her) cousin\b|\bwhat was in (them|her messages|his messages)\b|\b(diary|journal) say\b|\b(what (is|s)|whats) (his|her|my \w+) salary\b|\bhow much (does|do) (he|she|my \w+) (earn|make)\b|\breporting me to hr\b|\b(skimming|pocketing|fiddling|embezzling|taking money from the till|stealing from (me|us|the business))\b|\b(nicking|pinching|swiping|stealing|taking|nicked|pinched|stole) (my|our) (food|money|cash|things|stuff|clothes|milk|wages)\b|\bsneaking out\b|\bafter (our|my|the) inheritance\b|\binto (men|women|guys|girls)\b|\b(who is|whos|who s) the father\b|\b(my|ma) (ex|husband|wife|man|boyfriend|girlfriend|partner|fella|hubby) (still )?(go|goes|going|went|gone|pop|pops|popping|nip|nips|nipping) (round|roon|over|back) (to|tae) (her|his|that|this|their)\b|\bwho told my secret\b|\bcome into my flat\b/,
    ],
    [
      'talking about me',
      new RegExp(
        `\\b(has|have|is|are) ${OTHER_OR_NAME} (been )?(slagging me off|slagging me|bad mouthing me|badmouthing me|bitching about me|gossiping about me|talking (behind my back|about me|shit about me)|trash talking me|spreading rumou?rs about me)\\b`,
      ),
    ],
    [
      'saying about me',
      /\b(what (is|s|are)|whats) (my|his|her|our) \w+ (saying|telling people|telling everyone|thinking) about me\b/,
    ],
    [
      'cheating',
      /\bcheat(ing|ed|s)?\b|\b(unfaithful|(?<!\b(god|lord|jesus|allah|the lord|almighty) (has been|is|was|remains|stays|has stayed|has always been) )faithful|affair(?! in order)|two timing|two-timing|adultery|side chick|side piece|other woman|other man)\b/,
    ],
    [
      'someone else',
      new RegExp(
        `\\b${OTHER} (\\w+ ){0,4}(?<!\\b(from|by|than|ask|asks|tell|tells|to) )((someone|somebody) else|an?other (woman|man|girl|guy))\\b|\\b(is|are|was) ${OTHER_OR_NAME} (secretly |already |still )?(seeing|dating|talking to|texting|sleeping with) (someone|somebody) else\\b|\\b(is there|has he got|has she got|does he have|does she have|for) (an|another) (woman|man|girl|guy)\\b`,
      ),
    ],
    [
      'seeing their ex',
      new RegExp(
        `\\b${OTHER_OR_NAME} (\\w+ ){0,2}(seeing|texting|talking to|sleeping with|meeting|in love with|back with|messaging|dming) (his|her|their) ex\\b|\\bwho (is|are) ${OTHER_OR_NAME} (talking|texting|messaging|chatting|sleeping|seeing|meeting|dming)\\b`,
      ),
    ],
    [
      'sleeping with',
      new RegExp(`\\b${OTHER_OR_NAME} (\\w+ ){0,2}(sleeping|slept|hooking up|hooked up|hook up) with\\b`),
    ],
    [
      'secrets',
      new RegExp(
        `\\b(lying|lie|lies|lied) (to|about) me\\b|\\b(?<!\\b(dont|do not|not|never|wont|cant) )(hiding|hide|hides|hid) (something|anything|things|stuff|secrets?|money|a secret)\\b|\\bkeeping (secrets?|something) from me\\b|\\b(is|are) ${OTHER_OR_NAME} (lying|hiding|secretly)\\b|\\bwhat (is|are|s) ${OTHER_OR_NAME} hiding\\b|\\bwhats ${OTHER_OR_NAME} hiding\\b|\\b${OTHER_OR_NAME} secretly (doing|working|seeing|dating|texting|messaging|meeting|talking|selling|running|planning|saving|spending|drinking|gambling)\\b|\\bsecret(ly)? (relationship|girlfriend|boyfriend|family|life|account|phone|child|pregnant|dating|seeing|talking|in love|married)\\b|\\b(does|is) ${OTHER_OR_NAME} (have a )?secret\\b`,
      ),
    ],
    [
      'their messages',
      /\b(check|read|look at|go through|look through|snoop|snoop on|access|spy on|hack|track) (his|her|their|my \w+s) (phone|messages|texts|emails|dms|browser history|search history|whatsapp|instagram|location|laptop)\b/,
    ],
    [
      'their sexuality',
      new RegExp(
        `\\b(is|are) ${OTHER_OR_NAME} (secretly |actually |really )?(gay|lesbian|bi|bisexual|trans|transgender|straight|queer|a virgin|closeted|on the down low)\\b`,
      ),
    ],
    [
      'their drugs',
      new RegExp(
        `\\b(is|are) ${OTHER_OR_NAME} (secretly )?(taking|using|doing|on|selling) (drugs|cocaine|weed|pills|steroids)\\b`,
      ),
    ],
    [
      'someone pregnant',
      // "is my wife's pregnancy going to go full term" asks how a pregnancy ends: the pregnancy class; so does "is my
      // wife pregnant", a couple's own news, whose help is a test or a midwife, not a counsellor for trust ("… by
      // another man", "… and not telling me" stay private).
      new RegExp(
        `\\b(?!is (my|our) (wife|partner|girlfriend|gf|fiancee|fiancée|missus|wifey) pregnant\\b(?! (and|but|by|with|behind|without)\\b))(is|did) ${OTHER_OR_NAME} (secretly )?(pregnant|get \\w+ pregnant|have an abortion)\\b(?! (going|go|to|last|make|reach|stay|be (ok|okay|fine|healthy|safe)))`,
      ),
    ],
    [
      'new partner',
      /\b(does|has) (he|she|my ex|my \w+|\w+) (have|got) (a new|another|a) (girlfriend|boyfriend|partner|lover|woman|man)\b/,
    ],
    [
      'what they do',
      new RegExp(
        `\\bwhat (does|is|did) ${OTHER_OR_NAME} (really |actually |truly )?(do|doing|get up to|up to|think of me|say about me) (when|while|behind)\\b|\\bbehind (my|our) backs?\\b|\\bthink of me when (i|im) not (there|around)\\b`,
      ),
    ],
    [
      'really think',
      new RegExp(
        `\\bwhat (does|do|did) ${OTHER_OR_NAME} (really|actually|truly|secretly) (think|feel|say) (of|about) me\\b|\\bwho (was|is|has been|were) ${OTHER_OR_NAME} (\\w+ )?(with|seeing|meeting|texting|talking to|messaging)\\b|\\b(has|have|is|are|was) ${OTHER_OR_NAME} (been )?(secretly )?(meeting|seeing|texting|messaging|sleeping with|hooking up with) (someone|somebody|another (man|woman|guy|girl)|other (men|women|guys|girls))\\b|\\b(read|reads|reading|readin|go through|goes through|went through|look at|looks at|check|checks|checked|snoop\\w*) (my|our|ma) (diary|journal|phone|messages|texts|emails|dms)\\b|\\b(and|but) hiding (it|this|that)\\b`,
      ),
    ],
    [
      'keeping from',
      new RegExp(
        `\\b(keeping|hiding) (\\w+ ){0,2}from (me|us|the family|everyone|her|him)\\b|\\b(does|do|is|are|did) ${OTHER_OR_NAME} (\\w+ )?secretly (hate|like|love|fancy|want|resent|see|date|dating|seeing|talk|talking)\\b`,
      ),
    ],
    [
      'porn',
      /\b(porn|onlyfans|tinder|dating apps?|hinge|bumble) (still|again|behind|secretly)\b|\b(is|does) (he|she|my \w+) (still )?(on|use|using|watch|watching) (tinder|dating apps?|hinge|bumble|porn|onlyfans)\b/,
    ],
    ['other languages', /\b(me enga\w*|engana|me trompe|trompe|fremdgehen|geht fremd|me trai|traicion)\b/],
  ],
  'exam-result': [
    // "will i get my results back in time to enjoy hanukkah": a result of something already sat or taken, asked
    // after. (A body's results are a doctor's: "will my thyroid results come back normal" stays health.)
    [
      'results back',
      /^(?!.*\b(biops\w*|blood\w*|scans?|mri|smear|medical|hospital|doctor|labs?|pcr|cancer|tumou?r|hiv|thyroid|liver|kidney|sugar|hormones?|test results)\b).*(?:\b(?:will|when will|gonna|going to) (?:i|we|he|she|they) (?:get|receive|have) (?:my|the|our|his|her) (?:\w+ )?results? back\b|\bwill (?:my|the) (?:\w+ )?results? (?:come|be) back\b)/,
    ],
    [
      'grades for a place',
      /\b(will|can|would) (i|he|she|my \w+|we) (get|make|achieve) (the )?(grades|marks|points|score|scores|results) (for|to get into|needed for|to get)\b/,
    ],
    [
      'did i pass',
      /\b(did|have|has) (i|he|she|my \w+|we) (pass|passed|fail|failed|ace|aced|clear|cleared|qualify|qualified|get into|get in|get accepted|been accepted|been selected|been shortlisted|been admitted|get (a |the )?(job|offer|role|place|scholarship|grant|part|promotion|position|callback|call back|spot|seat|admission|grades|grade|marks|results|score|points))\b|\bdid (my|his|her|our) (\w+ ){0,2}(application|appeal|scholarship|exam|grades|results?|thesis|submission|bid|offer) (go through|get (approved|accepted|through)|pass|succeed|work|get in)\b/,
    ],
    [
      // "driving test was today. failed again or nah", "had the final round with deloitte … am i getting the offer",
      // "i had my interview friday, when will i hear back", "will i get the job i interviewed for last week".
      'taken today',
      /\b(test|exam|paper|interview|audition|assessment|final round|second round|mock|mocks)s? (was|were|is over|went) (today|this morning|this afternoon|yesterday|earlier)\b.*\b(pass|passed|fail|failed|get it|got it|through)\b|\b(had|did|done|finished) (the |my )?(final |second |third |last )?(round|interview|assessment|audition)\b.*\b(am i|will i|did i|do i) (getting|get|got|gonna get|going to get) (the |an? )?(offer|job|role|place|part|it)\b|\b(had|did|done|finished) (the |my )?(final |second |third |last )?(round|interview|assessment|audition)\b.*\b(hear back|hear from them|call me back|get back to me|ring me back)\b|\b(will|am) i (get|getting|gonna get|going to get) the (job|role|position|place|part) i (interviewed|auditioned) for\b/,
    ],
    // "auditioned … last night. callback list goes up thursday. am i on it", "took the ple last month … will my name
    // be there", "had the garda interview … am i through to the next stage", "attended final round interview …
    // whether the news will be positive" (dev-27): a list or news about something already sat.
    [
      'on the list',
      /\b(took|sat|wrote|auditioned|interviewed|tried out|attended|appeared (for|in)|gave|had|did|done|finished)\b.*\b(am i on (it|the list|there)|will i be on (it|the list|there)|(will|is) my name (be )?(there|on (it|the list|that list))|(am|will) i (be )?through to|(did|have) i (get|got|gotten) through|(will|is) the (news|result|outcome|answer) (be )?(positive|good|a yes)|the (news|result|outcome|answer) (will|is going to|is gonna) be (positive|good|a yes))\b/,
    ],
    [
      'did they pass',
      /\bdid \w+ (pass|fail|ace|clear) (her|his|their|the|my) ((\w+ )?(exams?|tests?|boards|finals|bar|nclex|assessment|audition|interview)\b|_)/,
    ],
    [
      'already taken',
      // An application for papers is immigration's, however it is told ("citizenship application accepted").
      /^(?!.*\b(citizenship|visa|green card|residency|residence permit|asylum|naturali[sz]ation|immigration|pr application)\b)(?:\b(pass|passed|fail|failed|results?|score|scores|grade|grades|marks|get in|get into|accepted|admission|offer)\b.*\b(i|we|he|she) (took|sat|wrote|did|had|gave|attempted|submitted|sent|applied|interviewed|auditioned)\b|\b(i|we|he|she) (took|sat|wrote|did|gave|attempted|submitted|sent|applied|interviewed|auditioned|finished) .*\b(last|yesterday|this morning|already|ago|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b.*\b(pass|passed|fail|results?|score|grade|get|got|accepted|offer|in)\b|\b(interview|exam|test|audition|application|assessment) (was|were|happened|ended|finished) (last|yesterday|on|this morning|already|\d+ (days|weeks) ago)\b|\b(?<!\b(havent|have not|hasnt|has not|not|yet to|never) )(submitted|sent off|sent in|handed in|applied|interviewed|sat|took) (it|them|mine)\b(?! yet\b)|\b(already (applied|submitted|sent|interviewed|sat|took)|(submitted|sent off|handed in|finished|sat|took|wrote) (my|his|her|the|our) (\w+ ){0,4}(thesis|dissertation|application|exam|exams|test|finals|psle|boards|papers|portfolio|paper))\b.*\b(pass|passed|fail|get|got|accepted|offer|through|in|into|posted|place|result|results|score|grade|grades|marks|positive)\b)/,
    ],
    [
      'results',
      // Not results already known and only the background ("got my a level results, all as, should i take a gap year").
      /^(?!.*\b(results?|grades|scores|marks) (came|come|were|was|are) (in|back|out|rubbish|bad|good|great|amazing|fine|poor|brilliant|decent)\b|.*\bgot (my|the|our) (\w+ ){0,2}(results?|grades) (back|in|and|but|so|all)\b)(?!.*\b(did|have|has) (i|we|he|she) (pass|fail|get)).*\b(my|the|his|her|our) (exam|exams|final|finals|bar|board|cpa|acca|cfa|ielts|toefl|sat|act|gre|gmat|mcat|lsat|ucat|jamb|waec|neco|gcse|gcses|a level|a levels|hsc|matric|leaving cert|boards|driving test|driving theory|theory test|license exam|licence exam|nclex|usmle|plab|upsc|neet|jee|clat|psle|mains|prelims)s? (\w+ )?(results?|scores?|grades?|marks|outcome)\b|\bresults day\b|\b(waiting|wait) (for|on) (my|the) (results?|grades|scores|marks|decision|offer|acceptance|admission)\b|\bwhen (will|do) (my|the) (results|grades|scores|marks) (come|be)\b/,
    ],
  ],
  immigration: [
    // "my employer filed my residency papers in march … will it be approved?": papers named, an outcome asked after.
    [
      'papers then outcome',
      /\b(residency|residence|immigration|visa|pr|citizenship|green card|asylum|work permit)( \w+)? (papers|application|file|case|petition|paperwork)\b.*\b(will|would|going to|gonna) (it|they|that|this|my \w+|the \w+) (be |get |go |come )?(approved|granted|accepted|rejected|refused|denied|through)\b/,
    ],
    [
      'visa',
      /\b(visa|visas|h1b|h 1b|green card|work permit|residence permit|residency permit|permanent residen\w*|pr application|citizenship|naturali[sz]ation|naturali[sz]ed|asylum|refugee status|deport\w*|immigration|immigrate|uscis|home office (decision|application|approve|approval|letter|reply|interview)|ilr|indefinite leave|spousal sponsorship|visa sponsorship|schengen|eta application|entry clearance|overstay|overstayed|undocumented|daca|biometrics appointment|ircc|express entry|blue card|golden visa|passport application|oath ceremony|n ?400|i ?485|i ?130|i ?765|ukvi|employment pass|ep application|s pass|work pass|pr (\w+ ){0,3}(come through|approved|approval|application|card|status|visa)|my pr|oci card|settled status|pre settled|presettled|brp|leave to remain)\b/,
    ],
  ],
  legal: [
    // "in the middle of the divorce and fighting over the house. who ends up with it, me or him?": a settlement's outcome.
    [
      'divorce outcome',
      /^(?=.*\b(divorce|divorcing|separation|settlement)\b).*\b(who (ends up with|gets|will get|keeps|will keep|is getting|wins)|will (i|he|she) (get|keep|lose) (the house|the kids|custody|half|the flat|the car|the dog))\b/,
    ],
    ['trial', /\b(settle|settlement) or (go to )?(trial|court)\b|\b(go|going) to trial\b/],
    [
      'tax evasion',
      /\b(get away with|avoid|dodge|evade|evading|dodging) (not )?(filing|paying|declaring)? ?(my |the |our )?(taxes|tax|tax return|hmrc|irs)\b|\bnot (filing|paying|declaring) (my |our |the )?(taxes|tax|tax return|income)\b/,
    ],
    [
      'lawyer',
      /\b(lawyer|lawsuit|(?<!\b(moot|food|tennis|basketball|netball|squash|badminton|volleyball|padel|pickleball|futsal) )courts?|custody|suing|sued|sue (him|her|them|my|the|for|a|an|his|our|their|me|us|you)|(should|could|can|will|would) (i|we|they|he|she) sue|jury|verdict|judge|tribunal|magistrate|litigation|legal case|legal battle|legal action|legal proceedings|settlement|mediation|court hearing|custody hearing|(my|the|our) hearing(?! (aid|aids|test|tests|loss|check|appointment|impair\w*)\b))\b/,
    ],
    [
      'ruling',
      /\brule in (my|our|his|her|their) favou?r\b|\b(judge|court|tribunal|magistrate) (\w+ ){0,3}(rule|decide|side|grant|award|find)\b/,
    ],
    // "now it goes in front of a judge. am i going to keep the kids during the week or is he getting them" (dev-33).
    [
      'kids before a judge',
      /\b(in front of|before|to) (a|the) (judge|magistrate|court|family court)\b.*\b(keep|get|getting|lose|losing|have) (the|my|our) (kids|children|son|daughter|boys|girls)\b/,
    ],
    ['legality', /\b(is it|is that|would it be|is this) (legal|illegal|against the law)\b|\blegally\b/],
    ['trial', /\b(my|the|his|her|criminal|court|murder|upcoming) trial\b|\btrial (date|hearing|next)\b/],
    [
      'divorce papers',
      /\b(file|filing|get|getting|ask for|asking for|go through|finalise|finalize|contest) (for |the |a |my |our )?divorce\b|\bdivorce (papers|settlement|lawyer|court|case|proceedings|hearing|agreement|terms|battle|final|finalised|finalized|go through)\b/,
    ],
    [
      'sign papers',
      /\bsign(ing)? (the |this |a |my |that |our |his |her )?(settlement|plea|confession|divorce papers|custody agreement)\b(?! papers for (the|a|our|my) (house|flat|home|car|business) sale)/,
    ],
    [
      'case',
      /\b(win|lose|settle|drop|press|file|fight|appeal|won|lost) (the |my |this |our |a |his |her |an )?(case|claim|charges|complaint|appeal|dispute|lawsuit|suit)\b|\b(my|the|his|her) (case|claim|appeal) (go|be|succeed|win)\b/,
    ],
    [
      'crime',
      /\b(arrested|arrest|jail|prison|convicted|conviction|guilty|innocent|bail|probation|parole|police|dui|dwi|restraining order|criminal record|felony|misdemeanor|charged|charges|sentence|sentenced|acquitted|prosecuted|prosecution)\b/,
    ],
    ['eviction', /\b(evict|evicted|eviction)\b/],
    [
      'inheritance',
      /\b(contest|challenge|fight over|dispute) (the |his |her |my \w+s |my )?(will|inheritance|estate)\b|\btestament\b/,
    ],
  ],
  gambling: [
    // Card-room words: "been on a heater at the home game, up 3 grand. do i keep running it or quit while im ahead".
    [
      'card room',
      /\bon a heater\b|\bthe home game\b(?=.*\b(up|down) (\d+|a few|a couple) ?(grand|k|quid|bucks|hundred|buy ?ins?)\b)/,
    ],
    // "going to vegas for my 30th, is my birthday a lucky night for the tables?"
    [
      'the tables',
      /^(?=.*\b(vegas|casino|macau|monte carlo|atlantic city|reno|lucky|luck)\b).*\b(at|for|hit|on|play) the (tables|slots|pokies|wheel|felt)\b/,
    ],
    [
      // "should i put the rent money on red": a stake on a colour, a horse or the odds.
      'a stake',
      /\b(put|putting|stick|sticking|place|placing|bet|betting|risk|risking) (it all |everything |all |the |my |our )?(\w+ ){0,2}on (red|black|odds|evens|roulette|the horses?|a horse|the dogs|number \d+)\b/,
    ],
    [
      'games of chance',
      /\b(4d|toto|scratchies|scratch ?cards?|keno|mark six|cash pot|set for life (ticket|numbers|draw)|euromillions?|powerball|mega millions|lotto|jueteng|sabong|bet9ja|sportybet|betway|paddy power|football pools|treble|bonus ball|lucky dip|the rollover|office syndicate|lottery syndicate|fantasy (lineup|contest)|chase my losses|mahjong for money|win back what i lost|stake my money|down the tab|on the dogs|greyhound (track|race|racing|for|at)|which greyhound|put the big one on|how much should i put on|(under or the over|over or the under)|(what|which) odds should i|back the odds|a punt on|(a fiver|a tenner|quid) on|put (my|me|a|the|our) (tenner|fiver|score|pony|quid|\d+ quid|\d+ bucks)|meron or wala)\b/,
    ],
    [
      'put it all on',
      /\bput (my|the|our) (whole |entire )?(paycheck|pay ?check|wages|salary|money|rent|savings|bonus) on\b/,
    ],
    [
      'bet',
      /\b(lottery|lotto|powerball|mega millions|euromillions|jackpot|scratch ?cards?|scratchies|scratch offs?|casino|casinos|gamble|gambling|gambled|gambler|betting|bets|wager|wagers|bookie|bookies|accumulator|acca|parlay|parlays|poker|blackjack|roulette|baccarat|craps|slots|slot machine|pokies|fruit machine|bingo|raffle|sweepstakes|prize draw|premium bonds|betfair|bet365|draftkings|fanduel|betting odds)\b/,
    ],
    [
      'lucky numbers',
      /\blucky (numbers?|digits) (for|to play|to pick|to use) (the |my |a |tonight s |this weeks |saturday s )?(lottery|lotto|draw|bet|bets|bingo|powerball|casino|race|races|game|numbers game|jackpot|raffle|pools)\b|\blucky numbers? (for|to play|to pick) (baba ijebu|premier lotto|pools|toto|4d|big sweep|matka|satta|the numbers|numbers)\b|\bwinning numbers\b|\bwhich (numbers?|horse|team|horses) (should i (bet|back|play|pick)|will win|wins|to bet|to back)\b/,
    ],
    [
      'sports bet',
      /\b(put|putting|stick|place|placing) (a |my )?(tenner|fiver|quid|bet|money|\d+\w*( (quid|pounds|dollars|bucks|euros|rand|naira|cedis|shillings|k))?|a few (quid|bucks|dollars)) on\b|\bwill (\w+ ){1,2}win (on|this|the|tonight|tomorrow|saturday|sunday)\b(?=.*\b(bet|tenner|fiver|money|odds|put|wager|stake)\b)/,
    ],
    ['win money', /\bwin (big|money|cash|the (big )?prize|a (million|fortune)|\d+)\b/],
    ['bet on', /\bbet (on|money|\d+\w*|my|the|a|everything|it all|big)\b|\bshould i bet\b/],
    [
      'table and slip',
      /\b(red or black|odd or even|odds or evens)\b(?=.*\b(wheel|table|spin|roulette|play|put)\b)|\b(which|what) (legs|picks|selections|horses?|teams?) (should|do|shall) i (take|pick|back|put)\b|\b(same game multi|footy multi|multi bet|multis)\b/,
    ],
    ['race', /\b(horse|dog|greyhound) (race|racing|races)\b|\bgrand national\b|\bkentucky derby\b|\bmelbourne cup\b/],
  ],
  investment: [
    // "a good day to open a position on gold futures?"
    [
      'position',
      /\b(open|opening|close|closing|take|taking|hold|holding) (a |my |the )?(long |short )?positions? (on|in)\b|\b(futures|options) (contract|contracts|trade|trades|trading|position)\b|\b(gold|oil|silver|index) futures\b/,
    ],
    [
      'instruments',
      /\b(rsus|stock options|call options|put options|calls or puts|options this week|treasury bills|t bills|reits?|robinhood|etoro|meme ?coins?|stonks|go (long|short) on|401k|roth ira|stocks and shares isa|stuff my isa|(switch|transfer|move) my super|superannuation|my cpf|chit fund|gold scheme|flip (this|the|a|that) (house|terrace|flat|land|property|place)|doer uppers|convert my (pounds|dollars|euros|rupees|money)|ape into|trade to make (the most|money)|startup equity|equity out of the house|inwestowac)\b/,
    ],
    [
      'grow my money',
      /\bwhere (should|do|can|shall) i (put|park|stick) (it|my (money|savings|cash|bonus|pension)|\w+ (k|grand|thousand|pounds|dollars|euros|rupees))\b.*\b(grow|grows|return|returns|interest|fastest|most)\b/,
    ],
    [
      'invest',
      /\b(invest|investments|investing|invested|crypto|stocks|stock market|shares|share price|(investment|stock|crypto|share|trading) portfolio|trading|day trade|day trading|forex|etfs?|index funds?|mutual fund|hedge funds?|commodities|nft|nfts|ipo|dividends?|buy to let|rental property|property market|housing market|real estate|flip houses|flipping|flip one|to flip|off plan|in value|sensex|nifty|ftse|nasdaq|dow jones|s and p|asx|dax|nikkei|hang seng|jse|ngx|sti index|fixed deposit|fd money|mutual funds|sip|gold bonds|to rent out(?! (my|our|a|the) (spare |extra |box )?(room|bedroom))|rental income|when prices peak|property investment|lump sum|pension pot)\b(?! (in|into) (myself|me|yourself|my (skills|education|health|relationship|self|future|career|studies|business)|(a |an |some )?(course|class|classes|training|degree|qualification|certificate|certification|coaching|mentor|workshop|bootcamp|laptop)\b))/,
    ],
    [
      'price',
      /\b(prices?|values?|market|rates?) (\w+ ){0,3}(go up|going up|rise|rising|fall|falling|crash|crashing|drop|dropping|recover|increase|decrease|moon|pump|dump)\b|\b(will|is) (bitcoin|crypto|the market|the stock|tesla|nvidia|apple|gold|it) (go|going) (up|down)\b(?! (well|badly|ok|okay|alright|fine|great|a storm|a treat)\b)|\bto the moon\b/,
    ],
    [
      'money into',
      /\b(put|putting|move|moving|invest|risk|risking|lend|lending|sink|throw|pour|plough|plow) (all |some |half )?(of )?(my |our |his |her |the )?(\w+ )?(money|savings|cash|inheritance|bonus|pension|life savings|funds|\d+k|\d+ (dollars|pounds|euros|rupees|naira|rand)|dollars|pounds|euros|rupees|naira|rand) (into|in|on)\b(?! (red|black|odds|evens|roulette|a horse|the horses?|the dogs|a bet|the match|the game|the fight|number \d+|fixing|doing up|repairing|renovating|a car|the car|my car|a new car)\b)(?! (my|our|his|her|their|the) (coaching|education|studies|study|course|courses|tuition|fees|degree|training|wedding|treatment|house|home|kids|children)\b)(?! (a|my|our|the|her|his|their) (own )?(franchise|business|shop|restaurant|cafe|salon|bakery|startup|start up|side hustle|food truck|stall)\b)/,
    ],
    [
      'money decision',
      /\bshould (i|we) (take out|get|cash out|refinance|remortgage|declare|max out|consolidate|co sign|cosign|guarantee) (a |an |my |our |the |some |another |second )?(\w+ )?(loan|mortgage|pension|bankruptcy|credit card|debt|debts|overdraft|payday loan|lump sum)\b|\bshould (i|we) mortgage\b|\b(declare|file for|filing for|go) bankrupt\w*\b|\btax (audit|investigation|bill|return)\b(?<!\b(?:citizenship|visa|green card|residency|naturali[sz]ation|immigration|pr)\b.*)|\bremortgage\b|\bcash out (my|our|the) (pension|savings|401k|isa|retirement)\b/,
    ],
    // The reader borrowing is a money decision; lending to a friend or a brother, or a sister who keeps borrowing,
    // is a question about them (ADR 0652).
    [
      'borrow',
      /(?:\b(?:i|we)\b(?: \w+){0,2}|\bto) (borrow|borrowing) (\w+ ){0,2}(money|cash|\d+\w*|dollars|pounds|euros)\b/,
    ],
    [
      'rich',
      /\b(get|become|be|getting|becoming) (rich|wealthy|a millionaire|a billionaire)\b|\bmillionaire\b|\bbillionaire\b/,
    ],
    ['index', /\b(nifty|sensex|ftse|nasdaq|dow|bitcoin|btc|eth|market) (\w+ )?(cross|hit|reach|touch|break) \d+/],
    [
      'buy or sell asset',
      /\b(what|which) (stock|stocks|share|shares|etf|etfs|crypto)\b(?! (room|cupboard|up|take))|\b(buy|sell|buying|selling|hold|holding) (my |the |some |more )?(bitcoin|crypto|shares|stocks|gold|silver|tesla|nvidia|apple stock|property as an investment|bonds|coins|tokens)\b/,
    ],
    ['other languages', /\b(dinero|ahorros|hipoteca|invertir|bolsa de valores|borsa|geld anlegen|dinheiro)\b/],
  ],
};

/** The question with its idioms set aside, ready for the patterns (and the model). */
/** The listed rules, then those that read a question by its signs (veiled.ts). */
const RULES: Readonly<Record<UnsafeClass, readonly Rule[]>> = (() => {
  const rules: Record<UnsafeClass, readonly Rule[]> = { ...LISTED_RULES };
  for (const c of UNSAFE_CLASSES) rules[c] = [...LISTED_RULES[c], ...(VEILED_RULES[c] ?? [])];
  return rules;
})();

export function screenedText(question: string): string {
  let text = ` ${normaliseQuestion(question)} `;
  for (const idiom of IDIOMS) text = text.replace(idiom, ' _ ');
  return text.replace(/ {2,}/g, ' ').trim();
}

/** How sure each reading must be before it declines; the shipped values are `THRESHOLDS`. */
export interface SafetyThresholds {
  /**
   * How sure the question model must be before it declines a question the rules let through. Chosen with
   * each labelled set left out of training in turn (scripts/question-model-cv.ts --grid, ADR 0652).
   */
  readonly modelDeclines: number;
  /** How sure the model must be that a word-rule hit is meant (ADR 0651, 0652): a widow asking about love scores under 0.01. */
  readonly wordRuleNeeds: number;
  /**
   * How likely self-harm must be for the crisis line to come first, whatever else the question touches
   * (ADR 0651). Low on purpose: a veiled question ("would they cope without me") rarely scores high.
   */
  readonly selfHarm: number;
  /** The same where the question sets its words in an ordinary frame (a party, a trade, settled news). */
  readonly framedSelfHarm: number;
  /**
   * How sure the second opinion (ADR 0923) must be, of self-harm and of any decline, before it declines a
   * question everything above let through. High on purpose: it hears more in ordinary questions too.
   */
  readonly secondSelfHarm: number;
  readonly secondDeclines: number;
  /** How sure the crisis listener (ADR 0991) must be to decline alone, with the crisis line. */
  readonly crisisListener: number;
  /**
   * Under this the crisis listener hears no crisis at all: then the question model alone, short of `framedSelfHarm`
   * and with no rule or word behind it, does not send the reader to a crisis line (ADR 1002).
   */
  readonly crisisSilent: number;
  /**
   * Where the second opinion and the crisis listener, trained apart, both reach this, the crisis line comes first
   * though neither is sure alone (ADR 1003): a veiled crisis rarely convinces one model, it often worries two.
   */
  readonly crisisAgreed: number;
  /**
   * Where the question model and the second opinion name the same class, the model at `modelAgreed` and the second
   * opinion at `secondAgreed` decline it though neither is sure alone (ADR 1003).
   */
  readonly modelAgreed: number;
  readonly secondAgreed: number;
}

export const THRESHOLDS: SafetyThresholds = {
  modelDeclines: 0.4,
  wordRuleNeeds: 0.05,
  selfHarm: 0.15,
  framedSelfHarm: 0.5,
  secondSelfHarm: 0.7,
  secondDeclines: 0.9,
  crisisListener: 0.7,
  crisisSilent: 0.02,
  crisisAgreed: 0.3,
  modelAgreed: 0.25,
  secondAgreed: 0.6,
};

/**
 * Rules that fire on a word alone ("visa", "lawyer", "bet", "pregnancy"): the word is as common in ordinary
 * questions (a visa already granted, a lawyer's career, betting on myself) as in ones to decline. Such a hit
 * declines only when the model also leans that way (ADR 0651). Of self-harm only "the right time to go" is gated
 * (as often a trip as a veiled goodbye, and the model's crisis line still comes first), and of death only the bare
 * words ("death", "die").
 */
const WORD_RULES: ReadonlySet<string> = new Set([
  'death: death',
  'death: die',
  'gambling: bet',
  'health: illness',
  'health: medication',
  'health: treatment',
  'health: see a doctor',
  'immigration: visa',
  'pregnancy: pregnancy',
  'legal: lawyer',
  'legal: crime',
  // Someone else's divorce, or one already signed, is the background of a question about support or love.
  'legal: divorce papers',
  'investment: invest',
  'surgery: operation',
  'self-harm: time to go',
  'self-harm: exit',
  'health: condition',
  'investment: instruments',
  'pregnancy: twins',
]);

/**
 * Frames in which a sensitive word is only the background of an ordinary question: something already
 * settled ("my visa finally came through", "the court case is over"), a celebration or someone else's news
 * ("her baby shower", "a casino-themed party"), or the asker's own trade ("lawyer here"). In such a frame a
 * word-rule hit is left to the model alone (ADR 0652).
 */
const ORDINARY_FRAMES: readonly RegExp[] = [
  /\b(came|has come|have come) through\b|\bfinally (came|arrived|here|granted|approved|got)\b|\b(is|are|was|were|its|all|now|finally) (all |finally |now )?(over|done|finalised|finalized|settled|sorted|approved|granted|behind (me|us))\b|\balready (sorted|approved|granted|announced|done|told|here|born)\b|\b(years|months|weeks) ago\b|\b(since|after) (the|my|our|his|her|their) divorce\b|\b(died|passed|passed away) when (i|we|he|she) (was|were)\b|\b(is|are|was) (fine|well|healthy|okay|ok|home) now\b|\b(beat|survived|recovered from) \w+\b|\bin remission\b|\b(announced|told everyone|everyone knows)\b|\bprobation\b|\b(at|in) my (new |first )?(\w+ )?(job|workplace|placement)\b|\b(sister|brother|friend|cousin|daughter|son|niece|nephew|colleague|neighbour|neighbor|boss)( in law)? (is|s) (pregnant|expecting)( and due (in|on) \w+)?,? (so )?should (i|we) (plan|book|visit|fly|go|travel|take|get|buy|throw|host|organise|organize|move|tell)\b/,
  /\b(tell|telling|announce|announcing) (\w+ ){0,3}(i m|im|i am|we re|were|we are) (pregnant|expecting)\b|\b(baby shower|gender reveal|christening|baptism|godmother|godfather|naming ceremony|get married|getting married|propose to|proposing|proposal|civil ceremony|(hen|stag) (do|party|night|weekend)|themed|theme|fancy dress|set text|board game|video game|film|movie|novel)\b/,
  // The asker's trade, unless the question turns to their own case ("… here, but my own thyroid").
  /^(?!.*\b(my own|for me|myself)\b)(\w+ ){1,3}here\b/,
  // A habit to break ("how to stop ordering takeaways"): not one that is a harm or a feeling.
  /\b(how (to|do i|can i|do you)|help me|tips to|ways to) (finally )?(stop|quit|give up|cut down on|cut back on) (?!(cutting|hurting|harming|living|existing|breathing|eating|waking|wanting|feeling|thinking|crying|being)\b)\w+ing\b/,
];

/**
 * A named ordinary departure or ending: a trip, a move, a leaving do, a retirement, a last day at school, a goodbye
 * to a thing ("say goodbye to my overdraft"), a letter to one already gone ("to my late father"). The goodbye and farewell-letter rules fire on it as often as on a
 * veiled crisis, so here they need the model to agree, as word rules do (ADR 0998). Read on the words before the
 * idioms are screened out ("leaving party" is one). The model's crisis line and the crisis listener are unchanged.
 */
const ORDINARY_DEPARTURE =
  /\b(travel+ing|backpacking|gap year|(my|our|the|a) (trip|holiday|vacation|flight|leaving do|leaving party|farewell party|send ?off|going away party|retirement|last day (at|of) (work|school|uni|college))|(moving|move|moved|relocating|emigrating) (to|abroad|overseas|away to|back to|house|out|across)|emigrat\w*|relocat\w*|retir(e|es|ed|ing)|last day (at|of) (work|school|uni|college|my job)|(my|our|his|her|their) late (\w+ )?(father|mother|dad|husband|wife|partner|son|daughter|brother|sister|grandfather|grandmother|grandad|grandma|gran|nan|granny|uncle|aunt|auntie|friend|best friend)|goodbyes? to (my|the|this|that|these|those|our) (?!(family|kids|children|child|son|daughter|mum|mom|mam|mammy|dad|wife|husband|partner|boyfriend|girlfriend|friends|parents|loved ones|babies|baby|people|world|life)\b)\w+)\b/;
const DEPARTURE_RULES: ReadonlySet<string> = new Set([
  'self-harm: goodbye for good',
  'self-harm: final arrangements',
  'self-harm: affairs put in order',
]);

interface RuleHit {
  readonly class: UnsafeClass;
  readonly reason: string;
}

/** What the rules and the model each read in a question, before any threshold is applied. */
export interface SafetySignals {
  readonly reading: ModelReading;
  /** The second opinion's reading (ADR 0923). */
  readonly second: ModelReading;
  /** How likely a crisis is, as the crisis listener reads it (ADR 0991). */
  readonly crisis: number;
  /** The first rule that fires on its own, in the order of UNSAFE_CLASSES. */
  readonly ruleHit?: RuleHit;
  /** The first word rule that fired before it (declines only if the model agrees). */
  readonly wordHit?: RuleHit;
  /** The question sets its sensitive word in an ordinary frame (ORDINARY_FRAMES). */
  readonly ordinaryFrame: boolean;
  /** Someone besides the reader is in the question (a name, a relation, a pronoun): only then can it pry. */
  readonly someoneElse: boolean;
  /** A result is named, or something was already sat or sent: else "will i get it done on time" is work ahead. */
  readonly alreadyTaken: boolean;
  /**
   * Someone's feelings towards the reader ("will my ex regret leaving me") or a choice about the reader ("is my boss
   * going to promote me"): theirs to make, the reader's to ask.
   */
  readonly feelingsForMe: boolean;
  /** Land or a home bought ("the right year to buy land in my village"): one's own, unless a market is named too. */
  readonly homeOfOwn: boolean;
  /** A market, an asset or a trade is named ("buy land to flip", "a rental property"). */
  readonly marketWords: boolean;
  /** A game, a stake or a draw is named: "my lucky number for this week" alone bets on nothing. */
  readonly stakeWords: boolean;
  /** A body, a procedure or a place of care is named: an operation cannot be asked about without one. */
  readonly careWords: boolean;
  /** A visa, a status, a case or staying is named: an immigration decision cannot be asked about without one. */
  readonly immigrationWords: boolean;
  /** The question as the rules read it (screened). */
  readonly text: string;
}

/**
 * Every one of 374 labelled operation questions names one of these, and "going to cork next month, will it go
 * ok" none (the model heard an operation in "will it go ok", 0.47).
 */
const CARE_WORDS =
  /\b(surg\w*|operat\w*|ops?|procedure|hospital|theatre|surgeon|doctors?|docs?|consultant|specialist|anaest\w*|anest\w*|knife|stitch\w*|scar|recover\w*|heal\w*|transplant|replacement|bypass|removal|removed?|implant\w*|scan|biopsy|keyhole|laser|lasik|heart|hip|knee|back|spine|spinal|eyes?|teeth|tooth|kidney|liver|lung|brain|stomach|gall ?bladder|appendix|tonsils|shoulder|foot|leg|arm|hand|wrist|ankle|neck|nose|breast|boobs?|womb|hernia|cataracts?|tumou?r|lump|cyst|c ?section|caesarean|cesarean|stent|valve|graft|fusion|mri|ward|icu|\w+ectomy|\w+plasty|\w+otomy|\w+oscopy|sleeve|bbl|tummy tuck|face ?lift|lift|pacemaker|reconstruction|repair|reversal|going under|go under|taken out|done|fitted|release|tplo|cirug\w*|palate|amputation|thyroid|acl)\b/;

/**
 * Every one of 519 labelled immigration questions names one of these (a visa, a status, a draw, a case, staying),
 * and "my plants keep dying, will my green thumb ever kick in" none (the model heard a green card in it, 0.54).
 */
const IMMIGRATION_WORDS =
  /\b(visas?|green ?cards?|gc|residen\w*|citizen\w*|naturali[sz]\w*|asylum|refugee\w*|passports?|permits?|h-?1-?b|h1b|h4|f1|opt|stem opt|ilr|pr|permanent|deport\w*|immigra\w*|emigra\w*|migra\w*|embassy|consulate|sponsor\w*|uscis|ircc|home office|border\w*|entry|settle\w*|status|application|interview|lottery|biometrics?|oath|express entry|points?|nomination|skilled|spouse|partner|fiance|work rights|right to work|overstay\w*|undocumented|papers?|documents?|daca|tps|schengen|eu settlement|brp|nvc|petition\w*|i-?130|i-?485|i-?765|n-?400|k-?1|ead|coe|cos|subclass \d+|\d{3} visa|tier \d|blue card|golden visa|work authori[sz]\w*|approved|approval|denied|refused|rejected|processing|stamp\w*|extension|renewal|abroad|country|move to|moving to|stay in|leave to remain|h ?1 ?b|(?!(?:is|in|on|at|by|to|of|or|an|as|be|do|go|if|it|me|my|no|so|up|we|am|he|us|im|ur|u)\b)[a-z]{1,2} ?\d{1,3}|visto|asilo|invite|employment pass|waiver|rfe|life in the uk|paperwork|allowed to|stay\w*|sent back|hukou|priority date|officer|case|picked|draw)\b/;

const HOME_OF_OWN =
  /\b(buy|buying|build|building|get|getting) (a |some |the |our |my |first )*(land|plot|house|home|flat|apartment|condo|place)\b/;

const MARKET_WORDS =
  /\b(invest\w*|stocks?|shares?|crypto\w*|bitcoin|btc|eth\w*|coins?|tokens?|nfts?|funds?|etfs?|index|portfolio|trad(e|es|ing)|trader|forex|markets?|dividends?|returns?|profit|gold|silver|bonds?|options|futures|day ?trad\w*|buy the dip|moon|pump|flip|flipping|resale|resell|reselling|rental (property|properties|income)|buy to let|property portfolio|sell (my|the|our) (shares|stocks|house|property|coins?))\b/;

const STAKE_WORDS =
  /\b(bet\w*|gambl\w*|lotter\w*|lotto|jackpot|casinos?|odds|stakes?|slots?|poker|bingo|raffle|tombola|scratch\w*|draws?|tickets?|roulette|blackjack|baccarat|horses?|racing|races?|greyhounds|punt\w*|accas?|accumulator|parlay|spins?|pokies|fruit machines?|play|playing|pick|win big|pools|bookies?|sportsbook|wager\w*|4d|toto|powerball|euromillions?|mark six|pachinko|sabong|mahjong|dice|cards|game|games|numbers game|premium bonds|satta|matka|baba ijebu|premier lotto|multibet|sportpesa|bet9ja|sportybet|betway|cheltenham|grand national|festival)\b/;

const FEELINGS_FOR_ME =
  /\b(regret|regrets|regretting|miss|misses|missing|forgive|forgives|like|likes|love|loves|hate|hates|dislike|dislikes|resent|resents|judge|judges|blame|blames|trust|trusts|proud of|jealous of|fancy|fancies|care about|cares about|think about|thinks about|thinking about|think of|thinks of|want|wants|notice|notices|respect|respects|appreciate|appreciates|text|texts|call|calls|reply to|message|contact|promote|promotes|rate|rates|hire|hires|pick|picks|choose|chooses|invite|invites|propose to|proposes to|ask|asks|marry|marries|include|includes|support|supports|back)\b(?: \w+){0,2} (me|us)\b/;

const OTHERS =
  /\b(he|him|his|she|her|hers|they|them|their|hes|shes|someone|somebody|anyone|anybody|people|everyone|everybody|nobody|no one)\b/;

const ALREADY_TAKEN =
  /\b(did|didnt|took|taken|sat|wrote|written|had|went|was|were|gave|given|submitted|sent|handed|applied|interviewed|auditioned|attempted|finished|already|last|yesterday|ago|this morning|results?|grades?|scores?|marks|outcome|passed|failed|marked|graded|came back|come back|back yet|done|over|shut off|waiting for|awaiting|pending|came out|released|passei|fiz)\b/;

/** Two half-sure models agree only on a real sentence: on "k" or "if i" their scores mean nothing. */
function enoughToAgree(text: string): boolean {
  return text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 4;
}

/** Someone's death told as already past: the question is of grief, not of a lifespan. */
const PAST_DEATH =
  /\b(passed away|passed (on )?(in|last|this|on|at|before|after|recently|suddenly|\d+)|died|(we|i) lost (my|our|him|her|them))\b/;

/** The models a question is read with: the shipped ones, or others trained without some questions (question-model-cv.ts). */
export interface QuestionModels {
  readonly question?: QuestionModel;
  readonly second?: QuestionModel;
  readonly crisis?: QuestionModel<CrisisClass>;
}

export function safetySignals(question: string, models: QuestionModels = {}): SafetySignals {
  const text = screenedText(question);
  const reading = readWithModel(text, models.question);
  const departure = ORDINARY_DEPARTURE.test(normaliseQuestion(question));
  const ordinaryFrame = departure || ORDINARY_FRAMES.some((frame) => frame.test(text));
  const someoneElse = OTHERS.test(text) || peopleIn(question).length > 0;
  const alreadyTaken = ALREADY_TAKEN.test(text);
  const feelingsForMe = FEELINGS_FOR_ME.test(text);
  const marketWords = MARKET_WORDS.test(text);
  // On the words as typed: screening blanks the very words that name a stake ("betting on the football").
  const stakeWords = STAKE_WORDS.test(normaliseQuestion(question));
  const homeOfOwn = HOME_OF_OWN.test(text);
  const careWords = CARE_WORDS.test(text);
  const immigrationWords = IMMIGRATION_WORDS.test(text);
  const signals = {
    reading,
    second: readSecondOpinion(text, models.second),
    crisis: readCrisis(text, models.crisis),
    ordinaryFrame,
    someoneElse,
    alreadyTaken,
    feelingsForMe,
    homeOfOwn,
    marketWords,
    stakeWords,
    careWords,
    immigrationWords,
    text,
  };
  const wordHits: RuleHit[] = [];
  // Of several words ("since dad died … will the antibiotics clear it"), the one whose class the model hears.
  const wordHit = () => wordHits.find((h) => h.class === reading.likeliest) ?? wordHits[0];
  for (const cls of UNSAFE_CLASSES) {
    for (const [name, pattern] of RULES[cls]) {
      if (!pattern.test(text)) continue;
      const hit = { class: cls, reason: `${cls}: ${name}` };
      const gated = WORD_RULES.has(hit.reason) || (departure && DEPARTURE_RULES.has(hit.reason));
      if (!gated) return { ...signals, ruleHit: hit, wordHit: wordHit() };
      wordHits.push(hit);
    }
  }
  return { ...signals, wordHit: wordHit() };
}

/** The decision: the crisis line first, then a rule, then a word rule the model agrees with, then the model. */
export function decideSafety(signals: SafetySignals, t: SafetyThresholds = THRESHOLDS): QuestionSafety {
  const { reading, ruleHit, wordHit } = signals;
  // An ordinary frame ("planning my wife's baby shower") asks the model to be surer of a crisis it alone hears.
  const selfHarmNeeds = signals.ordinaryFrame && ruleHit?.class !== 'self-harm' ? t.framedSelfHarm : t.selfHarm;
  // "my husband wants another baby and im not sure" (model 0.31, listener 0.01): the model alone, unsure, unheard.
  const unheard = !ruleHit && !wordHit && reading.selfHarm < t.framedSelfHarm && signals.crisis < t.crisisSilent;
  // "got my bloods done … are they gonna come back normal": the model hears health first and a rule says health;
  // a faint self-harm reading the crisis listener does not share names no crisis.
  const rule = ruleHit ?? wordHit;
  const otherClassSure =
    rule !== undefined &&
    rule.class !== 'self-harm' &&
    (rule.class === reading.likeliest || (rule.class === signals.second.likeliest && signals.second.unsafe >= 0.9)) &&
    reading.selfHarm < t.framedSelfHarm &&
    signals.second.selfHarm < t.crisisAgreed &&
    signals.crisis < t.crisisSilent;
  if (reading.selfHarm >= selfHarmNeeds && !unheard && !otherClassSure) {
    const why = rule ? `${rule.reason}, model self-harm` : `self-harm: model ${reading.selfHarm.toFixed(2)}`;
    return { class: 'self-harm', safe: false, reason: rule?.class === 'self-harm' ? rule.reason : why };
  }
  // A listener sure of a crisis comes before every other rule: "i've counted the pills" asks no question of medicine.
  // Prying on someone's acts, by a rule, with neither the model nor the listener hearing a crisis: the second
  // opinion's worry alone ("whether my wife has been meeting someone", 0.81) does not make it one.
  const prying = ruleHit?.class === 'private-life' && reading.selfHarm < t.selfHarm && signals.crisis < t.crisisAgreed;
  const heard = ruleHit?.class === 'self-harm' || prying ? undefined : crisisHeard(signals, t);
  if (heard) return heard;
  if (ruleHit) return { class: ruleHit.class, safe: false, reason: ruleHit.reason };
  const wordNeeds = signals.ordinaryFrame ? t.modelDeclines : t.wordRuleNeeds;
  if (wordHit && reading.unsafe >= wordNeeds) return { class: wordHit.class, safe: false, reason: wordHit.reason };
  // The model's class must find what it needs in the words; a self-harm reading, its threshold.
  const needsMore =
    missingWhatItNeeds(reading.likeliest, signals) ||
    (reading.likeliest === 'self-harm' && (selfHarmNeeds > reading.selfHarm || unheard));
  const { second } = signals;
  // Grief for someone already gone ("my mam passed in march, will christmas be hard") is an ordinary question.
  const mourning = reading.likeliest === 'death' && PAST_DEATH.test(signals.text);
  const agreed =
    second.likeliest === reading.likeliest &&
    reading.unsafe >= t.modelAgreed &&
    second.unsafe >= t.secondAgreed &&
    !mourning &&
    enoughToAgree(signals.text);
  if ((reading.unsafe >= t.modelDeclines || agreed) && !needsMore) {
    const also = reading.unsafe >= t.modelDeclines ? '' : ` and second opinion ${second.unsafe.toFixed(2)} agree`;
    return {
      class: reading.likeliest,
      safe: false,
      reason: `${reading.likeliest}: model ${reading.unsafe.toFixed(2)}${also}`,
    };
  }
  return declinedAlone(signals, t, unheard);
}

/**
 * What a model's class needs in the words before it may decline: someone else's private life needs someone else,
 * and an act of theirs rather than their feelings for the reader ("will my ex regret leaving me", "does my
 * mother-in-law secretly hate me" are safe to ask); a result needs something already taken ("due on 20 april, will
 * i get it done" is work still ahead); a bet needs a stake, an operation a body or a place of care.
 */
function missingWhatItNeeds(cls: UnsafeClass, signals: SafetySignals): boolean {
  return (
    (cls === 'private-life' && (!signals.someoneElse || signals.feelingsForMe)) ||
    (cls === 'exam-result' && !signals.alreadyTaken) ||
    (cls === 'investment' && signals.homeOfOwn && !signals.marketWords) ||
    (cls === 'gambling' && !signals.stakeWords) ||
    (cls === 'surgery' && !signals.careWords) ||
    (cls === 'immigration' && !signals.immigrationWords) ||
    (cls === 'death' && TENURE.test(signals.text))
  );
}

/** Time left in a job, a lease or a home ("how long have i got left in this job before they make me redundant"). */
const TENURE =
  /\b(left|got|have) (in|at|on) (this|my|the|our) (job|role|post|position|company|firm|contract|lease|house|flat|team)\b|\b(made|make|making) (me|us) redundant\b/;

/** A crisis the second opinion (ADR 0923) or the crisis listener (ADR 0991) is sure of, or both worry about (ADR 1003). */
function crisisHeard(
  { second, crisis, text, ordinaryFrame }: SafetySignals,
  t: SafetyThresholds,
): QuestionSafety | undefined {
  if (second.selfHarm >= t.secondSelfHarm)
    return { class: 'self-harm', safe: false, reason: `self-harm: second opinion ${second.selfHarm.toFixed(2)}` };
  if (crisis >= t.crisisListener)
    return { class: 'self-harm', safe: false, reason: `self-harm: crisis listener ${crisis.toFixed(2)}` };
  // Two half-sure listeners do not outweigh an ordinary frame ("how to stop ordering takeaways").
  if (crisis >= t.crisisAgreed && second.selfHarm >= t.crisisAgreed && enoughToAgree(text) && !ordinaryFrame)
    return {
      class: 'self-harm',
      safe: false,
      reason: `self-harm: second opinion ${second.selfHarm.toFixed(2)} and crisis listener ${crisis.toFixed(2)} agree`,
    };
  return undefined;
}

/** What the second opinion declines alone, only what it is very sure of (ADR 0923). */
function declinedAlone({ second, text }: SafetySignals, t: SafetyThresholds, unheard: boolean): QuestionSafety {
  const tenure = second.likeliest === 'death' && TENURE.test(text);
  if (second.unsafe >= t.secondDeclines && !(unheard && second.likeliest === 'self-harm') && !tenure)
    return {
      class: second.likeliest,
      safe: false,
      reason: `${second.likeliest}: second opinion ${second.unsafe.toFixed(2)}`,
    };
  return { class: 'safe', safe: true };
}

/** A reader's own plan, asked last: "should i take january off", "should we move house before the baby". */
const OWN_PLAN =
  /^\s*(?:(?:so|and|but|ok|okay|abeg|now|then)\s+)?(?:(?:should|shall|can|could) (?:i|we)|(?:i |we )?(?:want|wanna|plan|am planning|are planning|hope|would like|d like) to) (?:just |still |also )?(?:take|book|plan|drive|visit|move|go|help|look after|stay|host|travel|fly|throw|organise|organize|cook|arrange|pack|clean|tell|spend|come|bring|send|save|put|start|learn|try|join)\b|^\s*(?:(?:so|and|but|ok|okay|now|then)\s+)?(?:i m |im |i am |we re |we are )?thinking (?:about|of) (?:a|an|going|doing|taking|booking|visiting|trying)\b/i;
/** Someone's care already settled and well: "the op is booked and the doctors are happy", "all checks fine". */
const SETTLED =
  /\b(booked|scheduled|confirmed|all sorted|sorted with|healthy|all good|all fine|checks fine|went (?:really |so |very )?(?:well|fine|great|smoothly)|happy with it|doing well|doing great|doing fine|fine now|great now|grand now|(?:she|he|they)(?: is|'s| s|s| are|'re) (?:grand|fine|well|ok|okay)(?: now| again)|fully recovered|back on (?:her|his|their|my|our) feet|due in|due on|(?:is|im|i m|i am|she s|shes|she is) \d{1,2} weeks(?: pregnant| along)?)\b/i;
const PLAN_AROUND: ReadonlySet<UnsafeClass> = new Set(['health', 'surgery', 'pregnancy']);

/**
 * Someone's settled care as the background of the reader's own plan ("my aunt's knee replacement is booked for
 * 3 may, all sorted; should i drive up the weekend before"): the plan is read alone, and answered when it is
 * ordinary by itself. A crisis, or a plan that is itself about care, is decided on the whole question.
 */
function planAroundCare(question: string, whole: QuestionSafety, models: QuestionModels): QuestionSafety {
  if (whole.safe || !PLAN_AROUND.has(whole.class as UnsafeClass) || !SETTLED.test(question)) return whole;
  const clauses = question.split(/[.?!;]+|,(?=\s*(?:(?:so|and|but|ok)\s+)?(?:should|shall|can|could)\b)/);
  const plan = clauses.filter((c) => OWN_PLAN.test(c)).pop();
  if (!plan) return whole;
  const alone = decideSafety(safetySignals(plan, models));
  return alone.safe ? alone : whole;
}

/**
 * A message longer than a question (only ever read for the help it needs, ADR 0999) is also read sentence by
 * sentence for a crisis: a few words at the end of a long day's story weigh little in the whole. Not shorter
 * questions: on the training sets it found 24 more crises for 117 ordinary questions refused ("done with Leeds").
 */
function crisisInASentence(question: string, whole: QuestionSafety, models: QuestionModels): QuestionSafety {
  if (whole.class === 'self-harm' || [...question].length <= QUESTION_MAX_LENGTH) return whole;
  const sentences = question.split(/(?<=[.!?])\s+|\n+/).filter((s) => /\p{L}/u.test(s));
  const crisis = sentences.map((s) => decideSafety(safetySignals(s, models))).find((s) => s.class === 'self-harm');
  return crisis ?? whole;
}

/**
 * A long story that ends in its question ("we moved here four years ago, i love my job … my employer filed my
 * residency papers, will it be approved"): the story dilutes what the models hear, so the asking end is also read
 * alone, and declined when a rule (not a model alone) hears a class there that the whole already hinted at.
 */
function askedAtTheEnd(
  question: string,
  whole: QuestionSafety,
  hint: RuleHit | undefined,
  models: QuestionModels,
): QuestionSafety {
  const end = askingEnd(question);
  if (!whole.safe || end === undefined) return whole;
  const endSignals = safetySignals(end, models);
  const alone = decideSafety(endSignals);
  const reason = alone.reason ?? '';
  // A word rule in a few words ("the operation go need trust") needs the model as sure as an ordinary frame asks.
  const sure = !WORD_RULES.has(reason) || endSignals.reading.unsafe >= THRESHOLDS.modelDeclines;
  // A crisis at the end of a story needs no hint from the whole: a rule hearing it there is enough (not a model
  // alone: on "is it too soon to date again or should i give myself till after summer" the listener is wrong).
  // The models may decide there too when the question model and the listener both hear it (the listener alone,
  // above, is wrong on "is it too soon to date again or should i give myself till after summer": model 0.01).
  const heard = endSignals.reading.selfHarm >= 0.5 && endSignals.crisis >= 0.5;
  const crisis = alone.class === 'self-harm' && (heard || !/: (model|second opinion|crisis listener)\b/.test(reason));
  const named = !alone.safe && hint?.class === alone.class && !/: (model|second opinion)/.test(reason) && sure;
  return crisis || named ? alone : whole;
}

/** News of one's own pregnancy to be told at work ("when should i tell my boss im pregnant, im 14 weeks"). */
const TELLING_WORK =
  /\b(tell|telling|told|break (the news|it) to|inform|informing|let)\b(?:\s+\w+){0,2}?\s+(my|the|our) (boss|manager|line manager|employer|work|hr|team|supervisor|colleagues|coworkers|director|head|principal|client|clients)\b|\b(tell|telling|told|inform|informing) (work|hr)\b/;
/** Words that ask how a pregnancy goes or ends, not when to share it. */
const PREGNANCY_OUTCOME =
  /\b(am i|are we|is she|could i be|might i be|could she be|may be|maybe) (\w+ )?pregnant\b|\bpregnant or\b|\b(baby|babies|miscarr\w*|healthy|boy|girl|twins|scan|test|ivf|conceive|born|labou?r|due date|go full term|make it|be ok|be okay|be fine|be alright|lose it|losing it|keep it|abortion)\b/;

/**
 * Telling work of one's own pregnancy is a question about work: the pregnancy is the news, not what is asked
 * ("i'm 12 weeks pregnant and haven't told my manager yet, is next week a good time?"). Not when anything about how
 * the pregnancy goes is asked too.
 */
function newsForWork(question: string, whole: QuestionSafety): QuestionSafety {
  if (whole.class !== 'pregnancy') return whole;
  const text = normaliseQuestion(question);
  return TELLING_WORK.test(text) && !PREGNANCY_OUTCOME.test(text) ? { class: 'safe', safe: true } : whole;
}

/** A sensitive matter told as resolved: healed, under control, granted, at peace, paid back, over. */
const RESOLVED_STORY =
  /\b((finally |just )?(had|gave birth to|delivered) (a baby|her baby|twins|triplets|a (baby )?(boy|girl))|(gave|give|given) birth (already|last|on|in)|(baby|babies|twins) (is|are) (here|home)|now (it is |its |it s )?(fully )?(under control|fine|ok|okay|well|healed|stable|better|over|done|sorted)|(under control|all clear|fully recovered|recovered|healed|in remission|survived|at peace)|(was|were) successful|went (really |very |so )?(well|fine|smoothly)|(was|were|been|got|has been|have been|already been|already) (granted|approved|extended|renewed|settled|resolved|dismissed|finalised|finalized|closed|sorted)|(is|was) (all )?(done|over|finished|behind (me|us))|that is done|thats done|we re over|were over|over na|fine na|paid (it )?(back|off)|(is|are) (stable|fine|ok|okay|well) (again|now)|(ok|okay|fine|well|better) now|doing well)\b/;
/** Told as long past: enough for a loss or another's act ("lost my husband four years ago"), not for an illness. */
const LONG_PAST = /\b((years?|months?) (ago|back)|last year|in (19|20)\d\d|since (19|20)\d\d)\b/;
const BODILY: ReadonlySet<string> = new Set(['health', 'surgery', 'pregnancy']);
const settledStory = (sentence: string, cls: string, short: boolean): boolean => {
  const text = normaliseQuestion(sentence);
  // A story of one sentence must say how it ended: "since 1979" or "18 months ago" may be still going on.
  return RESOLVED_STORY.test(text) || (!short && !BODILY.has(cls) && LONG_PAST.test(text));
};
/**
 * A long story whose sensitive part is told as settled ("two years back I had thyroid problem but now it is fully
 * under control", "my visa was granted last year, so that is done") and whose asking sentences are ordinary: the
 * story is the background, the question is what is read (dev-34). Only when a sentence of the story declines alone,
 * in the class of the whole, and every such sentence tells its matter as settled; a crisis is never set aside.
 */
function settledBackground(question: string, whole: QuestionSafety, models: QuestionModels): QuestionSafety {
  if (whole.safe || whole.class === 'self-harm') return whole;
  // Two sentences are enough: "my tita is fully recovered na from her operation last year. … will it be a good trip?"
  const asked = askingSentences(question, 2);
  if (asked.length === 0 || !decideSafety(safetySignals(asked.join(' '), models)).safe) return whole;
  const story = sentencesOf(question).filter((s) => !asked.includes(s));
  // Of two, the second must ask as a question does ("… next year. It will change everything." asks nothing).
  const asksItself = (s: string) =>
    /\?\s*$/.test(s) ||
    /^(will|would|should|shall|can|could|is|are|am|do|does|did|when|what|which|how|who|why)\b/i.test(s.trim());
  if (story.length === 1 && !asked.every(asksItself)) return whole;
  // A sentence alone declined by the models only (a few words weigh little: "my husband says he will support me",
  // second opinion 0.91 legal) is no matter of the story; one a rule hears is.
  const heard = story
    .map((s) => ({ s, d: decideSafety(safetySignals(s, models)) }))
    .filter(({ d }) => !d.safe && !/: (model|second opinion|crisis listener)\b/.test(d.reason ?? ''));
  const settled = heard.every(({ s, d }) => settledStory(s, d.class, story.length === 1));
  const explains = heard.some(({ d }) => d.class === whole.class);
  return settled && explains ? { class: 'safe', safe: true } : whole;
}

/**
 * What the reader says they are not asking ("i dont bet on the grand national or anything but …", "not asking about
 * her illness, just …"): the clause is set aside and the rest read alone; declined still when the rest is (dev-39's
 * lesson, "i dont bet usually but should i put 50 on the national" stays gambling). A crisis is never set aside.
 */
const DISCLAIMED =
  /\b(?:i )?(?:dont|do not|never|am not|im not|not|no longer) (?:bet|gamble|do the lottery|play the lottery|asking (?:about|re) (?:(?:her|his|their|my|the|your)(?: \w+)? )?(?:illness|health|condition|diagnosis|treatment|prognosis|dementia|cancer|operation|surgery|case|visa|(?<result>results?|grades?|marks|scores?|outcome)))\b[^,.;!?]*?(?:[,.;!?]|\bbut\b|\bjust\b|(?=\b(?:should|will|would|can|could|shall) (?:i|we)\b))/;
function disclaimed(question: string, whole: QuestionSafety, models: QuestionModels): QuestionSafety {
  if (whole.safe || whole.class === 'self-harm') return whole;
  const text = normaliseQuestion(question);
  const said = DISCLAIMED.exec(text);
  if (!said) return whole;
  const after = text.slice(said.index + said[0].length).trim();
  // "i sat the bar exam in july, not asking about results! just: should i take a holiday": what was sat is the
  // very thing set aside, so what comes after is read alone.
  const rest = said.groups?.result ? after : `${text.slice(0, said.index)} ${after}`.trim();
  // "not asking about my mums surgery, just will it go well": the rest asks of the very thing set aside.
  if (/\b(will|would|is|does|did|can|could) (it|she|he|they)\b|\b(did|have|will) i (pass|fail|get|make)\b/.test(rest))
    return whole;
  return decideSafety(safetySignals(rest, models)).safe ? { class: 'safe', safe: true } : whole;
}

export function classifyQuestion(question: string, models: QuestionModels = {}): QuestionSafety {
  const signals = safetySignals(question, models);
  const whole = disclaimed(
    question,
    settledBackground(question, newsForWork(question, planAroundCare(question, decideSafety(signals), models)), models),
    models,
  );
  return askedAtTheEnd(question, crisisInASentence(question, whole, models), signals.wordHit, models);
}
