/**
 * No title said twice where a reader hears both (issue 23, ADR 0962): ADR 0932's check read neighbouring sentences
 * inside one paragraph; this one reads sentences one or two apart anywhere in a section of the free and the
 * comprehensive report, across paragraph breaks ("Your inner wish (the Seeker) and your outward manner (the Pioneer)
 * are cousins … Where it matters most, the Seeker in you outweighs the Pioneer. … and the Pioneer leads").
 */
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { MEANING_NUMBERS, meaningOf } from '../src/text/numbers';
import { titleEchoesInReading } from './support/circular';
import { generatedPeople } from './support/figures';

const ON = '2026-11-28';
const TITLES = MEANING_NUMBERS.map((n) => meaningOf(n).title.replace(/^The /, ''));

describe('no title said twice in sentences one or two apart, across paragraphs', () => {
  it('the check finds echoes across a paragraph break and two sentences apart, and skips bold labels', () => {
    const across = '## S\n\nYour inner wish (the Seeker) is deep.\n\nWhere it matters most, the Seeker leads.';
    expect(titleEchoesInReading(across, TITLES)).toHaveLength(1);
    const apart = '## S\n\nThe Seeker thinks. You rest. The Seeker waits.';
    expect(titleEchoesInReading(apart, TITLES)).toHaveLength(1);
    const far = '## S\n\nThe Seeker thinks. You rest. You walk. The Seeker waits.';
    expect(titleEchoesInReading(far, TITLES)).toEqual([]);
    const sections = '## S\n\nThe Seeker thinks.\n\n## T\n\nThe Seeker waits.';
    expect(titleEchoesInReading(sections, TITLES)).toEqual([]);
    const label = '## S\n\nWith the Creator road, it runs long.\n\n**First pinnacle: 3, the Creator.** A season.';
    expect(titleEchoesInReading(label, TITLES)).toEqual([]);
  });

  it('over 600 generated people (150 under 18), free and comprehensive reports have none', () => {
    const people = generatedPeople(450, 962);
    const teens = people.slice(0, 150).map((p, i) => ({ ...p, dateOfBirth: `201${i % 3}-0${1 + (i % 9)}-1${i % 9}` }));
    const found = [...people, ...teens].flatMap((p) =>
      [writeSimpleReport(p, ON), writeComprehensiveReport(p, ON)].flatMap((r) =>
        titleEchoesInReading(r.markdown, TITLES).map((e) => `${p.name} (${r.kind}) ${e}`),
      ),
    );
    expect(found.slice(0, 3)).toEqual([]);
  }, 180_000);
});
