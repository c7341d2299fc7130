import type { ReadingResponse } from '@app/contracts/readings';
import { describe, expect, it } from 'vitest';
import { addressIn, namesReading, searchOf } from './reading-address';
import { entryMatches, entryOf, isPersonValues, newKeptKey } from './reading-entry';

const ID = '3f2b1c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d';
const reading = (readingId: string | null): ReadingResponse => ({
  text: '# A reading',
  readingId,
  tokensSpent: 0,
  balance: null,
  kind: 'simple',
  title: 'A reading',
  highlights: [],
  profile: { id: 'p', version: '1' },
  createdAt: '2025-01-01T00:00:00.000Z',
  tree: null,
});

describe('a reading’s address', () => {
  it('round-trips a saved reading’s id and a kept reading’s key through the query string', () => {
    const key = newKeptKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newKeptKey()).not.toBe(key);
    expect(addressIn(searchOf({ saved: ID }))).toEqual({ saved: ID });
    expect(addressIn(searchOf({ kept: key }))).toEqual({ kept: key });
    expect(searchOf(null)).toBe('');
    expect(addressIn(`?reading=${ID.toUpperCase()}`)).toEqual({ saved: ID });
  });

  it('ignores what is not an address: other parameters, malformed ids and keys', () => {
    for (const search of ['', '?name=Dana', '?reading=42', '?reading=../admin', '?kept=Ada%20Lovelace', '?kept=abc'])
      expect(namesReading(search), search).toBe(false);
    expect(namesReading(`?name=Dana&reading=${ID}`)).toBe(true);
  });

  it('reads a history entry defensively and matches its reading to the address', () => {
    expect(entryOf(null)).toEqual({});
    expect(entryOf('x')).toEqual({});
    expect(entryOf({ reading: { text: 1 }, form: { name: 'A' } })).toEqual({ form: { name: 'A' } });
    expect(entryOf({ reading: reading(ID) }).reading?.readingId).toBe(ID);
    expect(entryMatches(reading(ID), { saved: ID })).toBe(true);
    expect(entryMatches(reading(ID), { saved: '00000000-0000-4000-8000-000000000000' })).toBe(false);
    expect(entryMatches(reading(null), { kept: newKeptKey() })).toBe(true);
    // An entry with no address holds only an answer that was never saved.
    expect(entryMatches(reading(null), null)).toBe(true);
    expect(entryMatches(reading(ID), null)).toBe(false);
  });

  it('recognises one person’s form values', () => {
    expect(isPersonValues({ name: 'Ada', dateOfBirth: '1984-12-10', isMorning: false })).toBe(true);
    expect(isPersonValues({ name: 'Ada', dateOfBirth: '1984-12-10', isMorning: true, hebrewName: 'אדה' })).toBe(true);
    expect(isPersonValues({ name: 'Ada', dateOfBirth: 19841210, isMorning: false })).toBe(false);
    expect(isPersonValues(null)).toBe(false);
  });
});
