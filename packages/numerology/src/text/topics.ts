/**
 * Question topics: the words that point to them, which of the person's numbers speaks to them, and
 * what we say. Health, money and legal questions carry a plain statement of what numerology cannot do.
 */
import type { NumberMeaning } from './numbers';

export type TopicId =
  | 'love'
  | 'work'
  | 'money'
  | 'health'
  | 'family'
  | 'home'
  | 'friendship'
  | 'travel'
  | 'creativity'
  | 'study'
  | 'spirituality'
  | 'legal'
  | 'timing'
  | 'decision'
  | 'general';

export type ChartNumberKey =
  'lifePath' | 'expression' | 'soulUrge' | 'personality' | 'birthday' | 'maturity' | 'personalYear';
export type MeaningField = 'love' | 'work' | 'money' | 'wellbeing' | 'family' | 'travel' | 'gifts' | 'growth';

export interface Topic {
  readonly id: TopicId;
  /** The topic in full, said once in an answer ("work and vocation"). */
  readonly label: string;
  /**
   * The topic named again after its full label ("your career"), so an answer does not keep repeating
   * it; worded apart from the numbers' own text ("At work you shine"), so the two do not blur.
   */
  readonly short: string;
  /** Lower-case words without accents; a trailing * matches any ending; a leading ~ marks a weak hint (half weight). */
  readonly keywords: readonly string[];
  /** The person's number that speaks most to this topic, and which of its meanings to use. */
  readonly number: ChartNumberKey;
  readonly field: MeaningField;
  /** Day and month numbers that favour this topic (used for leanings and timing). */
  readonly favourable: readonly number[];
  readonly intro: string;
  readonly counsel: string;
  /** What numerology cannot answer here, said plainly. */
  readonly limits?: string;
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'love',
    label: 'love and relationships',
    short: 'your love life',
    number: 'soulUrge',
    field: 'love',
    favourable: [2, 3, 6, 9, 11, 33],
    keywords: [
      'love*',
      'lover*',
      '~relationship*',
      'partner*',
      'boyfriend*',
      'girlfriend*',
      'husband*',
      'wife',
      'wives',
      'marr*',
      'wedding*',
      '~date',
      'dating',
      'romance',
      'romantic',
      'crush',
      'soulmate*',
      'ex',
      'divorce*',
      'breakup',
      '~heart',
      'engage*',
      'propos*',
      '~together',
      'spouse',
      '~feelings',
    ],
    intro:
      "Questions of the heart are read first through your Soul Urge, the number of what you truly long for, and then through the day's numbers, which describe the weather you are asking in.",
    counsel:
      'Whatever the outcome, love grows where honesty and kindness meet. Say what you feel simply, listen to what the other person actually says, and let their choices be theirs.',
  },
  {
    id: 'work',
    label: 'work and vocation',
    short: 'your career',
    number: 'expression',
    field: 'work',
    favourable: [1, 4, 8, 22],
    keywords: [
      'job*',
      'work*',
      'career*',
      'boss',
      'promot*',
      'salary',
      '~raise',
      'business*',
      'compan*',
      'interview*',
      'colleague*',
      '~office',
      '~project*',
      'client*',
      'startup',
      'hire*',
      'hiring',
      'fired',
      'resign*',
      'quit',
      'profession*',
      'employ*',
      'vocation*',
      '~calling',
      '~team',
    ],
    intro:
      "Questions of work are read through your Expression number, the talents your whole name describes, together with your Life Path and the day's numbers.",
    counsel:
      'Lean on the talents you already have rather than the ones you think you should have. One clear, practical step taken this week will tell you more than any amount of worrying.',
  },
  {
    id: 'money',
    label: 'money and security',
    short: 'your finances',
    number: 'expression',
    field: 'money',
    favourable: [4, 8, 22],
    keywords: [
      'money',
      'financ*',
      'invest*',
      'loan*',
      'debt*',
      'salary',
      '~pay',
      'paid',
      'rich',
      'wealth*',
      'afford',
      '~buy',
      '~buying',
      '~sell',
      '~selling',
      'stock*',
      'crypto*',
      'savings',
      '~save',
      'income',
      '~price*',
      'mortgage*',
      'budget*',
      'lottery',
      'inheritance',
    ],
    intro:
      'Questions of money are read through your Expression number, which shows how you earn and handle resources, and through the numbers of the day.',
    counsel:
      "Let your numbers describe your style with money, and let facts decide the amounts: make the calm, well-informed choice, and give big decisions a night's sleep.",
    limits:
      'Numerology cannot tell you whether an investment will rise or fall; for real financial decisions, take advice from a qualified adviser and read the figures yourself.',
  },
  {
    id: 'health',
    label: 'health and wellbeing',
    short: 'your wellbeing',
    number: 'lifePath',
    field: 'wellbeing',
    favourable: [2, 4, 6, 7],
    keywords: [
      'health*',
      'ill',
      'illness*',
      'sick*',
      'disease*',
      'doctor*',
      'pregnan*',
      'surgery',
      'operation',
      'diet*',
      'weight',
      'sleep*',
      'stress*',
      'anxi*',
      'depress*',
      '~tired',
      '~energy',
      '~heal*',
      '~body',
      'pain',
      'cancer',
      'therapy',
      'medic*',
      'hospital*',
      '~fit',
      'fitness',
      'wellbeing',
      'burnout',
    ],
    intro:
      'A question about health is a tender one. Numbers can speak about your rhythm and the kind of rest that restores you; they cannot see inside a body.',
    counsel:
      'Treat your energy as something precious and finite. Small, regular kindnesses to your body and mind work better than heroic efforts made in a rush.',
    limits:
      'Numerology cannot diagnose, predict or treat anything. For any symptom, worry or decision about your health, please speak with a doctor or another qualified professional.',
  },
  {
    id: 'family',
    label: 'family',
    short: 'family life',
    number: 'soulUrge',
    field: 'family',
    favourable: [2, 4, 6, 33],
    keywords: [
      'family',
      'families',
      'mother*',
      'mom',
      'mum',
      'father*',
      'dad',
      'parent*',
      'child*',
      'kid*',
      'son',
      'sons',
      'daughter*',
      'sister*',
      'brother*',
      'sibling*',
      'grand*',
      'baby',
      'babies',
      'aunt*',
      'uncle*',
      'cousin*',
      'in-law*',
    ],
    intro:
      "Family questions are read through your Soul Urge, the heart you bring to the people closest to you, and through the day's numbers.",
    counsel:
      'In families, timing and tone matter as much as content. Choose a calm moment, start with what you appreciate, and leave room for the other person to answer.',
  },
  {
    id: 'home',
    label: 'home and moving',
    short: 'your home',
    number: 'lifePath',
    field: 'family',
    favourable: [4, 6, 5],
    keywords: [
      'home',
      'house*',
      'flat',
      'apartment*',
      '~move',
      '~moving',
      'relocat*',
      'rent*',
      'landlord*',
      'neighbo*',
      'garden*',
      'renovat*',
    ],
    intro:
      "Questions of home are read through your Life Path and the day's numbers: where you live is the ground your whole road stands on.",
    counsel:
      'A home is built of rhythm as much as walls. Before a big move, picture an ordinary Tuesday there; if it feels like you, that is a good sign.',
  },
  {
    id: 'friendship',
    label: 'friendship',
    short: 'your friendships',
    number: 'personality',
    // The number's gifts, not its love text ("In love you are devoted …" misreads a friendship).
    field: 'gifts',
    favourable: [2, 3, 6, 9],
    keywords: ['friend*', 'friendship*', '~social', 'lonely', 'loneliness', '~community', '~group'],
    intro:
      'Friendship is read through your Personality number, the way people first meet you, and through your Soul Urge, what you hope to share with them.',
    counsel:
      'Friendships grow from small, repeated kindnesses. Reach out first, keep it light, and notice who reaches back.',
  },
  {
    id: 'travel',
    label: 'travel and change',
    short: 'your travels',
    number: 'lifePath',
    field: 'travel',
    favourable: [3, 5, 9],
    keywords: [
      'travel*',
      'trip*',
      'journey*',
      'abroad',
      'holiday*',
      'vacation*',
      'flight*',
      '~fly',
      '~visit*',
      'emigrat*',
      'immigrat*',
      'visa',
      'overseas',
      '~country',
      '~countries',
      '~city',
    ],
    intro:
      "Questions of travel and change are read through your Life Path, the shape of your whole road, and through the day's numbers.",
    counsel:
      'Good journeys begin with a clear reason and leave space for surprise. Plan the essentials and let the rest unfold.',
  },
  {
    id: 'creativity',
    label: 'creativity',
    short: 'your creative work',
    number: 'expression',
    field: 'gifts',
    favourable: [3, 5, 11],
    keywords: [
      'creat*',
      'art',
      'arts',
      'artist*',
      'write',
      'writing',
      'writer*',
      '~book*',
      'music*',
      'paint*',
      'song*',
      'novel*',
      '~design*',
      '~perform*',
      'film*',
      'poem*',
      'poetry',
    ],
    intro:
      "Creative questions are read through your Expression number, the talents your name describes, and the day's numbers.",
    counsel:
      'Make something small and finish it. Creative confidence comes from completed work, however modest, far more than from plans.',
  },
  {
    id: 'study',
    label: 'study and learning',
    short: 'your studies',
    number: 'lifePath',
    field: 'growth',
    favourable: [7, 4, 11],
    keywords: [
      'study*',
      'exam*',
      'school*',
      'universit*',
      'college*',
      'degree*',
      'course*',
      '~learn*',
      'student*',
      '~test',
      '~tests',
      'thesis',
      'phd',
      '~class',
      '~classes',
      'teacher*',
    ],
    intro:
      'Questions of study are read through your Life Path and the numbers of the day: learning is one of the ways your road unfolds.',
    counsel:
      'Steady, regular study beats long anxious sessions. Learn in a way that suits your nature, and rest before the day that matters.',
  },
  {
    id: 'spirituality',
    label: 'the spiritual path',
    short: 'your spiritual path',
    number: 'soulUrge',
    field: 'growth',
    favourable: [7, 9, 11, 33],
    keywords: [
      'spirit*',
      '~soul',
      'god',
      'faith',
      'pray*',
      'meditat*',
      '~purpose',
      '~meaning',
      'kabbal*',
      'torah',
      'religio*',
      'destiny',
      'karma*',
      '~mission',
    ],
    intro:
      'Questions of the spirit are read through your Soul Urge, what your heart longs for, and through the sephirot your numbers touch on the Tree of Life.',
    counsel:
      'Spiritual growth is rarely dramatic. A few quiet minutes a day, a practice you return to, and honest kindness carry you further than any single revelation.',
  },
  {
    id: 'legal',
    label: 'legal matters',
    short: 'the legal side',
    number: 'lifePath',
    field: 'growth',
    favourable: [4, 8, 22],
    keywords: ['court*', 'lawsuit*', 'lawyer*', 'legal', 'contract*', 'sue', 'custody', 'judge*', 'police', 'trial'],
    intro:
      "Legal questions are read through your Life Path and the day's numbers, which can speak about your approach, not about the outcome of a case.",
    counsel:
      'Keep to facts, keep copies, and keep calm. Clear, patient steps serve you better than reacting in the heat of the moment.',
    limits:
      'Numerology cannot predict the outcome of a legal matter; please rely on a qualified lawyer for advice about your case.',
  },
  {
    id: 'timing',
    label: 'timing',
    short: 'timing',
    number: 'personalYear',
    field: 'growth',
    favourable: [1, 3, 5, 8],
    keywords: ['when', 'soon', 'timing', 'time', 'month', 'year', 'week', 'ready', 'wait', 'waiting', 'long'],
    intro:
      'Questions of timing are read through your personal cycles: the Personal Year, Month and Day that turn with the calendar.',
    counsel:
      'Good timing is part preparation and part readiness. Use the quieter weeks to prepare, so that you can move when the numbers open.',
  },
  {
    id: 'decision',
    label: 'a decision',
    short: 'the decision',
    number: 'lifePath',
    field: 'growth',
    favourable: [1, 5, 8, 22],
    keywords: ['should', 'decide', 'decision*', 'choose', 'choice*', 'option*', 'or'],
    intro:
      "A decision is read through your Life Path, the direction your life naturally takes, and through the day's numbers, which show whether the moment favours acting or waiting.",
    counsel:
      'Numbers describe the weather, not the destination. Make the choice you could explain to a friend you respect, and let the numbers help with the timing.',
  },
  {
    id: 'general',
    label: 'your path',
    short: 'your path',
    number: 'lifePath',
    field: 'gifts',
    favourable: [1, 3, 5, 6, 9],
    keywords: [],
    intro:
      "Your question is read through your Life Path, the thread running through your whole chart, and through the day's numbers.",
    counsel:
      'Return to what you know is true about yourself. The next good step is usually simpler than it looks from here.',
  },
];

const TOPIC_BY_ID = new Map(TOPICS.map((t) => [t.id, t]));

export function topicById(id: TopicId): Topic {
  const t = TOPIC_BY_ID.get(id);
  if (!t) throw new RangeError(`no topic ${id}`);
  return t;
}

export function topicMeaning(m: NumberMeaning, field: MeaningField): string {
  return m[field];
}
