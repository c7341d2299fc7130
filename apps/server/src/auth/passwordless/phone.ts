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

/**
 * The only number types a sign-in text goes to. Everything else is refused, unknown types included:
 * premium-rate, shared-cost, personal (UAN, +44 70), pagers, VoIP, toll-free, fixed lines, and the
 * non-geographic satellite ranges (+870, +881), which libphonenumber calls MOBILE but which belong to no
 * country. Texts to such numbers earn whoever rents them money per message (SMS pumping, ADR 0340).
 */
const TEXTABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

const SPECIAL_NUMBER =
  'We cannot send sign-in codes to this number: premium-rate, shared-cost, personal, satellite and other special numbers are not supported. Please use a mobile number.';

/**
 * Why a sign-in text may not go to `phone` (E.164), or undefined when it may: the number must be a mobile
 * in one of `countries` (SMS_COUNTRIES). The message is shown to the reader as it is.
 */
export function textRefusal(phone: string, countries: readonly string[]): string | undefined {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed?.isValid()) return 'Phone number is invalid';
  const type = parsed.getType();
  if (!type || !TEXTABLE_TYPES.has(type)) return SPECIAL_NUMBER;
  // A number of no country (+870, +881, +882, +883: satellite and international networks) is never on the list.
  if (!parsed.country) return SPECIAL_NUMBER;
  if (!countries.includes(parsed.country))
    return `We cannot send sign-in texts to numbers in ${regionNames.of(parsed.country) ?? parsed.country}. Please sign in with your e-mail address.`;
  return undefined;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
