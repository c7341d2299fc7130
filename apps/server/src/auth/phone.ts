import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A phone number as the server keeps it: E.164 (+33612345678), or undefined when it is not a number that
 * can receive a text. International form only (a leading +): without a country a national number is
 * ambiguous. The full metadata checks number ranges, not just lengths, so typos fail here, not at Twilio.
 */
export function normalisedPhone(input: string): string | undefined {
  const parsed = parsePhoneNumberFromString(input.trim());
  return parsed?.isValid() ? parsed.number : undefined;
}
