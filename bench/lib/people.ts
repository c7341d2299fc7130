const NAMES = [
  'Sarah Levy',
  'Thomas Mapother',
  'Léa Müller',
  "D'Arcy O'Brien",
  'Mary-Kate Smith-Jones',
  'Søren Øberg',
  'Chloé García Márquez',
  'David Cohen',
];

export interface BenchPerson {
  name: string;
  dateOfBirth: string;
  bornInMorning: boolean;
}

/** `n` different people (names, birth dates 1930–2019, morning or not), the same in every run. */
export function benchPeople(n: number): BenchPerson[] {
  return Array.from({ length: n }, (_, i) => ({
    name: NAMES[i % NAMES.length]!,
    dateOfBirth: `${1930 + (i % 90)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    bornInMorning: i % 2 === 0,
  }));
}
