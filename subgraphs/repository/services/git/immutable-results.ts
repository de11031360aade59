/**
 * Results computed from immutable inputs (object ids, never ref names): a diff between two commits,
 * a merge base, the commits between two commits, a path's last commit below a commit, a tree
 * listing. They stay true forever, so a bounded in-memory cache serves repeats without a git
 * process (Gitaly and GitLab keep such caches too). Least recently used entries go first once the
 * total estimated size passes the budget (`GIT_RESULT_CACHE_MB`, default 64).
 */
const BUDGET = Math.max(1, Number(process.env.GIT_RESULT_CACHE_MB ?? 64)) * 1024 * 1024;
/** One entry may take at most this share of the budget; bigger results are computed every time. */
const MAX_ENTRY = BUDGET / 16;

interface Entry {
  value: Promise<unknown>;
  size: number;
}

const entries = new Map<string, Entry>();
let total = 0;

const OBJECT_ID = /^[0-9a-f]{40}$/;

/** True when every part names an object by its full id: only then may a result be cached. */
export function immutable(...ids: Array<string | null | undefined>): boolean {
  return ids.every((id) => typeof id === 'string' && OBJECT_ID.test(id));
}

/**
 * The cached result for `key` (which must name the repository and every input), or `compute()`'s,
 * remembered once it settles. Failures are not remembered. `sizeOf` estimates a result's bytes.
 */
export async function cachedResult<T>(key: string, compute: () => Promise<T>, sizeOf: (value: T) => number): Promise<T> {
  const hit = entries.get(key);
  if (hit) {
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = compute();
  const entry: Entry = { value, size: 0 };
  entries.set(key, entry);
  try {
    const result = await value;
    const size = sizeOf(result) + key.length;
    if (entries.get(key) !== entry) return result;
    if (size > MAX_ENTRY) {
      entries.delete(key);
      return result;
    }
    entry.size = size;
    total += size;
    evict();
    return result;
  } catch (error) {
    if (entries.get(key) === entry) entries.delete(key);
    throw error;
  }
}

function evict(): void {
  for (const [key, entry] of entries) {
    if (total <= BUDGET) return;
    entries.delete(key);
    total -= entry.size;
  }
}

/** A rough size in bytes of plain data (strings dominate these results). */
export function roughSize(value: unknown): number {
  return JSON.stringify(value ?? null).length * 2;
}

/**
 * Per-id results of a batch reader (stats, trailers, changes of commits): cached ids are served
 * from memory, the others read in one `load` call. Ids must be full object ids.
 */
export async function cachedBatch<T>(prefix: string, ids: string[], load: (missing: string[]) => Promise<Map<string, T>>, sizeOf: (value: T) => number): Promise<Map<string, T>> {
  if (!immutable(...ids)) return load(ids);
  const missing = [...new Set(ids.filter((id) => !entries.has(prefix + id)))];
  const batch = missing.length ? load(missing) : null;
  // No await between the check above and these calls: every missing id finds `batch` in flight.
  const values = await Promise.all(ids.map((id) => cachedResult(prefix + id, async () => (await batch!).get(id) as T, sizeOf)));
  return new Map(ids.map((id, i) => [id, values[i]]));
}
