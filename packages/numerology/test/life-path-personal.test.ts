/**
 * The Life Path essay, its sephirah and the challenges said of the reader's own chart (issue 23: everyone with one
 * Life Path read the same paragraphs, and every challenge of one number the same sentence). Each personal sentence is
 * checked against the chart it was written from: the date's parts add up to the Life Path, each challenge is the gap
 * between the two numbers it names, the numbers said to stand across the Tree do, and the shadow's and the growth's
 * sentences name the reader's own numbers and letters.
 */
import { describe, expect, it } from 'vitest';
import type { CoreKey } from '../src/core';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { generatedPeople } from './support/figures';

const ON = '2026-11-28';
/** The month's English name, from Intl rather than the engine's own table. */
const monthOf = (mo: number) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2001, mo - 1, 1));
const LEFT = ['Binah', 'Geburah', 'Hod'];
const RIGHT = ['Chokmah', 'Chesed', 'Netzach'];
const LABEL: Readonly<Record<string, CoreKey>> = {
  Expression: 'expression',
  'Soul Urge': 'soulUrge',
  Personality: 'personality',
  Birthday: 'birthday',
  Maturity: 'maturity',
};

const people = [...generatedPeople(150, 23), { name: 'Maria Lopez', dateOfBirth: '1985-03-14', bornInMorning: false }];

describe('the Life Path said of the reader', () => {
  it('names the three parts of the birth date, and they add up to the Life Path, in both reports', () => {
    for (const p of people) {
      const [y, mo, d] = p.dateOfBirth.split('-').map(Number) as [number, number, number];
      for (const r of [writeComprehensiveReport(p, ON), writeSimpleReport(p, ON)]) {
        const m =
          /the (\d+) of (\w+), the (\d+) of the (\d+)(?:st|nd|rd|th) and the (\d+) of (\d{4})/.exec(r.markdown) ??
          /adds (\d+) \((\w+)\), (\d+) \(the (\d+)(?:st|nd|rd|th)\) and (\d+) \((\d{4})\)/.exec(r.markdown);
        expect(m, `${p.name} ${p.dateOfBirth}`).not.toBeNull();
        const [, a, month, b, day, c, year] = m ?? [];
        expect(month).toBe(monthOf(mo));
        expect(Number(day)).toBe(d);
        expect(Number(year)).toBe(y);
        expect(Number(a) + Number(b) + Number(c), `${p.dateOfBirth}`).toBe(r.chart.core.lifePath.total);
      }
    }
  });

  it('gives every challenge said for the first time the two numbers it is the gap between', () => {
    let said = 0;
    for (const p of people) {
      const r = writeComprehensiveReport(p, ON);
      for (const m of r.markdown.matchAll(
        /Its challenge, (\d), from (?:your birth (?:month|day)'s (\d) and (?:day|year)'s (\d)|[A-Z][a-z]+'s (\d) and \d{4}'s (\d)|your first two challenges, (\d) and (\d)), /g,
      )) {
        const [a, b] = m.slice(2).filter((x) => x !== undefined);
        const c = m[1];
        const gap = Math.abs(Number(a) - Number(b));
        expect(gap, m[0]).toBe(Number(c));
        said += 1;
      }
      // Every challenge number the cycles section says comes with its parts the first time.
      const firsts = new Set(r.chart.pinnacles.challenges.map((ch) => ch.number.value));
      const named = new Set([...r.markdown.matchAll(/Its challenge, (\d), from /g)].map((x) => Number(x[1])));
      expect(named, p.name).toEqual(firsts);
    }
    expect(said).toBeGreaterThan(people.length * 2);
  });

  it('says which of the reader’s numbers stand across the Tree from the Life Path, and they do', () => {
    let across = 0;
    for (const p of people) {
      const r = writeComprehensiveReport(p, ON);
      const m = /Across the Tree, on the (left|right)-hand pillar of [\w ]+, stands? ([^.]+?), so your chart/.exec(
        r.markdown,
      );
      if (!m) continue;
      across += 1;
      const pillar = m[1] === 'left' ? LEFT : RIGHT;
      for (const [, label, seph] of (m[2] ?? '').matchAll(
        /your (Expression|Soul Urge|Personality|Birthday|Maturity) in (\w+)/g,
      )) {
        expect(pillar, m[0]).toContain(seph);
        expect(r.chart.sephirot[LABEL[label ?? ''] as CoreKey].name).toBe(seph);
      }
    }
    expect(across).toBeGreaterThan(20);
  });

  it('says the road at the reader’s age, and to a reader past working age never what lies ahead', () => {
    const young = writeComprehensiveReport({ name: 'Maya Okafor', dateOfBirth: '2011-08-03', bornInMorning: true }, ON);
    expect(young.markdown).toContain('At 15 you stand near the start of this road: life asks you');
    const old = writeComprehensiveReport(
      { name: 'Margaret Ellen Doyle', dateOfBirth: '1946-09-21', bornInMorning: false },
      ON,
    );
    expect(old.markdown).toContain('At 80 you can look back along much of this road: life rarely stays still');
    for (const p of people) {
      const r = writeComprehensiveReport(p, ON);
      const at = /At (\d+) you [^.:]*this road/.exec(r.markdown);
      if (!at) continue;
      expect(Number(at[1]), p.dateOfBirth).toBe(r.chart.pinnacles.age);
      if (r.chart.pinnacles.age >= 68) expect(at[0]).not.toMatch(/ahead/);
    }
  });

  it('reads the shadow and the growth against two readers of one Life Path differently, each from their own chart', () => {
    // Both Life Path 4; Maria's Expression Eight shares the Four's drive to work, Lucy's numbers do not.
    const maria = writeComprehensiveReport(
      { name: 'Maria Lopez', dateOfBirth: '1985-03-14', bornInMorning: false },
      ON,
    );
    const lucy = writeComprehensiveReport({ name: 'Lucy Hart', dateOfBirth: '1993-08-19', bornInMorning: false }, ON);
    expect(maria.chart.core.lifePath.value).toBe(4);
    expect(lucy.chart.core.lifePath.value).toBe(4);
    expect(maria.markdown).toContain('Your Expression Eight, with its drive to achieve, can deepen that shadow');
    const section = (md: string) => md.split('## Your Life Path')[1]?.split('\n## ')[0] ?? '';
    const shared = (a: string, b: string) => {
      const bs = new Set(b.split(/(?<=\.) /));
      return a.split(/(?<=\.) /).filter((s) => bs.has(s) && s.length > 40);
    };
    expect(section(lucy.markdown)).toContain('None of your other core numbers shares that shadow');
    expect(section(maria.markdown)).toMatch(/of your name (?:is|are) worth \d|your name has no letter worth \d/i);
    // Only the road's two general sentences and the growth's are left in common (four before: the shadow too).
    expect(shared(section(maria.markdown), section(lucy.markdown)).length).toBeLessThanOrEqual(3);
  });
});
