import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { ObjectStore, StoredObject } from '../storage/object-store';

/** lib/gitlab/import_export/version.rb: the archive format this service writes and reads. */
export const IMPORT_EXPORT_VERSION = '0.2.4';

/** Why an archive was refused; the message becomes the import's `import_error`. */
export class ArchiveRejected extends Error {}

export interface ArchiveLimits {
  /** Bytes of all entries together; 0 means unlimited (max_decompressed_archive_size, in MB there). */
  maxDecompressedBytes: number;
  /** Milliseconds extraction may take; 0 means unlimited (decompress_archive_file_timeout). */
  timeoutMs: number;
}

/** Streams a staging directory as GitLab's `.tar.gz` into the object store (nothing held whole in memory). */
export async function packArchive(stagingDir: string, objects: ObjectStore, key: string, maxBytes?: number): Promise<StoredObject> {
  const entries = (await readdir(stagingDir)).sort();
  const pack = tar.c({ gzip: true, cwd: stagingDir, portable: true }, entries);
  return objects.write(key, Readable.from(pack as AsyncIterable<Buffer>), maxBytes ? { maxBytes } : {});
}

/**
 * Unpacks an uploaded archive into `stagingDir` after a first pass has checked every entry
 * (Gitlab::ImportExport::FileImporter, DecompressedArchiveSizeValidator): only files and directories,
 * no absolute paths or `..`, no symlinks or hard links, the decompressed total within the limit.
 */
export async function unpackArchive(objects: ObjectStore, key: string, stagingDir: string, limits: ArchiveLimits): Promise<void> {
  await withTimeout(limits.timeoutMs, async () => {
    await checkEntries(objects, key, limits.maxDecompressedBytes);
    await mkdir(stagingDir, { recursive: true });
    await pipeline(objects.read(key), tar.x({ cwd: stagingDir, strict: true, preservePaths: false }) as unknown as NodeJS.WritableStream);
  });
}

async function checkEntries(objects: ObjectStore, key: string, maxBytes: number): Promise<void> {
  let total = 0;
  let problem: string | null = null;
  const lister = tar.t({
    strict: true,
    onReadEntry: (entry) => {
      total += entry.size ?? 0;
      problem ??= entryProblem(entry.path, entry.type, entry.header?.linkpath ?? null);
      if (!problem && maxBytes > 0 && total > maxBytes) problem = 'Decompressed archive size validation failed.';
      entry.resume();
    },
  });
  try {
    await pipeline(objects.read(key), lister as unknown as NodeJS.WritableStream);
  } catch {
    throw new ArchiveRejected('Unable to decompress the export file: it is not a valid tar.gz archive');
  }
  if (problem) throw new ArchiveRejected(problem);
}

function entryProblem(entryPath: string, type: string, linkPath: string | null): string | null {
  if (type === 'SymbolicLink') return `Invalid file: ${entryPath} is a symbolic link`;
  if (type === 'Link') return `Invalid file: ${entryPath} is a hard link${linkPath ? ` to ${linkPath}` : ''}`;
  if (type !== 'File' && type !== 'OldFile' && type !== 'Directory' && type !== 'ContiguousFile') return `Invalid file: ${entryPath} is not a regular file`;
  if (path.isAbsolute(entryPath) || /^[a-zA-Z]:/.test(entryPath)) return `Invalid path: ${entryPath} is absolute`;
  if (entryPath.split(/[\\/]/).includes('..')) return `Invalid path: ${entryPath} leaves the archive`;
  return null;
}

/** Gitlab::ImportExport::VersionChecker: the archive's VERSION must be one this service can read. */
export async function checkArchiveVersion(stagingDir: string): Promise<void> {
  const version = await readFile(path.join(stagingDir, 'VERSION'), 'utf8').catch(() => null);
  if (version === null) throw new ArchiveRejected('Invalid file: the archive has no VERSION file');
  const found = version.trim();
  if (compareVersions(found, IMPORT_EXPORT_VERSION) > 0 || !/^\d+\.\d+\.\d+$/.test(found)) {
    throw new ArchiveRejected(`Import version mismatch: Required <= ${IMPORT_EXPORT_VERSION} but was ${found}`);
  }
}

function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

async function withTimeout(ms: number, work: () => Promise<void>): Promise<void> {
  if (!ms) return work();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ArchiveRejected('Timeout while decompressing the export file')), ms);
  });
  try {
    await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
