/**
 * What each number means, in our own words, for every place it can stand in a chart.
 * Second person, calm and warm; no fear, no fate. Writers compose these with the person's name and
 * their other numbers, so each field is a self-contained paragraph or phrase.
 */
export interface NumberMeaning {
  readonly n: number;
  readonly title: string;
  readonly keywords: readonly [string, string, string];
  /** Infinitive phrase, completes "… asks you ___". */
  readonly calling: string;
  /** Noun phrase, completes "you bring ___". */
  readonly quality: string;
  /** Noun phrase, completes "people notice ___" (the Personality's first impression; not the quality's words). */
  readonly manner: string;
  readonly lifePath: string;
  readonly gifts: string;
  readonly shadow: string;
  readonly growth: string;
  readonly expression: string;
  readonly soulUrge: string;
  readonly personality: string;
  readonly birthday: string;
  readonly maturity: string;
  readonly love: string;
  readonly work: string;
  readonly money: string;
  readonly wellbeing: string;
  readonly family: string;
  readonly travel: string;
  readonly pinnacle: string;
  readonly personalYear: string;
  readonly personalMonth: string;
  readonly personalDay: string;
}

const MEANINGS: readonly NumberMeaning[] = [
  {
    n: 1,
    title: 'The Pioneer',
    keywords: ['initiative', 'courage', 'independence'],
    calling: 'to begin things and to stand on your own feet',
    quality: 'the courage of someone who goes first',
    manner: 'a direct, self-possessed energy',
    lifePath:
      'A One path is the road of the beginner in the best sense of the word: you are here to start things, to take the first step where there is no path yet, and to learn who you are by acting on it. Life keeps handing you moments where waiting for permission would cost you the chance, and again and again you discover that you can carry more than you thought.',
    gifts:
      'Your gifts are initiative, clear will and a quick, original mind. When something needs to move, you move it. People borrow your confidence without noticing, and ideas that sit still in other hands start walking in yours.',
    shadow:
      'The shadow side of One is a kind of loneliness that comes from doing everything yourself. Impatience, and a pride that finds it hard to ask for help, can make the road steeper than it needs to be.',
    growth:
      'Growth for you means leading without leaving people behind: letting others add their hands to what you started, and trusting that being helped does not make you smaller.',
    expression:
      'As an Expression number, One gives you the talent of the initiator. You work best where you can decide, invent and take responsibility, and you express yourself most fully when you are allowed to do something your own way rather than the way it has always been done.',
    soulUrge:
      'Deep down you long for independence: the quiet satisfaction of something that is truly yours, made by your own choices. Your heart is happiest when it feels free to act, and it chafes, silently or not, when it has to wait for others to decide.',
    personality:
      'Others first meet you as capable and direct. You give an impression of energy and self-possession, sometimes before you feel it yourself, and people tend to assume you know where you are going.',
    birthday:
      'Being born on this day adds a spark of self-reliance: a gift for getting things started and for standing up when it matters, even if your voice shakes.',
    maturity:
      'In the second half of life your Maturity number One asks you to become more fully your own person. Plans you have carried for years want to be started at last, and the older you grow, the less you need anyone else to tell you that you may.',
    love: 'In love you need a partner who admires your spirit and still holds their own ground. You give loyalty and protection; you grow when you let the other person lead now and then.',
    work: 'At work you thrive as a founder, lead, specialist or freelancer: anywhere your initiative is welcome and your results are your own.',
    money:
      'With money you are at your best earning from your own ideas, and you tend to decide fast, on the same courage that starts everything else.',
    wellbeing:
      'Your energy runs high and burns fast, and it stays steadiest in a life with movement and real rest in it.',
    family:
      'In your family you are often the one who gets things moving. Let others bring their own way of helping, even when yours would be quicker.',
    travel:
      'You travel best with a purpose and some freedom: a trip you chose and planned yourself renews you more than one arranged by others.',
    pinnacle:
      'a season of new beginnings and independence, in which you learn to trust your own judgement and to act on it',
    personalYear:
      'A Personal Year One opens a new nine-year cycle. It is a time to plant seeds: start the project, make the move, say clearly what you want next. What you begin now has room to grow.',
    personalMonth: 'a month for fresh starts and decisive steps',
    personalDay: 'a day to take the first step yourself',
  },
  {
    n: 2,
    title: 'The Peacemaker',
    keywords: ['partnership', 'sensitivity', 'patience'],
    calling: 'to bring people together and to trust the quiet power of patience',
    quality: 'a gentle, listening presence',
    manner: 'a quiet tact and an easy warmth',
    lifePath:
      'A Two path is the road of the companion and the peacemaker. You are here to learn the strength that lives in cooperation, tact and patience, and to see that the one who holds two sides together is as important as the one who stands in front. Your life teaches you through relationships: what you give, what you receive, and where you end and another begins.',
    gifts:
      'Your gifts are sensitivity, diplomacy and a fine ear for what is not being said. You notice the small things that make people feel cared for, and you can calm a room without raising your voice.',
    shadow:
      'The shadow side of Two is over-sensitivity and self-erasure: taking every mood to heart, saying yes when you mean no, and waiting so long for the right moment that it passes.',
    growth:
      'Growth for you means valuing your own needs as much as you value harmony, and learning that a kind, honest "no" can be one of the most peaceful words there is.',
    expression:
      'As an Expression number, Two gives you the talent of the mediator and the collaborator. You do your best work alongside others, refining, supporting and connecting, and your care for detail turns good work into something that feels right.',
    soulUrge:
      'Deep down you long for closeness and harmony: to love and be loved in a steady, tender way, and to live among people who are at peace with one another. Your heart is fed by companionship more than by applause.',
    personality:
      'Others first meet you as kind, approachable and easy to talk to. You come across as modest and attentive, and people trust you with things they tell no one else.',
    birthday:
      'Being born on this day adds a gift of tact: you sense the mood of a moment and know how to soften it, and people feel safe in your company.',
    maturity:
      'In the second half of life your Maturity number Two brings you towards partnership and inner peace. Relationships become deeper and simpler, and you learn that your gentleness was a strength all along.',
    love: 'In love you are devoted, affectionate and attentive. You need reassurance and a partner who speaks their feelings; you grow when you speak yours just as clearly.',
    work: 'At work you shine in teams, counselling, mediation, design, care and any role where details and people both matter.',
    money: 'With money you are careful and steady, and you feel safest when what is shared is also plainly agreed.',
    wellbeing:
      'You absorb the moods around you. Quiet time, music and gentle routines help you give back to yourself what you give to others.',
    family: 'In your family you are the one who keeps the peace. Let others carry some of the emotional weight too.',
    travel:
      'You travel best in good company, at an unhurried pace, with time to take in a place rather than collect it.',
    pinnacle:
      'a season of partnership and patience, in which close relationships and quiet cooperation bring your greatest rewards',
    personalYear:
      'A Personal Year Two is a year of patience and partnership. Seeds planted last year are growing under the surface; this is the time to cooperate, to listen and to let things ripen rather than force them.',
    personalMonth: 'a month for cooperation, patience and listening',
    personalDay: 'a day to listen, soften and work with someone',
  },
  {
    n: 3,
    title: 'The Creator',
    keywords: ['self-expression', 'joy', 'imagination'],
    calling: 'to express yourself and to bring joy into the world',
    quality: 'a bright, expressive spark',
    manner: 'a quick wit and a sociable ease',
    lifePath:
      'A Three path is the road of self-expression. You are here to create, to communicate and to lift the people around you, through words, art, humour or simply the way you tell a story. Life keeps inviting you to turn what you feel into something others can see and hear, and it rewards you when you take that invitation seriously.',
    gifts:
      'Your gifts are imagination, charm and a natural way with words. You can make an ordinary day feel like an occasion, and you find beauty and humour where others see only routine.',
    shadow:
      'The shadow side of Three is scattering: too many projects begun and few finished, and a habit of hiding real feelings behind a joke or a busy social life.',
    growth:
      'Growth for you means giving your talent a form and a discipline, choosing a few things to bring all the way to completion, and letting people see your serious side as well as your sparkle.',
    expression:
      'As an Expression number, Three gives you the talent of the communicator and the artist. Writing, speaking, performing, teaching and any craft that turns feeling into form come easily to you, and your enthusiasm is contagious.',
    soulUrge:
      'Deep down you long to express yourself freely and to be enjoyed for who you are. Your heart is fed by creativity, laughter and conversation, and it wilts in grey, silent places.',
    personality:
      'Others first meet you as warm, witty and sociable. You bring light into a room, and people remember your conversation long after they forget its subject.',
    birthday:
      'Being born on this day adds a creative gift: a way with words or colour or sound that makes what you share more vivid and more welcome.',
    maturity:
      'In the second half of life your Maturity number Three lets your creativity come into its own. Things you once did for fun can become your truest work, and joy becomes something you give on purpose.',
    love: 'In love you are playful, generous and romantic. You need a partner who laughs with you and also meets you in your quieter, deeper moods.',
    work: 'At work you shine in writing, the arts, media, teaching, sales and anything that rewards imagination and a good story.',
    money:
      'With money you can be generous to a fault, and it tends to come and go in bursts, like your creative energy.',
    wellbeing:
      'Your wellbeing follows your mood. Creative play, friends and enough sleep keep your spirits, and so your energy, bright.',
    family:
      'In your family you are the one who brings laughter. Let your loved ones also see you when you are tired or worried.',
    travel:
      'You travel best with curiosity and company: markets, music, museums and long dinners feed your imagination for months.',
    pinnacle:
      'a season of creativity and self-expression, in which friendships flourish and your talents ask for an audience',
    personalYear:
      'A Personal Year Three is a year of expression and enjoyment. Social life opens up, creative ideas flow, and it is a good time to share your work, to celebrate and to say what you have been keeping inside.',
    personalMonth: 'a month for sharing, creating and enjoying company',
    personalDay: 'a day to say it, make it and enjoy it',
  },
  {
    n: 4,
    title: 'The Builder',
    keywords: ['structure', 'order', 'steadiness'],
    calling: 'to build something solid and lasting, one patient step at a time',
    quality: 'a patient, steady hand',
    manner: 'a calm, dependable steadiness',
    lifePath:
      'A Four path is the road of the builder. You are here to create order and lasting foundations: a home, a body of work, a trustworthy way of living. Life rewards you less for brilliance than for steadiness, and what you build carefully tends to stand for a long time, sheltering others as well as you.',
    gifts:
      'Your gifts are reliability, practical intelligence and the stamina to see things through. People trust your word because you keep it, and chaos tends to calm down in your hands.',
    shadow:
      'The shadow side of Four is rigidity: holding on to rules and routines after they have stopped serving you, working too hard, and worrying that any change will bring the walls down.',
    growth:
      'Growth for you means letting structure serve life rather than the other way round: building in room for rest, play and the unexpected, and trusting that a good foundation can bear a little change.',
    expression:
      'As an Expression number, Four gives you the talent of the organiser and the craftsperson. You make plans that work, systems that last and things that are built properly, and your thoroughness is a quiet kind of excellence.',
    soulUrge:
      'Deep down you long for security and order: a stable home, work you can rely on, and the peace of knowing that things are where they belong. Your heart rests when life is in good shape.',
    personality:
      'Others first meet you as dependable, sensible and calm. You give an impression of solidity, and people come to you when they need something done properly.',
    birthday:
      'Being born on this day adds a gift for practical work: you can turn a good idea into a plan and a plan into something real.',
    maturity:
      'In the second half of life your Maturity number Four brings the satisfaction of lasting work. What you have built begins to support you, and you can enjoy the security you worked for.',
    love: 'In love you are loyal, steady and devoted. You show love by what you do; let your partner also hear it in words.',
    work: 'At work you shine in building, engineering, administration, finance, crafts and any role where quality and reliability matter.',
    money: 'With money you are prudent and patient, more at home with slow, steady growth than with quick schemes.',
    wellbeing:
      'You tend to carry too much for too long. Regular rhythm, physical work you enjoy and proper holidays keep you strong.',
    family: 'In your family you are the rock. Let yourself be held sometimes, too.',
    travel:
      'You travel best with a plan and one open day in it: the unplanned afternoon is often the one you remember.',
    pinnacle: 'a season of building and hard work, in which patient effort lays foundations that hold',
    personalYear:
      'A Personal Year Four is a year of work and foundations. It asks for effort, order and patience: organise, repair, put things on a firm footing. It is not a year for shortcuts, and what you build now lasts.',
    personalMonth: 'a month for steady work and putting things in order',
    personalDay: 'a day to do the solid, practical thing',
  },
  {
    n: 5,
    title: 'The Free Spirit',
    keywords: ['freedom', 'change', 'adventure'],
    calling: 'to embrace change and to learn freedom through experience',
    quality: 'a restless, adventurous curiosity',
    manner: 'a lively charm and a taste for the new',
    lifePath:
      'A Five path is the road of freedom and experience. You are here to learn by living: travelling, trying, changing direction, meeting people unlike you. Life rarely stays still around you, and that is the point; your wisdom comes from what you have tasted, not from what you were told.',
    gifts:
      'Your gifts are adaptability, curiosity and a quick, versatile mind. You learn fast, talk easily with anyone, and bring fresh air into anything that has grown stale.',
    shadow:
      'The shadow side of Five is restlessness: leaving before something has had time to grow, scattering energy across too many pleasures, and mistaking movement for freedom.',
    growth:
      'Growth for you means discovering the freedom that comes from commitment, choosing a few things to go deep into, and finding adventure inside a steady life as well as outside it.',
    expression:
      'As an Expression number, Five gives you the talent of the communicator, traveller and agent of change. You sell ideas, adapt to new situations and connect people with ease, and you do best where no two days are alike.',
    soulUrge:
      'Deep down you long for freedom: room to move, to explore, to change your mind and to meet life directly. Your heart sinks in routine and lifts at the first sign of something new.',
    personality:
      'Others first meet you as lively, magnetic and fun. You seem open to anything, and people feel a little more adventurous in your company.',
    birthday:
      'Being born on this day adds a gift of versatility: you adapt quickly, learn from every change and bring a sense of possibility with you.',
    maturity:
      'In the second half of life your Maturity number Five brings a new freedom. Old obligations loosen, and life invites you to travel, learn and experience more, with the wisdom to enjoy it.',
    love: 'In love you need variety, honesty and space. The right partner is a fellow traveller, not a keeper, and your loyalty grows where you feel free.',
    work: 'At work you shine in travel, media, sales, marketing, languages, events and any role that changes from day to day.',
    money: 'With money you earn in waves, and your adventurous side feels freest when something is already put by.',
    wellbeing:
      'Your nervous system likes stimulation but needs rest. Moderation and time outdoors keep your energy clear.',
    family:
      'In your family you are the one who brings news and fresh air. Regular, simple rituals help you stay close.',
    travel:
      'Travel is close to your heart: new places renew you, and even a short journey can reset your whole outlook.',
    pinnacle:
      'a season of change, movement and freedom, in which new experiences broaden your life and your view of it',
    personalYear:
      'A Personal Year Five is a year of change and freedom. Expect movement: new people, new places, new ideas. It is a time to loosen what has become too tight and to say yes to experience, while keeping your feet on the ground.',
    personalMonth: 'a month of change, movement and surprises',
    personalDay: 'a day to welcome change and try something new',
  },
  {
    n: 6,
    title: 'The Nurturer',
    keywords: ['love', 'responsibility', 'harmony'],
    calling: 'to love, to care and to make a home where others can flourish',
    quality: 'a warm, caring heart',
    manner: 'a welcoming kindness that puts others at ease',
    lifePath:
      'A Six path is the road of love and responsibility. You are here to care for people, to create beauty and harmony, and to build a home in the widest sense: a place, a family, a community where others can flourish. Life asks you to learn the difference between caring for someone and carrying them.',
    gifts:
      'Your gifts are compassion, a sense of beauty and a deep feeling for what is fair. People come to you for comfort and good advice, and you make any place you live in feel like home.',
    shadow:
      'The shadow side of Six is over-responsibility: worrying for everyone, giving advice that was not asked for, and a perfectionism that is hard on you and sometimes on those you love.',
    growth:
      'Growth for you means caring without controlling, letting others learn their own lessons, and including yourself among the people you look after.',
    expression:
      'As an Expression number, Six gives you the talent of the carer, teacher and harmoniser. You are good at counselling, healing, teaching and creating beauty, and people feel looked after in what you make.',
    soulUrge:
      'Deep down you long to love and be loved, to have a harmonious home and to be of real use to the people around you. Your heart is happiest when those you love are well.',
    personality:
      'Others first meet you as warm, reliable and kind. You give an impression of someone who would help, and people often tell you their troubles before they tell you their names.',
    birthday:
      'Being born on this day adds a gift of care and responsibility: you create harmony around you, and people feel at home with you.',
    maturity:
      'In the second half of life your Maturity number Six brings love and family to the centre. Your wisdom about people ripens, and you become someone others turn to for guidance.',
    love: 'In love you are devoted, romantic and protective. You flourish with a partner who cares for you as generously as you care for them.',
    work: 'At work you shine in teaching, healing professions, counselling, design, hospitality and anything that serves a community.',
    money: 'With money you are responsible, and generous to those you love, often more readily than to yourself.',
    wellbeing:
      'Caring for others can leave little time for yourself. Beauty, good food and rest are not luxuries for you; they are how you refill.',
    family: 'Family is at the heart of your chart. Your care holds people together; let them care for you in return.',
    travel:
      'You travel best with people you love, or to places of beauty: gardens, coastlines, old towns with good kitchens.',
    pinnacle:
      'a season of love, home and responsibility, in which family, partnership and service to others come to the fore',
    personalYear:
      'A Personal Year Six is a year of home, love and responsibility. Family matters, relationships and commitments ask for your attention. It is a fine year to make your home more beautiful and your bonds more honest.',
    personalMonth: 'a month for home, family and caring',
    personalDay: 'a day to care for someone, yourself included',
  },
  {
    n: 7,
    title: 'The Seeker',
    keywords: ['wisdom', 'introspection', 'truth'],
    calling: 'to seek the truth beneath the surface and to trust your inner knowing',
    quality: 'a searching, reflective mind',
    manner: 'a quiet reserve that hints at hidden depths',
    lifePath:
      'A Seven path is the road of the seeker. You are here to look beneath the surface, to ask the deeper questions, and to find a truth you can stand on, through study, reflection, faith or direct experience. Life gives you solitude as a teacher, and what you discover in quiet becomes wisdom you can share.',
    gifts:
      'Your gifts are insight, analysis and a strong intuition. You notice what others miss, you are not satisfied with easy answers, and your mind is at its best with something real to explore.',
    shadow:
      'The shadow side of Seven is withdrawal: keeping people at a distance, trusting thought over feeling, and a scepticism that can make it hard to let anything in.',
    growth:
      'Growth for you means letting trust grow alongside knowledge, sharing what you find, and allowing a few people close enough to see the tender side of your seriousness.',
    expression:
      'As an Expression number, Seven gives you the talent of the researcher, analyst and thinker. You excel where depth, precision and originality matter more than speed, and your quiet expertise wins deep respect.',
    soulUrge:
      'Deep down you long for understanding and inner peace: time alone with your thoughts, questions worth asking, and a sense of connection with something greater than everyday life.',
    personality:
      'Others first meet you as calm, private and a little mysterious. You give an impression of depth, and people sense that there is more to you than you show.',
    birthday:
      'Being born on this day adds a gift of insight: you think things through, sense what lies beneath appearances, and learn deeply rather than widely.',
    maturity:
      'In the second half of life your Maturity number Seven turns you inward in a good way. Questions of meaning become central, and the wisdom you have gathered becomes something you can offer.',
    love: 'In love you need depth, trust and space to be alone. When you feel safe, you love with rare faithfulness and understanding.',
    work: 'At work you shine in research, science, analysis, technology, writing, spiritual work and any field that rewards depth.',
    money:
      'With money you prefer careful research and a long view, and you are uneasy with decisions made in a rush or under pressure.',
    wellbeing:
      'Your mind rarely rests. Nature, silence and time away from screens restore you more than any amount of busy leisure.',
    family: 'In your family you are the thoughtful one. A few words of warmth from you mean more than you imagine.',
    travel:
      'You travel best to quiet places with a story: old libraries, mountains, the sea, sacred sites, somewhere to think.',
    pinnacle:
      'a season of study, reflection and inner growth, in which depth matters more than speed and wisdom quietly accumulates',
    personalYear:
      'A Personal Year Seven is a year of reflection. It invites rest, study and inner work more than outward push. Give yourself time alone, look at your life honestly, and trust that the quiet is doing its work.',
    personalMonth: 'a month for reflection, study and rest',
    personalDay: 'a day to think, study and trust your intuition',
  },
  {
    n: 8,
    title: 'The Achiever',
    keywords: ['power', 'achievement', 'balance'],
    calling: 'to use power and resources wisely and to build something that matters',
    quality: 'a purposeful strength',
    manner: 'a quiet air of authority',
    lifePath:
      'An Eight path is the road of achievement and stewardship. You are here to learn how the material world works, to lead and build on a scale, and to use power and resources in the service of something worth having. Life tests you with responsibility, and each time you carry it fairly, your strength grows.',
    gifts:
      'Your gifts are ambition, judgement and the ability to organise people and resources. You see the big picture, you make decisions, and you have the stamina to turn goals into results.',
    shadow:
      'The shadow side of Eight is measuring life only by success: working without rest, needing control, and forgetting that the people around you are not a means to an end.',
    growth:
      'Growth for you means balancing the material and the spiritual, using your authority generously, and letting success be a tool for good rather than a verdict on your worth.',
    expression:
      'As an Expression number, Eight gives you the talent of the organiser and the leader. You manage, negotiate and lead with authority, and you have a feel for value and for what will work.',
    soulUrge:
      'Deep down you long for achievement and recognition: to accomplish something substantial, to be respected, and to have the security and freedom that come from what you have achieved yourself.',
    personality:
      'Others first meet you as confident, capable and strong. You give an impression of authority, and people often assume you are in charge even when you are not.',
    birthday:
      'Being born on this day adds a gift for management: you organise well, judge realistically and can carry large responsibilities.',
    maturity:
      'In the second half of life your Maturity number Eight brings recognition for what you have built, and invites you to use your influence and resources wisely and generously.',
    love: 'In love you are loyal and protective, and you need a partner who is your equal. Let tenderness through; it is strength too.',
    work: 'At work you shine in business, management, finance, law, property and any field where leadership is rewarded.',
    money:
      'Money is a theme of your chart: you see resources as something to organise and build with, and you are at your best with them when fairness and generosity come along.',
    wellbeing:
      'You can push yourself hard, and you rest best when rest is part of the plan, taken as seriously as any other goal.',
    family:
      'In your family you are the provider and protector. Your presence matters more to them than your achievements.',
    travel:
      'You travel best when you truly switch off; even an ambitious trip is better with a day where nothing is scheduled.',
    pinnacle:
      'a season of achievement, authority and material progress, in which effort brings recognition and responsibility grows',
    personalYear:
      'A Personal Year Eight is a year of harvest and power. Efforts of the past years can bring recognition and progress, and a capable, practical manner and plain integrity come more easily than usual.',
    personalMonth: 'a month for ambition, practical matters and decisions',
    personalDay: 'a day to take charge and handle practical matters',
  },
  {
    n: 9,
    title: 'The Humanitarian',
    keywords: ['compassion', 'completion', 'generosity'],
    calling: 'to give generously, to let go gracefully and to serve something larger than yourself',
    quality: 'a wide and generous compassion',
    manner: 'an open, worldly warmth',
    lifePath:
      'A Nine path is the road of compassion and completion. You are here to develop a wide heart: to care about people beyond your own circle, to give your gifts to the world, and to learn the art of letting go. Life brings you endings as well as beginnings, and each one, met with grace, makes your love wiser.',
    gifts:
      'Your gifts are compassion, idealism and a broad, artistic imagination. You understand people from many walks of life, and you are moved to make the world kinder and more beautiful.',
    shadow:
      'The shadow side of Nine is disappointment when the world, or people, fall short of your ideals, and a tendency to give so much that you feel empty, or to hold on to what is already over.',
    growth:
      'Growth for you means giving without expecting, forgiving the past, and trusting that letting go makes room for what is next.',
    expression:
      'As an Expression number, Nine gives you the talent of the advocate, artist and healer. You work best for a cause larger than yourself, and your work reaches people you will never meet.',
    soulUrge:
      'Deep down you long to make a difference: to help, to heal, to create something that lifts others, and to feel connected to humanity as a whole.',
    personality:
      'Others first meet you as kind, open-minded and a little larger than life. You give an impression of generosity, and people from very different backgrounds feel welcome with you.',
    birthday:
      "Being born on this day adds a gift of compassion and breadth: you see the big picture of people's lives and meet them without judgement.",
    maturity:
      'In the second half of life your Maturity number Nine widens your heart further. Service, creativity and wisdom come together, and letting go becomes a source of freedom.',
    love: 'In love you are generous, romantic and forgiving. You need a partner who shares your ideals and gives back as freely as you give.',
    work: 'At work you shine in the arts, healing, teaching, charities, public service and any work done for the good of others.',
    money: 'With money you are generous, sometimes more than your own reserves would suggest.',
    wellbeing:
      "You feel the world's troubles. Boundaries, art and time in nature help you care without wearing yourself out.",
    family:
      'In your family you are the one with the widest heart. Forgiveness is your great gift to them, and to yourself.',
    travel: 'You travel best to understand: other cultures, other lives. Every journey widens your sense of home.',
    pinnacle:
      'a season of completion and compassion, in which you give back, let go of what is finished and widen your horizons',
    personalYear:
      'A Personal Year Nine is a year of completion. A nine-year cycle ends: finish what is unfinished, let go of what no longer fits, forgive what you can. Clearing space now prepares a fresh start next year.',
    personalMonth: 'a month for finishing, releasing and giving',
    personalDay: 'a day to finish something and let it go',
  },
  {
    n: 11,
    title: 'The Illuminator',
    keywords: ['intuition', 'inspiration', 'vision'],
    calling: 'to trust your intuition and to let inspiration pass through you to others',
    quality: 'a fine-tuned, inspired intuition',
    manner: 'a sensitive, almost luminous attentiveness',
    lifePath:
      'Eleven is a master number, and an Eleven path is the road of the illuminator. You are here to receive insight and pass it on, to inspire, to see a little further than most and to help others see it too. It carries the gentleness of the Two within it, raised to a higher pitch: sensitive, intuitive and sometimes nervously alive to everything around you.',
    gifts:
      'Your gifts are a quick, sensitive perception and the power to lift other people. You often know things before you can explain them, and your words, art or presence can change how people see their own lives.',
    shadow:
      'The shadow side of Eleven is nervous tension: doubting the very intuition that guides you, feeling overwhelmed by your own sensitivity, and expecting yourself to live up to an impossible ideal.',
    growth:
      'Growth for you means grounding your inspiration in daily life, caring for your nerves, and trusting the quiet voice inside without needing proof first.',
    expression:
      'As an Expression number, the master number Eleven gives you the talent of the inspirer: the teacher, artist, counsellor or speaker whose work carries a spark that others feel. You do best where vision and sensitivity are valued.',
    soulUrge:
      "Deep down you long for meaning and spiritual connection: to understand life's deeper patterns and to share what you see, so that others feel lifted too.",
    personality:
      'Others first meet you as luminous and a little otherworldly. You give an impression of depth and sensitivity, and people often feel understood by you without many words.',
    birthday:
      'Being born on this day, a master-number day, adds a gift of intuition and inspiration: you sense possibilities early and can kindle hope in others.',
    maturity:
      'In the second half of life your master Maturity number Eleven brings your intuition into its own. What you sensed for years becomes a vision you can share, and people look to you for inspiration.',
    love: 'In love you are idealistic and deeply attuned. You need a partner who honours your sensitivity and gives you steady ground.',
    work: 'At work you shine in teaching, counselling, the arts, spiritual work, healing and anywhere inspiration and insight are needed.',
    money: 'With money your intuition is often good and your nerves less so: you see most clearly when you are calm.',
    wellbeing: 'Your nervous system is finely tuned. Sleep, quiet, nature and gentle routines keep your light steady.',
    family:
      'In your family you are the one who senses what is going on before anyone says it. Speak gently of what you feel.',
    travel: 'You travel best to places that feel meaningful, where you can slow down and let a landscape speak.',
    pinnacle: 'a season of inspiration and heightened intuition, in which insight arrives easily and asks to be shared',
    personalYear:
      'A Personal Year Eleven, a master year, heightens intuition and inspiration. Insights arrive, sometimes suddenly; sensitivity runs high. It carries the patience of a Two-year, with a call to trust what you sense and to share it.',
    personalMonth: 'a month of heightened intuition and inspiration',
    personalDay: 'a day to trust your intuition and share an insight',
  },
  {
    n: 22,
    title: 'The Master Builder',
    keywords: ['vision', 'mastery', 'legacy'],
    calling: 'to turn a large vision into something real that serves many people',
    quality: "a visionary's practical power",
    manner: 'a calm, capable assurance',
    lifePath:
      'Twenty-two is a master number, and a Twenty-two path is the road of the master builder. You are here to turn large dreams into lasting realities: organisations, works, communities or ideas that outlive you and serve many people. It combines the intuition of the Eleven with the steadiness of the Four, and it asks a great deal, because it can give a great deal.',
    gifts:
      'Your gifts are vision, discipline and a rare ability to see both the whole and the details. You can see the whole of a large plan and still know which brick goes down first.',
    shadow:
      'The shadow side of Twenty-two is the pressure of your own potential: feeling that nothing you do is enough, or retreating from the size of the task into safe, small plans.',
    growth:
      'Growth for you means accepting that great things are built slowly, one ordinary day at a time, and letting other people share the work and the vision.',
    expression:
      'As an Expression number, the master number Twenty-two gives you the talent of the leader, architect, planner or founder who can organise people and resources around a vision. Your work is practical and far-reaching at once.',
    soulUrge:
      'Deep down you long to build something meaningful and lasting, something that improves many lives and stands as a gift long after you have finished it.',
    personality:
      'Others first meet you as capable, grounded and quietly impressive. You give an impression of someone who can be trusted with something important.',
    birthday:
      'Being born on this day, a master-number day, adds a gift for large-scale practical work: you can turn ambitious ideas into workable plans.',
    maturity:
      "In the second half of life your master Maturity number Twenty-two brings your life's work together. You may find yourself building, or guiding, something larger than a single life.",
    love: 'In love you are loyal and steady. You need a partner who shares your long view and reminds you to be present today.',
    work: 'At work you shine in leadership, architecture, engineering, international or public work, and any project on a large scale.',
    money:
      'With money you think on a large scale and are at ease with what belongs to many people; the purpose matters more to you than the sums.',
    wellbeing:
      'The weight of responsibility can settle in your body. Regular rest and simple pleasures keep your great engine running.',
    family:
      'In your family you are the planner and the anchor. Being present on an ordinary evening matters as much as any plan.',
    travel:
      'You travel best when a journey has a purpose, a building to see or a project to start, and a few slow days around it.',
    pinnacle:
      'a season of master building, in which your vision can take practical shape on a larger scale than before',
    personalYear:
      'A Personal Year Twenty-two, a master year, carries the steady work of a Four-year with a larger vision. It is a time to build something that lasts and serves others; effort now can have an influence far beyond this year.',
    personalMonth: 'a month for building on a larger scale',
    personalDay: 'a day to lay one brick of something big',
  },
  {
    n: 33,
    title: 'The Master Teacher',
    keywords: ['compassion', 'healing', 'guidance'],
    calling: 'to teach and heal through love, and to serve with an open heart',
    quality: "a healer's generous love",
    manner: 'a gentle wisdom that invites trust',
    lifePath:
      'Thirty-three is a master number, and a Thirty-three path is the road of the master teacher. You are here to uplift others through compassion, healing and example. It carries the loving responsibility of the Six at a higher pitch: a call to care for many, to teach by living what you believe, and to let love be practical.',
    gifts:
      'Your gifts are compassion, wisdom about people and the ability to nurture growth in others. People feel safe with you, and they become more themselves in your presence.',
    shadow:
      "The shadow side of Thirty-three is self-sacrifice: taking on other people's burdens until you are exhausted, and feeling responsible for healing what is not yours to heal.",
    growth:
      'Growth for you means caring for yourself as tenderly as you care for others, teaching by example rather than effort, and letting people walk their own road.',
    expression:
      'As an Expression number, the master number Thirty-three gives you the talent of the teacher and healer. You guide, counsel and nurture, and your work carries a warmth that changes people.',
    soulUrge:
      'Deep down you long to serve through love: to heal, to teach, to help others grow, and to see the world a little kinder because you were in it.',
    personality:
      'Others first meet you as warm, wise and deeply caring. You give an impression of someone to be trusted with a tender story.',
    birthday:
      'Thirty-three cannot be a birthday, yet it can appear through the reduction of your numbers as a call to loving service.',
    maturity:
      'In the second half of life your master Maturity number Thirty-three brings you into the role of elder and guide. Your compassion becomes a form of teaching.',
    love: 'In love you are devoted and nurturing. You need a partner who looks after you with the same tenderness you offer.',
    work: 'At work you shine in teaching, healing, counselling, the arts and any role where care and guidance meet.',
    money: 'With money you give readily, and your generosity is most at ease when it rests on something secure.',
    wellbeing:
      'You carry others easily and forget yourself. Rest, beauty and being cared for are part of your work, not a break from it.',
    family: 'In your family you are the heart and the healer. Let them look after you as well.',
    travel: 'You travel best to places of beauty and peace, where you can receive instead of give.',
    pinnacle: 'a season of loving service, in which caring for others and teaching by example become central',
    personalYear:
      'A Personal Year Thirty-three, a master year, carries the care of a Six-year with a call to heal and teach. Family and community ask for your love; give it wisely, and let it include yourself.',
    personalMonth: 'a month of care, healing and guidance',
    personalDay: 'a day to offer love and guidance',
  },
];

const BY_NUMBER = new Map(MEANINGS.map((m) => [m.n, m]));

export function meaningOf(n: number): NumberMeaning {
  const m = BY_NUMBER.get(n);
  if (!m) throw new RangeError(`no meaning written for ${n}`);
  return m;
}

export const MEANING_NUMBERS: readonly number[] = MEANINGS.map((m) => m.n);

/** Words for numbers in prose ("Life Path Seven"). */
export function numberWord(n: number): string {
  const words: Record<number, string> = {
    0: 'Zero',
    1: 'One',
    2: 'Two',
    3: 'Three',
    4: 'Four',
    5: 'Five',
    6: 'Six',
    7: 'Seven',
    8: 'Eight',
    9: 'Nine',
    10: 'Ten',
    11: 'Eleven',
    22: 'Twenty-two',
    33: 'Thirty-three',
  };
  return words[n] ?? String(n);
}

/**
 * A number's keywords without those that only repeat its title (issue 23: "the Achiever's road of power,
 * achievement and balance" is the Achiever's road of power and balance).
 */
export function keywordsBesideTitle(m: Pick<NumberMeaning, 'title' | 'keywords'>): readonly string[] {
  const stems = m.title
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/(?:er|or|ist|ian)$/, ''))
    .filter((w) => w.length >= 4);
  const kept = m.keywords.filter((k) => !stems.some((s) => k.toLowerCase().startsWith(s)));
  return kept.length > 0 ? kept : m.keywords;
}

/**
 * What a number looks for in a pair, from its own keywords (issue 23: "your 2 looks for structure, loyalty…" gave
 * the Two the Four's words because it was said of the family).
 */
export function seeksOf(m: Pick<NumberMeaning, 'keywords'>): string {
  const [a, b, c] = m.keywords;
  return `${a}, ${b} and ${c}`;
}

/** Numerology's three families: mind (1 5 7), matter (2 4 8), heart (3 6 9). Masters join the family of their digit. */
export type NumberFamily = 'mind' | 'matter' | 'heart';
export function familyOf(n: number): NumberFamily {
  const d = n === 11 ? 2 : n === 22 ? 4 : n === 33 ? 6 : n;
  if (d === 1 || d === 5 || d === 7) return 'mind';
  if (d === 2 || d === 4 || d === 8) return 'matter';
  return 'heart';
}

/** What each family of numbers looks for, in this product's words (pair readings, question answers). */
export const FAMILY_TEXT: Readonly<Record<NumberFamily, { name: string; digits: string; gift: string }>> = {
  mind: { name: 'the independent mind', digits: '1, 5 and 7', gift: 'freedom, ideas and room to think' },
  matter: {
    name: 'the practical world',
    digits: '2, 4 and 8',
    gift: 'structure, loyalty and things built to last',
  },
  heart: { name: 'feeling and care', digits: '3, 6 and 9', gift: 'warmth, expression and generosity' },
};
