/**
 * The warning signs crisis services teach, in families (ADR 0996): talk of being gone, affairs put in order, a
 * goodbye, a mind made up, means or a place, and a day asked for. The crisis listener reads which families a
 * question shows and which two appear together: one sign alone is common in ordinary questions (a leaving do on
 * Friday, a will written as admin), two together seldom are. Read on `screenedText` (lower case, pills folded to
 * "medication"). Pure data.
 */
const FAMILIES: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  [
    'gone',
    /\b(be gone|b gone|not be here|not be around|never wake|not wake up|sleep forever|meet my maker|cross(ing)? over|go home to (god|jesus|heaven)|up there|(join|be with|link) (him|her|them|my \w+)|for good|for gud|one way trip|don'?t come back|not coming back|stop (existing|everything|breathing|living)|end it|remove the problem|better off without me|a burden|burden to|nah feel fi live|not continue|not continuing|the end of me)\b/,
  ],
  [
    'order',
    /\b((sorted|sort|sorting|wrote|written|made|updated|done) (out )?(the |my )?will|(rehom\w*|gave|give|giving|given) (away )?(my |the )?(cat|dog|pets?|plants|things|stuff|medals|belongings|guitar|books)|affairs in order|passwords|insurance (is |are )?(paid|sorted))\b/,
  ],
  [
    'goodbye',
    /\b((say|said|saying) (bye|goodbye)|goodbye to (every|all)|bye (2|to) (every|evry)|by the time you read this|(write|writing|wrote|leave|left|leaving|started) (a |the )?(note|letter)|last (message|post|text|words))\b/,
  ],
  [
    'decided',
    /\b(decided|made up my mind|mind is made up|calm since|at peace with (it|this)|ready to go|brave enough|finally do it|on my own terms|no way out|only way out|im done|i'?m done|i am done|done with (it all|everything|life))\b/,
  ],
  [
    'means',
    /\b(medication|bottles?|cabinet|tracks|bridge|rooftop|ledge|cliff|tall building|height of|the sea|the river|rope|overdose|blade)\b/,
  ],
  [
    'day',
    /\b((good|best|right|peaceful|gud) (day|time|date)|which day|what day|a date now|pick the (right )?day|the one\b|tonight|today|(when|wen|whn) (should|do|can|mi fi|is best|is gud)|when will the door)\b/,
  ],
];

/** The families the text shows, and each pair of them: `@gone`, `@day`, `@day+gone`. */
export function warningSigns(screened: string): string[] {
  const present = FAMILIES.filter(([, pattern]) => pattern.test(screened)).map(([name]) => name);
  const pairs = present.flatMap((a, i) => present.slice(i + 1).map((b) => `@${[a, b].sort().join('+')}`));
  return [...present.map((name) => `@${name}`), ...pairs];
}
