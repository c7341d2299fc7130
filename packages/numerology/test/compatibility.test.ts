/** The compatibility reading: pair numbers, relationship number, meet/rub, working, determinism. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairOf } from '../src/compatibility';
import { computeChart, NumerologyInputError, writeCompatibilityReading } from '../src/index';

const ON = '2026-06-15';
const sarah = { name: 'Sarah Lynn Levy', dateOfBirth: '1977-05-04', bornInMorning: true };
const tom = { name: 'Thomas Cruise Mapother', dateOfBirth: '1962-07-03', bornInMorning: false };

const digitSumTo = (n: number): number => {
  let v = n;
  while (v > 9 && v !== 11 && v !== 22 && v !== 33)
    v = String(v)
      .split('')
      .reduce((a, d) => a + Number(d), 0);
  return v;
};

describe('compatibility reading', () => {
  it('reads the reference people (TV-2, TV-3): life paths 1 and 6, relationship number 7', () => {
    const r = writeCompatibilityReading(sarah, tom, ON);
    const c = r.compatibility;
    expect(c.pairs.map((p) => [p.key, p.a, p.b])).toEqual([
      ['lifePath', 6, 1],
      ['expression', 5, 4],
      ['soulUrge', 3, 9],
    ]);
    expect(c.relationship.value).toBe(7);
    expect(c.relationship.steps[0]).toBe('Add the two Life Paths: 6 + 1 = 7.');
    expect(c.pairs.map((p) => p.relation)).toEqual(['rub', 'rub', 'meet']);
    expect(r.title).toBe('A compatibility reading for Sarah and Thomas');
    expect(r.markdown).toMatch(/## Your relationship number: 7/);
    expect(r.markdown).toMatch(/## Where you meet\n\n\*\*Soul Urge\*\*/);
    expect(r.markdown).toMatch(/## Where you rub\n\n\*\*Life Path\*\*/);
    // The working of both people, in plain numbers.
    expect(r.markdown).toContain('Add them: 5 + 4 + 6 = 15.');
    expect(r.markdown).toContain("this product's own convention");
    expect(r.markdown).toContain('Western (Pythagorean) numerology');
    expect(r.highlights[0]).toMatchObject({ label: 'Relationship number', value: 7 });
  });

  it('is deterministic, and about the pair in order', () => {
    expect(writeCompatibilityReading(sarah, tom, ON).markdown).toBe(writeCompatibilityReading(sarah, tom, ON).markdown);
    const swapped = writeCompatibilityReading(tom, sarah, ON);
    expect(swapped.title).toBe('A compatibility reading for Thomas and Sarah');
    expect(swapped.compatibility.relationship.value).toBe(7);
  });

  it('property: the relationship number is the reduced sum of both life paths; meet/rub follows the families', () => {
    const name = fc
      .array(fc.stringMatching(/^[A-Z][a-z]{1,8}$/), { minLength: 1, maxLength: 3 })
      .map((w) => w.join(' '));
    const date = fc
      .integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2026, 5, 15) })
      .map((t) => new Date(t).toISOString().slice(0, 10));
    const who = fc.record({ name, dateOfBirth: date, bornInMorning: fc.boolean() });
    fc.assert(
      fc.property(who, who, (a, b) => {
        const r = writeCompatibilityReading(a, b, ON);
        const la = computeChart(a, ON).core.lifePath.value;
        const lb = computeChart(b, ON).core.lifePath.value;
        expect(r.compatibility.relationship.value).toBe(digitSumTo(la + lb));
        for (const p of r.compatibility.pairs) {
          expect(p.relation === 'rub').toBe(p.familyA !== p.familyB);
          expect(r.markdown).toContain(`**${p.label}**`);
        }
        // Headings only where the writer puts them: a name never adds one.
        const headings = r.markdown.split('\n').filter((line) => /^\s{0,3}#/.test(line));
        expect(headings.map((h) => h.split(' ')[0])).toEqual(['#', '##', '##', '##', '##', '##', '##']);
      }),
      { numRuns: 120, seed: 3 },
    );
  });

  it('masters join the family of their digit', () => {
    expect(pairOf('lifePath', 11, 2).relation).toBe('meet');
    expect(pairOf('lifePath', 22, 8).relation).toBe('meet');
    expect(pairOf('lifePath', 33, 7).relation).toBe('rub');
    expect(pairOf('soulUrge', 5, 5).relation).toBe('same');
  });

  it('names the second person’s field when their input is wrong', () => {
    const fieldOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        if (e instanceof NumerologyInputError) return [e.field, e.message];
        throw e;
      }
      return undefined;
    };
    expect(fieldOf(() => writeCompatibilityReading(sarah, { ...tom, name: '123' }, ON))).toEqual([
      'partnerName',
      expect.stringMatching(/^Second person: /),
    ]);
    expect(fieldOf(() => writeCompatibilityReading(sarah, { ...tom, dateOfBirth: '2030-01-01' }, ON))?.[0]).toBe(
      'partnerDateOfBirth',
    );
    expect(fieldOf(() => writeCompatibilityReading({ ...sarah, name: '' }, tom, ON))?.[0]).toBe('name');
  });

  it('says how either name was read (titles, other scripts)', () => {
    const r = writeCompatibilityReading({ ...sarah, name: 'Dr. Sarah Levy' }, { ...tom, name: 'Yuki 山田' }, ON);
    expect(r.markdown).toMatch(/Dr is left out of the numbers/);
    expect(r.markdown).toMatch(/山田, in .* was not counted: .* so Yuki's name numbers come from Yuki alone/);
  });
});
