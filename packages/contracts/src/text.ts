/**
 * Control characters in what readers type: a NUL cannot be stored by PostgreSQL (the insert fails), and a
 * CR/LF in a one-line field can forge lines in the e-mails built from it. One-line fields refuse every
 * control character and line separator; multi-line text keeps newline and tab (and CR, part of a CRLF).
 */
const CONTROL_OR_LINE_BREAK = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_EXCEPT_TEXT_LAYOUT = /(?![\t\n\r])\p{Cc}/u;

export const isSingleLine = (value: string): boolean => !CONTROL_OR_LINE_BREAK.test(value);
export const isPlainText = (value: string): boolean => !CONTROL_EXCEPT_TEXT_LAYOUT.test(value);

export const SINGLE_LINE_MESSAGE = 'must not contain control characters or line breaks';
export const PLAIN_TEXT_MESSAGE = 'must not contain control characters';
