import { describe, expect, it } from 'vitest';
import { dailyNumbers, greetingName } from '../src/daily';
import { NumerologyInputError } from '../src/errors';

describe('dailyNumbers', () => {
  it('gives the reference Personal Year, Month and Day (TV-1, born 3 July 1962, on 15 June 2026)', () => {
    const d = dailyNumbers('1962-07-03', '2026-06-15');
    expect([d.year.value, d.month.value, d.day.value]).toEqual([11, 8, 5]);
    expect(d.year.working[0]).toBe('Birth month 7 + birth day 3 + calendar year 2026 → 10 → 1 = 11.');
    expect(d.month.working.join(' ')).toContain('Personal Year 11 + calendar month 6 (June) = 17.');
    expect(d.day.working.join(' ')).toContain('Reduce: 23 → 5.');
  });

  it('writes "an Eight day" and "an Eleven day", never "a Eight"', () => {
    const texts = new Set<string>();
    for (let day = 1; day <= 28; day++) {
      const on = `2026-06-${String(day).padStart(2, '0')}`;
      texts.add(dailyNumbers('1962-07-03', on).day.text);
    }
    const all = [...texts].join('\n');
    expect(all).toMatch(/is an Eight day/);
    expect(all).toMatch(/is an Eleven day/);
    expect(all).not.toMatch(/\ba (Eight|Eleven)\b/);
  });

  it('keeps a master Personal Day (TV-3, born 4 May 1977, on 15 June 2026)', () => {
    const d = dailyNumbers('1977-05-04', '2026-06-15');
    expect([d.year.value, d.month.value, d.day.value]).toEqual([1, 7, 22]);
    expect(d.day.text).toContain('Monday');
  });

  it('gives the week ahead, crossing a month and a year', () => {
    const d = dailyNumbers('1962-07-03', '2026-12-28');
    expect(d.week.map((w) => w.date)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(d.week[0]!.value).toBe(d.day.value);
    // 1 January 2027: Personal Year 7 + 3 + 2 = 12 → 3, month 3 + 1 = 4, day 4 + 1 = 5.
    expect(d.week[4]).toMatchObject({ weekday: 'Friday', value: 5 });
  });

  it('writes different words for each day of a week and is deterministic', () => {
    const texts = new Set<string>();
    for (let i = 15; i < 22; i++) texts.add(dailyNumbers('1990-02-11', `2026-03-${i}`).day.text);
    expect(texts.size).toBe(7);
    expect(dailyNumbers('1990-02-11', '2026-03-15')).toEqual(dailyNumbers('1990-02-11', '2026-03-15'));
  });

  it('refuses a date that is not real', () => {
    expect(() => dailyNumbers('1990-02-30', '2026-03-15')).toThrow(NumerologyInputError);
  });
});

describe('greetingName', () => {
  it('greets as the readings do: a given name, a family name written first, never a title', () => {
    expect(greetingName('Maya Rose Collins')).toBe('Maya');
    expect(greetingName('Wang Xiaoming')).toBe('Xiaoming');
    expect(greetingName('Dr. Ngozi Okafor')).toBe('Ngozi');
  });
});
