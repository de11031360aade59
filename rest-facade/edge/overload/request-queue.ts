/** Why a request was not admitted (GitLab Workhorse's ErrTooManyRequests / ErrQueueingTimedout). */
export type Refusal = 'queue-full' | 'queue-timeout';

export interface Admission {
  /** Set when refused; otherwise the caller holds a slot and must call `release` once. */
  refused?: Refusal;
  release(): void;
}

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

export interface RequestQueueLimits {
  /** Requests served at once; 0 turns the queue off. */
  limit: number;
  /** Requests waiting for a slot; beyond it new ones are refused at once. */
  queueLimit: number;
  /** The longest a request waits for a slot before it is refused. */
  queueTimeoutMs: number;
}

const NOOP = (): void => undefined;

/**
 * Workhorse's API request queue (`apiLimit`, `apiQueueLimit`, `apiQueueDuration`): at most `limit`
 * requests run, at most `queueLimit` wait in arrival order, none waits longer than the timeout.
 * Bounded work in flight keeps memory and latency bounded under any offered load; refusing early
 * is what lets the service recover the moment a burst ends.
 */
export class RequestQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limits: RequestQueueLimits) {}

  get enabled(): boolean {
    return this.limits.limit > 0;
  }

  /** Requests in flight and waiting, for tests and metrics. */
  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** A slot at once when one is free (the common case, without a promise), else undefined. */
  tryAcquire(): Admission | undefined {
    if (!this.enabled) return { release: NOOP };
    return this.running < this.limits.limit ? this.admitted() : undefined;
  }

  /** Resolves when admitted or refused; `signal` withdraws a waiting request (its client left). */
  acquire(signal?: AbortSignal): Promise<Admission> {
    const now = this.tryAcquire();
    if (now) return Promise.resolve(now);
    if (this.waiting.length >= this.limits.queueLimit) return Promise.resolve({ refused: 'queue-full', release: NOOP });
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: () => resolve(this.admitted()),
        timer: setTimeout(() => {
          this.withdraw(waiter);
          resolve({ refused: 'queue-timeout', release: NOOP });
        }, this.limits.queueTimeoutMs),
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', () => {
        if (this.withdraw(waiter)) resolve({ refused: 'queue-timeout', release: NOOP });
      }, { once: true });
    });
  }

  private admitted(): Admission {
    this.running += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.running -= 1;
        this.admitNext();
      },
    };
  }

  private admitNext(): void {
    const next = this.waiting.shift();
    if (!next) return;
    clearTimeout(next.timer);
    next.admit();
  }

  private withdraw(waiter: Waiter): boolean {
    const index = this.waiting.indexOf(waiter);
    if (index < 0) return false;
    this.waiting.splice(index, 1);
    clearTimeout(waiter.timer);
    return true;
  }
}
