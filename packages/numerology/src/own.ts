/**
 * `table[key]` for a key taken from what a reader typed. A plain object also answers for the names it
 * inherits ("constructor", "toString", "__proto__"), which a question can contain like any other word.
 */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
