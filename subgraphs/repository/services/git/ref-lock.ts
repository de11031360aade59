/**
 * One writer per ref at a time within this process (ARCHITECTURE §8). Across processes the
 * old-value check of `git update-ref` is the guard: a lost race fails instead of overwriting.
 */
const tails = new Map<string, Promise<void>>();

export async function withRefLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const current = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => current);
  tails.set(key, tail);
  await previous;
  try {
    return await work();
  } finally {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  }
}

/** Locks several refs of one repository in a fixed order (no deadlock between two writers). */
export async function withRefLocks<T>(gitDir: string, refs: string[], work: () => Promise<T>): Promise<T> {
  const keys = [...new Set(refs)].sort().map((ref) => `${gitDir}\0${ref}`);
  const run = (index: number): Promise<T> => (index === keys.length ? work() : withRefLock(keys[index], () => run(index + 1)));
  return run(0);
}

/** Whether any writer holds or waits for a ref lock of this repository (a storage move waits for none). */
export function hasRefLocks(gitDir: string): boolean {
  for (const key of tails.keys()) if (key.startsWith(`${gitDir}\0`)) return true;
  return false;
}
