import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface ExtractResult {
  extracted: number;
  /** Entry names refused because they would land outside the target directory. */
  refused: string[];
}

const SYMLINK_TYPE = 0o120000;

/**
 * Unpacks a downloaded artifacts zip into `root`. An entry is refused — skipped, and reported — when its name is
 * absolute or climbs out with `..`, when its parent directory resolves outside `root` (through a symlink written
 * earlier), or when it is a symlink pointing outside `root`: a dependency's artifacts may only touch the build dir.
 */
export async function extractZip(zipPath: string, root: string): Promise<ExtractResult> {
  const realRoot = fs.realpathSync(root);
  const zip = await openZip(zipPath);
  const result: ExtractResult = { extracted: 0, refused: [] };
  try {
    for await (const entry of entries(zip)) {
      const name = entryName(entry);
      const written = await extractEntry(zip, entry, name, realRoot);
      if (written) result.extracted++;
      else result.refused.push(name);
    }
  } finally {
    zip.close();
  }
  return result;
}

/** The entry's name as yauzl would decode it (UTF-8 flag, Info-ZIP unicode path extra field, else CP437). */
function entryName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
}

async function extractEntry(zip: ZipFile, entry: Entry, name: string, root: string): Promise<boolean> {
  const target = safeTarget(root, name);
  if (!target) return false;
  if (name.endsWith('/')) {
    fs.mkdirSync(target, { recursive: true });
    return isInside(root, fs.realpathSync(target));
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (!isInside(root, fs.realpathSync(path.dirname(target)))) return false;
  const mode = (entry.externalFileAttributes >>> 16) & 0xffff;
  const stream = await openEntry(zip, entry);
  if ((mode & 0o170000) === SYMLINK_TYPE) {
    const link = (await readAll(stream)).toString();
    if (!isInside(root, path.resolve(path.dirname(target), link))) return false;
    fs.rmSync(target, { force: true });
    fs.symlinkSync(link, target);
    return true;
  }
  fs.rmSync(target, { force: true });
  await pipeline(stream, fs.createWriteStream(target, { mode: (mode & 0o777) || 0o644 }));
  return true;
}

function safeTarget(root: string, name: string): string | null {
  if (name.includes('\0') || path.isAbsolute(name) || /^[A-Za-z]:/.test(name)) return null;
  if (name.split(/[\\/]/).includes('..')) return null;
  const target = path.resolve(root, name);
  return isInside(root, target) && target !== root ? target : null;
}

function isInside(root: string, target: string): boolean {
  return target === root || target.startsWith(root + path.sep);
}

function openZip(zipPath: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Names are decoded here (entryName) rather than by yauzl: its validation would abort the whole archive on the
    // first bad entry, where safeTarget refuses only that entry.
    yauzl.open(zipPath, { lazyEntries: true, validateEntrySizes: true, decodeStrings: false }, (error, zip) => (error ? reject(error) : resolve(zip)));
  });
}

async function* entries(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const entry = await new Promise<Entry | null>((resolve, reject) => {
      const onEntry = (next: Entry) => { cleanup(); resolve(next); };
      const onEnd = () => { cleanup(); resolve(null); };
      const onError = (error: Error) => { cleanup(); reject(error); };
      const cleanup = () => { zip.off('entry', onEntry); zip.off('end', onEnd); zip.off('error', onError); };
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}

function openEntry(zip: ZipFile, entry: Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
