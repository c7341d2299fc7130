/**
 * A bounded memo for work that depends only on its key (a typed name): readings of the same name reuse
 * it. When full it forgets everything at once: cheap, and no reading depends on what was remembered.
 */
export class BoundedMemo<K, V> {
  readonly #map = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    return this.#map.get(key);
  }

  set(key: K, value: V): V {
    if (this.#map.size >= this.limit) this.#map.clear();
    this.#map.set(key, value);
    return value;
  }
}
