import { BadRequestError, openStoredZip, type ObjectStore, type ZipEntry, type ZipFile } from '@forgegraph/platform';

/** ExtractMetadataFileService::MAX_FILE_SIZE. */
const MAX_NUSPEC_BYTES = 4 * 1024 * 1024;
/** A zip whose files expand past this many times its own size is a zip bomb, refused unread. */
const MAX_EXPANSION_RATIO = 200;
/** Small archives may compress well (a nuspec of spaces); the ratio counts only past this many bytes. */
const RATIO_FLOOR = 10 * 1024 * 1024;

const invalid = (message: string) => BadRequestError.message(message);

/**
 * The `.nuspec` at the root of an uploaded `.nupkg` (ExtractMetadataFileService's `glob('*.nuspec')`).
 * Every entry is checked first: no `..`, absolute or backslashed names, and no extreme expansion.
 */
export async function readNuspec(store: ObjectStore, key: string): Promise<string> {
  const size = (await store.size(key)) ?? 0;
  const zip = await openZip(store, key, size);
  try {
    const entries = await listEntries(zip, size);
    const nuspec = entries.find((entry) => !entry.fileName.includes('/') && entry.fileName.toLowerCase().endsWith('.nuspec'));
    if (!nuspec) throw invalid('nuspec file not found');
    if (nuspec.uncompressedSize > MAX_NUSPEC_BYTES) throw invalid('nuspec file too big');
    return await readEntry(zip, nuspec);
  } finally {
    zip.close();
  }
}

async function openZip(store: ObjectStore, key: string, size: number): Promise<ZipFile> {
  const zip = await openStoredZip(store, key, size);
  if (!zip) throw invalid('invalid package file');
  return zip;
}

function listEntries(zip: ZipFile, archiveSize: number): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  let total = 0;
  return new Promise((resolve, reject) => {
    zip.on('error', (error: Error) => reject(refusalOf(error)));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: ZipEntry) => {
      const name = entry.fileName;
      if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.includes('\\') || name.split('/').includes('..')) {
        return reject(invalid(`invalid package file: entry ${name} has an invalid path`));
      }
      total += entry.uncompressedSize;
      if (total > RATIO_FLOOR && total > archiveSize * MAX_EXPANSION_RATIO) return reject(invalid('invalid package file: compression ratio too high'));
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** yauzl refuses `..` and absolute names itself; those are bad entries, the rest a bad zip. */
function refusalOf(error: Error): BadRequestError {
  const named = /^(?:invalid relative path|absolute path): (.*)$/.exec(error?.message ?? '');
  return invalid(named ? `invalid package file: entry ${named[1]} has an invalid path` : 'invalid package file');
}

function readEntry(zip: ZipFile, entry: ZipEntry): Promise<string> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(invalid('invalid package file'));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_NUSPEC_BYTES) stream.destroy(invalid('nuspec file too big'));
        else chunks.push(chunk);
      });
      stream.on('error', (e) => reject(e instanceof BadRequestError ? e : invalid(`nuspec file has the wrong entry size: ${e.message}`)));
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  });
}
