import path from 'node:path';
import { BadRequestError, openStoredZip, type ObjectStore, type ZipEntry, type ZipFile } from '@forgegraph/platform';

/** One file of an uploaded zip, as recorded for single-file reads. */
export interface ArchiveEntry {
  path: string;
  size: number;
  compressedSize: number;
  headerOffset: number;
  method: number;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFDIR = 0o040000;
/** A symlink target is a path: anything longer is no symlink we keep. */
const MAX_LINK_BYTES = 4096;

/**
 * Reads an uploaded zip's central directory and refuses what must never be extracted: entries with `..`
 * or an absolute path, symlinks pointing outside the archive, and archives whose files add up past
 * `maxUncompressedBytes` (zip bombs). Directories are not recorded (GitLab serves files only).
 */
export async function indexArchive(store: ObjectStore, key: string, maxUncompressedBytes: number): Promise<ArchiveEntry[]> {
  const size = await store.size(key);
  const zip = await openZip(store, key, size ?? 0);
  try {
    return await collectEntries(zip, maxUncompressedBytes);
  } finally {
    zip.close();
  }
}

async function openZip(store: ObjectStore, key: string, size: number): Promise<ZipFile> {
  const zip = await openStoredZip(store, key, size);
  if (!zip) throw BadRequestError.because('artifacts archive is not a valid zip file');
  return zip;
}

function collectEntries(zip: ZipFile, maxUncompressedBytes: number): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  let total = 0;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => reject(error instanceof BadRequestError ? error : refusalOf(error));
    zip.on('error', fail);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: ZipEntry) => {
      try {
        onEntry(entry);
      } catch (error) {
        fail(error);
      }
    });
    const onEntry = (entry: ZipEntry) => {
      checkEntryPath(entry.fileName);
      total += entry.uncompressedSize;
      if (total > maxUncompressedBytes) return fail(BadRequestError.because('artifacts archive is too large when extracted'));
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
      if (mode === S_IFDIR || entry.fileName.endsWith('/')) return zip.readEntry();
      const record = { path: entry.fileName, size: entry.uncompressedSize, compressedSize: entry.compressedSize, headerOffset: entry.relativeOffsetOfLocalHeader, method: entry.compressionMethod };
      if (mode !== S_IFLNK) {
        entries.push(record);
        return zip.readEntry();
      }
      checkSymlink(zip, entry).then(() => zip.readEntry(), fail);
    };
    try {
      zip.readEntry();
    } catch (error) {
      fail(error);
    }
  });
}

/** yauzl refuses `..` and absolute names itself (validateFileName); those are bad entries, the rest a bad zip. */
function refusalOf(error: unknown): BadRequestError {
  const named = /^(?:invalid relative path|absolute path): (.*)$/.exec((error as Error)?.message ?? '');
  return BadRequestError.because(named ? `artifacts archive has an invalid entry: ${named[1]}` : 'artifacts archive is not a valid zip file');
}

/** No absolute paths (`/x`, `C:\x`), no `..` segments, no backslashes that a Windows extractor would split on. */
export function checkEntryPath(name: string): void {
  const segments = name.split('/');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.includes('\\') || name.includes('\0') || segments.includes('..')) {
    throw BadRequestError.because(`artifacts archive has an invalid entry: ${name}`);
  }
}

/** A symlink may point at another file of the archive, never outside it (symlinks are not recorded for serving). */
async function checkSymlink(zip: ZipFile, entry: ZipEntry): Promise<void> {
  if (entry.uncompressedSize > MAX_LINK_BYTES) throw BadRequestError.because(`artifacts archive has an invalid symlink: ${entry.fileName}`);
  const target = await readSmallEntry(zip, entry);
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(entry.fileName), target));
  if (target.startsWith('/') || resolved === '..' || resolved.startsWith('../')) {
    throw BadRequestError.because(`artifacts archive has a symlink pointing outside it: ${entry.fileName}`);
  }
}

function readSmallEntry(zip: ZipFile, entry: ZipEntry): Promise<string> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  });
}
