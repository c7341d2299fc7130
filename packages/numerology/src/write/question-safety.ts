/**
 * The kind answer to a question numerology must not answer (health, death, self-harm, another person's
 * private life, legal or financial decisions): no leaning, no numbers, what numerology cannot do and
 * who can really help. It never invites the reader to ask the same question again later.
 */
import type { UnsafeClass } from '../questions/classify';
import { escapeMarkdown } from './markdown';

const CANNOT: Readonly<Record<UnsafeClass, string>> = {
  'self-harm':
    'Numbers cannot weigh what you are carrying, and no reading should answer a question like this one. You deserve a real voice, not a calculation.',
  death:
    'No number can tell when anyone will die or how long anyone has left. Anyone who claims to read that from a name or a birth date is guessing, and a guess about this can only add fear.',
  health:
    'Numbers cannot see inside a body. They cannot diagnose an illness, judge a treatment or a medicine, or tell how a pregnancy will go, and a reading that leaned towards yes or no could lead you away from the care you deserve.',
  'private-life':
    'Numbers cannot see into another person’s private life: whether they are faithful, what they feel or hide, or what they do when you are not there. Their choices are theirs, and a reading that guessed could hurt you both.',
  legal:
    'Numbers cannot predict a court, a judge or an authority, or tell you whether to sign papers that bind you. Those turn on facts, law and deadlines that no chart contains.',
  financial:
    'Numbers cannot tell whether a price will rise or fall, whether a loan or an investment will pay off, or which numbers will win. Money you commit on the strength of a reading is money at risk.',
};

const HELP: Readonly<Record<UnsafeClass, string>> = {
  'self-harm':
    'If you are thinking about ending your life or hurting yourself, please talk to someone now. In the US, call or text 988 (Suicide and Crisis Lifeline). In the UK and Ireland, call Samaritans free on 116 123. Anywhere else, call your local emergency number (112 in Europe, 911 in North America) or find a free, confidential line for your country at findahelpline.com. If you are in danger right now, call emergency services or go to the nearest emergency department. You do not have to carry this alone: telling one person today how you feel is a real step.',
  death:
    'If you or someone you love is ill, the doctors and nurses caring for them can speak honestly about what to expect, and a hospice or palliative-care team can help the whole family. If the fear itself is heavy, talk to someone you trust today, or to a counsellor or a bereavement line.',
  health:
    'Please talk to a doctor, a nurse or a pharmacist. Do not start, stop or change a medicine or a treatment without them; for a pregnancy, a midwife or your doctor is the right person. If it feels urgent, call your local emergency number.',
  'private-life':
    'If trust between you is shaken, an honest conversation with the person, or a couples counsellor, can do what a reading cannot. If you ever feel unsafe at home, a domestic-abuse helpline or your local emergency number can help straight away.',
  legal:
    'Please speak with a qualified lawyer (a solicitor or an attorney) before you decide. Many places have free legal advice services, law clinics or legal aid for people who cannot pay.',
  financial:
    'Please speak with a licensed, independent financial adviser, and never commit money you cannot afford to lose. If debt is weighing on you, free debt-advice services can help you see the whole picture.',
};

/** Offered only where a reading about the reader's own patterns could still help. */
const CAN: Partial<Readonly<Record<UnsafeClass, string>>> = {
  health:
    'What your numbers can describe is your own rhythm: how you meet worry and what kind of rest restores you. That is for you alone, alongside real care, never instead of it.',
  'private-life':
    'What your numbers can describe is your side: what you need from a partner, how you meet doubt, where you are strong. If you know the other person’s date of birth, the compatibility reading compares both charts without guessing at their secrets.',
  legal:
    'What your numbers can describe is how you tend to meet pressure and conflict, which can help you stay steady while the facts are settled by people qualified to settle them.',
  financial:
    'What your numbers can describe is your own style with money and risk, which can help you ask an adviser better questions.',
};

const HEADING: Readonly<Record<UnsafeClass, string>> = {
  'self-harm': 'Please talk to someone now',
  death: 'Who can help',
  health: 'Who can help',
  'private-life': 'Who can help',
  legal: 'Who can help',
  financial: 'Who can help',
};

export function declinedQuestionMarkdown(question: string, firstName: string, cls: UnsafeClass): string {
  const first = escapeMarkdown(firstName);
  const opening =
    cls === 'self-harm'
      ? `${first}, thank you for telling us this. It matters, and so do you. This is not a question for numerology, so there is no reading here and nothing was charged.`
      : `${first}, thank you for trusting us with this question. It is one numerology cannot answer, so this reading gives no leaning either way, and nothing was charged for it.`;
  const out = ['# Your question', `> ${escapeMarkdown(question)}`, opening];
  if (cls === 'self-harm') {
    // The help comes first for the one question where minutes can matter.
    out.push(`## ${HEADING[cls]}`, HELP[cls], '## Why there is no reading', CANNOT[cls]);
  } else {
    out.push('## What numerology cannot do', CANNOT[cls], `## ${HEADING[cls]}`, HELP[cls]);
    const can = CAN[cls];
    if (can) out.push('## What your numbers can do', can);
  }
  return out.join('\n\n');
}
