import { objectStoreIn, type ObjectStore, type SubgraphContext } from '@forgegraph/platform';

const stores = new Map<string, ObjectStore>();

/** The object store artifacts live in (`DATA_DIR/objects`), one per data directory. */
export function artifactStore(ctx: Pick<SubgraphContext, 'runtime'>): ObjectStore {
  const dataDir = ctx.runtime.config.dataDir;
  let store = stores.get(dataDir);
  if (!store) stores.set(dataDir, (store = objectStoreIn(dataDir)));
  return store;
}
