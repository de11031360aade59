/**
 * Rack::Attack's counting: one counter per throttle, requester and period window
 * (`epoch_time / period`), so a window resets all at once. Kept in this process's memory; expired
 * windows are dropped as time passes and the number of live counters is bounded.
 */
export class FixedWindowCounter {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private nextSweep = 0;

  constructor(private readonly maxCounters = 100_000) {}

  /** Counts one request and answers the window's count so far, including this one. */
  hit(key: string, periodSeconds: number, nowSeconds: number): number {
    this.sweep(nowSeconds);
    const window = Math.floor(nowSeconds / periodSeconds);
    const id = `${key}:${periodSeconds}:${window}`;
    const counter = this.counters.get(id);
    if (counter) return ++counter.count;
    if (this.counters.size >= this.maxCounters) this.counters.delete(this.counters.keys().next().value!);
    this.counters.set(id, { count: 1, expiresAt: (window + 1) * periodSeconds });
    return 1;
  }

  private sweep(nowSeconds: number): void {
    if (nowSeconds < this.nextSweep) return;
    this.nextSweep = nowSeconds + 10;
    for (const [id, counter] of this.counters) if (counter.expiresAt <= nowSeconds) this.counters.delete(id);
  }
}
