import { createHash } from 'node:crypto';
import { objectStoreIn, type ObjectStore, type SubgraphContext } from '@forgegraph/platform';

const stores = new Map<string, ObjectStore>();

/** Where the edge streams NuGet uploads before this subgraph accepts them. */
export const UPLOAD_PREFIX = 'tmp/package-uploads/';

/** The object store packages live in (`DATA_DIR/objects`), one per data directory. */
export function packageStore(ctx: Pick<SubgraphContext, 'runtime'>): ObjectStore {
  const dataDir = ctx.runtime.config.dataDir;
  let store = stores.get(dataDir);
  if (!store) stores.set(dataDir, (store = objectStoreIn(dataDir)));
  return store;
}

/** The MD5 and SHA-1 GitLab records beside the SHA-256 the store computed, in one streamed pass. */
export function legacyChecksums(store: ObjectStore, key: string): Promise<{ md5: string; sha1: string }> {
  return new Promise((resolve, reject) => {
    const md5 = createHash('md5');
    const sha1 = createHash('sha1');
    const stream = store.read(key);
    stream.on('data', (chunk: Buffer) => {
      md5.update(chunk);
      sha1.update(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve({ md5: md5.digest('hex'), sha1: sha1.digest('hex') }));
  });
}

/** GitLab's default `nuget_max_file_size` (500 MB). */
const DEFAULT_MAX_BYTES = 500 * 1024 * 1024;

/** `nuget_max_file_size` of the default plan's limits (bytes); 0 means no limit, as in GitLab's plan_limits. */
export async function maxNugetBytes(ctx: SubgraphContext): Promise<number> {
  const [row] = await ctx.em.getConnection().execute<Array<{ max: string }>>(`select nuget_max_file_size as max from packages.plan_limits where plan = 'default'`);
  const max = row ? Number(row.max) : DEFAULT_MAX_BYTES;
  return max > 0 ? max : Number.MAX_SAFE_INTEGER;
}
