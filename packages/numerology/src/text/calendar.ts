/** Hebrew months (Sefer Yetzirah letter, sign, faculty) and weekdays of birth (Shabbat 156a). Our own wording. */
export const MONTH_TEXT: Readonly<Record<string, string>> = {
  Nisan:
    "Nisan is the month of the Exodus and of spring, the first month of the year counted from redemption. Its faculty of speech suits a soul born to give voice to what is new, and its sign, Aries, adds the ram's eagerness to begin.",
  Iyar: 'Iyar is the month of quiet healing between the freedom of Nisan and the revelation of Sivan, counted day by day towards a goal. Its faculty of thought marks a mind that grows by reflection, and Taurus, its sign, brings patience and a love of what is real.',
  Sivan:
    'Sivan is the month in which the Torah was given, the meeting of heaven and earth. Its faculty of movement speaks of a life that learns by going, and Gemini, the twins, adds curiosity and a gift for dialogue.',
  Tammuz:
    'Tammuz is the month of the long summer light, and also of old sorrows turned towards repair. Its faculty of sight asks you to see clearly and kindly, and Cancer adds a deep feeling for home and belonging.',
  Av: 'Av holds the saddest day of the Hebrew year and, soon after, one of its happiest, the fifteenth of Av, a festival of love. Its faculty of hearing speaks of a soul that listens, and Leo adds a generous, warm-hearted courage.',
  Elul: 'Elul is the month of return before the new year, when tradition says the King is in the field, close and approachable. Its faculty of action makes you someone who shows love by doing, and Virgo adds care, precision and a wish to make things whole.',
  Tishrei:
    'Tishrei opens the Hebrew year, with the High Holy Days and the joy of Sukkot. Its faculty is union, the meeting of what belongs together, and Libra, the scales, adds a longing for balance and fairness.',
  Cheshvan:
    'Cheshvan is the quiet month after the festivals, when ordinary life resumes and the rains begin. Its faculty of smell, the subtlest sense, speaks of intuition, and Scorpio adds depth, intensity and the power to transform.',
  Kislev:
    "Kislev is the month of Chanukah, of small lights kindled in the longest nights. Its faculty of sleep and dreams speaks of a soul that receives in stillness, and Sagittarius adds optimism and the archer's aim at a far goal.",
  Tevet:
    "Tevet is the heart of winter, a month of endurance. Its faculty, anger, is read in tradition as passion that can be turned to good; and Capricorn adds the mountain goat's patience and steady climb.",
  Shevat:
    "Shevat holds the new year of the trees, when sap begins to rise while the ground is still cold. Its faculty of taste speaks of discernment and of enjoying life's gifts, and Aquarius adds a fresh, forward-looking spirit.",
  Adar: 'Adar is the month of Purim, of hidden blessings revealed and sorrow turned to joy; tradition says that when Adar begins, joy increases. Its faculty of laughter speaks of a light heart, and Pisces adds compassion and imagination.',
};

export interface WeekdayText {
  /** What was created on this day, after Genesis 1 (the reason the Talmud gives). */
  readonly creation: string;
  /**
   * What the list in R. Yehoshua ben Levi's notebook (Shabbat 156a) says of a birth on this weekday, completing
   * "Of Monday it says that ___": the Talmud's own reason, in our words. Honest and kind (ADR 0851): where the
   * Aramaic is blunt the reading gives the word, with its meaning in plain words, and says it is blunt ("ragzan",
   * "zanai") instead of the harshest English ("bad-tempered", "unchaste"). Only the reader's own day is said; no
   * other day's line is quoted.
   */
  readonly talmud: string;
  /**
   * The same, told to a reader past working age (68 or more; ADR 0850): of character as it is now, in the present
   * tense, not of a future (issue 23: an 80-year-old was told she "will be wealthy"). Plain words only: no Aramaic
   * word in brackets the reader is not told about (Tuesday's "zanai" is left out). Tuesday's wealth and Saturday's
   * "will die on the Sabbath" are left out; the rest of each day's line, and Rava bar Rav Shila's gloss, are kept.
   */
  readonly talmudOld: string;
  /**
   * The same, told to a reader under 18 (ADR 0613): the day's line in words for a teen, of character and growing
   * up. Tuesday's wealth and desire and Saturday's death are left out; what is kept is the Talmud's own reason.
   */
  readonly talmudYoung: string;
  /** The planet's quality (the Hermetic day ruler, not the Talmud). */
  readonly planet: string;
}

export const WEEKDAY_TEXT: Readonly<Record<string, WeekdayText>> = {
  Sunday: {
    creation: 'On the first day light and darkness were created',
    talmud:
      'one born on it will be a person "without one thing". The Gemara weighs whether that means without a single virtue or without a single vice, and settles on a person of one piece, wholly good or wholly bad, because light and darkness were both made that day',
    talmudOld:
      'one born on it is a person "without one thing". The Gemara weighs whether that means without a single virtue or without a single vice, and settles on a person of one piece, because light and darkness were both made that day',
    talmudYoung:
      'one born on it grows into a person "without one thing", all of one piece rather than torn two ways, because light and darkness were both made that day',
    planet: 'The Sun, its ruler, shines with vitality, warmth and a wish to be seen',
  },
  Monday: {
    creation: 'On the second day the waters above were divided from the waters below',
    talmud:
      'one born on it will be quick to anger (the Aramaic word is ragzan), because the waters were divided on that day',
    talmudOld:
      'one born on it is quick to anger (the Aramaic word is ragzan), because the waters were divided on that day',
    talmudYoung:
      'one born on it has feelings that rise quickly (the Aramaic word is ragzan, quick to anger), because the waters were divided on that day',
    planet: 'The Moon, its ruler, brings sensitivity, memory and the ebb and flow of moods',
  },
  Tuesday: {
    creation: 'On the third day the trees and plants were created',
    talmud:
      'one born on it will be wealthy and passionate in love (the Aramaic word, zanai, is blunter), because plants were created that day, and they multiply quickly and grow into one another',
    talmudOld:
      'one born on it is full of life and of strong desires, because plants were created that day, and they spread quickly and grow into one another',
    talmudYoung:
      'one born on it grows fast and reaches out to others, because plants were created that day, and they spread quickly and grow into one another',
    planet: 'Mars, its ruler, brings energy, courage and a readiness to act',
  },
  Wednesday: {
    creation: 'On the fourth day the sun, moon and stars were set in the sky',
    talmud:
      'one born on it will be wise and of bright, retentive memory, because the luminaries were hung in the sky that day',
    talmudOld:
      'one born on it is wise and of bright, retentive memory, because the luminaries were hung in the sky that day',
    talmudYoung:
      'one born on it has a bright mind and a memory that keeps what it learns, because the sun, moon and stars were hung in the sky that day',
    planet: 'Mercury, its ruler, brings quick thought, words and skill in exchange',
  },
  Thursday: {
    creation: 'On the fifth day the fish and birds were created',
    talmud:
      'one born on it will practise kindness, because the fish and birds were created that day, and they live on the lovingkindness that feeds them',
    talmudOld:
      'one born on it is given to practise kindness, because the fish and birds were created that day, and they live on the lovingkindness that feeds them',
    talmudYoung:
      'one born on it learns early to practise kindness, because the fish and birds were created that day, and they live on the kindness that feeds them',
    planet: 'Jupiter, its ruler, brings generosity, growth and good faith',
  },
  Friday: {
    creation: 'On the sixth day humankind was created, and the world was made ready for the Sabbath',
    talmud:
      'one born on it will be a seeker. Rav Nachman bar Yitzchak adds: a seeker of good deeds, as on the eve of the Sabbath one seeks out everything the day needs',
    talmudOld:
      'one born on it is a seeker, and Rav Nachman bar Yitzchak says of what: of good deeds, as on the eve of the Sabbath one seeks out everything the day needs',
    talmudYoung:
      'one born on it is a seeker, and Rav Nachman bar Yitzchak says of what: of good deeds, as on the eve of the Sabbath everyone looks for what the day will need',
    planet: 'Venus, its ruler, brings love, beauty and the wish for harmony',
  },
  Saturday: {
    creation: 'On the seventh day, the Sabbath, creation rested',
    talmud:
      'one born on it will die on the Sabbath, because the Sabbath was set aside for the needs of the birth. Rava bar Rav Shila adds that such a person will be called great and holy',
    talmudOld: 'one born on it is called great and holy, in the words Rava bar Rav Shila adds to the list',
    talmudYoung:
      'one born on it will be called great and holy, in the words Rava bar Rav Shila adds to the list, because the Sabbath itself was made holy',
    planet: 'Saturn, its ruler, brings depth, patience and a long view of time',
  },
};
