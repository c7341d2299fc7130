import { describe, expect, it } from 'vitest';
import { withoutLeadingHeading } from './reading-text';
import { calendarDateOf, readingSchemas } from './readings';

const schemas = readingSchemas(() => '2026-03-01');
const report = (over: Record<string, unknown>) => ({
  name: 'Ada',
  date_of_birth: '1990-05-17',
  is_morning: false,
  report_type: 'simple',
  ...over,
});

describe('reading contracts', () => {
  it('takes the calendar date as written, whatever the offset', () => {
    expect(calendarDateOf('1990-05-17T23:30:00-11:00')).toBe('1990-05-17');
    expect(calendarDateOf('1990-05-17T00:30:00+14:00')).toBe('1990-05-17');
    expect(calendarDateOf('2000-02-29')).toBe('2000-02-29');
    expect(calendarDateOf('1900-02-29')).toBeUndefined();
    expect(calendarDateOf('1990-13-01')).toBeUndefined();
    expect(calendarDateOf('17/05/1990')).toBeUndefined();
  });

  it('accepts today and 1800-01-01, refuses tomorrow and 1799', () => {
    expect(schemas.report.safeParse(report({ date_of_birth: '2026-03-01' })).success).toBe(true);
    expect(schemas.report.safeParse(report({ date_of_birth: '1800-01-01' })).success).toBe(true);
    expect(schemas.report.safeParse(report({ date_of_birth: '2026-03-02' })).success).toBe(false);
    expect(schemas.report.safeParse(report({ date_of_birth: '1799-12-31' })).success).toBe(false);
  });

  it('takes names up to 200 characters', () => {
    expect(schemas.report.safeParse(report({ name: 'a'.repeat(200) })).success).toBe(true);
    expect(schemas.report.safeParse(report({ name: 'a'.repeat(201) })).success).toBe(false);
  });

  it('an optional Hebrew spelling: Hebrew letters, spaces, geresh and maqaf; niqqud dropped; empty means none', () => {
    const spelled = (hebrew_name: unknown) => schemas.report.safeParse(report({ hebrew_name }));
    expect(spelled("ג'וי סמית'").data?.hebrew_name).toBe("ג'וי סמית'");
    expect(spelled('בן־ציון').success).toBe(true);
    expect(spelled('  דָּוִד  ').data?.hebrew_name).toBe('דוד');
    expect(spelled('').data?.hebrew_name).toBeUndefined();
    expect(spelled(undefined).data?.hebrew_name).toBeUndefined();
    for (const bad of ['Joy', 'ג׳וי 2', 'ג׳וי!', "''", 'א'.repeat(201), 42]) {
      const result = spelled(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['hebrew_name']);
    }
    expect(schemas.question.safeParse({ ...report({ hebrew_name: 'x' }), question: 'Why?' }).success).toBe(false);
  });

  it('a compatibility request names two people', () => {
    const pair = {
      name: 'Sarah Levy',
      date_of_birth: '1977-05-04',
      is_morning: true,
      partner_name: 'Dana Cohen',
      partner_date_of_birth: '1980-10-12',
    };
    expect(schemas.compatibility.parse(pair)).toEqual({ ...pair, partner_is_morning: false });
    const missing = schemas.compatibility.safeParse({ ...pair, partner_name: ' ' });
    expect(missing.error?.issues[0]?.path).toEqual(['partner_name']);
    const future = schemas.compatibility.safeParse({ ...pair, partner_date_of_birth: '2026-03-02' });
    expect(future.error?.issues[0]?.path).toEqual(['partner_date_of_birth']);
  });

  it('trims names, defaults is_morning to false and drops unknown fields', () => {
    const parsed = schemas.report.parse({ ...report({ name: '  Ada  ' }), is_morning: undefined, extra: 1 });
    expect(parsed).toEqual({ name: 'Ada', date_of_birth: '1990-05-17', is_morning: false, report_type: 'simple' });
  });

  it('needs a letter in the name and 3-2000 characters in a question', () => {
    expect(schemas.report.safeParse(report({ name: '1234' })).success).toBe(false);
    expect(schemas.report.safeParse(report({ name: 'Zoë' })).success).toBe(true);
    expect(schemas.report.safeParse(report({ name: 'מרים' })).success).toBe(true);
    const q = (question: string) =>
      schemas.question.safeParse({ name: 'Ada', date_of_birth: '1990-05-17', question }).success;
    expect(q('ok?')).toBe(true);
    expect(q('no')).toBe(false);
    expect(q('x'.repeat(500))).toBe(true);
    // Up to 2000 is read by the server, for the help a long message may need (ADR 0999).
    expect(q('x'.repeat(2000))).toBe(true);
    expect(q('x'.repeat(2001))).toBe(false);
  });
});

describe('withoutLeadingHeading', () => {
  it('keeps a text that opens with anything but a first-level heading as it is', () => {
    expect(withoutLeadingHeading('Dear Sarah,\n\n# Not a title')).toBe('Dear Sarah,\n\n# Not a title');
    expect(withoutLeadingHeading('## Your Life Path\n\ntext')).toBe('## Your Life Path\n\ntext');
    expect(withoutLeadingHeading('\n# Your question\n\n> Will I move?')).toBe('> Will I move?');
  });
});
