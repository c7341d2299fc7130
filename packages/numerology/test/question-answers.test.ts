import { hasDied, peopleIn } from '../src/questions/people';
/**
 * Questions answered as asked (kind, the time asked about, named people), never naming a month or a day
 * before the asking day or outside the time asked about, unsafe questions answered kindly, and two
 * questions by one person on one day sharing under 20% of their sentences.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDates, formatIsoDate, addDays, parseIsoDate } from '../src/dates';
import { normaliseQuestion } from '../src/questions/normalise';
import { screenQuestion, understandQuestion } from '../src/questions/understand';
import { answerQuestion } from '../src/reading';
import { generatedPeople } from './support/figures';
import { fillTemplate, QUESTION_TEMPLATES, questionOverlap, questionOverlapFigures } from './support/question-figures';
import { namedTimes, ourWords } from './support/question-measure';
import { sentencesOf } from './support/sentences';
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261123 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

/** The domain note's Personal Year, computed here on its own: r(r(month) + r(day) + r(year)), masters kept. */
function digitSum(n: number): number {
  return String(n)
    .split('')
    .reduce((a, d) => a + Number(d), 0);
}
function reduceKeepingMasters(n: number): number {
  let x = n;
  while (x > 9 && x !== 11 && x !== 22 && x !== 33) x = digitSum(x);
  return x;
}
const personalYear = (dob: string, year: number) => {
  const [, m, d] = dob.split('-').map(Number) as [number, number, number];
  return reduceKeepingMasters(reduceKeepingMasters(m) + reduceKeepingMasters(d) + reduceKeepingMasters(year));
};

const thomas = { name: 'Thomas Cruise Mapother', dateOfBirth: '1962-07-03', bornInMorning: false };
const ASKED = '2026-11-23';

describe('understanding the question', () => {
  const on = { year: 2026, month: 11, day: 23 };
  const names = (q: string) => understandQuestion(q, on).people.map((p) => p.name ?? `my ${p.relation}`);
  it.each([
    ['Is 2027 a good year to start my own business?', 'yes-no', '2027-01-01', '2027-12-31', undefined],
    ['Will my relationship with Dana last?', 'last', undefined, undefined, 'Dana'],
    ['should i move in with dev after christmas', 'should', '2026-12-26', undefined, 'Dev'],
    ['When will I meet my soulmate?', 'when', undefined, undefined, undefined],
    ['What does 2027 hold for my career?', 'meaning', '2027-01-01', '2027-12-31', undefined],
    ['Will I travel abroad next month?', 'yes-no', '2026-12-01', '2026-12-31', undefined],
    ['Should I apply for the job in Paris in March?', 'should', '2027-03-01', '2027-03-31', undefined],
    ['will i find love this year?', 'yes-no', '2026-11-23', '2026-12-31', undefined],
    [
      'me and priya keep fighting, will things get better between us this year',
      'yes-no',
      '2026-11-23',
      '2026-12-31',
      'Priya',
    ],
    ['Tell me something about this week', 'open', '2026-11-23', '2026-11-29', undefined],
  ])('%s → %s, %s..%s, %s', (q, kind, from, to, name) => {
    const u = understandQuestion(q, on);
    expect(u.kind).toBe(kind);
    expect(u.answerable).toBe(true);
    if (from) expect(formatIsoDate(u.time!.from)).toBe(from);
    else expect(u.time).toBeUndefined();
    if (to) expect(formatIsoDate(u.time!.to)).toBe(to);
    expect(u.dependsOn?.name).toBe(name);
  });

  it('reads a trade named as work, a boss as work however warmly asked, capitals as an acronym, an Irish "grand" as no grandparent (dev-11)', () => {
    for (const q of [
      'am I cut out for being a probation officer? my numbers please',
      "Do you think I'd make a good detective? Been a bobby for six years.",
      'do i have the numbers of a good lawyer or should i stick to being a paralegal',
    ])
      expect(understandQuestion(q, on).topic.id, q).toBe('work');
    const boss = understandQuestion(
      "my boss keeps saying 'it's not brain surgery' when i ask questions lol. how do i build a better relationship with her this month?",
      on,
    );
    expect(boss.topic.id).toBe('work');
    expect(boss.dependsOn).toEqual({ relation: 'boss' });
    // "The new manager", "the mother-in-law": someone of the reader's own, as "my" says; not "the family business".
    expect(understandQuestion('will the new manager at the depot finally notice me', on).dependsOn).toEqual({
      relation: 'manager',
    });
    expect(understandQuestion('me and the mother-in-law clash, will we find peace', on).dependsOn).toEqual({
      relation: 'mother-in-law',
    });
    expect(understandQuestion('should i take over the family business next year', on).dependsOn).toBeUndefined();
    // Several flatmates or neighbours, a spark to bring back, the lass from the ceilidh: someone else's side too.
    expect(understandQuestion('will my flatmates and i sort out the cleaning rota', on).dependsOn).toEqual({
      relation: 'flatmates',
    });
    const spark = understandQuestion('after 9 yrs of marriage, can we get the spark back by october', on);
    expect(spark.dependsOn).toEqual({ relation: 'partner' });
    // Someone liked and not (yet) a partner is not called one.
    expect(understandQuestion('will the lass i danced with at the ceilidh get in touch', on).dependsOn).toEqual({
      relation: 'crush',
    });
    // "the last lot" says which neighbours, and "broke forever" fears a state: neither asks what will last.
    expect(understandQuestion('will the new neighbours be quieter than the last lot', on).kind).not.toBe('last');
    expect(understandQuestion('will i be broke forever', on).kind).not.toBe('last');
    expect(understandQuestion('will we be together forever', on).kind).toBe('last');
    // "Jun Wei" is a person, not June.
    const trip = understandQuestion('will Jun Wei and I enjoy our first trip together this december', {
      year: 2027,
      month: 11,
      day: 20,
    });
    expect(trip.time && `${trip.time.from.month}..${trip.time.to.month}`).toBe('12..12');
    expect(understandQuestion('Should I go for ICU or paediatrics in the new year?', on).people).toEqual([]);
    expect(
      understandQuestion("paddy's day in dublin with the lads, grand idea or will it end in tears", on).topic.id,
    ).not.toBe('family');
  });

  it('reads habits as wellbeing, a getaway as travel, a stand-up set as creative, a typed-short "wil" as nobody (dev-12)', () => {
    for (const [q, topic] of [
      ['gonna start walking to work every day from monday, will it stick', 'health'],
      ['how do i stop doomscrolling every nite', 'health'],
      ['Thinking of a spontaneous weekend away on saturday, yay or nay?', 'travel'],
      ['gonna try stand-up comedy for the first time the week after next, am i mad lol', 'creativity'],
      ['Wah the bills damn high this month, how to manage ah?', 'money'],
    ] as const)
      expect(understandQuestion(q, on).topic.id, q).toBe(topic);
    expect(understandQuestion('wil my ex come back 2 me', on).people).toEqual([{ relation: 'ex' }]);
  });

  it('reads a journey to a named city as travel and a friend asked about by a feeling as a person (lead, 2026-11-27)', () => {
    const lisbon = understandQuestion('me and Ciara are going to Lisbon the weekend after next, any advice?', on);
    expect(lisbon.topic.id).toBe('travel');
    expect(lisbon.people).toEqual([{ name: 'Ciara' }]);
    for (const q of ['is Aoife angry with me or just busy?', 'is Priya upset with me'])
      expect(understandQuestion(q, on).people.length, q).toBe(1);
    expect(understandQuestion('is work busy this month', on).people).toEqual([]);
    // Slang and a Scots "I'm" are nobody; an Irish mammy is a mother.
    expect(understandQuestion('ded 😭 my mom found my diary. will she forgive me', on).people).toEqual([
      { relation: 'mom' },
    ]);
    expect(understandQuestion("ah'm 43, is a new job on the cards fur me?", on).people).toEqual([]);
    expect(understandQuestion('will my mammy like my new boyfriend', on).dependsOn?.relation).toBe('mum');
  });

  it('reads a sports team as a game, not a career', () => {
    expect(understandQuestion('will i make the netball team next term', on).topic.id).not.toBe('work');
    expect(understandQuestion('will my team at work like me', on).topic.id).toBe('work');
  });

  it('reads names of two words, hyphens and callers, and never a filler, an endearment or a misspelt day', () => {
    expect(names('my nephew juan pablo wants to live with us for a year. yes or no')).toEqual(['Juan Pablo']);
    expect(names('should i be maid of honour for my old friend ji-woo')).toEqual(['Ji-woo']);
    expect(names('first date this weekend? matched with someone called leilani')).toEqual(['Leilani']);
    expect(names('will will ever propose or am i wasting my time')).toEqual(['Will']);
    expect(names('Abi I should forgive my brother, sha? What about me and tunde this year')).toEqual([
      'my brother',
      'Tunde',
    ]);
    expect(names('Bae and I been together since school. His name is Tyrese')).toEqual(['Tyrese']);
    expect(names('is tommorow a good day to ask her out')).toEqual([]);
    expect(names('me and my bestie wanna start a podcast')).toEqual(['my best friend']);
    // Words of address and Scots spellings at the start are never names.
    expect(names('bruv my business is struggling, will it survive the winter?')).toEqual([]);
    expect(names('Whit does ma number say aboot new starts')).toEqual([]);
    expect(names('hunny is this the yr i finally write my book')).toEqual([]);
    // Written as a name straight after "will": a person, though no list knows the name.
    expect(names('will Callum and the rest of the band agree to one more gig')).toEqual(['Callum']);
    expect(names('will Siddharth finally introduce me to his parents')).toEqual(['Siddharth']);
  });

  it('reads names written in lower case as people write them: family names, Chinese names, after a description', () => {
    expect(names('will my relationship with jun wei last')).toEqual(['Jun Wei']);
    expect(names('my girlfriend li wei wants to move back to shanghai, should i follow her')).toEqual(['Li Wei']);
    expect(names('will xin yi and i ever be as close as we were at uni')).toEqual(['Xin Yi']);
    expect(names('my brother-in-law xiao ming wants to borrow my car for a month')).toEqual(['Xiao Ming']);
    expect(names('is it wise to go into business with my old school friend danny')).toEqual(['Danny']);
    expect(names('naming my bakery after my late gran, elsie. good name number?')).toEqual(['Elsie']);
    expect(names('should i court her properly? her name is grace and we met at choir')).toEqual(['Grace']);
    expect(names('Should I tell Will how I feel this summer?')).toEqual(['Will']);
    expect(names('hw do i know if Faith is the one, we met at uni last yr')).toEqual(['Faith']);
    expect(names('if faith is strong will it last')).toEqual([]);
    // A month's short form is a month unless a name follows it or it stands where a person does.
    expect(names('my sister anjali is getting married in feb, any advice for my speech')).toEqual(['Anjali']);
    expect(names('jan and i keep fighting, will it get better')).toEqual(['Jan']);
    expect(names('should i marry jan in june')).toEqual(['Jan']);
    expect(names('is jan a good month to move')).toEqual([]);
  });

  it('reads given names that are also words where only a person can stand, and never elsewhere', () => {
    expect(names('can u tell me if my friendship with hope will last, we had a fight')).toEqual(['Hope']);
    expect(names('my best friend summer is moving away, how do i keep the friendship strong')).toEqual(['Summer']);
    expect(names('should i start a business with my cousin will or keep it solo')).toEqual(['Will']);
    expect(names('thinking of asking bill from the allotment to go on a date')).toEqual(['Bill']);
    expect(names('how can i be a better friend to jade, she is going thru a rough time')).toEqual(['Jade']);
    expect(names('will things get better between me and my mam, eileen')).toEqual(['Eileen']);
    expect(names('my goddaughter leila is getting baptised, what should i say')).toEqual(['Leila']);
    expect(names('can i face the year with hope')).toEqual([]);
    // After a possessive relation comes a thing of theirs, not a name.
    expect(names("would it be mad to put my savings into my friend's bakery")).toEqual(['my friend']);
    // A greeting is not a person, and a one-letter word after a name is text-speak ("r" for "are").
    expect(names('Hiya, would November be a good month for me to finally learn to drive?')).toEqual([]);
    expect(names('wanna know if me and marco r meant to be or just a summer fling')).toEqual(['Marco']);
    expect(names('my friend will be there, should i go')).toEqual(['my friend']);
  });

  it('reads "me da" as a father and a question word after some context as an open question', () => {
    const u = understandQuestion('me da passed in june, how can i honour him at christmas', on);
    expect(u.topic.id).toBe('family');
    // Her father, not "your partner" (a grieving reader was offered a compatibility reading with one)...
    expect(u.people).toEqual([{ relation: 'dad' }]);
    // ...and, since he has died, no reading of "his side" either.
    expect(u.dependsOn).toBeUndefined();
    expect(u.kind).toBe('open');
  });

  it('never asks a grieving reader for the date of birth of the one who died, and still does for the living', () => {
    for (const q of [
      'my dad died in march, how can i honour him this christmas',
      'my late husband’s birthday is coming, how do i get through it',
      'lost my mum last year, will christmas ever feel normal',
      'since nana passed away i feel lost, will 2027 be kinder',
    ]) {
      expect(understandQuestion(q, on).dependsOn, q).toBeUndefined();
      expect(answerQuestion(thomas, q, ASKED).markdown).not.toMatch(/compatibility reading/);
    }
    expect(understandQuestion('since we lost nan, should i move back home to be near my mum', on).dependsOn).toEqual({
      relation: 'mum',
    });
    expect(understandQuestion('i miss my dad so much, should i call him', on).dependsOn).toEqual({ relation: 'dad' });
  });

  it('never says "within that day" of a single day', () => {
    for (const q of [
      'im thinking of taking my kids to see my family in beirut over easter, is it the right time',
      'is christmas eve the right time to propose',
      'is the 14th of february the right time to ask her out',
    ])
      for (const p of generatedPeople(12, 5))
        expect(answerQuestion(p, q, ASKED).markdown, `${p.name}: ${q}`).not.toMatch(/within (that|this) day\b/);
  });

  it('of one month asked about, never says "not straight away within" it nor looks for a month within it', () => {
    let notYet = 0;
    for (const q of [
      'will i pass my gaokao next june',
      'will things get better at work in march',
      'is april good for love',
    ])
      for (const p of generatedPeople(40, 7)) {
        const text = answerQuestion(p, q, ASKED).markdown;
        if (/alone does not carry it/.test(text)) notYet++;
        expect(text, `${p.name}: ${q}`).not.toMatch(/not straight away within|no month within (June|March|April)/);
      }
    // The case the wording is for does come up among these people.
    expect(notYet).toBeGreaterThan(0);
  });

  it('after "not straight away" never names the month it is asked in', () => {
    let notYet = 0;
    for (const p of generatedPeople(60, 11)) {
      const text = answerQuestion(p, 'will things get better with my girlfriend this year', '2026-11-29').markdown;
      if (!/not straight away/.test(text)) continue;
      notYet++;
      expect(text, p.name).not.toMatch(/not straight away[^\n]*November 2026/);
    }
    expect(notYet).toBeGreaterThan(0);
    const rahul = { name: 'Rahul Venkataraman', dateOfBirth: '1999-02-28', bornInMorning: true };
    expect(
      answerQuestion(
        rahul,
        'me and my girlfriend Ananya keep arguing about money, will it get better this year',
        '2026-11-29',
      ).markdown,
    ).toMatch(/not straight away[^\n]*no month after this one within the rest of 2026 stands out/);
  });

  it('of a few days asked about, names the day among them whose Personal Day favours it', () => {
    const q = 'is the weekend after next good for a party at mine'; // asked on Friday 4 December 2026: 19 to 20 December
    let named = 0;
    for (const p of generatedPeople(40, 9)) {
      const day = /Of those days, (\d{1,2}) December 2026 is the one/.exec(answerQuestion(p, q, '2026-12-04').markdown);
      if (!day) continue;
      named++;
      expect(['19', '20'], p.name).toContain(day[1]);
    }
    expect(named).toBeGreaterThan(0);
  });

  it('speaks to the one who is worried when a question fears for someone else’s life, with the same crisis lines', () => {
    const theirs = answerQuestion(
      thomas,
      'my son has been so low lately, he says nobody would miss him. what do his numbers say',
      ASKED,
    ).markdown;
    expect(theirs).toMatch(/If someone you love may be thinking about ending their life/);
    expect(theirs).toMatch(/988/);
    expect(theirs).toMatch(/116 123/);
    const mine = answerQuestion(
      thomas,
      'nobody would miss me if i was gone, would my boyfriend even notice',
      ASKED,
    ).markdown;
    expect(mine).toMatch(/If you are thinking about ending your life/);
    expect(mine).toMatch(/988/);
    // A relation only named in the reader's own plan leaves the question the reader's.
    const plan = answerQuestion(
      thomas,
      'sorted the will, the dog is going to my sister. just need to pick the right day now',
      ASKED,
    ).markdown;
    expect(plan).toMatch(/If you are thinking about ending your life/);
    // And the words for the one who is worried also speak to a reader who may be at risk themselves.
    expect(theirs).toMatch(/if it is you who is thinking of ending your life/);
  });

  it('keeps the one who died as the background: not the topic, not "in" the question', () => {
    const q = 'my wife passed two years ago. is it too soon to join the walking club and meet new people this spring';
    const u = understandQuestion(q, on);
    expect(u.mourned).toEqual([{ relation: 'wife' }]);
    expect(u.topic.id).not.toBe('love');
    expect(u.subject).toBe('making new friends');
    expect(answerQuestion(thomas, q, ASKED).markdown).not.toMatch(/with your wife in it/);
    expect(answerQuestion(thomas, 'should my wife and i move to the coast', ASKED).markdown).toMatch(/your wife/);
  });

  it('reads the words the reader used for the one who died, "everywhere" as no one, and a friend’s move as hers', () => {
    expect(understandQuestion('my grandad passed in the summer, how do i carry on his allotment', on).dependsOn).toBe(
      undefined,
    );
    expect(understandQuestion('i keep seeing 11:11 everywhere, what does it mean for me', on).people).toEqual([]);
    const u = understandQuestion('my bestie Tamsin is moving to glasgow in march, will we stay close', on);
    expect(u.subject).toBe('the friendship with Tamsin');
    expect(understandQuestion('we are moving to glasgow in march, good time?', on).subject).toBe('a move');
    // A day to be named is asked "when": the answer names the days.
    expect(understandQuestion("what's the luckiest day in may for my wedding", on).kind).toBe('when');
    expect(understandQuestion('best day in march for my driving test', on).kind).toBe('when');
    // The wedding a friend missed is the background: forgiving them is the step.
    expect(understandQuestion('should i forgive my best mate for missing my wedding', on).subject).toBe('making peace');
    // A wedding the silence began at is its background, not the question.
    const q =
      'my sister Chioma and i havent spoken since the wedding, will we patch things up before her birthday in march';
    expect(understandQuestion(q, on).subject).toBe('making peace with Chioma');
  });

  it('says a mother has a say in what she shares, never in the reader’s marriage', () => {
    const md = answerQuestion(
      thomas,
      'my mum keeps asking when im getting married, how do i handle it at diwali',
      ASKED,
    ).markdown;
    expect(md).toMatch(/compatibility reading with your mum/);
    expect(md).not.toMatch(/mum has a say in marriage/);
    expect(answerQuestion(thomas, 'should i move in with my girlfriend Ana in spring', ASKED).markdown).not.toMatch(
      /has a say in moving in/,
    );
  });

  it('never picks one side of an either-or question: it says numbers cannot choose and reads the timing', () => {
    for (const q of [
      'should i take the job in leeds or stay in bristol',
      'is it better to rent or buy next year',
      'should i go back to uni in september or keep working',
      'which should i pick, the flat in town or the house by the sea',
      'i got into two unis, manchester or leeds, which one',
    ]) {
      const u = understandQuestion(q, parseIsoDate(ASKED)!);
      expect(u.choice, q).toBe(true);
      const md = answerQuestion(thomas, q, ASKED).markdown;
      expect(md, q).toMatch(/an either-or question/);
      expect(md, q).toMatch(/The numbers cannot choose between the two for you/);
      expect(md, q).not.toMatch(/lean towards (yes|acting|no)\b/);
    }
    // Two times are not two things the numbers know nothing of.
    expect(
      understandQuestion('should i do the camino in may or september', parseIsoDate(ASKED)!).choice,
    ).toBeUndefined();
    // Whether to act at all is not a choice between two things: it keeps its leaning.
    for (const q of ['should i move to canada or not', 'should i text him or wait for him to text me']) {
      expect(understandQuestion(q, parseIsoDate(ASKED)!).choice, q).toBeUndefined();
      expect(answerQuestion(thomas, q, ASKED).markdown, q).not.toMatch(/cannot choose between the two/);
    }
  });

  it('agrees its verbs with parents, in every kind of question about them', () => {
    for (const q of [
      'should i take the job in dubai or stay near my parents',
      'will my parents accept my girlfriend',
      'when should i tell my parents i am moving out',
      'what does 2027 hold for me and my parents',
      'how do i get closer to my parents',
      'will my parents and i stay close after i move',
    ]) {
      const md = answerQuestion(thomas, q, ASKED).markdown;
      expect(md, q).not.toMatch(/\bparents (meets|has|is|wants)\b/);
    }
  });

  it('names the field of a step it speaks of as that step: "On marriage" is never followed by "your friendships"', () => {
    const md = answerQuestion(
      thomas,
      'is the saturday before my birthday (21 april) a good day for the engagement party',
      '2027-04-04',
    ).markdown;
    expect(md).toContain('On marriage');
    expect(md).not.toContain('friendships');
  });

  it('reads "this summer the one i learn to surf" as no question of love', () => {
    const u = understandQuestion('is this summer the one i finally learn to surf', parseIsoDate('2027-06-21')!);
    expect(u.topic.id).not.toBe('love');
    expect(understandQuestion('is he the one for me', parseIsoDate('2027-06-21')!).topic.id).toBe('love');
    // dev-40: an aunt's visit is no journey, "kidding myself" no child, enough saved is money; "dying 2 know" an idiom.
    const asked = parseIsoDate('2027-07-05')!;
    const visit = 'Ate, will me and Tita Rosa finally patch things up in a couple of weeks when she visits po?';
    expect(understandQuestion(visit, asked).topic.id).toBe('family');
    const flat = 'Will I get the flat sorted before Bonfire Night or am I kidding myself?';
    expect(understandQuestion(flat, asked).topic.id).toBe('home');
    expect(understandQuestion("reckon i'll hav enuf saved 4 a ute b4 australia day?", asked).topic.id).toBe('money');
    expect(
      understandQuestion('dying 2 know if my crush Zara will txt me back b4 the wknd lol', asked).safety.safe,
    ).toBe(true);
    // dev-41: a term, a school year, a home of one's own, a topic one loves, a trip in the holidays; Amara named.
    const topicOf = (q: string) => understandQuestion(q, asked).topic.id;
    expect(topicOf('will the autumn term go better for me than the last one did')).toBe('study');
    const amara = 'Amara starts year 7 next week. Will she have settled in by half term on the 22nd of October?';
    expect(topicOf(amara)).toBe('study');
    expect(understandQuestion(amara, asked).people).toEqual([{ name: 'Amara' }]);
    expect(topicOf("will i be in my own place by this time next year or still at my mum's lol")).toBe('home');
    const funeral = "I'm a funeral director thinking about opening my own place next year, does my number support it?";
    expect(topicOf(funeral)).toBe('work');
    expect(topicOf('I need to pick a dissertaion topic by the 20th. Will I settle on one I actually love?')).toBe(
      'study',
    );
    const cornwall =
      "Schools break up on the 23rd. Should we head down to Cornwall straight after, or wait till August when it's quieter?";
    expect(topicOf(cornwall)).toBe('travel');
    const couch =
      'is new years day a good day to start the couch to 5k or should i wait til the 5th when im back at work';
    expect(topicOf(couch)).toBe('health');
    // Pidgin "second shop for Kumasi": a city, not a partner in the business.
    const kumasi = 'we dey plan to open second shop for Kumasi before Christmas, e go work?';
    expect(understandQuestion(kumasi, asked).people).toEqual([]);
    // dev-42: names the tagger or the greeting rule missed.
    const people = (q: string) => understandQuestion(q, asked).people;
    expect(people('so Hamish says im daft for wantin tae go back tae uni at 35, is it a guid shout?')).toEqual([
      { name: 'Hamish' },
    ]);
    expect(people('Kofi, my bf, wants us to move in 2gether b4 summer. u think we ready?')).toContainEqual({
      name: 'Kofi',
    });
    expect(
      people("Ate Joy wants me to be ninang at her baby's binyag on the 18th, is it good for me to say yes po?"),
    ).toEqual([{ name: 'Joy', relation: 'sister' }]);
    expect(people('Ravi uncle offered me a job in his restaurant, shud i take it or stay in IT yaar?')).toEqual([
      { name: 'Ravi' },
    ]);
    expect(people('i ate rice and now im sleepy, good day to study?')).toEqual([]);
    // Someone whose opinion is only told is named, not the other side of the question.
    const hamish = understandQuestion(
      'so Hamish says im mad to start a bakery at 40, is next spring a good time to open',
      asked,
    );
    expect(hamish.people).toEqual([{ name: 'Hamish' }]);
    expect(hamish.dependsOn).toBeUndefined();
    const together = understandQuestion('Hamish says he wants to open a bakery with me, is spring good?', asked);
    expect(together.dependsOn).toEqual({ name: 'Hamish' });
  });

  it('writes the possessive of a group not ending in s with ’s: "your family’s numbers", never "family’"', () => {
    const md = answerQuestion(
      thomas,
      'should i take the promotion in nairobi or stay in mombasa with my family',
      ASKED,
    ).markdown;
    expect(md).toContain('your family’s numbers');
    expect(md).not.toMatch(/family’(?!s)/);
    expect(answerQuestion(thomas, 'will my parents accept my girlfriend', ASKED).markdown).toContain('parents’ ');
  });

  it('reads "him" or "her" as a partner only in a question about love or about nothing else', () => {
    expect(understandQuestion('should i lend her money', on).dependsOn).toBeUndefined();
    expect(understandQuestion('should i lend her money', on).topic.id).toBe('money');
    expect(understandQuestion('will he come back', on).dependsOn).toEqual({ relation: 'partner' });
    expect(understandQuestion('does she think about me', on).topic.id).toBe('love');
  });

  it('asks for more on a fragment, a follow-up to no conversation or a word that names nothing; answers a part of life', () => {
    for (const q of [
      'or not',
      'when',
      'him?',
      'blue or',
      'what about tuesday then',
      'wat abt the other one',
      'test',
      'should I',
      'yes or no',
      'idk what to ask',
      'same as before',
      // dev-43/44: a question asked elsewhere, a thing described but never named, "the usual".
      'same as what my mum asked',
      'the one with the orange door',
      'you know what i mean, the usual??',
      // dev-38/39: "b4" for before; a thing never told, asked about again.
      'same as b4 innit',
      'that thing on the 14th again??',
      'is this working',
      'what do i type here',
      'wrong box sorry',
      'testing 123',
      'i was going to ask about',
      // Pointing back at a talk we never had (dev-10).
      'so... yes or no',
      'as discussed',
      'like last time?',
      'the other one',
      'ok but him',
      'what u said before',
      // dev-12: a sentence cut off, a bare "is it or not", "what about her then".
      'the one with the',
      'so is it or not',
      'what about her then',
    ])
      expect(understandQuestion(q, on).clear, q).toBe(false);
    for (const q of [
      'does she like him',
      'is he the one',
      'will he text me like last time',
      'did he like what i said',
      'will i find love with her',
      'should i go or not',
    ])
      expect(understandQuestion(q, on).clear, q).toBe(true);
    for (const q of [
      'love?',
      'job??',
      'is she the one',
      'what’s my lucky number',
      'what about my career in 2027',
      'marriage 2027',
      'i dont know what to ask about my career',
      'testing the waters with a new job, good idea?',
      'is this the right time to move',
      'same as my sister, will i marry this year',
      'the one i met at the wedding, will he call',
    ])
      expect(understandQuestion(q, on).clear, q).toBe(true);
  });

  it('reads "can this work" as whether it holds, a maker’s new work as creative, and a gym routine as wellbeing', () => {
    expect(understandQuestion('My life path is 7 and his is 3. Can this work long term?', on).topic.id).not.toBe(
      'work',
    );
    expect(understandQuestion('whats the best day this week to post my new work', on).topic.id).toBe('creativity');
    expect(understandQuestion('is monday a good day to start going to the gym', on).topic.id).toBe('health');
    expect(understandQuestion('should i open a gym in my town', on).topic.id).toBe('work');
    // A business named by what it sells, grown as well as opened; money named by how it runs short.
    for (const q of ['should i start a food truck', 'good time to expand my kopitiam next year?'])
      expect(understandQuestion(q, on).topic.id, q).toBe('work');
    expect(understandQuestion('will we ever stop living paycheck to paycheck', on).topic.id).toBe('money');
    expect(understandQuestion('will i get my credit score up by june', on).topic.id).toBe('money');
    expect(understandQuestion('will i finally get credit for what i do', on).topic.id).not.toBe('money');
    // Medicine or law as what one studies is not a question of health or of a case.
    const field = understandQuestion('should i tell my parents i want to do art instead of medicine', on).topic.id;
    expect(field).not.toBe('health');
    expect(understandQuestion('should i open my taquería in the spring', on).topic.id).toBe('work');
  });

  it('reads typed-in-a-hurry question words and a lucky colour', () => {
    expect(understandQuestion('wat month is best to ask for a raise', on).kind).toBe('when');
    expect(understandQuestion('my bio exam is on 14 jan, which days before it are best to revise', on).kind).toBe(
      'when',
    );
    expect(understandQuestion('wen will i meet someone', on).form).toBe('when');
    expect(understandQuestion('what is my lucky colour for 2027', on).topic.id).toBe('general');
    expect(understandQuestion('how do i make new friends after moving', on).subject).toBe('making new friends');
    expect(understandQuestion('is my friendship with Tariq worth saving', on).subject).toBe(
      'the friendship with Tariq',
    ); // Taglish keeps its Tagalog words for friends, a partner, a grandmother and "when".
    expect(understandQuestion('will my tropa stay together after grad', on).topic.id).toBe('friendship');
    expect(understandQuestion('kailan ako magkaka-jowa, this year ba?', on).kind).toBe('when');
    expect(normaliseQuestion('my lola passed last yr')).toBe('my grandmother passed last yr');
  });

  it('reads money lent as the step, a friend’s move as hers and the chart’s own words as no purpose sought', () => {
    const lend = understandQuestion('is it smart to lend my cousin money for his wedding', on);
    expect(lend.subject).toBe('lending money');
    expect(lend.topic.id).toBe('money');
    expect(understandQuestion('can i lend him my car for the weekend', on).subject).not.toBe('lending money');
    // "payday" is normalised towards loans; only lending itself is the step.
    expect(understandQuestion('should i save a bit every payday', on).subject).not.toBe('lending money');
    expect(understandQuestion('will my friendship with Chloe survive her moving to Australia', on).subject).toBe(
      'the friendship with Chloe',
    );
    expect(understandQuestion('does my life path suit law', on).subject).toBeUndefined();
    expect(understandQuestion('how do i find my purpose in life', on).subject).toBe('the purpose you are looking for');
    // A game or a place in a team is the reader's own sport, not a career.
    for (const q of [
      'will my team win the netball final on saturday',
      'will i make the first team at football',
      'will i get picked for the school football team in january',
    ])
      expect(understandQuestion(q, on).topic.id, q).toBe('general');
    expect(understandQuestion('will i make the first team at football', on).subject).toBe('a place in the team');
    expect(understandQuestion('will my son make the school rugby team', on).topic.id).toBe('family');
    expect(understandQuestion('will Summer and me make a good team running the cafe', on).subject).toBeUndefined();
    // A part on a stage is the reader's creative life, even at school; a role at work or in a family is not.
    for (const q of ['will i get the lead in the school play', 'should i audition for the musical in march']) {
      expect(understandQuestion(q, on).topic.id, q).toBe('creativity');
      expect(understandQuestion(q, on).subject, q).toBe('the role you hope for');
    }
    // So is a place in an orchestra, and a craft taken up.
    for (const q of [
      'will i get into the school orchestra after the audition in january',
      'will i get picked for the school orchestra in january',
      'thinking of taking up pottery when the kids leave home next year, good idea?',
    ])
      expect(understandQuestion(q, on).topic.id, q).toBe('creativity');
    // Opening a shop is work, whatever money the model hears in it.
    expect(
      understandQuestion('should i open a second barbershop in kumasi this year or wait till 2028', on).topic.id,
    ).toBe('work');
    for (const q of ['what role do i play in my family', 'Will the audition for the conservatory get me in?'])
      expect(understandQuestion(q, on).subject, q).toBeUndefined();
    // A landlord selling up sets the scene; the search is the reader's own, the lease its deadline.
    const search = understandQuestion(
      'my landlord is selling the flat, will i find a new place before my lease ends',
      on,
    );
    expect(search.dependsOn).toBeUndefined();
    expect(search.subject).toBe('finding a new home');
    expect(understandQuestion('will my landlord renew my lease', on).dependsOn).toEqual({ relation: 'landlord' });
    expect(understandQuestion('finding my place in a blended family', on).subject).not.toBe('finding a new home');
    // The one who left is not the one to come: finding someone new after a break-up depends on nobody yet.
    for (const q of [
      'my girlfriend and i broke up last month, will i find someone new by summer',
      'my husband left me in march. will i meet someone this year',
    ])
      expect(understandQuestion(q, on).dependsOn, q).toBeUndefined();
    expect(understandQuestion('my girlfriend and i broke up, will she come back', on).dependsOn).toEqual({
      relation: 'girlfriend',
    });
    // A friend or a crush said without "my" in text-speak is still the reader's own.
    expect(understandQuestion('bestie forgot my bday AGAIN 🙄 should i say smth or let it go', on).dependsOn).toEqual({
      relation: 'best friend',
    });
    expect(understandQuestion('crush like me back? dying to know lol', on).dependsOn).toEqual({ relation: 'crush' });
    // "the one who organises everything" is a role, not a partner sought.
    expect(understandQuestion('why am i always the one who organises everything for my friends', on).subject).not.toBe(
      'whether this is the right partner',
    );
    // A step-parent said without "my", with a name after: the relation's field, and their name.
    for (const q of [
      'New stepdad Gareth and me dont really get on. Will it ever get better?',
      'Stepmum Karen keeps criticising me, will it stop',
    ]) {
      expect(understandQuestion(q, on).topic.id, q).toBe('family');
      expect(understandQuestion(q, on).dependsOn?.name, q).toMatch(/^(Gareth|Karen)$/);
    }
    // Patois and Welsh words are never names: "di pickney" is the children, "mun" a Welsh "man".
    for (const q of [
      'Mi and mi baby fada nah talk since June. Him want fi see di pickney more. Wi can work it out fi di children sake?',
      'Duw, stuck in the same dead-end job at the council for nine years now, mun. Is it time to jump ship this autumn?',
    ])
      expect(
        understandQuestion(q, on).people.filter((p) => p.name),
        q,
      ).toEqual([]);
    // "y/n" asks yes or no; "him. you know." asks nothing yet.
    expect(understandQuestion('my phone is dying but quick q: move to Cork in may y/n', on).answerable).toBe(true);
    expect(understandQuestion('him. you know.', on).answerable).toBe(false);
    // A single reader has a love life too: no partner is presumed.
    expect(understandQuestion('what will 2028 hold for my love life', on).dependsOn).toBeUndefined();
    expect(understandQuestion('will our love survive the distance', on).dependsOn).toEqual({ relation: 'partner' });
    expect(understandQuestion('should i ask my best mate to move in with me', on).subject).toBe(
      'moving in with your best mate',
    );
  });

  it('reads "last month" as a time, not as a question of whether something will last', () => {
    expect(understandQuestion('i got my uk visa last month, how do i make friends in manchester', on).kind).not.toBe(
      'last',
    );
    expect(understandQuestion('will my relationship with tom last', on).kind).toBe('last');
  });

  it('reads a sister’s wedding as hers, not as a marriage with the reader', () => {
    const u = understandQuestion('my sister anjali is getting married in feb and i have to give a speech', on);
    expect(u.subject).toBe('Anjali’s wedding');
    expect(understandQuestion('should i marry tom this summer', on).subject).toBe('marriage with Tom');
    // Unnamed, a relation's wedding is still theirs.
    const dad = understandQuestion("should i go to my dad's wedding in june even though we dont talk", on);
    expect(dad.subject).toBe('your dad’s wedding');
  });

  it('of one day asked about, never sends the reader to that day’s own month, nor calls the day a stretch', () => {
    const maya = { name: 'Maya Rose Collins', dateOfBirth: '1991-03-14', bornInMorning: true };
    // Kwame's chart leans "not yet" on 3 February: it was sent to "around February 2027", that day's own month.
    const kwame = { name: 'Kwame Mensah Asante', dateOfBirth: '1958-06-30', bornInMorning: true };
    for (const person of [thomas, maya, kwame])
      for (const q of [
        'is 14 february a good day for a first date',
        'will my date on 3 march go well',
        'my daughter wants her ears pierced for her birthday on 3 feb, is that a good day',
      ]) {
        const answer = answerQuestion(person, q, ASKED).markdown.split('## The answer')[1]?.split('##')[0] ?? '';
        expect(answer, q).not.toMatch(/cycles open for it around|is the most open to|around (February|March) 2027/);
        expect(answer, q).not.toMatch(/this stretch/);
      }
  });

  it('counselling patience through an asked year, names its best month as part of it, not as an opening after it', () => {
    const q = 'will i find a new job next year';
    const patient = generatedPeople(60)
      .map((person) => answerQuestion(person, q, ASKED))
      .filter((r) => r.question?.leaning === 'reflect');
    expect(patient.length).toBeGreaterThan(0);
    for (const r of patient) {
      const answer = r.markdown.split('## The answer')[1]?.split('##')[0] ?? '';
      expect(answer).toMatch(/patience rather than a yes within 2027/);
      expect(answer).not.toMatch(/cycles open for it around \w+ 2027/);
    }
    expect(patient.some((r) => /of its months, \w+ 2027 is the most open to it\./.test(r.markdown))).toBe(true);
  });

  it('remembers a mum as her and a grandad as him, and a family as them', () => {
    const remember = (q: string) =>
      /with those who loved (\w+) too/.exec(answerQuestion(thomas, q, ASKED).markdown)?.[1];
    expect(remember('my mam passed in march, will christmas be hard without her')).toBe('her');
    expect(remember('my grandad Joe died last year, how do i get through his anniversary')).toBe('him');
    expect(remember('my parents both died this year, how will christmas feel')).toBe('them');
  });

  it('hears parents who both died as remembered, takes no little word after a title for a name, and an auntie as family', () => {
    const both = understandQuestion('my parents both died this year, how will christmas feel', on);
    expect(both.mourned).toEqual([{ relation: 'parents' }]);
    expect(
      understandQuestion('i lost both my parents in 2025, will this christmas be easier', on).mourned,
    ).toHaveLength(1);
    expect(understandQuestion('will i be a fun aunt to my nephew', on).people.map((p) => p.name)).not.toContain(
      'Aunt To',
    );
    const auntie = understandQuestion('will auntie grace come for christmas', on);
    expect(auntie.people).toEqual([{ name: 'Auntie Grace' }]);
    expect(auntie.topic.id).toBe('family');
    // A family title of another language is the person's relation, said in English, not part of the name (dev-25).
    const kuya = understandQuestion(
      'Kuya Jomar and I haven’t talked since the fiesta, will we be okay na before Christmas?',
      on,
    );
    expect(kuya.people).toEqual([{ name: 'Jomar', relation: 'brother' }]);
    expect(kuya.topic.id).toBe('family');
    expect(understandQuestion('me and my wifey want a dog', on).people).toEqual([{ relation: 'wife' }]);
    expect(understandQuestion('Is it the right call, d’ye think?', on).people).toEqual([]);
    // Meeting someone at a sister's wedding is finding love; the reader's own marriage is not their mum's wedding.
    expect(understandQuestion('will i meet someone at my sisters wedding on 12 june', on).subject).toBe('finding love');
    expect(understandQuestion('my mum keeps asking when im getting married lol, will it be soon', on).subject).toBe(
      'marriage',
    );
    expect(understandQuestion('should i go to my dad’s wedding', on).subject).toBe('your dad’s wedding');
    expect(understandQuestion('should i open the bubble tea shop in spring', on).subject).toBe('starting a business');
    // Someone else's promotion is the background of a question about the friendship, not the reader's step.
    expect(
      understandQuestion('feel like my mate Sipho has been distant since his promotion, will we be close again', on)
        .subject,
    ).not.toBe('moving up at work');
    expect(understandQuestion('will i get the promotion this year', on).subject).toBe('moving up at work');
    // A verb after a title is what the person does; a year's number before a verb leaves no name behind.
    expect(understandQuestion('my aunty plays the 3 digit every night, which numbers', on).people).toEqual([
      { relation: 'auntie' },
    ]);
    expect(understandQuestion('Does 2028 look like the year I finally buy my own place?', on).people).toEqual([]);
  });

  it('points prying about a flatmate or a son to a talk with them, not a couples counsellor; a partner’s news to a midwife', () => {
    const help = (q: string) => answerQuestion(thomas, q, ASKED).markdown.split('## Who can help')[1] ?? '';
    for (const q of ['is my flatmate stealing from me', 'is my son doing drugs', 'is my sister pregnant']) {
      expect(help(q), q).not.toMatch(/couples counsellor|partner/);
      expect(help(q), q).toMatch(/honest conversation with them/);
    }
    expect(help('is my husband cheating')).toMatch(/couples counsellor/);
    expect(help('is my wife pregnant')).toMatch(/midwife/);
    expect(help('is my wife pregnant by another man')).not.toMatch(/midwife/);
  });

  it('finds the reader’s own people said without "my" or in other Englishes; not what the reader is, nor one addressed', () => {
    const who = (q: string) => understandQuestion(q, on).dependsOn?.relation;
    expect(who('abeg will my oga approve my leave for december')).toBe('boss');
    expect(who('howzit, my boet wants me to go into business with him, a car wash. good idea or nah')).toBe('brother');
    expect(who('will my stepkids warm up to me by christmas')).toBe('stepkids');
    // Spanish, Portuguese and French possessives with a relation; the name after it alone, never the verb.
    expect(
      understandQuestion('mi hija Lucía quiere estudiar fuera, will she be ok in madrid next year?', on).dependsOn,
    ).toEqual({
      name: 'Lucía',
      relation: 'daughter',
    });
    expect(who('minha mãe está doente, will she get better?')).toBe('mother');
    expect(who('mi novio me está engañando con su ex?')).toBe('boyfriend');
    expect(who('mon mari wants to move to lyon, should we go')).toBe('husband');
    // The section about them says "her" for a daughter, "his" for a husband, once named.
    const about = (q: string) => answerQuestion(thomas, q, ASKED).markdown.split('## About')[1] ?? '';
    expect(about('mi hija Lucía quiere estudiar fuera, will she be ok in madrid next year?')).toMatch(
      /\bher (side|feelings|full name|numbers|name)\b/,
    );
    expect(about('will my husband agree to move to leeds')).toMatch(/\bhis (side|feelings|full name|numbers|name)\b/);
    expect(about('will my husband agree to move to leeds')).not.toMatch(/your husband’s full name/);
    expect(understandQuestion('mi hija se casa en octubre, ¿es buena fecha?', on).people).toEqual([
      { relation: 'daughter' },
    ]);
    // Slang, sums and words typed short are nobody; a dialect word for a mother is said back as "your mum".
    const people = (q: string) => understandQuestion(q, on).people;
    expect(people('wah lao my boss siao already, should i change job after CNY bonus')).toEqual([{ relation: 'boss' }]);
    expect(people('should i lend my friend sunny 500 quid, he says hell pay me back by easter')).toEqual([
      { name: 'Sunny', relation: 'friend' },
    ]);
    expect(people('how 2 stay calm when everythin is goin crazy around me')).toEqual([]);
    expect(people('should i move back to ireland after 12 years in sydney, mam is getting older')).toEqual([
      { relation: 'mum' },
    ]);
    expect(people('over the summer hols, should i take the kids to see their gran in cork')).toEqual([
      { name: 'Gran', relation: 'grandmother' },
    ]);
    // After a relation, a small word that is a verb is what they do, not their name.
    expect(people('will my dad stop drinking')).toEqual([{ relation: 'dad' }]);
    expect(people('who is my husband texting at 2am')).toEqual([{ relation: 'husband' }]);
    expect(people('should my son start piano lessons')).toEqual([{ relation: 'son' }]);
    expect(people('my husband dev wants to move')).toEqual([{ name: 'Dev', relation: 'husband' }]);
    expect(people('will my friend rob call')).toEqual([{ name: 'Rob', relation: 'friend' }]);
    // "my mum and dad": one "my" for both.
    expect(people('will my mum and dad stop arguing this year')).toEqual([{ relation: 'mum' }, { relation: 'dad' }]);
    // A name written with its capital is not joined to a small word after it.
    expect(
      understandQuestion('Me and my sister Rutendo haven’t talked since Christmas. Will she forgive me?', on).people,
    ).toEqual([{ name: 'Rutendo', relation: 'sister' }]);
    expect(who('new manager starts monday, will we get on')).toBe('manager');
    expect(who("Bestie's birthday is on the 21st and I'm throwing her a surprise party, will it go well?")).toBe(
      'best friend',
    );
    expect(who('Wondering if I should set boundaries with a friend who only calls when she needs money')).toBe(
      'friend',
    );
    // A couple's own words imply the partner the answer depends on.
    for (const q of [
      'can’t stop thinking about leaving. leaving this relationship i mean. is spring the right time?',
      'is our anniversary weekend away on the 23rd going to be romantic?',
      '14.02 is our first valentines as a couple, will it be special or just awkward??',
    ])
      expect(who(q), q).toBe('partner');
    for (const q of [
      "I'm a chef at a casino in Macau. Is 2027 a year to push for head chef?",
      'How can I be a better friend to people this year',
      'will this autumn be good for finding a new flatmate',
      'Boss, me and my guys dey plan small business, should i still carry on',
      "Mate I'm a sparky and thinking of going out on me own. Good year for it?",
    ]) {
      expect(understandQuestion(q, on).people, q).toEqual([]);
    }
  });

  it('reads remembering someone who died as family, not love; a friend who passed her exam is alive', () => {
    for (const q of [
      'my grandad passed in october. how can i honour him at christmas this year',
      'My late husband’s birthday falls next week. How could I spend the day in a way that honours him?',
    ]) {
      expect(understandQuestion(q, on).topic.id, q).toBe('family');
    }
    expect(understandQuestion('since my husband died, will i find love again next year', on).topic.id).toBe('love');
    expect(
      understandQuestion('is it a good idea to get back with my ex? we split after my dad’s funeral', on).topic.id,
    ).toBe('love');
    expect(
      understandQuestion('My friend just passed her bar exam! What’s a lovely date to throw her a party?', on).mourned,
    ).toBeUndefined();
  });

  it('reads "…, good month?" and "is it a good time?" after a plan as whether to act then; not a day hoped to go well', () => {
    const kind = (q: string) => understandQuestion(q, on).kind;
    expect(kind('my wife and i want to visit london for our 40th anniversary in may, good month?')).toBe('should');
    expect(kind('thinking about going vegan in january, good month to start?')).toBe('should');
    expect(kind('planning to sell the summer cabin, good autumn for it?')).toBe('should');
    expect(kind('We’re thinking of moving house this summer. Is it a good time?')).toBe('should');
    expect(kind('Turning 40 on 2 May. Will my birthday be a good day?')).toBe('yes-no');
    expect(kind('halloween party at mine, will everyone have a good time')).toBe('yes-no');
    expect(kind('my birthday is in may, what’s a good month to start')).toBe('when');
  });

  it('never leans towards a feared loss: a firing, a burn-out, a break-up or a failing business is read as what the reader brings', () => {
    for (const q of [
      'will my manager fire me before march',
      'will i burn out before march',
      'will we break up this year',
      'will my business fail in 2027',
      'will i lose my job next year',
      // A fear about oneself said as a fact: a yes would confirm it (read in twenty new questions).
      'im scared i’ll never be good enough for anyone tbh',
      'will i end up alone',
    ]) {
      for (const person of generatedPeople(12)) {
        const r = answerQuestion(person, q, ASKED);
        expect(r.question?.kind, q).toBe('open');
        expect(r.markdown, q).toMatch(/leans neither way on that fear/);
        expect(r.markdown, q).not.toMatch(/lean towards (a )?yes|what you hope for fits/);
      }
    }
    expect(understandQuestion('will i lose weight this year', on).feared).toBeUndefined();
    expect(understandQuestion('will my band get signed next year', on).feared).toBeUndefined();
  });

  it('warns about loans and investments on a loan, not on a pay rise or a new job', () => {
    const warned = (q: string) =>
      /how a loan, a purchase or an investment/.test(answerQuestion(thomas, q, ASKED).markdown);
    expect(warned('is 2027 a good year to pay off my loan')).toBe(true);
    expect(warned('will i get a pay rise in 2027')).toBe(false);
    expect(warned('will my new job next year pay more')).toBe(false);
  });

  it("names the best months for a sale asked about next year, and calls it the sale, not the reader's word", () => {
    const r = answerQuestion(thomas, 'best month next year to sell my van', ASKED);
    const answer = r.markdown.split('## The answer')[1]?.split('##')[0] ?? '';
    expect(r.question?.kind).toBe('when');
    expect(answer).toMatch(/the sale/);
    expect(answer).not.toMatch(/\bvan\b/);
    const named = namedTimes(ourWords(answer));
    expect(named.length).toBeGreaterThan(0);
    for (const t of named) expect(t.from >= '2027-01-01' && t.to <= '2027-12-31', t.text).toBe(true);
  });

  it('never answers "is it too late" with a yes, and reads "is my life path good for nursing" as what the reader brings', () => {
    for (const q of ["I'm 70 and thinking of learning the piano, is it too late", 'am i too old to go back to uni'])
      expect(understandQuestion(q, on).kind, q).toBe('should');
    expect(understandQuestion('is my life path good for nursing', on).kind).toBe('open');
    expect(understandQuestion('am i suited to teaching', on).kind).toBe('open');
  });

  it('reads "which day next week is best" as a question whose answer names days', () => {
    const q = 'which day next week is best for my job interview';
    expect(understandQuestion(q, on).kind).toBe('when');
    const md = answerQuestion(thomas, q, ASKED).markdown;
    const answer = md.split('## The answer')[1]?.split('##')[0] ?? '';
    expect(answer).toMatch(/\d{1,2} (November|December) 2026/);
  });

  it('reads a month judged as a time as a month, and the same word beside the reader as a person', () => {
    expect(names('Is June good for a wedding?')).toEqual([]);
    expect(names('is may a good month to move house')).toEqual([]);
    expect(names('me and June keep fighting')).toEqual(['June']);
    expect(names('will June call me back')).toEqual(['June']);
  });

  it('names someone who needs something of the reader, and a partner beside the reader without "my"; no summit or trail (dev-44)', () => {
    // ("coming to Skye" stays a person: "i went to Sarah for help" is one.)
    const kavitha = understandQuestion('Kavitha needs the full report by Republic Day. Will I finish it on time?', on);
    expect(kavitha.people).toEqual([{ name: 'Kavitha' }]);
    // Love is only a guess for someone named with nothing said of them: the words say work.
    expect(kavitha.topic.id).toBe('work');
    const bf = understandQuestion(
      'bf n me been long distance since jan. will we finally close the gap by canada day??',
      on,
    );
    expect(bf.dependsOn).toEqual({ relation: 'boyfriend' });
    expect(answerQuestion(thomas, bf.text, ASKED).markdown).toMatch(/\(\/compatibility/);
    expect(understandQuestion('Mum and me are fighting, will it get better', on).people).toEqual([
      { name: 'Mum', relation: 'mother' },
    ]);
    // A word of address is no one ("mate should i …"), nor a sound ("ayy"); "ayo and i" is Ayo.
    expect(
      understandQuestion('mate should i fly out to bali in the next 3 weeks or is that dumb af', on).people,
    ).toEqual([]);
    expect(
      understandQuestion(
        'ayy my flatmate Zanele and I keep arguing about chores, will it settle down by the end of the month?',
        on,
      ).people,
    ).toEqual([{ name: 'Zanele', relation: 'flatmate' }]);
    expect(understandQuestion('ayo and i have been dating 2 yrs, are we compatible for marriage', on).people).toEqual([
      { name: 'Ayo' },
    ]);
    // Read whole at the stop: schools breaking up is no parting; a boss who says when leave can be taken is only
    // telling (the topic model still reads "take leave" as work); "go japan" (Singlish) is a journey.
    const hols = answerQuestion(
      thomas,
      'schools break up on friday and the weans are driving me up the wall already. will the summer hols be calm or chaos?',
      '2027-06-28',
    ).markdown;
    expect(hols).not.toMatch(/part ways/);
    const japan = understandQuestion(
      'my boss say after deepavali can take leave, should i go japan in november or december lah',
      on,
    );
    expect(japan.dependsOn).toBeUndefined();
    expect(understandQuestion('should i go japan in november or december lah', on).topic.id).toBe('travel');
    // A month after a word of time is the month ("treasurer from June"); "a text from June" is still June.
    expect(
      understandQuestion('My chama wants me to be treasurer from June. Is that a good role for me this year?', on)
        .people,
    ).toEqual([]);
    expect(understandQuestion('a text from June made my day, will she call again', on).people).toEqual([
      { name: 'June' },
    ]);
    // A grandson starting school is his start, not the reader's studies; two times weighed are an either-or.
    const grandson = answerQuestion(
      thomas,
      'my grandson Elias is starting school in august, how can i be a good help to him?',
      ASKED,
    ).markdown;
    expect(grandson).not.toMatch(/going back to study/);
    expect(answerQuestion(thomas, 'Is March or April better to open my second restaurant?', ASKED).markdown).toMatch(
      /an either-or question about starting a business, for March 2027 or April 2027/,
    );
    // A lucky colour asked for is answered, if only to say this reading has none to give.
    expect(answerQuestion(thomas, 'whats my lucky colour for my job interview on thursday', ASKED).markdown).toMatch(
      /You asked for a lucky colour: .*none is named here/,
    );
    // An idiom, a festival: "back to reality", "nowruz is coming up".
    for (const q of [
      "heritage day was lekker but now back to reality. will October bring the promotion i've been waiting for?",
      'nowruz is coming up and my family expects me home in tehran, but flights are crazy expensive. should i go?',
    ])
      expect(
        understandQuestion(q, on).people.filter((p) => p.name),
        q,
      ).toEqual([]);
    // Exams done are no exams ahead.
    expect(
      answerQuestion(thomas, 'exams done!! should i go to ibiza with the girls in july or save for uni', ASKED)
        .markdown,
    ).not.toMatch(/exams ahead/);
    // HR is a department; a town one moves back to is a place.
    expect(
      understandQuestion(
        'ma boss dey harass me small small, should I report am to HR before end of April or I go just find new work?',
        on,
      ).people,
    ).toEqual([]);
    expect(
      understandQuestion('my whānau want me to move back to Rotorua. is this the year to go home?', on).people,
    ).toEqual([]);
    // A sister whose opinion is only told is neither the field nor whom the answer depends on.
    const candles = understandQuestion(
      'I make soy candles in my kitchen and my sister reckons I should sell them at the Christmas markets. Should I give it a proper go?',
      on,
    );
    expect([candles.topic.id, candles.dependsOn]).toEqual(['work', undefined]);
    for (const q of [
      'Am I brave enough to walk the Camino this autumn?',
      'will my training be enough to get me up Kilimanjaro in february',
    ])
      expect(
        understandQuestion(q, on).people.filter((p) => p.name),
        q,
      ).toEqual([]);
  });

  it('reads relations and names together, and does not take places or months for people', () => {
    expect(understandQuestion('Is my partner Sam right for me?', on).dependsOn).toEqual({
      name: 'Sam',
      relation: 'partner',
    });
    expect(understandQuestion('Will my husband and I be happy in 2028?', on).dependsOn).toEqual({
      relation: 'husband',
    });
    expect(understandQuestion('Is London a good place to live?', on).people).toEqual([]);
    // The reader's own role is nobody else: "a better mum" is not someone called Mum; "mum" alone is.
    expect(understandQuestion('how can i be a better mum to my two boys this winter', on).people).toEqual([]);
    expect(understandQuestion('am i the best dad i can be', on).people).toEqual([]);
    expect(understandQuestion('will mum like my new flat', on).people).toEqual([{ name: 'Mum', relation: 'mother' }]);
    // "mam" is said of the mother who died, though "mam" is also a family name.
    expect(hasDied({ relation: 'mum' }, 'my mam passed in march, will christmas be easier this year')).toBe(true);
    // A word after a relation that is also a verb, followed by a time, is what they do: "visit" is nobody.
    expect(understandQuestion('will my son visit this summer', on).people).toEqual([{ relation: 'son' }]);
    expect(understandQuestion('will i see my friend sam this weekend', on).people).toEqual([
      { name: 'Sam', relation: 'friend' },
    ]);
    // Family coming to the reader is a family question, not a journey of the reader's.
    expect(understandQuestion('will my grandson visit me at christmas', on).subject).not.toBe('a journey');
    expect(understandQuestion('should i visit my aunt in lagos in april', on).subject).toMatch(/^a journey/);
    // A greeting before a comma and a town after "in" are nobody; a name before a comma that the question
    // goes on to speak of is someone (dev-10).
    expect(
      understandQuestion('Sasa, should I take the job in Nairobi or stay in Kisumu near my parents?', on).people,
    ).toEqual([{ relation: 'parents' }]);
    expect(understandQuestion('Priya, will she ever forgive me', on).people).toEqual([{ name: 'Priya' }]);
    // Where a journey goes a place stands; "go back to Tom" is still Tom; slang for broke is nobody (dev-13).
    expect(
      understandQuestion('Heading to Cape Town for work in early november, will it go smoothly?', on).people,
    ).toEqual([]);
    expect(understandQuestion('should i go back to Tom', on).people).toEqual([{ name: 'Tom' }]);
    expect(understandQuestion('mate im so skint, will august be any better', on).people).toEqual([]);
    // dev-10: a name no lexicon knows before "see"; a thing built as a noun is nobody, even with "'s".
    expect(understandQuestion('Does Oluwaseun see me as more than a friend?', on).dependsOn).toEqual({
      name: 'Oluwaseun',
    });
    expect(understandQuestion("Dissertation's due on 20 april, will I get it done on time?", on).people).toEqual([]);
    // A spelling of a word that is never a name, and a word of emphasis before "should i", are nobody (dev-11, g453).
    expect(
      understandQuestion("Wot's my best career with a 22 master number? im a security guard atm", on).people,
    ).toEqual([]);
    expect(understandQuestion('deadass should i move to atlanta', on).people).toEqual([]);
    // To book is to reserve; a flight home is a journey; studies, a manuscript, a choir and a flatshare have fields.
    expect(understandQuestion('should i book the safari in kenya for late summer', on).topic.id).toBe('travel');
    expect(understandQuestion('any luck for my studies in the next 3 weeks? mocks coming up', on).topic.id).toBe(
      'study',
    );
    expect(understandQuestion('will i find a flatshare in london by the end of august', on).topic.id).toBe('home');
    // A junior doctor's rotation, a performance review and an MBA have their fields; a cofounder stays work.
    expect(
      understandQuestion('im a junior doctor and rotations change in october, will it be kinder', on).topic.id,
    ).toBe('work');
    expect(
      understandQuestion('i got my first ever performance review on the 15th, what are the vibes', on).topic.id,
    ).toBe('work');
    expect(understandQuestion('sept 14 is the day i sign up for my MBA, good energy?', on).topic.id).toBe('study');
    expect(
      understandQuestion('whats the best day this week for a hard conversation with my cofounder Arjun', on).topic.id,
    ).toBe('work');
    // Two keywords of work outweigh the model's faint lean to friendship.
    expect(understandQuestion('is my friend Ama the right business partner for the salon', on).topic.id).toBe('work');
    // A noun after "the call" and a platform a shop is on are nobody; "dying to know if" asks a yes or a no.
    expect(understandQuestion('shud i quit my job at the call centre and go back to uni', on).people).toEqual([]);
    expect(understandQuestion('Is late october a good time to launch my pottery shop on Etsy?', on).people).toEqual([]);
    expect(understandQuestion('should i call Tunde tonight', on).people).toEqual([{ name: 'Tunde' }]);
    expect(understandQuestion('ngl im dying to know if this promotion is coming before christmas', on).kind).toBe(
      'yes-no',
    );
    // Land to live on is no investment; an age stated now is no birthday ahead; counsel after context is open;
    // a name number is the chart's; a party in a new flat is no move.
    expect(
      understandQuestion('Kindly tell me if this is the right year to buy land in my village.', on).safety.safe,
    ).toBe(true);
    expect(
      understandQuestion('I am 72 and recently widowed. Is it too soon to join a walking group?', on, {
        year: 1978,
        month: 12,
        day: 2,
      }).time,
    ).toBeUndefined();
    expect(understandQuestion('i feel stuck. what should i focus on next month', on).kind).toBe('open');
    expect(understandQuestion('wat does my name number mean', on).topic.id).toBe('general');
    expect(understandQuestion('is halloween a good night to throw my first party in my new flat', on).subject).not.toBe(
      'a move',
    );
    // A relation and the title-name after it are one person; a twin sister is one relation; a toddler is family;
    // a proposal made is background to the marriage asked about.
    expect(understandQuestion('my manager Mr Tan said my project might get cut', on).people).toEqual([
      { name: 'Mr Tan', relation: 'manager' },
    ]);
    expect(understandQuestion('can u tell me if my twin sister and i will stay close', on).people).toEqual([
      { relation: 'twin sister' },
    ]);
    expect(understandQuestion('how can i be more patient with my toddler', on).topic.id).toBe('family');
    expect(understandQuestion('my boyfriend Kwame proposed!! should we get married next summer', on).subject).toBe(
      'marriage with Kwame',
    );
    // Maths with a teacher is study; a violin is an instrument (twenty questions read at the stop).
    expect(understandQuestion('is tomorrow good for asking my teacher about extra help in maths', on).topic.id).toBe(
      'study',
    );
    expect(understandQuestion('is september a good month to start learning the violin at 80', on).topic.id).toBe(
      'creativity',
    );
    // A test already passed is background, not "the exams ahead"; one to come still is.
    expect(
      understandQuestion('i passed my driving test last week, good time to buy my first car?', on).subject,
    ).not.toBe('the exams ahead');
    expect(understandQuestion('will i pass my driving test in march?', on).subject).toBe('your driving test');
    expect(understandQuestion('will i pass my chemistry exam in june?', on).subject).toBe('the exams ahead');
    // A raise of the rent is no pay rise; being meant to be single is no question of the right partner.
    expect(understandQuestion('my landlord wants to raise the rent, should i move', on).subject).not.toBe(
      'moving up at work',
    );
    expect(understandQuestion('will i meet someone or am i meant to be single', on).subject).toBe('finding love');
    // A guest at the reader's wedding is no spouse; "my Oma", "my kuya" are said back in English.
    expect(understandQuestion('will Lola come to my wedding', on).subject).toBe('your wedding');
    // A recruiter, a coach, a head chef: someone whose choice the answer rests on; "pick me" is no name.
    expect(understandQuestion('will the recruiter call me back this week', on).dependsOn).toEqual({
      relation: 'recruiter',
    });
    expect(understandQuestion('will my boss pick me for the project', on).people).toEqual([{ relation: 'boss' }]);
    // Someone liked, met at a class, makes it love, not work.
    expect(understandQuestion('omg will the guy from my spin class ever notice me lol', on).topic.id).toBe('love');
    expect(understandQuestion('will my kuya and i be okay after our fight', on).dependsOn).toEqual({
      relation: 'brother',
    });
    expect(understandQuestion('my Oma is 91, how do i make her birthday special', on).people).toEqual([
      { relation: 'grandmother' },
    ]);
    // A home bought with a husband is a question of home or money, not of love; the husband is who it depends on.
    const home = understandQuestion('Me and my hubby Rahul want to buy our first home, is 2027 good for us?', on);
    expect(['home', 'money']).toContain(home.topic.id);
    expect(home.dependsOn).toEqual({ name: 'Rahul', relation: 'husband' });
    expect(understandQuestion('Should I take the job at Google in Paris?', on).people).toEqual([]);
    expect(understandQuestion('Should I marry Tom in May 2027?', on)).toMatchObject({
      dependsOn: { name: 'Tom' },
      time: { from: { year: 2027, month: 5, day: 1 }, to: { year: 2027, month: 5, day: 31 } },
    });
  });

  it('finds given names that are also words where only a person stands, lower case included (dev-8)', () => {
    const names = (q: string) => understandQuestion(q, on).people.flatMap((p) => (p.name ? [p.name] : []));
    expect(names('will i have said sorry to mark by new years')).toEqual(['Mark']);
    expect(names('should i invite both mercy and blessing to my wedding')).toEqual(['Mercy', 'Blessing']);
    expect(names('do i tell li wei or mei ling first about the surprise party')).toEqual(['Li Wei', 'Mei Ling']);
    expect(names('will autumn say yes if i ask her to the formal')).toEqual(['Autumn']);
    expect(names('does precious see me as more than a friend')).toEqual(['Precious']);
    expect(names('how can i make things right with my stepdaughter destiny')).toEqual(['Destiny']);
    expect(names('should i go to sophie’s hen do even though i can’t stand her sister chloe')).toEqual([
      'Sophie',
      'Chloe',
    ]);
    expect(names('what does my friendship with honey say about me')).toEqual(['Honey']);
    for (const q of [
      'will summer be hot this year',
      'what does my destiny number say',
      'should i ask both of them',
      // A plural thing, a friend's slang word, a title's adverb and a Tagalog "just" are not people (dev-8).
      'my manager is simply killing me with deadlines, should i shift',
      'my bredren and i did a small music video, should we save up first',
      'how can we handle aunty nicely without any fight',
      'ate, ask ko lang, am i ready to run the store',
    ])
      expect(names(q), q).toEqual([]);
    expect(names('will mr tan give me the job')).toEqual(['Mr Tan']);
  });

  it('hears a date as a question about the other person, not a man met at a bank', () => {
    expect(understandQuestion('is this weekend good for a first date with a guy from the app', on).dependsOn).toEqual({
      relation: 'partner',
    });
    expect(understandQuestion('should i go to the man at the bank for a loan', on).dependsOn).toBeUndefined();
  });

  it('names someone who has died as the one the question remembers, and a grief is not a question about death', () => {
    const r = answerQuestion(
      thomas,
      'my dad frank passed away in november, i want to plant a tree for him in the spring',
      ASKED,
    );
    expect(ourWords(r.markdown)).toMatch(/remembering Frank/);
    expect(r.markdown).toMatch(/How and when you remember Frank is yours to choose/);
    expect(r.markdown).not.toMatch(/Spiritual growth is rarely dramatic/);
    expect(understandQuestion('since we lost nan i cant focus at work, will it get better', on).safety.safe).toBe(true);
    expect(understandQuestion('will we lose nani this year', on).safety.class).toBe('death');
  });

  it('says what a master-number month carries where it meets the reader’s number, not its root family’s words', () => {
    const md = answerQuestion(
      { name: 'Maya Rose Collins', dateOfBirth: '1991-03-14', bornInMorning: true },
      'is october 2027 a good month to change jobs',
      '2026-11-27',
    ).markdown;
    const meeting = md.split('\n').find((line) => /meets the Personal Month 11/.test(line));
    expect(meeting).toMatch(/sharper intuition/);
    expect(meeting).not.toMatch(/structure, loyalty/);
  });

  it('asks for a rephrase, never a guess, when the words say nothing', () => {
    for (const q of ['asdfgh', '??', 'hmm', 'what about the thing']) {
      expect(understandQuestion(q, on).clear, q).toBe(false);
    }
  });
});

describe('time, exactly', () => {
  /** Questions with every kind of time, asked on days across all twelve months and around year ends. */
  const TIMES = [
    'this year',
    'next year',
    'this month',
    'next month',
    'this week',
    'next week',
    'tomorrow',
    'this weekend',
    'in 2028',
    'before summer 2027',
    'by spring',
    'in march',
    'by june',
    'on christmas eve',
    'after new year',
    'within six months',
    'in 3 months',
    'this summer',
    'next spring',
    'by my birthday',
    'on 14 feb 2027',
    '',
  ];
  const STEMS = [
    'will i find love',
    'should i change jobs',
    'is it a good time to move house',
    'when should i travel to japan',
    'what does it hold for my career',
    'will my business grow',
  ];
  const asked = fc
    .tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 2026, max: 2030 }))
    .map(([m, d, y]) => addDays({ year: y, month: m + 1, day: 1 }, d - 1));
  const person = fc.constantFrom(...generatedPeople(40, 9));
  const MONTH_THEN_NUMBER =
    /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b/;

  it('never names a month or a day before the asking day, nor outside the time the question asks about', () => {
    fc.assert(
      fc.property(person, fc.constantFrom(...STEMS), fc.constantFrom(...TIMES), asked, (p, stem, time, on) => {
        const q = `${stem} ${time}`.trim();
        const iso = formatIsoDate(on);
        const birth = parseIsoDate(p.dateOfBirth) ?? undefined;
        const u = understandQuestion(q, on, birth);
        const reading = answerQuestion(p, q, iso);
        const from = u.time && !u.time.past && compareDates(u.time.from, on) > 0 ? formatIsoDate(u.time.from) : iso;
        const to = u.time && !u.time.past ? formatIsoDate(u.time.to) : undefined;
        for (const t of namedTimes(ourWords(reading.markdown))) {
          expect(t.to >= from, `${q} asked ${iso}: ${t.text}`).toBe(true);
          if (to) expect(t.from <= to, `${q} asked ${iso}: ${t.text} after ${to}`).toBe(true);
        }
        if (u.time && !u.time.past) expect(compareDates(u.time.from, on) >= 0, q).toBe(true);
        // A month's number after its name reads as a date ("November 22"): dates are written day first.
        expect(ourWords(reading.markdown), q).not.toMatch(MONTH_THEN_NUMBER);
      }),
      { numRuns: 600 },
    );
  }, 120_000);

  it('reads a question about one day from that day’s Personal Day', () => {
    const r = answerQuestion(thomas, 'is christmas eve a good day to propose to noah', '2026-11-26');
    expect(r.markdown).toMatch(/your Personal Day \d+/);
    expect(r.markdown).toContain('24 December 2026');
  });

  it('names the favourable days or months inside the time asked about, or says plainly that none stands out', () => {
    for (const [i, p] of generatedPeople(60, 3).entries()) {
      const q = [
        'when should i ask for a raise next month',
        'when is the best month to move house next year',
        'which month in 2028 is best for our wedding',
      ][i % 3]!;
      const md = answerQuestion(p, q, '2026-11-26').markdown;
      const answer = md.split('## The answer')[1]!.split('## ')[0]!;
      const named = namedTimes(answer);
      if (named.length === 0) expect(answer, q).toMatch(/No (month|day) within/);
      for (const t of namedTimes(ourWords(md))) expect(t.to >= '2026-11-26', `${q}: ${t.text}`).toBe(true);
    }
  });
});

describe('people and words', () => {
  it('names every person the question names, capitalised, asks for their numbers and links the compatibility reading with the name', () => {
    const r = answerQuestion(thomas, 'should i move in with dev after christmas', ASKED);
    const mine = ourWords(r.markdown);
    expect(mine).toContain('## About Dev');
    expect(mine).toContain('(/compatibility?name=Dev)');
    expect(mine).toMatch(/Dev’s numbers are needed/);
    expect(mine).not.toMatch(/\bdev\b/);
    expect(mine).not.toMatch(/\bchristmas\b/);
  });

  it('never splices the reader’s words into its own sentences', () => {
    const q = 'On whether this thing with noah is going anywhere tbh, will it work out';
    const mine = ourWords(answerQuestion(thomas, q, ASKED).markdown);
    expect(mine).not.toMatch(/\btbh\b|going anywhere/);
    expect(mine).toContain('Noah');
    const q2 = 'can i fly over christmas w my bf to see his fam';
    const mine2 = ourWords(answerQuestion(thomas, q2, ASKED).markdown);
    expect(mine2).not.toMatch(/\bw\b|\bbf\b|\bfam\b/);
  });
});

describe('answers to the question asked', () => {
  it('answers a question about 2027 from the 2027 Personal Year, with its working', () => {
    const r = answerQuestion(thomas, 'Is 2027 a good year to start my own business?', ASKED);
    const py = personalYear(thomas.dateOfBirth, 2027);
    expect(py).not.toBe(r.chart.personal.year.value); // today's year would be another number
    expect(r.markdown).toContain(`: your Personal Year ${py}`);
    expect(r.markdown).toContain('the year 2027');
    expect(r.markdown).toContain(`Personal Year ${py} for 2027`);
    expect(r.highlights).toContainEqual(expect.objectContaining({ label: 'Personal Year 2027', value: py }));
    expect(r.question).toMatchObject({
      kind: 'yes-no',
      safety: 'safe',
      timeRange: { from: '2027-01-01', to: '2027-12-31' },
    });
  });

  it('reads "good time to …?" with its verb left out as whether to act, and never weighs a year against itself', () => {
    for (const q of ['good time to expand my kopitiam next year?', 'ok to sign the lease in march?'])
      expect(understandQuestion(q, { year: 2026, month: 11, day: 23 }).kind, q).toBe('should');
    // A question with no topic of its own is weighed by the year's number: that number does not "meet" its year.
    for (const q of [
      'good time to expand my kopitiam next year?',
      'will 2027 be kind to me',
      'should i go for it in 2027',
    ])
      for (const person of generatedPeople(12)) {
        const r = answerQuestion(person, q, ASKED);
        const py = personalYear(person.dateOfBirth, 2027);
        expect(r.markdown, q).not.toMatch(new RegExp(`Personal Year ${py} and the ${py} of 2027`));
        expect(r.markdown, q).not.toMatch(new RegExp(`Year ${py} meets the Personal Year ${py}`));
      }
  });

  it('an either-or asked about this week names no month outside it, nor its own month as one the cycles open in', () => {
    const q = 'should i take the job in leeds or stay in bristol, i have to say by this friday';
    const leanings = new Set<string>();
    for (const person of generatedPeople(40)) {
      const r = answerQuestion(person, q, ASKED);
      leanings.add(r.question?.leaning ?? 'none');
      expect(r.markdown).not.toMatch(/cycles open for a decision around|most open to a decision/);
      for (const t of namedTimes(ourWords(r.markdown)))
        expect(t.to >= ASKED && t.from <= '2026-11-27', `${t.text} in ${r.markdown}`).toBe(true);
    }
    expect(leanings.has('reflect')).toBe(true);
  });

  it('names the person asked about, says their numbers are needed and offers the compatibility reading', () => {
    const r = answerQuestion(thomas, 'Will my relationship with Dana last?', ASKED);
    expect(r.markdown).toContain('## About Dana');
    expect(r.markdown).toMatch(/Dana’s numbers are needed/);
    expect(r.markdown).toMatch(/without their full name and date of birth/);
    expect(r.markdown).toContain('(/compatibility?name=Dana)');
    expect(r.markdown).toMatch(/lasts/);
  });

  it('reads a named month from its Personal Month', () => {
    const r = answerQuestion(thomas, 'Should I ask for a raise in March 2027?', ASKED);
    const py = personalYear(thomas.dateOfBirth, 2027);
    expect(r.markdown).toContain(`Personal Month ${reduceKeepingMasters(py + 3)}`);
    expect(r.markdown).toContain('March 2027');
  });

  it('weighs two months asked between against each other, each by its own Personal Month, and leans neither way', () => {
    const people = generatedPeople(24);
    const winners = new Set<string>();
    people.forEach((p, i) => {
      const q = ['is january or february better to start my diet', 'should i start the new job in march or april?'][
        i % 2
      ]!;
      const [m1, m2, year] = i % 2 ? [3, 4, 2027] : [1, 2, 2027];
      const r = answerQuestion(p, q, '2026-12-16');
      const py = personalYear(p.dateOfBirth, year);
      const [pm1, pm2] = [reduceKeepingMasters(py + m1), reduceKeepingMasters(py + m2)];
      const [l1, l2] = [
        `${['January', 'February', 'March', 'April'][m1 - 1]} ${year}`,
        `${['January', 'February', 'March', 'April'][m2 - 1]} ${year}`,
      ];
      expect(r.markdown, p.name).toContain(`## ${l1} or ${l2}`);
      expect(r.markdown).toContain(`${l1} is a Personal Month ${pm1} for you`);
      expect(r.markdown).toContain(`${l2} is a Personal Month ${pm2} for you`);
      expect(r.markdown).toContain(
        `- Personal Months ${pm1} (${l1}) and ${pm2} (${l2}): the two times weighed against each other`,
      );
      const answer = r.markdown.split('## The answer')[1]!.split('## ')[0]!;
      const won = /Of the two, (\w+ \d{4}) is the better time/.exec(answer)?.[1];
      if (won) winners.add(won === l1 ? 'first' : 'second');
      else expect(answer).toMatch(/^\s*Neither of the two stands out/);
      // A comparison is not a leaning, and says nothing of a month it did not weigh.
      expect(r.question?.safety).toBe('safe');
      expect(r.question?.leaning).toBeUndefined();
      expect(r.markdown).not.toMatch(/strongest of them|lean towards/);
    });
    // Over two dozen people, each month wins for someone: the choice follows the person, not the order typed.
    expect(winners).toEqual(new Set(['first', 'second']));
  });

  it('weighs two seasons by their months, naming the month that decides', () => {
    for (const p of generatedPeople(12)) {
      const r = answerQuestion(p, 'should we marry in spring or autumn?', '2026-12-05');
      const py = personalYear(p.dateOfBirth, 2027);
      const [spring, autumn] = [
        [3, 4, 5],
        [9, 10, 11],
      ].map((ms) => ms.map((m) => reduceKeepingMasters(py + m)));
      expect(r.markdown).toContain('## Spring 2027 (March to May) or autumn 2027 (September to November)');
      expect(r.markdown).toMatch(
        new RegExp(
          `spring 2027 \\(March to May\\) runs through Personal Months ${spring![0]}, ${spring![1]} and ${spring![2]}`,
        ),
      );
      expect(r.markdown).toMatch(
        new RegExp(
          `autumn 2027 \\(September to November\\) runs through Personal Months ${autumn![0]}, ${autumn![1]} and ${autumn![2]}`,
        ),
      );
      const answer = r.markdown.split('## The answer')[1]!.split('## ')[0]!;
      const won =
        /Of the two, (spring|autumn) 2027 .*? is the better time for marriage: its Personal Month (\d+) in (\w+) 2027/.exec(
          answer,
        );
      if (!won) {
        expect(answer).toMatch(/^\s*Neither of the two stands out/);
        continue;
      }
      const months = won[1] === 'spring' ? ['March', 'April', 'May'] : ['September', 'October', 'November'];
      const numbers = won[1] === 'spring' ? spring! : autumn!;
      expect(numbers[months.indexOf(won[3]!)], answer).toBe(Number(won[2]));
    }
  });

  it('quotes the question once, refers to it in its own words, and lists the numbers it used, and how', () => {
    const r = answerQuestion(thomas, 'Should I take the new job offer?', ASKED);
    expect(r.markdown.split('Should I take the new job offer?')).toHaveLength(2);
    expect(r.markdown).toContain('> Should I take the new job offer?');
    expect(r.markdown).toMatch(/## The answer\n\nOn a change of job, the numbers (lean|counsel)/);
    expect(r.markdown).toContain('## Numbers this answer used');
    expect(r.markdown).toMatch(/- Expression \d+ \(The [A-Za-z ]+\), weighed for whether to act/);
    expect(r.markdown).toContain('whether the time suits a step for your career');
  });

  it('quotes the issue’s example once, still naming the year and the person', () => {
    const sarah = { name: 'Sarah Лев Levy', dateOfBirth: '1972-08-05', bornInMorning: false };
    const q = 'Is 2027 a good year to start my own business with Dana?';
    const md = answerQuestion(sarah, q, ASKED).markdown;
    expect(md.split(q)).toHaveLength(2);
    expect(md).toContain(`: your Personal Year ${personalYear(sarah.dateOfBirth, 2027)}`);
    expect(md).toContain('## About Dana');
  });

  const people = fc.record({
    name: fc.constantFrom(
      'Sarah Lynn Levy',
      'Ana María López',
      'Li Wei',
      'Mary-Kate O’Brien',
      'José Álvarez',
      'Yuki Tanaka',
    ),
    dateOfBirth: fc
      .integer({ min: 0, max: 30000 })
      .map((n) => formatIsoDate(addDays({ year: 1920, month: 1, day: 1 }, n))),
    bornInMorning: fc.boolean(),
  });
  const askedOn = fc
    .integer({ min: 0, max: 3000 })
    .map((n) => formatIsoDate(addDays({ year: 2026, month: 1, day: 1 }, n)));
  const template = fc.constantFrom(...QUESTION_TEMPLATES);
  const asked = fc
    .tuple(template, fc.constantFrom('Dana', 'Sam', 'Noa', 'Tom'), fc.integer({ min: 2026, max: 2035 }))
    .map(([t, n, y]) => ({ template: t, question: fillTemplate(t, n, y) }));
  const question = asked.map((a) => a.question);

  it('never invites the reader to ask again later, and is the same for the same inputs and day', () => {
    fc.assert(
      fc.property(people, question, askedOn, (p, q, on) => {
        const a = answerQuestion(p, q, on);
        expect(a.markdown).not.toMatch(/again in a week|ask again|look at it again|come back (later|tomorrow)/i);
        expect(answerQuestion(p, q, on).markdown).toBe(a.markdown);
        expect(a.markdown).toContain(`> ${q}`);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('gives two different questions by one person on one day under 20% shared sentences', () => {
    const overlaps: number[] = [];
    fc.assert(
      // Different questions: one template with another name or year is the same question about someone or
      // some time else (its own part of the answer differs; the reader's own numbers rightly do not).
      fc.property(people, asked, asked, askedOn, (p, a1, a2, on) => {
        fc.pre(a1.template !== a2.template);
        const [q1, q2] = [a1.question, a2.question];
        const o = questionOverlap(p, q1, q2, on);
        overlaps.push(o);
        expect(o, `${q1} | ${q2}`).toBeLessThan(0.2);
      }),
      { numRuns: 300 },
    );
    const mean = overlaps.reduce((a, b) => a + b, 0) / overlaps.length;
    console.log(
      `question answers (random pairs): ${overlaps.length} pairs, sentence overlap mean ${(mean * 100).toFixed(1)}%, max ${(Math.max(...overlaps) * 100).toFixed(1)}%`,
    );
  }, 60_000);

  it('keeps every pair of the template questions under 20% for 24 generated people (the figure the script prints)', () => {
    const f = questionOverlapFigures(generatedPeople(24, 12), '2026-11-23');
    console.log(
      `question answers (all pairs): ${f.pairs} pairs, sentence overlap mean ${(f.mean * 100).toFixed(1)}%, max ${(f.max * 100).toFixed(1)}%`,
    );
    expect(f.pairs).toBe(24 * ((QUESTION_TEMPLATES.length * (QUESTION_TEMPLATES.length - 1)) / 2));
    expect(f.max, f.worst.pair.join(' | ')).toBeLessThan(0.2);
  }, 60_000);
});

describe('the numbers list agrees with the answer', () => {
  it('names one week or one weekend inside the time when asked "which week", with its good days in it', () => {
    // An exclamation or what a week holds asks for no week.
    for (const q of ['what a week, will next week be better', 'what the week holds for my love life'])
      expect(understandQuestion(q, parseIsoDate('2027-01-10')!).asksFor, q).toBeUndefined();
    const people = generatedPeople(40, 7);
    const when = (text: string) => parseIsoDate(new Date(`${text} UTC`).toISOString().slice(0, 10))!;
    for (const [i, p] of people.entries()) {
      const asked = formatIsoDate(addDays({ year: 2027, month: 1, day: 3 }, i * 5));
      for (const [q, month, lastDay, length] of [
        ['which week in august is best for my holiday?', 8, 31, 7],
        ['what weekend in march should i throw my housewarming', 3, 31, 2],
      ] as const) {
        expect(understandQuestion(q, parseIsoDate(asked)!).kind, q).toBe('when');
        const answer = answerQuestion(p, q, asked).markdown.split('## The answer')[1]!.split('## ')[0]!;
        const m =
          /(week|weekend) within (?:[^,]+?) with the most days whose Personal Day favours it is (\d+) to (\d+ \w+ \d{4}): ([^.]+)\./.exec(
            answer,
          );
        if (!m) {
          expect(answer, `${p.name} ${asked}: ${q}`).toMatch(
            /No (week|weekend) within .* stands out|No weekend is left/,
          );
          continue;
        }
        const to = when(m[3]!);
        const from = { ...to, day: Number(m[2]) };
        const span = (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 864e5;
        expect(span, answer).toBeLessThan(length);
        expect([from.month, to.month, formatIsoDate(from) >= asked], answer).toEqual([month, month, true]);
        // Monday to Sunday, or Saturday and Sunday, unless the month cuts it short.
        const weekday = new Date(Date.UTC(to.year, to.month - 1, to.day)).getUTCDay();
        if (to.day !== lastDay) expect(weekday, answer).toBe(0);
        const days = [...m[4]!.matchAll(/\d+(?= |,| and|$)/g)].map((d) => Number(d[0]));
        for (const day of days.filter((d) => d < 32)) expect(day >= from.day && day <= to.day, answer).toBe(true);
      }
    }
  });

  it('lists every month a when-answer names, over many people and asking days', () => {
    const people = generatedPeople(60, 5);
    for (const [i, p] of people.entries()) {
      const asked = formatIsoDate(addDays({ year: 2026, month: 1, day: 1 }, i * 37));
      for (const q of ['When is the best month to move house next year?', 'When should I ask for a raise?']) {
        const md = answerQuestion(p, q, asked).markdown;
        const [answer, used] = [
          md.split('## The answer')[1]!.split('## ')[0]!,
          md.split('## Numbers this answer used')[1]!,
        ];
        const named = [...answer.matchAll(/(\w+ \d{4}) \(a Personal Month (\d+)\)/g)].map((m) => `${m[2]} (${m[1]})`);
        for (const month of named) expect(used, `${q} ${asked}`).toContain(month);
      }
    }
  });
});

describe('questions numerology must not answer', () => {
  it.each([
    ['Do I have cancer?', 'health', /talk to a doctor, a nurse or a pharmacist/],
    ['Should I stop taking my antidepressants?', 'health', /Do not start, stop or change a medicine/],
    ['Will I die this year?', 'death', /No number can tell when anyone will die/],
    ['Is it worth going on living?', 'self-harm', /call or text 988.*116 123.*emergency number/s],
    ['Is my partner cheating on me?', 'private-life', /couples counsellor/],
    ['Should I sign the divorce papers?', 'legal', /qualified lawyer/],
    ['Should I put my savings into bitcoin?', 'investment', /licensed, independent financial adviser/],
    ['do my numbers say i should just disappear permanently', 'self-harm', /call or text 988/],
    ['feel like giving up on everything, whats the point', 'self-harm', /call or text 988/],
    ['is 2027 the year we lose nani', 'death', /hospice or palliative-care team/],
    ['did i pass the cpa exam i took last week', 'exam-result', /exam board/],
    ['will i live to see my grandkids grow up', 'death', /No number can tell/],
    ['will my knee op in march go well', 'surgery', /surgeon and the medical team/],
    ['lucky numbers for the lotto this saturday?', 'gambling', /National Gambling Helpline/],
    ['will my h1b get picked in the lottery', 'immigration', /immigration adviser/],
    ['will IVF work for us this time', 'pregnancy', /fertility specialist/],
    // An animal's care is a vet's.
    ['will my cat recover from her surgery', 'health', /talk to your vet/],
    ['will my dog’s operation on friday go well', 'surgery', /^(?![\s\S]*your body)[\s\S]*Your vet and the practice/],
    ['is my old dog going to make it to christmas', 'death', /Your vet can speak honestly/],
    // A baby already lost is acknowledged before anything is declined.
    ['we lost our baby in march, will i get pregnant again this year', 'pregnancy', /so sorry for your loss/],
    ['after my miscarriage will ivf work for us', 'pregnancy', /so sorry for your loss[\s\S]*fertility specialist/],
  ])('%s → %s: no leaning, no numbers, who can help', (q, cls, help) => {
    const r = answerQuestion(thomas, q, ASKED);
    expect(r.question).toMatchObject({ safety: cls });
    expect(r.question?.leaning).toBeUndefined();
    expect(r.highlights).toEqual([]);
    expect(r.markdown).toMatch(help);
    expect(r.markdown).not.toMatch(
      /numbers lean|leaning towards|Personal Year|Personal Day|ask again|again later|in a week/i,
    );
    expect(r.markdown).toMatch(/nothing was charged/);
  });

  it('offers condolence only where a loss is written of', () => {
    expect(answerQuestion(thomas, 'will IVF work for us this time', ASKED).markdown).not.toMatch(/sorry for your loss/);
  });

  it.each([
    'me and Priya keep fighting, will things get better between us this year',
    'my boss hates me, will it ever get better at work',
    'should i sign the lease on the flat in january',
    'should i sign the job contract this week',
    'my landlord wants to renew the lease, should i sign for another year',
    'is it a good time to move to dubai next year with my wife amina',
    'dying to know if he likes me',
    'killing it at work lately, will it last',
    'stuck in a dead-end job, should i leave',
    'will my business survive the winter',
  ])('answers the ordinary question "%s", however alarming it looks', (q) => {
    expect(answerQuestion(thomas, q, ASKED).question?.safety).toBe('safe');
  });

  it('asks the reader to rephrase a question it cannot read: free, no leaning, with examples', () => {
    const r = answerQuestion(thomas, 'asdf jkl', ASKED);
    expect(r.question).toMatchObject({ safety: 'unclear' });
    expect(r.question?.leaning).toBeUndefined();
    expect(r.highlights).toEqual([]);
    expect(r.markdown).toMatch(/could not read this question clearly/);
    expect(r.markdown).toMatch(/Nothing was charged/);
    expect(r.markdown).toMatch(/- Is 2027 a good year to change jobs\?/);
  });

  it('asks to rephrase a greeting alone, a pasted link, a name alone, a bare yes-or-no and a question asked elsewhere (dev-30)', () => {
    for (const q of [
      'hiiii good morning po',
      'Hi there, hope you are well.',
      'Good evening ma',
      'https://www.example.com/reading?id=4471',
      'www.numbers-forum.net/t/8812',
      'Priyanka Sharma',
      'ya or nah',
      'same q as my sister lol',
      'can u check the one i said',
    ])
      expect(understandQuestion(q, parseIsoDate(ASKED)!).clear, q).toBe(false);
    // Short but clear questions are answered, a name with what is asked about it too.
    for (const q of [
      'will Priya call',
      'hi, will i find love this year?',
      'love?',
      'me and sis make up?',
      'good evening, new job in 2027?',
    ])
      expect(understandQuestion(q, parseIsoDate(ASKED)!).clear, q).toBe(true);
  });

  it('names no one for the reader introducing themselves, a place or a word of greeting (dev-34, dev-36)', () => {
    const names = (q: string) =>
      understandQuestion(q, parseIsoDate(ASKED)!)
        .people.map((p) => p.name)
        .filter(Boolean);
    expect(
      names(
        "Hallo. I'm Pieter, 58, a farmer. We got through it with the Lord's help. My son is in Cape Town. Ag, is it time to step back?",
      ),
    ).toEqual([]);
    expect(names('Hi, Brian here from Mombasa, will Wanjiku say yes')).toEqual(['Wanjiku']);
    expect(names('Malaysia Day this Thursday, my whole family balik kampung. Will everyone get along?')).toEqual([]);
    expect(names('my heart is set on him, his name is Darragh, are we compatible')).toEqual(['Darragh']);
    expect(names('a gift from Priya, should i reply')).toEqual(['Priya']);
  });

  it("names no one for a word of Pidgin, Kenyan, South African or Jamaican talk, a plural month, a clause after a comma or a place after 'in the'; hears a pikin and a fada (dev-38, dev-39)", () => {
    const names = (q: string) => peopleIn(q).map((p) => p.name ?? p.relation);
    expect(names('abeg my oga for work don dey pile wahala, every small thing na query, and i dey think')).toEqual([
      'boss',
    ]);
    expect(names('Howzit. Ja so my bru Sipho and I wanna open a braai spot')).toEqual(['Sipho']);
    expect(names('Biko, my boyfriend Emeka never talk about marriage. My mother don dey ask me.')).toEqual([
      'Emeka',
      'mother',
    ]);
    expect(names("Sho. My girlfriend Thandi is in Joburg and I'm in the Cape.")).toEqual(['Thandi']);
    expect(names('Wueh. My roommate Achieng has been borrowing money')).toEqual(['Achieng']);
    expect(names('Mi granny getting old an mi miss har bad')).toEqual(['granny']);
    expect(names('Octobers always rough for me, will this october be any different')).toEqual([]);
    expect(names('me and my brother havent spoken in 2 years')).toEqual(['brother']);
    expect(names('Abeg, my pikin wan write WAEC')).toEqual(['child']);
    expect(names('mi a wonder if mi should talk to mi fada bout di money')).toEqual(['father']);
    // Still names: Don written as one, a friend called don, Priya beside the reader.
    expect(names('will Don call me')).toEqual(['Don']);
    expect(names('my friend don is moving away')).toEqual(['Don']);
    expect(names('Priya and i are fighting')).toEqual(['Priya']);
  });

  it('hears a partner in a shared home, not in a pet (dev-35)', () => {
    const dependsOn = (q: string) => understandQuestion(q, parseIsoDate(ASKED)!).dependsOn?.relation;
    expect(dependsOn('scared of commitment but he wants me to move in. should i take the leap')).toBe('partner');
    expect(dependsOn("will my dog like the new flat lol he's very fussy")).toBeUndefined();
    expect(dependsOn('we are getting a rescue dog, when is a good time to bring her home')).toBeUndefined();
  });

  it('reads a long story for its field in what it asks, a short one in the whole (dev-34)', () => {
    const topic = (q: string) => understandQuestion(q, parseIsoDate(ASKED)!).topic.id;
    expect(
      topic(
        "AoA. I'm Bilal, 26, from Islamabad. I run a small online clothing store on Instagram with my cousin. Last year my father lent us money and my mother prayed for us. My sisters help with the photos. We have 40 new designs ready for the summer. Is next week a good time to launch the new collection?",
      ),
    ).toBe('work');
    expect(topic("I'm an oncologist. I love my patients. What does my personal year say about avoiding burnout?")).toBe(
      'work',
    );
  });

  it('answers a question about someone unnamed that says what they do; not a pronoun or a day alone (dev-32)', () => {
    for (const q of ['will she forgive me', 'does she still think about me'])
      expect(understandQuestion(q, parseIsoDate(ASKED)!).clear, q).toBe(true);
    for (const q of ['if he does then', 'what about her', 'him?', 'hmm... friday?'])
      expect(understandQuestion(q, parseIsoDate(ASKED)!).clear, q).toBe(false);
  });

  it('screens a question before charging as the answer reads it: never charged then asked to rephrase, never answered free', () => {
    const set = JSON.parse(readFileSync(new URL('./question-dev-30.json', import.meta.url), 'utf8')) as {
      items: { question: string; askedOn: string }[];
    };
    const questions = [
      ...set.items.map((i) => [i.question, i.askedOn] as const),
      ['will she forgive me', ASKED] as const,
    ];
    for (const [q, on] of questions) {
      const screened = screenQuestion(q);
      const understood = understandQuestion(q, parseIsoDate(on)!);
      expect({ clear: screened.clear, safe: screened.safety.safe }, q).toEqual({
        clear: understood.clear,
        safe: understood.safety.safe,
      });
    }
  });

  it('reads lessons taken as study or a craft, not life lessons, and a span of hours as no work (dev-28, dev-31)', () => {
    const topic = (q: string) => understandQuestion(q, parseIsoDate(ASKED)!).topic.id;
    expect(topic('what month is best to start my driving lessons')).toBe('study');
    expect(topic('should i start piano lessons in spring')).toBe('creativity');
    expect(topic('what karmic lessons is 2027 bringing me')).toBe('spirituality');
    expect(topic("is 13 august an ok date for my leaving do? it's a friday lol")).not.toBe('love');
  });

  it('reads a choice between two times back with both, and compares a stretch before a month with the month after', () => {
    const opening = (q: string, on: string) => answerQuestion(thomas, q, on).markdown.split('\n\n')[2] ?? '';
    expect(opening('should i start the new course in january or wait till september', '2026-12-30')).toMatch(
      /for January 2027 or September 2027\b/,
    );
    const r = answerQuestion(thomas, 'should we move before or after march', '2027-01-05');
    expect(r.markdown).toMatch(/## 5 January to 28 February 2027 or April 2027/);
    expect(r.question?.leaning).toBeUndefined();
  });

  it('gives "Do I have cancer?" the same kind answer on every one of 60 asking days, never a leaning', () => {
    const answers = Array.from({ length: 60 }, (_v, i) =>
      answerQuestion(thomas, 'Do I have cancer?', formatIsoDate(addDays({ year: 2026, month: 9, day: 1 }, i))),
    );
    expect(answers.every((a) => a.question?.safety === 'health' && a.question.leaning === undefined)).toBe(true);
    expect(new Set(answers.map((a) => a.markdown)).size).toBe(1);
  });

  it('puts the crisis line first for self-harm and tells the reader to talk to someone now', () => {
    const r = answerQuestion(thomas, 'I want to die', ASKED);
    const sentences = sentencesOf(r.markdown);
    expect(r.markdown.indexOf('Please talk to someone now')).toBeLessThan(
      r.markdown.indexOf('Why there is no reading'),
    );
    expect(sentences.some((s) => /talk to someone now/.test(s))).toBe(true);
  });
});

describe('the Personal Year a general question is weighed by', () => {
  it('is the year of the time asked about, the one the time section names', () => {
    const jade = { name: 'Jade Nguyen', dateOfBirth: '2001-11-11', bornInMorning: false };
    const md = answerQuestion(
      jade,
      'i failed my driving test twice, should i try again in the new year',
      '2027-11-15',
    ).markdown;
    const weighed = /## What your Personal Year (\d+) says/.exec(md)?.[1];
    const named = /you are in a Personal Year (\d+)/.exec(md)?.[1];
    expect(weighed).toBeDefined();
    expect(weighed).toBe(named);
  });
});

describe('a wedding named as a deadline', () => {
  it('is not what the question is about', () => {
    const u = understandQuestion(
      'should i confront my best friend about the money she owes me before her wedding in august',
      { year: 2027, month: 6, day: 11 },
    );
    expect(u.subject).not.toMatch(/wedding|marriage/);
    expect(understandQuestion('should we get married next summer', { year: 2026, month: 11, day: 28 }).subject).toBe(
      'marriage',
    );
  });
});
