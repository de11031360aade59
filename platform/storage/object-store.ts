import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What a completed write stored. */
export interface StoredObject {
  size: number;
  /** Hex SHA-256 of the bytes, computed while they streamed in. */
  sha256: string;
}

/** Thrown by `ObjectStore.write` when the source passes `maxBytes`; nothing is left behind. */
export class ObjectTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
  }
}

/**
 * Object storage (ARCHITECTURE §8): artifacts, packages, exports. Keys are `/`-separated relative
 * paths chosen by the owning domain. Bytes always stream; nothing is held whole in memory.
 */
export interface ObjectStore {
  /**
   * Streams `source` into `key`: a reader never sees a half-written object (temp file, then rename).
   * `maxBytes` aborts the write with `ObjectTooLarge` as soon as the source passes it.
   */
  write(key: string, source: Readable, options?: { maxBytes?: number }): Promise<StoredObject>;
  /** The object's bytes, or the inclusive byte range `start..end`. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** The object's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  move(from: string, to: string): Promise<void>;
  /** Removes the object; a missing one is no error (deletes are retried by jobs). */
  delete(key: string): Promise<void>;
}

/** The default store: files under `DATA_DIR/objects`. */
export class FileObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  async write(key: string, source: Readable, options: { maxBytes?: number } = {}): Promise<StoredObject> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    const hash = createHash('sha256');
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (options.maxBytes !== undefined && size > options.maxBytes) return done(new ObjectTooLarge(options.maxBytes));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(temp));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { size, sha256: hash.digest('hex') };
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  async size(key: string): Promise<number | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.pathOf(from), target);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Keys are made by the server, never by a client; still, none may leave the root. */
  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`object key outside the store: ${key}`);
    return resolved;
  }
}

/** The object store of a data directory (`DATA_DIR/objects`). */
export function objectStoreIn(dataDir: string): ObjectStore {
  return new FileObjectStore(path.resolve(dataDir, 'objects'));
}
