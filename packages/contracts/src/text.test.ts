import { describe, expect, it } from 'vitest';
import { ContactRequest } from './contact';
import { NameSchema, QuestionTextSchema } from './readings';
import { isPlainText, isSingleLine } from './text';

describe('control characters in typed text', () => {
  it('are refused in one-line text, line breaks and separators included', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'a\r\nb', 'a\tb', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u2028b'])
      expect(isSingleLine(bad), JSON.stringify(bad)).toBe(false);
    expect(isSingleLine('Zoë Ōtsuka-Ben David')).toBe(true);
  });

  it('are refused in multi-line text except newline, tab and carriage return', () => {
    expect(isPlainText('line one\r\n\tline two\n')).toBe(true);
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u000bb', 'a\u007fb', 'a\u009fb'])
      expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('make the shared schemas fail with a readable message', () => {
    expect(NameSchema.safeParse('Ann\u0000a').success).toBe(false);
    expect(QuestionTextSchema.safeParse('Will I\u0000 move?').error?.issues[0]?.message).toBe(
      'must not contain control characters',
    );
    const contact = { email: 'a@example.test', message: 'Hello there, a question.' };
    expect(ContactRequest.safeParse({ ...contact, name: 'Dana\r\nBcc: x@example.test' }).success).toBe(false);
    expect(ContactRequest.safeParse({ ...contact, name: 'Dana', message: 'Two\nlines\tand a tab.' }).success).toBe(
      true,
    );
  });
});
