/** The written readings: structure, personalisation, honesty about methods, safety of echoed text. */
import { describe, expect, it } from 'vitest';
import { answerQuestion, writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { CALCULATION_PROFILE } from '../src/profile';

const ASOF = '2026-06-15';
const sarah = { name: 'Sarah Lynn Levy', dateOfBirth: '1977-05-04', bornInMorning: true };
const thomas = { name: 'Thomas Cruise Mapother', dateOfBirth: '1962-07-03', bornInMorning: false };

const headings = (md: string) => md.split('\n').filter((l) => l.startsWith('#'));

describe('simple report', () => {
  it('heads the Birthday with the day born and, where it reduces, the number it becomes', () => {
    const birthday = (dob: string) =>
      headings(writeSimpleReport({ ...sarah, dateOfBirth: dob }, ASOF).markdown).find((h) => h.includes('Birthday'));
    expect(birthday('1977-03-29')).toBe('## Your Birthday: 29 → 11, The Illuminator');
    expect(birthday('1977-03-17')).toBe('## Your Birthday: 17 → 8, The Achiever');
    expect(birthday('1977-03-22')).toBe('## Your Birthday: 22, The Master Builder');
    expect(birthday('1977-03-04')).toBe('## Your Birthday: 4, The Builder');
  });
  const r = writeSimpleReport(sarah, ASOF);
  it('is 500-900 words of Markdown with headings, about this person', () => {
    expect(r.kind).toBe('simple');
    expect(r.wordCount).toBeGreaterThanOrEqual(500);
    expect(r.wordCount).toBeLessThanOrEqual(900);
    expect(headings(r.markdown)[0]).toBe('# A numerology reading for Sarah');
    expect(headings(r.markdown)).toEqual(
      expect.arrayContaining(['## Your Life Path: 6, The Nurturer', '## Your Soul Urge: 3, The Creator']),
    );
    expect(r.markdown).toContain('16 Iyar 5737');
    expect(r.markdown).toContain('Kaf');
  });
  it('stores the profile and exposes highlights and the chart', () => {
    expect(r.profile).toEqual({ id: CALCULATION_PROFILE.id, version: CALCULATION_PROFILE.version });
    expect(r.highlights.map((h) => h.label)).toEqual(
      expect.arrayContaining([
        'Life Path',
        'Expression',
        'Soul Urge',
        'Personality',
        'Birthday',
        'Kabbalah name number',
        'Hebrew birth date',
      ]),
    );
    expect(r.highlights.find((h) => h.label === 'Life Path')?.value).toBe(6);
    expect(r.chart.core.lifePath.value).toBe(6);
  });
  it('mentions the life-path disagreement with both results (6 here, 33 by all digits)', () => {
    expect(r.markdown).toMatch(/33 \(all digits added at once\)/);
    expect(r.markdown).toContain('which gives 6');
  });
});

describe('comprehensive report', () => {
  const r = writeComprehensiveReport(thomas, ASOF);
  it('is at least 2,500 words, organised with headings for every section', () => {
    expect(r.wordCount).toBeGreaterThanOrEqual(2500);
    const h = headings(r.markdown).map((x) => x.replace(/\d+/g, 'N'));
    for (const part of [
      'Life Path',
      'Expression',
      'Soul Urge',
      'Personality',
      'Birthday',
      'Maturity',
      'Hebrew birth date',
      'Hebrew letters',
      'Tree of Life',
      'Karmic',
      'pinnacles and challenges',
      'year, month and day',
      'calculators disagree',
      'calculated',
    ]) {
      expect(h.some((x) => x.includes(part))).toBe(true);
    }
  });
  it('says plainly that an evening birth may fall on the next Hebrew day, with both dates', () => {
    expect(r.markdown).toContain('1 Tammuz 5722');
    expect(r.markdown).toContain('2 Tammuz 5722');
    expect(r.markdown).toMatch(/after that evening's sunset/);
    expect(r.markdown).toContain('we will not guess');
  });
  it('names the karmic debts 19 (life path) and 13 (personality)', () => {
    expect(r.markdown).toMatch(/Life Path passes through 19/);
    expect(r.markdown).toMatch(/Personality passes through 13/);
  });
  it('gives ages for the pinnacles and marks the current one', () => {
    expect(r.markdown).toContain('from age 0 to 35: 1');
    expect(r.markdown).toContain('from age 54 onward: 7, the Seeker');
    expect(r.markdown).toMatch(
      /pinnacle, from age \d+ (to \d+|onward): \d+, the [A-Z][a-z ]+, the season you are in now/,
    );
  });
  it('shows the working of every core number, escaping only the name the reader typed', () => {
    expect(r.markdown).toContain('Thomas: T2 H8 O6 M4 A1 S1 = 22. Cruise: C3 R9 U3 I9 S1 E5 = 30 → 3.');
  });
  it('weaves numbers together rather than listing them: the first name and cross-references recur', () => {
    const mentions = r.markdown.split('Thomas').length - 1;
    expect(mentions).toBeGreaterThanOrEqual(12);
    // Life Path 1 (mind) with Expression 4 (matter): read as a pair, with what to do about the pull.
    expect(r.markdown).toContain(
      'Here the road of the Pioneer and the tools of the Builder pull in different directions, Thomas.',
    );
    expect(r.markdown).toContain('the road brings a first step, the tools something that lasts');
    expect(r.markdown).toMatch(/as the means and keeping .* as the aim/);
  });
});

describe('two people with different numbers get different texts', () => {
  it('shares little prose between Sarah and Thomas', () => {
    const a = writeComprehensiveReport(sarah, ASOF).markdown.split('\n\n');
    const b = new Set(writeComprehensiveReport(thomas, ASOF).markdown.split('\n\n'));
    const shared = a.filter((p) => b.has(p) && p.split(' ').length > 12);
    expect(shared.length / a.length).toBeLessThan(0.1);
  });
});

describe('question answers', () => {
  it('recognises the topic, stays within 250-500 words, and is the same on the same day', () => {
    const a = answerQuestion(sarah, 'Should I take the new job offer?', ASOF);
    const b = answerQuestion(sarah, 'Should I take the new job offer?', ASOF);
    expect(a.topic).toBe('work');
    expect(a.question?.form).toBe('yes-no');
    expect(a.question?.leaning).toBeDefined();
    expect(a.wordCount).toBeGreaterThanOrEqual(250);
    expect(a.wordCount).toBeLessThanOrEqual(500);
    expect(a.markdown).toBe(b.markdown);
    expect(a.markdown).toContain('Personal Day 22');
  });
  it("uses the day's numbers: another day can give another answer", () => {
    const days = ['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18'].map(
      (d) => answerQuestion(sarah, 'Will my business grow?', d).markdown,
    );
    expect(new Set(days).size).toBeGreaterThan(1);
  });
  it('gives health and money questions no leaning, only what numerology cannot do and who can help', () => {
    const health = answerQuestion(sarah, 'Will my back pain get better?', ASOF);
    expect(health.question).toMatchObject({ safety: 'health' });
    expect(health.question?.leaning).toBeUndefined();
    expect(health.markdown).toMatch(/talk to a doctor/);
    const money = answerQuestion(sarah, 'Should I invest my savings in stocks?', ASOF);
    expect(money.question).toMatchObject({ safety: 'investment' });
    expect(money.markdown).toMatch(/licensed, independent financial adviser/);
  });
  it("answers timing questions with months and days from the person's own cycles", () => {
    const r = answerQuestion(sarah, 'When will I meet my soulmate?', ASOF);
    expect(r.topic).toBe('love');
    expect(r.markdown).toMatch(/Personal Month \d+\)/);
  });
});

describe('user text never adds structure', () => {
  const evil = {
    name: '# Eve <img src=x onerror=alert(1)> [click](http://x.y) *bold* `code`',
    dateOfBirth: '1990-01-01',
    bornInMorning: false,
  };
  it('escapes the name everywhere it is echoed', () => {
    const r = writeComprehensiveReport(evil, ASOF);
    expect(r.markdown).not.toMatch(/(^|[^\\])<img/);
    expect(r.markdown).not.toContain('[click](');
    expect(r.markdown).not.toMatch(/^# Eve/m);
    expect(r.markdown).toContain('\\<img');
    // Every heading line is one the writer made.
    for (const h of headings(r.markdown)) expect(h).toMatch(/^#{1,2} [A-Z]/);
  });
  it('escapes the question, including line breaks that would start new blocks', () => {
    const r = answerQuestion(sarah, 'Will it work?\n\n## Injected\n<script>x</script>', ASOF);
    expect(r.markdown).not.toContain('\n## Injected');
    expect(r.markdown).not.toMatch(/(^|[^\\])<script/);
    // Mid-line "##" starts nothing, so it stays as typed; the tags are escaped (ADR 0612).
    expect(r.markdown).toContain('> Will it work? ## Injected \\<script\\>x\\</script\\>');
  });
});
