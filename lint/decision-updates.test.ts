// Decision records keep their history: a statement a later record overtook is not rewritten but answered by a
// dated "Update" line in the record's header. Statements known to be overtaken are listed here with the record
// that overtook them; a record that still makes one without such an update fails.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const decisions = join(import.meta.dirname, '..', 'docs/decisions');
const records = readdirSync(decisions)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .map((name) => ({ name, text: readFileSync(join(decisions, name), 'utf8') }));

const OVERTAKEN = [
  // Prices: packages' money prices in tokens/packages.ts, readings' token prices in configuration (ADR 0602).
  { claim: /\b(?:only|one) place (?:where )?prices live\b/i, by: '0602' },
];

describe('decision records answer what later records changed', () => {
  it.each(OVERTAKEN)('a record claiming $claim carries a dated update citing $by', ({ claim, by }) => {
    const claiming = records.filter(({ name, text }) => claim.test(text) && !name.startsWith(by));
    expect(claiming.length).toBeGreaterThan(0);
    for (const { name, text } of claiming)
      expect(text, name).toMatch(new RegExp(`^- Update \\d{4}-\\d{2}-\\d{2}: [^]*?\\b${by}\\b`, 'm'));
  });
});
