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

  it('accepts today and 1900-01-01, refuses tomorrow and 1899', () => {
    expect(schemas.report.safeParse(report({ date_of_birth: '2026-03-01' })).success).toBe(true);
    expect(schemas.report.safeParse(report({ date_of_birth: '1900-01-01' })).success).toBe(true);
    expect(schemas.report.safeParse(report({ date_of_birth: '2026-03-02' })).success).toBe(false);
    expect(schemas.report.safeParse(report({ date_of_birth: '1899-12-31' })).success).toBe(false);
  });

  it('trims names, defaults is_morning to false and drops unknown fields', () => {
    const parsed = schemas.report.parse({ ...report({ name: '  Ada  ' }), is_morning: undefined, extra: 1 });
    expect(parsed).toEqual({ name: 'Ada', date_of_birth: '1990-05-17', is_morning: false, report_type: 'simple' });
  });

  it('needs a letter in the name and 3-500 characters in a question', () => {
    expect(schemas.report.safeParse(report({ name: '1234' })).success).toBe(false);
    expect(schemas.report.safeParse(report({ name: 'Zoë' })).success).toBe(true);
    expect(schemas.report.safeParse(report({ name: 'מרים' })).success).toBe(true);
    const q = (question: string) =>
      schemas.question.safeParse({ name: 'Ada', date_of_birth: '1990-05-17', question }).success;
    expect(q('ok?')).toBe(true);
    expect(q('no')).toBe(false);
    expect(q('x'.repeat(500))).toBe(true);
    expect(q('x'.repeat(501))).toBe(false);
  });
});

describe('withoutLeadingHeading', () => {
  it('keeps a text that opens with anything but a first-level heading as it is', () => {
    expect(withoutLeadingHeading('Dear Sarah,\n\n# Not a title')).toBe('Dear Sarah,\n\n# Not a title');
    expect(withoutLeadingHeading('## Your Life Path\n\ntext')).toBe('## Your Life Path\n\ntext');
    expect(withoutLeadingHeading('\n# Your question\n\n> Will I move?')).toBe('> Will I move?');
  });
});
