import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { ObjectStore } from './object-store';

/** yauzl's random access over an object in the store: the central directory is read, not the whole zip. */
class ObjectReader extends yauzl.RandomAccessReader {
  constructor(private readonly store: ObjectStore, private readonly key: string) {
    super();
  }
  _readStreamForRange(start: number, end: number): Readable {
    return this.store.read(this.key, { start, end: end - 1 });
  }
}

/**
 * A zip kept in the object store (`size` bytes), opened for listing entries one at a time
 * (`lazyEntries`) and reading single entries, or null when it is no zip. Entry sizes are checked
 * against what the entries declare; the caller checks names and expansion and closes the zip.
 */
export function openStoredZip(store: ObjectStore, key: string, size: number): Promise<yauzl.ZipFile | null> {
  return new Promise((resolve) => {
    yauzl.fromRandomAccessReader(new ObjectReader(store, key), size, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (error, zip) => {
      resolve(error || !zip ? null : zip);
    });
  });
}

export type { Entry as ZipEntry, ZipFile } from 'yauzl';
