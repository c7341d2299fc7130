/**
 * A person named and then described in apposition is one person: "should I marry Tunde, my fiancé, next spring" names
 * Tunde once, not Tunde and "your fiancé" (issue 23: "a should-I question about marriage with Tunde, for spring 2027,
 * with your fiancé in it"). The question's reading lists the name and the relation apart when the relation follows
 * the name after a comma, a bracket or a dash; "my fiancé Tunde" and "my fiancé, Tunde" were already one person.
 */
import type { NamedPerson } from '../questions/people';

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The people of a question with each relation said in apposition to a name ("Tunde, my fiancé", "Kofi (my boss)",
 * "Ana - my sister") given to that name instead of counted as another person. Two people joined by "and" stay two.
 */
export function withAppositions(text: string, people: readonly NamedPerson[]): NamedPerson[] {
  const folded = fold(text);
  const named = people.filter((p) => p.name);
  const merged = new Map<NamedPerson, string>();
  const kept = people.filter((p) => {
    if (p.name || !p.relation) return true;
    const relation = escape(fold(p.relation));
    const owner = named.find((q) =>
      new RegExp(`\\b${escape(fold(q.name ?? ''))}\\s*(?:,|\\(|-|–|—)\\s*(?:my|our)\\s+${relation}\\b`, 'u').test(
        folded,
      ),
    );
    if (!owner || merged.has(owner)) return true;
    merged.set(owner, p.relation);
    return false;
  });
  return kept.map((p) => (merged.has(p) && !p.relation ? { ...p, relation: merged.get(p) } : p));
}
