/**
 * The kind answer to a question numerology must not answer, and the answer to a question it could not
 * read: no leaning, no numbers, nothing charged. A declined question says what numerology cannot do and
 * who can really help, by category (a crisis line now for self-harm, the surgical team for an operation,
 * gambling support for a bet, an immigration adviser for a visa); it never invites the reader to ask
 * the same question again later. The question is quoted once, as typed; every other word is ours.
 */
import type { UnsafeClass } from '../questions/classify';
import { escapeMarkdown } from './markdown';

const CANNOT: Readonly<Record<UnsafeClass, string>> = {
  'self-harm':
    'Numbers cannot weigh what you are carrying, and no reading should answer a question like this one. You deserve a real voice, not a calculation.',
  death:
    'No number can tell when anyone will die or how long anyone has left. Anyone who claims to read that from a name or a birth date is guessing, and a guess about this can only add fear.',
  health:
    'Numbers cannot see inside a body or a mind. They cannot diagnose an illness, judge a treatment or a medicine, or tell how a recovery will go, and a reading that leaned towards yes or no could lead you away from the care you deserve.',
  pregnancy:
    'Numbers cannot tell whether or when a pregnancy will happen, how it will go, or anything about a baby’s health or sex. Those depend on bodies and medicine, not on a chart.',
  surgery:
    'Numbers cannot tell how an operation or a procedure will go, or whether it is the right one for you. That depends on your body, your surgeon’s skill and your medical team’s judgement.',
  'private-life':
    'Numbers cannot see into another person’s private life: whether they are faithful, what they feel or hide, or what they do when you are not there. Their choices are theirs, and a reading that guessed could hurt you both.',
  legal:
    'Numbers cannot predict a court, a judge or a tribunal, or tell you how a case or a charge will end. Those turn on facts, law and deadlines that no chart contains.',
  immigration:
    'Numbers cannot predict what an immigration authority will decide about a visa, a permit, residence or citizenship. Those decisions turn on rules, documents and deadlines that no chart contains.',
  'exam-result':
    'The result of an exam or an application you have already made is decided by now, by the people who marked or read it; no number can see it, and a guess would only make the waiting harder.',
  gambling:
    'Numbers cannot tell which numbers will be drawn, which team or horse will win, or whether a bet will pay. Draws and odds are built so that nobody can predict them, and there are no lucky numbers for a game of chance.',
  investment:
    'Numbers cannot tell whether a price will rise or fall, or whether an investment, a loan or a money decision will pay off. Money you commit on the strength of a reading is money at risk.',
};

/** The crisis lines, for the reader and for someone they are afraid for alike. */
const CRISIS_LINES =
  'In the US and Canada, call or text 988 (Suicide and Crisis Lifeline). In the UK and Ireland, call Samaritans free on 116 123. In Australia, call Lifeline on 13 11 14. In India, call Tele-MANAS on 14416. Anywhere else, call your local emergency number (112 in Europe, 911 in North America) or find a free, confidential line for your country at findahelpline.com.';

/** When the one at risk is someone the reader loves ("my son says nobody would miss him"). */
const HELP_FOR_SOMEONE_ELSE = `If someone you love may be thinking about ending their life, take it seriously and do not wait: ask them directly how they are, listen without arguing, and do not leave them alone if they are in danger. ${CRISIS_LINES} These lines also help the person who is worried. If they are in danger right now, call emergency services or take them to the nearest emergency department. And if it is you who is thinking of ending your life, please call one of these lines now: you deserve the same care.`;

const HELP: Readonly<Record<UnsafeClass, string>> = {
  'self-harm': `If you are thinking about ending your life or hurting yourself, please talk to someone now. ${CRISIS_LINES} If you are in danger right now, call emergency services or go to the nearest emergency department. You do not have to carry this alone: telling one person today how you feel is a real step.`,
  death:
    'If you or someone you love is ill, the doctors and nurses caring for them can speak honestly about what to expect, and a hospice or palliative-care team can help the whole family. If the fear or the grief itself is heavy, talk to someone you trust today, or to a counsellor or a bereavement support line.',
  health:
    'Please talk to a doctor, a nurse or a pharmacist. Do not start, stop or change a medicine or a treatment without them. If it feels urgent, call your local emergency number.',
  pregnancy:
    'Please talk to your doctor, a midwife or a fertility specialist: they can look at your own situation and answer honestly. If something feels wrong in a pregnancy, call your maternity unit or your local emergency number straight away.',
  surgery:
    'The surgeon and the medical team caring for you are the right people to ask about the risks, the timing and the recovery. Write your questions down before the appointment, and ask for a second opinion if you are unsure.',
  'private-life':
    'If trust between you is shaken, an honest conversation with the person, or a couples counsellor, can do what a reading cannot. If you ever feel unsafe at home, a domestic-abuse helpline or your local emergency number can help straight away.',
  legal:
    'Please speak with a qualified lawyer (a solicitor or an attorney) before you decide anything. Many places have free legal advice services, law clinics or legal aid for people who cannot pay.',
  immigration:
    'Please speak with a regulated immigration adviser or an immigration lawyer, and check your case on the official government immigration website. Many places have free immigration advice services or law clinics.',
  'exam-result':
    'The school, the university, the employer or the exam board will tell you the result; their published date is the one to trust. If the wait is hard, talk it over with a friend, a teacher or a student-support service.',
  gambling:
    'If gambling is taking more money or time than you want it to, free and confidential help is there: in the UK the National Gambling Helpline on 0808 8020 133, in the US 1-800-GAMBLER, in Australia Gambling Help Online on 1800 858 858, and anywhere else gamblingtherapy.org. Never bet money you cannot afford to lose.',
  investment:
    'Please speak with a licensed, independent financial adviser, and never commit money you cannot afford to lose. If debt is weighing on you, free debt-advice services can help you see the whole picture.',
};

/** For an animal (`aboutAnAnimal`): the same "no", but the one who can help is a vet, and no "your body" or "your surgeon". */
const FOR_AN_ANIMAL: Partial<Readonly<Record<UnsafeClass, { cannot?: string; help: string }>>> = {
  health: {
    cannot:
      'Numbers cannot see inside an animal’s body. They cannot diagnose an illness, judge a treatment or tell how a recovery will go, and a reading that leaned towards yes or no could keep your animal from the care it needs.',
    help: 'Please talk to your vet: they can examine your animal and tell you honestly what to expect. If it feels urgent, call an emergency or out-of-hours vet straight away.',
  },
  surgery: {
    cannot:
      'Numbers cannot tell how an operation or a procedure will go. That depends on the animal’s body, the vet’s skill and the care afterwards.',
    help: 'Your vet and the practice caring for your animal are the right people to ask about the risks, the recovery and what to watch for at home. Write your questions down before you see them.',
  },
  death: {
    help: 'Your vet can speak honestly about what to expect and about keeping your animal comfortable. If the fear or the grief is heavy, talk to someone you trust, or to a pet-bereavement support line.',
  },
};

/** Prying into a flatmate's, a colleague's or a son's life: no couples counsellor, no "partner". */
const OUTSIDE_LOVE: Partial<Readonly<Record<UnsafeClass, { help: string; can: string }>>> = {
  'private-life': {
    help: 'If trust between you is shaken, a calm, honest conversation with them, or with someone you both trust, can do what a reading cannot. If you are worried for their safety or your own, a local support service or your local emergency number can help.',
    can: 'What your numbers can describe is your side: what you need from the people close to you, how you meet doubt, where you are strong. If you know the other person’s date of birth, the [compatibility reading](/compatibility) compares both charts without guessing at their secrets.',
  },
};

/** Offered only where a reading about the reader's own patterns could still help. */
const CAN: Partial<Readonly<Record<UnsafeClass, string>>> = {
  health:
    'What your numbers can describe is your own rhythm: how you meet worry and what kind of rest restores you. That is for you alone, alongside real care, never instead of it.',
  'private-life':
    'What your numbers can describe is your side: what you need from a partner, how you meet doubt, where you are strong. If you know the other person’s date of birth, the [compatibility reading](/compatibility) compares both charts without guessing at their secrets.',
  legal:
    'What your numbers can describe is how you tend to meet pressure and conflict, which can help you stay steady while the facts are settled by people qualified to settle them.',
  immigration:
    'What your numbers can describe is how you meet uncertainty and waiting, which may help you keep steady while the people qualified to decide do their work.',
  'exam-result':
    'What your numbers can describe is how you meet waiting and what steadies you, and, once you know the result, the kind of next step that suits you.',
  investment:
    'What your numbers can describe is your own style with money and risk, which can help you ask an adviser better questions.',
};

/** Who the declined question is about, as far as the help it needs goes. */
export interface DeclinedAbout {
  /** It fears for another person's life, not the reader's own: the crisis lines are the same, the words are for the one who is worried. */
  readonly forSomeoneElse?: boolean;
  /** An animal's health or operation: the one who can help is a vet. */
  readonly forAnAnimal?: boolean;
  /** Someone outside a couple (a flatmate, a son, a colleague): no couples counsellor. */
  readonly outsideLove?: boolean;
  /** A pregnancy question that speaks of a baby already lost: the loss is acknowledged before anything else. */
  readonly afterALoss?: boolean;
}

const AFTER_A_LOSS =
  'We are so sorry for your loss. Grief after losing a pregnancy is real grief, however early it happened, and hospitals and pregnancy-loss charities offer support to anyone who has been through it.';

export function declinedQuestionMarkdown(
  question: string,
  firstName: string,
  cls: UnsafeClass,
  { forSomeoneElse = false, forAnAnimal = false, outsideLove = false, afterALoss = false }: DeclinedAbout = {},
): string {
  const first = escapeMarkdown(firstName);
  const opening =
    cls === 'self-harm'
      ? `${first}, thank you for telling us this. It matters, and so do you. This is not a question for numerology, so there is no reading here and nothing was charged.`
      : `${first}, thank you for trusting us with this question. It is one numerology cannot answer, so this reading gives no leaning either way, and nothing was charged for it.`;
  const out = ['# Your question', `> ${escapeMarkdown(question)}`, opening];
  if (afterALoss && cls === 'pregnancy') out.push(AFTER_A_LOSS);
  if (cls === 'self-harm') {
    // The help comes first for the one question where minutes can matter.
    const help = forSomeoneElse ? HELP_FOR_SOMEONE_ELSE : HELP[cls];
    out.push('## Please talk to someone now', help, '## Why there is no reading', CANNOT[cls]);
  } else {
    const animal = forAnAnimal ? FOR_AN_ANIMAL[cls] : undefined;
    const others = outsideLove ? OUTSIDE_LOVE[cls] : undefined;
    out.push(
      '## What numerology cannot do',
      animal?.cannot ?? CANNOT[cls],
      '## Who can help',
      animal?.help ?? others?.help ?? HELP[cls],
    );
    const can = others?.can ?? CAN[cls];
    if (can) out.push('## What your numbers can do', can);
  }
  return out.join('\n\n');
}

/** Questions the reading answers well, offered when a question could not be read. */
const EXAMPLES = [
  'Is 2027 a good year to change jobs?',
  'When is a good month to move house next year?',
  'Should I start my own business this spring?',
  'What does next month hold for my love life?',
  'Will my relationship with Sam grow stronger this year?',
];

/** A question the engine could not read with confidence: no guess, no leaning, nothing charged. */
export function rephraseQuestionMarkdown(question: string, firstName: string): string {
  const first = escapeMarkdown(firstName);
  return [
    '# Your question',
    `> ${escapeMarkdown(question)}`,
    `${first}, we could not read this question clearly enough to answer it, and a reading should never guess. Nothing was charged.`,
    '## Try asking it this way',
    'Name what the question is about (love, work, a move, a journey, study, family or a creative project), and, if you like, the time you mean and the person it involves. For example:',
    EXAMPLES.map((e) => `- ${e}`).join('\n'),
    'Questions about health, pregnancy, death, money decisions, gambling, the law, visas, exam results or another person’s private life are ones numerology cannot answer; for those, the reading points to people who can help.',
  ].join('\n\n');
}
