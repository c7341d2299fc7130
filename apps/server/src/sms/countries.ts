import { isSupportedCountry } from 'libphonenumber-js/max';
import { z } from 'zod';

/**
 * Where sign-in texts may go by default (ADR 0340): the places the business names. The privacy policy
 * addresses the EEA, the United Kingdom and Switzerland (GDPR) and California (CCPA), and prices are in US
 * dollars. The Crown Dependencies (GG, JE, IM) share the UK's +44 numbers, so UK readers may hold them.
 */
const DEFAULT_SMS_COUNTRIES = [
  // EEA: the 27 EU members, then Iceland, Liechtenstein and Norway.
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT'],
  ...['LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO'],
  ...['GB', 'GG', 'JE', 'IM', 'CH', 'US'],
];

/** SMS_COUNTRIES: ISO 3166 two-letter codes, comma-separated; every one must be a country with phone numbers. */
export const SmsCountriesSchema = z
  .string()
  .optional()
  .transform((v, zctx): string[] => {
    const value = (v ?? '').trim();
    if (!value) return DEFAULT_SMS_COUNTRIES;
    const codes = value.split(',').map((c) => c.trim().toUpperCase());
    const unknown = codes.filter((c) => !isSupportedCountry(c));
    if (unknown.length > 0) {
      zctx.addIssue({ code: 'custom', message: `not a country code with phone numbers: ${unknown.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set(codes)];
  });
