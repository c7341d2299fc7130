import { describe, expect, it } from 'vitest';
import { SmsCountriesSchema } from './countries';

describe('SMS_COUNTRIES', () => {
  it('defaults to the EEA, the UK with the Crown Dependencies, Switzerland and the US', () => {
    const countries = SmsCountriesSchema.parse(undefined);
    expect(countries).toHaveLength(36);
    for (const c of ['FR', 'DE', 'LV', 'NO', 'IS', 'LI', 'GB', 'GG', 'JE', 'IM', 'CH', 'US'])
      expect(countries).toContain(c);
    expect(countries).not.toContain('CA');
  });

  it('reads a list in any case, with spaces, once each', () => {
    expect(SmsCountriesSchema.parse(' fr, GB ,fr')).toEqual(['FR', 'GB']);
  });

  it('names the codes that are not countries with phone numbers', () => {
    const result = SmsCountriesSchema.safeParse('FR,XX,UK');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('not a country code with phone numbers: XX, UK');
  });
});
