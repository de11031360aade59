import { Readable } from 'node:stream';
import { catFile, gitDirOf, loadStorageShards, streamGit, type StorageShards } from '@forgegraph/repository';

/** Blobs up to this size come from the repository's long-lived cat-file process; larger ones stream from a git of their own. */
const BUFFERED_BLOB_BYTES = 1024 * 1024;

/** Where the repository subgraph says a repository is: its shard and the path inside it. */
export interface RepositoryLocation {
  storage: string;
  diskPath: string;
}

/** A git command's output that has begun: its first bytes (for content sniffing) and the whole stream. */
export interface StartedStream {
  head: Buffer;
  stream: Readable;
}

/**
 * The repository disks as this process mounts them. The repository subgraph owns the disk and
 * answers where a repository is (storage + disk path, asked through the gateway with the caller's
 * rights); the shard roots are this node's configuration (DATA_DIR, REPOSITORY_STORAGES), read the
 * same way the subgraph reads them. The edge then streams bytes from git itself, never through GraphQL.
 */
export class RepositoryDisk {
  private readonly shards: StorageShards;

  constructor(dataDir: string, storages: Record<string, string>) {
    this.shards = loadStorageShards(dataDir, storages);
  }

  gitDir(location: RepositoryLocation): string {
    return gitDirOf(this.shards, location.storage, location.diskPath);
  }

  /**
   * A blob's bytes: a small one read whole through the repository's cat-file process (no git
   * started per request, as Gitaly serves blobs), a large one streamed by `git cat-file blob`.
   */
  async blob(location: RepositoryLocation, blobId: string, size: number, failure: () => Error): Promise<StartedStream> {
    if (size > BUFFERED_BLOB_BYTES) return this.stream(location, ['cat-file', 'blob', blobId], failure);
    const [object] = await catFile(this.gitDir(location)).read('contents', [blobId]);
    if (object?.type !== 'blob') throw failure();
    return { head: object.data, stream: Readable.from([object.data]) };
  }

  /**
   * Runs `git <args>` in the repository and resolves once its output has begun, so a failure before
   * the first byte can still be answered with an error status (`failure()` builds it).
   */
  async stream(location: RepositoryLocation, args: string[], failure: () => Error): Promise<StartedStream> {
    const { stdout, done } = streamGit(this.gitDir(location), args);
    done.catch(() => undefined);
    const chunks = stdout[Symbol.asyncIterator]();
    const first = await chunks.next();
    if (first.done) {
      await done.catch(() => Promise.reject(failure()));
      return { head: Buffer.alloc(0), stream: Readable.from([]) };
    }
    const head = first.value as Buffer;
    async function* rest() {
      try {
        yield head;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer;
        await done;
      } finally {
        // A client that went away ends git too (its next write fails).
        stdout.destroy();
      }
    }
    return { head, stream: Readable.from(rest(), { objectMode: false }) };
  }
}
