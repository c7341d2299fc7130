/**
 * No title said twice in neighbouring sentences (issue 23, ADR 0932): "Your Life Path, 13/4, is the Builder's road of
 * structure, order and steadiness … A Four path is the road of the builder." The check reads each paragraph of the
 * prose (not the working) sentence by sentence, over generated free, comprehensive and compatibility readings for
 * adults and readers under 18.
 */
import { describe, expect, it } from 'vitest';
import { writeCompatibilityReading } from '../src/compatibility';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { MEANING_NUMBERS, meaningOf } from '../src/text/numbers';
import { titleEchoes } from './support/circular';
import { generatedPeople } from './support/figures';
import { sentencesOf } from './support/sentences';

const ON = '2026-11-27';
const TITLES = MEANING_NUMBERS.map((n) => meaningOf(n).title.replace(/^The /, ''));
const WORKING = /\n## (?:How (?:your|these) numbers were calculated|Where calculators disagree)/;

/** Every echo in a reading's prose, paragraph by paragraph. */
function echoes(markdown: string): string[] {
  const prose = markdown.split(WORKING)[0] ?? '';
  return prose.split('\n\n').flatMap((p) => titleEchoes(sentencesOf(p), TITLES));
}

describe('no title said twice in neighbouring sentences', () => {
  it('the check finds the echo the issue quoted, and lets other words be', () => {
    expect(
      titleEchoes(
        [
          "Your Life Path, 13/4, is the Builder's road of structure, order and steadiness.",
          'A Four path is the road of the builder.',
        ],
        TITLES,
      ),
    ).not.toEqual([]);
    // The Master Builder is not the Builder; a seeker of good deeds is nobody's title.
    expect(titleEchoes(['Here the Master Builder colours it.', 'Then the Builder rests.'], TITLES)).toEqual([]);
    expect(titleEchoes(['one born on it will be a seeker.', 'a seeker of good deeds.'], TITLES)).toEqual([]);
  });

  it('over 500 generated people (100 under 18), free, comprehensive and compatibility readings have none', () => {
    const people = generatedPeople(400, 77);
    const teens = people.slice(0, 100).map((p, i) => ({ ...p, dateOfBirth: `201${i % 3}-0${1 + (i % 9)}-1${i % 9}` }));
    const all = [...people, ...teens];
    const found = all.flatMap((p, i) =>
      [
        writeSimpleReport(p, ON),
        writeComprehensiveReport(p, ON),
        writeCompatibilityReading(p, all[(i * 7 + 3) % all.length] ?? p, ON),
      ].flatMap((r) => echoes(r.markdown).map((e) => `${p.name} (${r.kind}) ${e}`)),
    );
    expect(found.slice(0, 3)).toEqual([]);
  }, 120_000);
});
