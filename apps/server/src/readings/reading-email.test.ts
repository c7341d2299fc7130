import { describe, expect, it } from 'vitest';
import { readingEmail } from './reading-email';

const reading = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  title: 'A numerology reading for Sarah',
  markdown:
    '# A numerology reading for Sarah\n\nSarah, this reading is built from two things.\n\n## Your Life Path: 3\n\nText.',
  createdAt: '2026-11-22T21:05:09.000Z',
};

describe('readingEmail', () => {
  it('puts the title once, then the text, then where the reading stays', () => {
    const mail = readingEmail(reading, 'sarah@example.test', 'https://numerology.example/');
    expect(mail.to).toBe('sarah@example.test');
    expect(mail.subject).toBe('Your reading: A numerology reading for Sarah');
    expect(mail.text.match(/A numerology reading for Sarah/g)).toHaveLength(1);
    expect(mail.text).toContain('## Your Life Path: 3');
    expect(mail.text).toContain(
      'Written 2026-11-22. It stays in My readings: https://numerology.example/readings/0f8fad5b-d9cb-469f-a165-70867728950e',
    );
  });

  it('keeps the subject on one line and works without a site address', () => {
    const mail = readingEmail({ ...reading, title: 'Line one\r\nBcc: someone@example.test' }, 'sarah@example.test');
    expect(mail.subject).toBe('Your reading: Line one Bcc: someone@example.test');
    expect(mail.text).toContain('It stays in My readings on our site.');
  });
});
