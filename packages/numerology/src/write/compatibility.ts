/**
 * The compatibility reading's words: two charts side by side, where their numbers meet and where they
 * rub, the relationship number, and the working. Pure; the pair is computed in ../compatibility.ts.
 */
import type { Compatibility, NumberPair } from '../compatibility';
import { FAMILY_TEXT, meaningOf, seeksOf } from '../text/numbers';
import type { Meanings } from '../text/combinations';
import { meaningsFor, type WriterContext } from './context';
import { escapeInline, escapeMarkdown, listJoin, pick } from './markdown';
import { pairLetterValues } from './letter-values';
import { longDate, profileLine } from './shared';
import { nameNotes } from './names';

const FAMILY = FAMILY_TEXT;

/** "The Pioneer" → "the Pioneer" inside a sentence (the title keeps its capital). */
const the = (title: string) => title.replace(/^The /, 'the ');
/** What the pair's relationship number says about the partnership itself (this product's words). */
const RELATIONSHIP_TEXT: Readonly<Record<number, string>> = {
  1: 'a partnership of initiative, of two people who start things and push each other forward. Its gift is momentum; its test is taking turns at the lead, so that neither of you becomes the other’s audience.',
  2: 'a partnership of closeness and cooperation, where small attentions matter more than grand gestures. Its gift is tenderness; its test is saying plainly what each of you needs instead of hoping it will be guessed.',
  3: 'a partnership of conversation, humour and shared creativity. Its gift is lightness and delight; its test is staying together through the serious moments, when a joke would only postpone a talk.',
  4: 'a partnership of building, of a home, routines and shared plans that grow year by year. Its gift is reliability; its test is keeping warmth and surprise alive inside the structure.',
  5: 'a partnership of movement, travel and change. Its gift is a sense of adventure that keeps you both young; its test is a commitment that feels like a choice renewed, not a cage.',
  6: 'a partnership of care, family and home. Its gift is devotion; its test is care that does not turn into managing each other’s lives.',
  7: 'a partnership of depth and quiet, of long talks and shared questions. Its gift is understanding; its test is letting each other in, while still respecting the solitude each of you needs.',
  8: 'a partnership of ambition, work and shared resources. Its gift is what you can achieve together; its test is power shared fairly, in plans and in decisions.',
  9: 'a partnership of generosity and wide horizons, often turned towards other people and causes. Its gift is a shared sense of meaning; its test is keeping time and tenderness for the two of you.',
  11: 'a master number, and a partnership of inspiration, in which each of you sees further because of the other. On ordinary days it lives as Two, the quiet art of cooperation; on bright days, as a shared vision.',
  22: 'a master number, and a partnership that can build something larger than itself, a family, a business or a cause. On ordinary days it lives as Four, patient shared work; the larger vision grows out of it.',
  33: 'a master number, and a partnership of service and compassion that often draws other people into its warmth. On ordinary days it lives as Six, simple kindness at home.',
};

/** The same number for a pair with someone under 18: a friendship, never a couple (ADR 0613). */
const FRIENDSHIP_TEXT: Readonly<Record<number, string>> = {
  1: 'a friendship of initiative, of two people who dare each other to try new things. Its test is taking turns at choosing what to do.',
  2: 'a friendship of closeness and small kindnesses. Its test is saying plainly what each of you needs instead of hoping it will be guessed.',
  3: 'a friendship of jokes, stories and shared creativity. Its test is staying close through the serious moments too.',
  4: 'a friendship that builds, with shared projects, routines and plans that grow week by week. Its test is keeping room for surprises.',
  5: 'a friendship of adventure and new plans. Its test is staying in touch when life pulls you in different directions.',
  6: 'a friendship of care, where each looks out for the other. Its test is helping without taking over.',
  7: 'a friendship of long talks and shared questions. Its test is letting each other in while respecting time alone.',
  8: 'a friendship of goals and teamwork. Its test is deciding fairly, so that neither of you is always the boss.',
  9: 'a friendship of generosity that often welcomes others in. Its test is keeping time for just the two of you.',
  11: 'a master number, and a friendship of inspiration, in which each of you sees further because of the other; on ordinary days it lives as Two, quiet cooperation.',
  22: 'a master number, and a friendship that can build something bigger together, a team, a project or a cause; on ordinary days it lives as Four, patient shared work.',
  33: 'a master number, and a friendship of kindness that draws other people into its warmth; on ordinary days it lives as Six, simple care.',
};

/**
 * Why two numbers of different families rub, and how a pair can hold both. `variant` differs for each
 * pair of one reading, so two pairs never share a paragraph.
 */
function rubText(p: NumberPair, a: string, b: string, variant: number, meaning: Meanings): string {
  const ma = meaning(p.a);
  const mb = meaning(p.b);
  const fa = FAMILY[p.familyA];
  const fb = FAMILY[p.familyB];
  const texts = [
    `${a}'s ${p.label} ${p.a} belongs to the numbers of ${fa.name} (${fa.digits}), ${b}'s ${p.b} to those of ${fb.name} (${fb.digits}). Where ${a}'s ${p.a} looks for ${seeksOf(ma)}, ${b}'s ${p.b} looks for ${seeksOf(mb)}, and under pressure each can read the other's need as a lack. The way through is to name it: both needs are worth keeping, and a pair that takes turns meets both.`,
    `Here the two of you speak different languages: ${a}'s ${p.label} ${p.a} is about ${ma.keywords[0]} and ${ma.keywords[1]}, ${b}'s ${p.label} ${p.b} about ${mb.keywords[0]} and ${mb.keywords[1]}. This is where misunderstandings start, and also where each of you learns most from the other, if you can ask rather than assume.`,
    `${a}'s ${p.a}, ${the(ma.title)}, and ${b}'s ${p.b}, ${the(mb.title)}, pull in different directions in this part of life: one towards ${ma.keywords[2]}, the other towards ${mb.keywords[2]}. Neither pull is wrong. The friction eases when each of you says what the difference costs and what it gives, before it hardens into a habit of arguing.`,
  ];
  return texts[variant % texts.length] ?? '';
}

/**
 * Why two numbers of one family (or the same number) meet; `variant` as for rubText. `sharedBefore` is the label of
 * an earlier pair of the section that shares this same number (Expression 8, then Soul Urge 8): the number is then
 * said by that pair, not by its title again (ADR 0995).
 */
function meetText(
  p: NumberPair,
  a: string,
  b: string,
  variant: number,
  meaning: Meanings,
  sharedBefore?: string,
): string {
  const ma = meaning(p.a);
  const mb = meaning(p.b);
  if (p.relation === 'same') {
    const named = !sharedBefore
      ? `, ${the(ma.title)}`
      : sharedBefore.includes(' and ')
        ? `, a third time after your ${sharedBefore}`
        : ` as well, the number of your shared ${sharedBefore}`;
    const texts = [
      `You share the ${p.label} ${p.a}${named}: you recognise each other quickly here, and ${ma.quality} comes doubled. The one thing to watch is that a shared strength can also be a blind spot for you both, so let your other numbers bring their colours.`,
      `Both of you carry the ${p.label} ${p.a}${named}, so here you hardly need words: ${ma.keywords[0]} and ${ma.keywords[1]} are simply how you both are. Because you lean the same way, notice together when that lean tips too far.`,
      `${a} and ${b} have the same ${p.label}${sharedBefore ? ' too' : ''}, ${p.a}${sharedBefore ? ' again' : ''}. In this part of life you move in step, with ${ma.quality} on both sides; what you lack together is what neither of you brings, and that is worth looking for in friends and in each other's other numbers.`,
    ];
    return texts[variant % texts.length] ?? '';
  }
  const f = FAMILY[p.familyA];
  const texts = [
    `${a}'s ${p.label} ${p.a} and ${b}'s ${p.b} are both numbers of ${f.name} (${f.digits}). You value kindred things here, ${ma.keywords[1]} and ${mb.keywords[1]}, so you rarely need to explain yourselves: ${ma.quality} and ${mb.quality} support each other.`,
    `There is an easy understanding between ${a}'s ${p.label} ${p.a} and ${b}'s ${p.b}: both come from the family of ${f.name}. ${ma.title} and ${the(mb.title)} want different things in detail, but the same thing at heart, and that makes this a place you can rest in together.`,
    `${a}'s ${p.a} and ${b}'s ${p.b} ask much the same of life: ${ma.keywords[0]} for one, ${mb.keywords[0]} for the other, two sides of one coin. In this part of life you can lean on each other without long explanations.`,
  ];
  return texts[variant % texts.length] ?? '';
}

const WHAT: Readonly<Record<NumberPair['key'], string>> = {
  lifePath: 'the road each of you walks',
  expression: 'how each of you works and shows up in the world',
  soulUrge: 'what each of you longs for inside',
};

export function compatibilityMarkdown(a: WriterContext, b: WriterContext, pair: Compatibility): string {
  const seed = (a.seed ^ b.seed) >>> 0;
  const A = a.first;
  const B = b.first;
  const rel = pair.relationship;
  // Either reader under 18 on the reading's date: a friendship, never partners (ADR 0613).
  const young = a.stage === 'young' || b.stage === 'young';
  // ...and its numbers are said in young words ("cooperation", not "partnership").
  const meaning = meaningsFor(young ? 'young' : 'adult');
  const out: string[] = [];
  out.push(`# A compatibility reading for ${A} and ${B}`);
  out.push(
    `This reading sets two charts side by side: ${a.fullName}, born on ${longDate(a.chart.input.dateOfBirth)}, and ${b.fullName}, born on ${longDate(b.chart.input.dateOfBirth)}. Each person's numbers are those of ${pairLetterValues(a.chart, b.chart).opening}, worked out exactly as in a personal reading. How a pair is read, by the three families of numbers and by a relationship number made from both Life Paths, is this product's own convention, said here so you can weigh it.`,
  );
  const notes = [...nameNotes(a.chart, escapeMarkdown, `${A}'s`), ...nameNotes(b.chart, escapeMarkdown, `${B}'s`)];
  if (notes.length > 0) out.push(notes.join(' '));

  out.push('## Your numbers side by side');
  out.push(
    [
      `| | ${A} | ${B} |`,
      '| --- | --- | --- |',
      ...pair.pairs.map((p) => `| ${p.label} | ${p.a}, ${meaningOf(p.a).title} | ${p.b}, ${meaningOf(p.b).title} |`),
    ].join('\n'),
  );

  out.push(`## Your relationship number: ${rel.value}`);
  out.push(
    `Add ${A}'s Life Path ${a.chart.core.lifePath.value} and ${B}'s Life Path ${b.chart.core.lifePath.value} and you get ${rel.total}${rel.chain.length > 1 ? `, which reduces to ${rel.value}` : ''}. The relationship number describes the ${young ? 'friendship' : 'partnership'} as a third thing, apart from either of you: ${(young ? FRIENDSHIP_TEXT : RELATIONSHIP_TEXT)[rel.value] ?? ''}`,
  );

  const meet = pair.pairs.filter((p) => p.relation !== 'rub');
  const rub = pair.pairs.filter((p) => p.relation === 'rub');
  out.push('## Where you meet');
  if (meet.length === 0) {
    out.push(
      `None of your three pairs of numbers share a family, ${A} and ${B}. That is less rare than it sounds, and it is not a verdict: it means that what comes easily to one of you is a skill the other can learn, and the relationship number above is where you meet instead.`,
    );
  } else {
    meet.forEach((p, i) => {
      // A number both share in an earlier pair of this section (Expression 8, then Soul Urge 8) is not titled again;
      // a third is said of both earlier ones ('a third time after your Life Path and Expression'), not of the first
      // again, which repeated 'as well, the number of your shared Life Path' (found by repetition.test.ts).
      const before = meet.slice(0, i).filter((q) => q.relation === 'same' && p.relation === 'same' && q.a === p.a);
      const shared = before.length > 0 ? listJoin(before.map((q) => q.label)) : undefined;
      out.push(`**${p.label}** (${WHAT[p.key]}): ${meetText(p, A, B, seed + i, meaning, shared)}`);
    });
  }
  out.push('## Where you rub');
  if (rub.length === 0) {
    out.push(
      `Each of your three pairs of numbers comes from the same family, so the numbers show no built-in friction between you. Friction will still come, as it does to every pair, from tiredness, busy days and timing rather than from who you are; the thing to watch is comfort becoming habit.`,
    );
  } else {
    // Variants continue from the meeting pairs, so the three pairs of one reading use three different texts.
    rub.forEach((p, i) =>
      out.push(`**${p.label}** (${WHAT[p.key]}): ${rubText(p, A, B, seed + meet.length + i, meaning)}`),
    );
  }

  out.push('## How these numbers were calculated');
  // The steps are the engine's words around the name's words: only characters that could start inline
  // Markdown (which only a typed name can bring) are escaped, so the working stays readable as text.
  const working = (ctx: WriterContext, key: NumberPair['key']) => ctx.chart.core[key].steps.map(escapeInline).join(' ');
  const lines: string[] = [];
  for (const ctx of [a, b]) {
    for (const key of ['lifePath', 'expression', 'soulUrge'] as const) {
      lines.push(`- **${ctx.first}, ${ctx.chart.core[key].label} ${ctx.chart.core[key].value}:** ${working(ctx, key)}`);
    }
  }
  lines.push(`- **Relationship number ${rel.value}:** ${rel.steps.join(' ')}`);
  lines.push(
    `- **Meet or rub:** a pair meets when both numbers are the same or come from one family (mind ${FAMILY.mind.digits}; practical world ${FAMILY.matter.digits}; feeling ${FAMILY.heart.digits}; a master number joins the family of its digit, 11 as 2, 22 as 4, 33 as 6), and rubs when the families differ.`,
  );
  out.push(lines.join('\n'));
  out.push(
    `${pairLetterValues(a.chart, b.chart).working}, each name is reduced on its own before the names are added, and the master numbers 11, 22 and 33 are kept. ${profileLine(a.chart, b.chart)}`,
  );

  out.push('## A closing word');
  out.push(
    `${pick(
      [
        `Numbers describe tendencies, ${A} and ${B}, not a fate, and no chart can say whether two people will last: that rests with the two of you, with the care you give and the choices you make.`,
        `What these numbers offer is a vocabulary, not a verdict. Whether a relationship lasts is decided by the two people in it, ${A} and ${B}, day by day, and never by arithmetic.`,
      ],
      seed,
      3,
    )} Readings are offered for reflection.`,
  );
  return `${out.join('\n\n')}\n`;
}
