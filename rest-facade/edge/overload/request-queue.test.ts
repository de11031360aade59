import { RequestQueue } from './request-queue';

const limits = { limit: 2, queueLimit: 2, queueTimeoutMs: 200 };

describe('RequestQueue', () => {
  it('admits up to the limit, queues up to the queue limit in arrival order, and refuses beyond it', async () => {
    const queue = new RequestQueue(limits);
    const [a, b] = await Promise.all([queue.acquire(), queue.acquire()]);
    expect([a.refused, b.refused]).toEqual([undefined, undefined]);
    const order: string[] = [];
    const c = queue.acquire().then((admission) => { order.push('c'); return admission; });
    const d = queue.acquire().then((admission) => { order.push('d'); return admission; });
    expect((await queue.acquire()).refused).toBe('queue-full');
    expect(queue.stats).toEqual({ running: 2, waiting: 2 });
    a.release();
    a.release();
    b.release();
    const [admittedC, admittedD] = await Promise.all([c, d]);
    expect([admittedC.refused, admittedD.refused, order]).toEqual([undefined, undefined, ['c', 'd']]);
    expect(queue.stats).toEqual({ running: 2, waiting: 0 });
    admittedC.release();
    admittedD.release();
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a request that waited past the timeout, and frees its place', async () => {
    const queue = new RequestQueue(limits);
    const held = await Promise.all([queue.acquire(), queue.acquire()]);
    const started = Date.now();
    const waited = await queue.acquire();
    expect(waited.refused).toBe('queue-timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(queue.stats).toEqual({ running: 2, waiting: 0 });
    held.forEach((admission) => admission.release());
  });

  it('withdraws a waiting request whose client left', async () => {
    const queue = new RequestQueue(limits);
    const held = await Promise.all([queue.acquire(), queue.acquire()]);
    const gone = new AbortController();
    const waiting = queue.acquire(gone.signal);
    expect(queue.stats.waiting).toBe(1);
    gone.abort();
    expect((await waiting).refused).toBeDefined();
    expect(queue.stats).toEqual({ running: 2, waiting: 0 });
    held.forEach((admission) => admission.release());
    expect(queue.stats.running).toBe(0);
  });

  it('admits everything when the limit is 0', async () => {
    const queue = new RequestQueue({ limit: 0, queueLimit: 0, queueTimeoutMs: 1 });
    const all = await Promise.all(Array.from({ length: 100 }, () => queue.acquire()));
    expect(all.every((admission) => !admission.refused)).toBe(true);
  });
});
