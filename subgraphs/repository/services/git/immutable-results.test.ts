import { cachedBatch, cachedResult, immutable } from './immutable-results';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('immutable results', () => {
  it('caches only results keyed by full object ids', () => {
    expect(immutable(A, B)).toBe(true);
    expect(immutable(A, 'main')).toBe(false);
    expect(immutable(A.slice(0, 7))).toBe(false);
    expect(immutable(null)).toBe(false);
  });

  it('computes once for concurrent and later callers', async () => {
    let computed = 0;
    const compute = async () => { computed += 1; return ['x']; };
    const [first, second] = await Promise.all([cachedResult('t:once', compute, () => 10), cachedResult('t:once', compute, () => 10)]);
    expect(await cachedResult('t:once', compute, () => 10)).toBe(first);
    expect(second).toBe(first);
    expect(computed).toBe(1);
  });

  it('does not remember a failure', async () => {
    await expect(cachedResult('t:fail', () => Promise.reject(new Error('git failed')), () => 1)).rejects.toThrow('git failed');
    expect(await cachedResult('t:fail', async () => 'ok', () => 1)).toBe('ok');
  });

  it('does not keep a result larger than its share of the budget', async () => {
    let computed = 0;
    const huge = async () => { computed += 1; return 'x'; };
    await cachedResult('t:huge', huge, () => 1024 ** 3);
    await cachedResult('t:huge', huge, () => 1024 ** 3);
    expect(computed).toBe(2);
  });

  it('reads only the ids it has not seen, in one batch', async () => {
    const batches: string[][] = [];
    const load = async (ids: string[]) => { batches.push(ids); return new Map(ids.map((id) => [id, id.slice(0, 1)])); };
    expect([...(await cachedBatch('t:batch:', [A], load, () => 1)).values()]).toEqual(['a']);
    expect([...(await cachedBatch('t:batch:', [A, B, B], load, () => 1)).entries()]).toEqual([[A, 'a'], [B, 'b']]);
    expect(batches).toEqual([[A], [B]]);
  });
});
