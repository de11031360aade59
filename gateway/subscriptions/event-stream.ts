/**
 * Turns pushed events into an async iterator with a bounded backlog, so a slow WebSocket client
 * cannot grow memory without limit (the oldest events are dropped first).
 */
export function eventStream<T>(subscribe: (push: (value: T) => void) => Promise<() => void>, backlog = 1000): AsyncIterableIterator<T> {
  const queue: T[] = [];
  const waiting: Array<(result: IteratorResult<T>) => void> = [];
  let done = false;
  const unsubscribed = subscribe((value) => {
    if (done) return;
    const next = waiting.shift();
    if (next) next({ value, done: false });
    else if (queue.push(value) > backlog) queue.shift();
  });
  const finish = async (): Promise<IteratorResult<T>> => {
    done = true;
    (await unsubscribed)();
    for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
    return { value: undefined, done: true };
  };
  return {
    next: () => {
      if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw: async (error) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
