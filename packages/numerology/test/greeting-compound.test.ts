/**
 * Compound given names (issue 23; ADR 0910): "María José García-López" was greeted "María". A pair of given names
 * that Spanish, Portuguese, Italian, French or German usage treats as one name is greeted whole when a family
 * name follows; an English first and middle name keeps its first word.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectGreeted, greeted } from './support/greetings';
import { writeSimpleReport } from '../src/reading';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261127 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

describe('compound given names', () => {
  it('are greeted whole when a family name follows', () => {
    const cases: Array<[string, string]> = [
      ['María José García-López', 'María José'],
      ['José María Aznar', 'José María'],
      ['Juan Carlos Pérez Rodríguez', 'Juan Carlos'],
      ['Ana Paula Souza', 'Ana Paula'],
      ['João Pedro Silva', 'João Pedro'],
      ['Maria Eduarda Costa', 'Maria Eduarda'],
      ['María del Carmen Ruiz', 'María del Carmen'],
      ['María de los Ángeles Torres', 'María de los Ángeles'],
      ['Miguel Ángel Sánchez', 'Miguel Ángel'],
      ['Gian Luca Rossi', 'Gian Luca'],
      ['Jean Pierre Dupont', 'Jean Pierre'],
      ['Anna Lena Schmidt', 'Anna Lena'],
      ['Hans Peter Müller', 'Hans Peter'],
    ];
    expectGreeted(cases);
  });

  it('hyphenated compounds stay one word; two words alone, or an English middle name, keep the first word', () => {
    const cases: Array<[string, string]> = [
      ['Jean-Pierre Dupont', 'Jean-Pierre'],
      ['Anna-Lena Schmidt', 'Anna-Lena'],
      ['Mary-Kate Olsen', 'Mary-Kate'],
      ['Juan Carlos', 'Juan'],
      ['Mary Ann Smith', 'Mary'],
      ['Maria Anna Schmidt', 'Maria'],
      ['Jean Marie Smith', 'Jean'],
      ['Ana Smith', 'Ana'],
    ];
    expectGreeted(cases);
  });

  it('the reader of the issue is addressed as María José, from the title on', () => {
    const md = writeSimpleReport(
      { name: 'María José García-López', dateOfBirth: '1990-05-17', bornInMorning: true },
      '2026-11-27',
    ).markdown;
    expect(md).toContain('# A numerology reading for María José\n');
    expect(md).toMatch(/^María José, this reading/m);
  });

  it('over generated names: a Spanish or Portuguese compound with one or two family names is greeted whole', () => {
    const COMPOUNDS = [
      'María José',
      'José Luis',
      'Juan Pablo',
      'Ana María',
      'Luis Miguel',
      'João Paulo',
      'Maria Luísa',
    ];
    const FAMILY = ['García', 'López', 'Fernández', 'Silva', 'Santos', 'Pereira', 'Martínez-Soto', 'de la Cruz'];
    fc.assert(
      fc.property(
        fc.constantFrom(...COMPOUNDS),
        fc.array(fc.constantFrom(...FAMILY), { minLength: 1, maxLength: 2 }),
        (given, family) => {
          expect(greeted(`${given} ${family.join(' ')}`)).toBe(given);
        },
      ),
    );
  });
});
