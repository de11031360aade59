import { createHash } from 'node:crypto';
import type { SubgraphContext } from '@forgegraph/platform';
import { streamGit } from '../git/git-command';
import { readObjects } from '../git/object-reader';

/** Blobs up to this size are read once per request and shared by `content` and `contentSha256`. */
const SHARED_READ_LIMIT = 1024 * 1024;

/** Blob bytes by id, one `cat-file --batch` per repository and request. */
export function blobDataLoader(ctx: SubgraphContext, gitDir: string) {
  return ctx.loaders.get<string, Buffer>(`repository.blob:${gitDir}`, async (oids) => {
    const objects = await readObjects(gitDir, [...oids]);
    return oids.map((oid) => objects.get(oid)?.data ?? Buffer.alloc(0));
  });
}

/**
 * SHA-256 of a blob (GitLab's `content_sha256`): small blobs through the shared read, large ones
 * hashed as `git cat-file` streams them, so a raw download's headers never hold the whole file.
 */
export async function blobSha256(ctx: SubgraphContext, gitDir: string, oid: string, size: number): Promise<string> {
  if (size <= SHARED_READ_LIMIT) return createHash('sha256').update(await blobDataLoader(ctx, gitDir).load(oid)).digest('hex');
  const hash = createHash('sha256');
  const { stdout, done } = streamGit(gitDir, ['cat-file', 'blob', oid]);
  stdout.on('data', (chunk: Buffer) => hash.update(chunk));
  await done;
  return hash.digest('hex');
}
