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

/** `nuget_max_file_size` (plan limits, bytes; GitLab's default 500 MB). */
export async function maxNugetBytes(ctx: SubgraphContext): Promise<number> {
  const settings = (await ctx.runtime.settings.current()) as Record<string, unknown>;
  const configured = Number(settings.nuget_max_file_size);
  return Number.isFinite(configured) && configured > 0 ? configured : 500 * 1024 * 1024;
}
