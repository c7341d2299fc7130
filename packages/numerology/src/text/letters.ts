/** Meanings of the 22 Hebrew letters as paths and as Kabbalah name numbers. Our own wording. */
export interface LetterText {
  /** The traditional image behind the letter's name. */
  readonly image: string;
  /** A paragraph: what this letter as your name number says about you. */
  readonly asName: string;
  /** A sentence about its Golden Dawn trump. */
  readonly card: string;
}

export const LETTER_TEXT: Readonly<Record<number, LetterText>> = {
  1: {
    image: 'the ox, strength and the silent breath before speech',
    asName:
      'Aleph is the first letter and makes no sound of its own: it is the breath that carries every other sound. As your name number it speaks of beginnings, of a oneness beneath appearances, and of a spirit that is most powerful when it is simple.',
    card: 'Its card, the Fool, is the soul at the edge of the cliff, trusting the next step: innocence as a form of courage.',
  },
  2: {
    image: 'the house, a dwelling and a shelter',
    asName:
      'Bet is the house, the first letter of the Torah, the container in which creation could begin. As your name number it speaks of making a home for what matters, of blessing, and of the gift of giving things a place to grow.',
    card: 'Its card, the Magician, holds the tools of every element: skill, focus and the power to make an intention real.',
  },
  3: {
    image: 'the camel, the traveller who carries gifts',
    asName:
      'Gimel is the camel that crosses the desert, and in tradition the giver who runs after the poor to help them. As your name number it speaks of generosity in motion, of journeys that carry something to someone, and of kindness that does not wait to be asked.',
    card: 'Its card, the High Priestess, keeps the veil between the known and the unknown: intuition, memory and quiet knowing.',
  },
  4: {
    image: 'the door, the threshold between inside and out',
    asName:
      'Dalet is the door, the one who receives and the threshold to cross. As your name number it speaks of openings: the humility that lets things in, and the courage to step through when a door appears in your life.',
    card: 'Its card, the Empress, is abundance and nurture: a garden in full bloom, creativity that bears fruit.',
  },
  5: {
    image: 'a window, and the breath of the divine name',
    asName:
      'He is a breath, the letter that appears twice in the divine name, and a window through which light passes. As your name number it speaks of inspiration, of expressing what moves in you, and of the lightness that comes when you let spirit through.',
    card: 'Its card, the Emperor, is structure and authority rightly used: the steady hand that builds order.',
  },
  6: {
    image: 'the hook or nail that joins',
    asName:
      'Vav is the hook that joins, and in Hebrew the little word "and" that links one thing to the next. As your name number it speaks of connection: you bring people and ideas together, and your life is a bridge between worlds.',
    card: 'Its card, the Hierophant, is the teacher and the tradition: wisdom handed on from one generation to the next.',
  },
  7: {
    image: 'the sword or sceptre, and the crown of the seventh day',
    asName:
      'Zayin is the sword that cuts and the sceptre that rules, and its value, seven, recalls the Sabbath, the day of rest that crowns the week. As your name number it speaks of discernment and of the strength to choose, balanced by the wisdom to rest.',
    card: 'Its card, the Lovers, is choice made with the heart: union, attraction and the values that guide a decision.',
  },
  8: {
    image: 'the fence, and life itself (chai)',
    asName:
      'Chet begins the word chai, life, and its shape is a gateway or a fence that encloses a living space. As your name number it speaks of vitality and of protecting what is alive in you: your energy grows inside good boundaries.',
    card: 'Its card, the Chariot, is will in motion: opposing forces held together and driven forward.',
  },
  9: {
    image: 'the coiled serpent and the hidden good',
    asName:
      'Tet is the first letter of tov, good, and its shape turns inward like a vessel holding something precious. As your name number it speaks of hidden goodness, of a strength that works from the inside, and of blessings that reveal themselves in time.',
    card: 'Its card, Strength, is the gentle hand that tames the lion: courage made of patience and love.',
  },
  10: {
    image: 'the hand, and the smallest point from which all letters are drawn',
    asName:
      'Yod is the smallest letter, a single point, yet every other letter begins with it. As your name number it speaks of the power of small things: a humble spark, a precise action, a seed that contains the whole tree.',
    card: 'Its card, the Hermit, carries a lamp through the dark: wisdom found in solitude and shared with those who seek it.',
  },
  11: {
    image: 'the open palm, ready to receive and to shape',
    asName:
      'Kaf is the palm of the hand, open to receive and able to shape what it holds. As your name number it speaks of potential becoming actual: you turn what life places in your hands into something crowned with meaning.',
    card: 'Its card, the Wheel of Fortune, turns through every season: cycles, timing and the grace of change.',
  },
  12: {
    image: "the teacher's staff, reaching upward",
    asName:
      'Lamed is the tallest letter, reaching above the line, and its name means to learn and to teach. As your name number it speaks of a lifelong student and teacher, someone whose heart rises towards understanding.',
    card: 'Its card, Justice, holds the scales and the sword: fairness, honesty and the consequences of choice.',
  },
  13: {
    image: 'water, the flowing and the hidden',
    asName:
      'Mem is water, one of the three mother letters, open in its usual form and closed at the end of a word, like a spring above ground and below. As your name number it speaks of depth, feeling and wisdom that flows rather than forces.',
    card: 'Its card, the Hanged Man, sees the world upside down and finds wisdom in surrender: a pause that changes perspective.',
  },
  14: {
    image: 'the fish, life that moves in the deep',
    asName:
      'Nun is the fish, life moving unseen in the water, and in Aramaic it also means to continue and to flourish. As your name number it speaks of faithfulness and renewal: you keep going, and you rise again after every fall.',
    card: 'Its card, Death, is transformation, not an ending to fear: the clearing away that lets new life come.',
  },
  15: {
    image: 'the prop, the circle that supports',
    asName:
      'Samekh is a circle, and its name means to support and to lean upon. As your name number it speaks of trust and of being a support for others; what you hold up, and what holds you, forms an unbroken ring.',
    card: 'Its card, Temperance, blends fire and water: balance, patience and the art of the right measure.',
  },
  16: {
    image: 'the eye, the well of seeing',
    asName:
      'Ayin is the eye, and also a spring. As your name number it speaks of insight and of how you look at things: you can see beneath surfaces, and your vision changes what you see.',
    card: 'Its card, the Devil, shows the chains we could slip off if we chose: a reminder to meet your attachments honestly.',
  },
  17: {
    image: 'the mouth, the power of speech',
    asName:
      'Pe is the mouth, the power of speech that can build or break. As your name number it speaks of your voice: your words carry force, and when you speak your truth with kindness, walls come down.',
    card: 'Its card, the Tower, is the lightning that breaks what was false: sudden clarity that sets you free.',
  },
  18: {
    image: 'the fish-hook, and the righteous one (tzaddik)',
    asName:
      'Tsadi begins the word tzaddik, the righteous one, and its shape is a figure bowed in humility. As your name number it speaks of integrity and of a quiet goodness that draws others towards what is right.',
    card: 'Its card, the Star, pours water under an open sky: hope, healing and a guiding light after the storm.',
  },
  19: {
    image: 'the back of the head, and holiness (kedushah)',
    asName:
      'Qof begins kedushah, holiness, and its long leg reaches below the line. As your name number it speaks of the sacred hidden in the ordinary, and of growth that comes from honest contact with your own depths.',
    card: 'Its card, the Moon, lights a path between two towers: dreams, intuition and the journey through uncertainty.',
  },
  20: {
    image: 'the head, the beginning and the leader',
    asName:
      'Resh is the head, rosh, the beginning and the one who leads. As your name number it speaks of leadership, fresh starts and the choice, always open, to turn your head towards the light.',
    card: 'Its card, the Sun, is joy and clarity: warmth that shines on everyone alike.',
  },
  21: {
    image: 'the tooth and the flame, with three tongues of fire',
    asName:
      'Shin is fire, one of the three mother letters, with three flames rising from one base. As your name number it speaks of passion and transformation: a fire that warms, purifies and changes whatever it touches.',
    card: 'Its card, Judgement, is the call that wakes the sleeper: renewal, a second chance, a rising up.',
  },
  22: {
    image: 'the mark or seal, completion',
    asName:
      'Tav is the last letter, the mark or seal that completes the alphabet. As your name number it speaks of completion and truth (emet ends in Tav): you finish what others begin, and you bring things to their full expression.',
    card: 'Its card, the World, is the dancer within the wreath: wholeness, fulfilment and a journey completed.',
  },
};
