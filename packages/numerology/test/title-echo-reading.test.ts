/**
 * No title said twice where a reader hears both (issue 23, ADR 0962): ADR 0932's check read neighbouring sentences
 * inside one paragraph; this one reads sentences one or two apart anywhere in a section of the free and the
 * comprehensive report, across paragraph breaks ("Your inner wish (the Seeker) and your outward manner (the Pioneer)
 * are cousins … Where it matters most, the Seeker in you outweighs the Pioneer. … and the Pioneer leads"). Compatibility
 * readings pass it too (ADR 0995): two people who share one number in two places were told its title twice ("You share
 * the Expression 8, the Achiever … Both of you carry the Soul Urge 8, the Achiever").
 */
import { describe, expect, it } from 'vitest';
import { writeCompatibilityReading } from '../src/compatibility';
import { computeChart } from '../src/index';
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

  it('over 600 generated people (150 under 18), free, comprehensive and compatibility readings have none', () => {
    const people = generatedPeople(450, 962);
    const teens = people.slice(0, 150).map((p, i) => ({ ...p, dateOfBirth: `201${i % 3}-0${1 + (i % 9)}-1${i % 9}` }));
    const all = [...people, ...teens];
    const found = all.flatMap((p, i) =>
      [
        writeSimpleReport(p, ON),
        writeComprehensiveReport(p, ON),
        writeCompatibilityReading(p, all[(i * 7 + 3) % all.length] ?? p, ON),
      ].flatMap((r) => titleEchoesInReading(r.markdown, TITLES).map((e) => `${p.name} (${r.kind}) ${e}`)),
    );
    expect(found.slice(0, 3)).toEqual([]);
  }, 180_000);

  it('a pair who share one number in two places hears its title once (every such pair of 600 people)', () => {
    const people = generatedPeople(600, 993);
    const core = people.map((p) => {
      const c = computeChart(p, ON).core;
      return [c.lifePath.value, c.expression.value, c.soulUrge.value];
    });
    const found: string[] = [];
    let pairs = 0;
    for (let i = 0; i < people.length; i++)
      for (let j = i + 1; j < people.length; j++) {
        const [a = [], b = []] = [core[i], core[j]];
        const shared = [0, 1, 2].filter((k) => a[k] === b[k]).map((k) => a[k]);
        if (new Set(shared).size === shared.length) continue;
        pairs++;
        const [p, q] = [people[i], people[j]];
        if (!p || !q) continue;
        const md = writeCompatibilityReading(p, q, ON).markdown;
        found.push(...titleEchoesInReading(md, TITLES).map((e) => `${p.name} & ${q.name}: ${e}`));
      }
    expect(pairs).toBeGreaterThan(400);
    expect(found.slice(0, 3)).toEqual([]);
  }, 60_000);
});
