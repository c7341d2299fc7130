import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../domain/errors';
import { engineWriter } from './writer';

const ADA = { name: 'Ada Lovelace', dateOfBirth: '1815-12-10', bornInMorning: false };
// A name the form accepts but the engine cannot read (kanji need their reading, ADR 1300).
const TARO = { name: '田中太郎', dateOfBirth: '1985-03-09', bornInMorning: false };

describe('engineWriter', () => {
  it("refuses what the engine cannot read as InvalidInput naming the client's field, for every caller (issue 24)", async () => {
    // The device share calls the writer directly: an engine refusal was a 500 there, a 400 only through createReading.
    await expect(engineWriter({ kind: 'simple', person: TARO }, '2026-11-29')).rejects.toThrow(InvalidInput);
    await expect(engineWriter({ kind: 'simple', person: TARO }, '2026-11-29')).rejects.toThrow(
      /^name: No part of the name could be read/,
    );
    await expect(engineWriter({ kind: 'compatibility', person: ADA, partner: TARO }, '2026-11-29')).rejects.toThrow(
      /^partner_name: /,
    );
    await expect(
      engineWriter({ kind: 'simple', person: { ...ADA, dateOfBirth: '2030-01-01' } }, '2026-11-29'),
    ).rejects.toThrow(/^date_of_birth: /);
  });

  it('writes what it can read', async () => {
    const written = await engineWriter({ kind: 'simple', person: ADA }, '2026-11-29');
    expect(written.highlights.map((h) => h.label)).toContain('Life Path');
    expect(written.narrated).toBe(false);
  });
});
