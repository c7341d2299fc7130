/** What each sephirah means when it rules one of a person's numbers. Our own wording after reference §6. */
import type { SephirahId } from '../kabbalah';

export interface SephirahText {
  /** A paragraph on the sephirah itself. */
  readonly essence: string;
  /** Completes "In your chart, {name} ___". */
  readonly inYou: string;
  /** A short phrase: "the sephirah of ___". */
  /** Opens with the sephirah's English name ("splendour, thought …"): writers do not put "(Splendour)" before it. */
  readonly short: string;
}

export const SEPHIRAH_TEXT: Readonly<Record<SephirahId, SephirahText>> = {
  kether: {
    short: 'the crown and the first spark of will',
    essence:
      'Kether, the Crown, stands at the very top of the Tree, the first point where the infinite becomes something. Tradition calls it beyond grasp: not a thought or a feeling, but the pure will that comes before both.',
    inYou:
      'lends a quality of origin to your chart: the sense that your life begins from a clear, simple intention, and that when you return to what you truly will, the way opens',
  },
  chokmah: {
    short: 'wisdom and the flash of insight',
    essence:
      'Chokmah, Wisdom, heads the right-hand pillar of kindness. It is the flash of insight, the seed-idea that arrives whole before it has been worked out, full of energy and possibility.',
    inYou:
      'brings the gift of the seed-idea: you often see a thing whole in a moment, and your task is to trust that flash long enough to let it take form',
  },
  binah: {
    short: 'understanding, the mind that gives form',
    essence:
      'Binah, Understanding, heads the left-hand pillar of rigour. Where Chokmah flashes, Binah ponders, shapes and gives form, as a mother gives a body to a child. Its planet is Saturn, the teacher of time and patience.',
    inYou:
      'asks you to understand deeply rather than quickly: to take what you know and give it a shape that can last, with patience as your ally',
  },
  daat: {
    short: 'hidden knowledge, where insight becomes knowing',
    essence:
      "Da'at, Knowledge, is the hidden sephirah, drawn in the gap beneath Chokmah and Binah. It is where wisdom and understanding meet and become inner knowing; some traditions count it in place of the Crown.",
    inYou:
      'marks a master number: insight in you tends to cross the gap between the unseen and the known, and you can bring into words what others only half sense',
  },
  chesed: {
    short: 'lovingkindness and overflowing generosity',
    essence:
      'Chesed, Lovingkindness, also called Gedulah, greatness, is the outpouring of giving on the right-hand pillar. Tradition links it with Abraham, whose tent was open on every side, and with the planet Jupiter.',
    inYou:
      'brings generosity and expansion into your chart: you grow by giving, and life tends to widen around you when your heart is open',
  },
  geburah: {
    short: 'strength, discipline and healthy limits',
    essence:
      'Geburah, Strength, also called Din, judgement, balances Chesed on the left-hand pillar. It is the power of restraint and discernment, the wise "no" that protects what matters. Its planet is Mars, and its patriarch Isaac.',
    inYou:
      'gives your chart courage and discernment: the strength to set limits, to cut away what is not needed, and to stand firm for what is right',
  },
  tiphareth: {
    short: 'beauty, balance and the compassionate heart',
    essence:
      'Tiphareth, Beauty, sits at the heart of the Tree, where giving and restraint meet in balance. It is also called Rachamim, compassion, and linked with Jacob and the Sun: the harmony that makes a whole life beautiful.',
    inYou:
      'places your number at the heart of the Tree: your path runs through balance and compassion, and you bring things into harmony simply by being centred',
  },
  netzach: {
    short: 'victory, endurance and feeling',
    essence:
      'Netzach, Victory or Endurance, stands low on the right-hand pillar. It is the steady drive that keeps going, the force of desire, art and feeling, linked with Moses and with the planet Venus.',
    inYou:
      'brings endurance and feeling into your chart: you win by persisting, and your passions, when you follow them, carry you further than cleverness alone',
  },
  hod: {
    short: 'splendour, thought and acknowledgement',
    essence:
      'Hod, Splendour, balances Netzach on the left-hand pillar. It is the realm of thought, language and form, and of acknowledgement: the grace of yielding and giving thanks. Its planet is Mercury.',
    inYou:
      'brings clarity and language into your chart: you understand by naming things, and gratitude opens doors for you that force could not',
  },
  yesod: {
    short: 'foundation, the channel between worlds',
    essence:
      'Yesod, Foundation, gathers everything above it and channels it down into the world. It is the sephirah of connection, imagination and the bond between people, linked with the Moon.',
    inYou:
      "makes you a channel: you gather the strands of your life and others' into something connected, and your imagination is the bridge between what you dream and what you live",
  },
  malkuth: {
    short: 'the kingdom, where everything becomes real',
    essence:
      'Malkuth, the Kingdom, is the base of the Tree: the world as it is received, the Earth, the place where every higher quality becomes real. It is also linked with the Shekhinah, the divine presence dwelling in the world.',
    inYou:
      'grounds your number in the world itself: your spirituality is practical, and what you build in ordinary life is where the whole Tree comes to rest',
  },
};
