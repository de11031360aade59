const DEFAULT_LIMIT = 1000;

/**
 * Per-text memo for parsed operation documents (and what is derived from them). Documents come from
 * a fixed set (the facade's routes, the planner's fetches), so a full cache is simply emptied.
 */
export class BoundedCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit = DEFAULT_LIMIT) {}

  get(key: string, make: (key: string) => T): T {
    if (this.entries.has(key)) return this.entries.get(key)!;
    const value = make(key);
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}
