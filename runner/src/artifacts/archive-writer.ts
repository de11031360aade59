import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { ZipFile } from 'yazl';

/**
 * A zip of `files` (relative, from `collectArtifactFiles`) read from `root`, produced as a stream so an archive never
 * has to fit in memory or on disk. Symlinks are stored as symlinks (their target as content, the link mode bits),
 * as gitlab-runner's archiver stores them, never followed.
 */
export function createZipStream(root: string, files: string[]): Readable {
  const zip = new ZipFile();
  for (const file of files) {
    if (file.endsWith('/')) {
      zip.addEmptyDirectory(file, { mtime: statOrNow(path.join(root, file)).mtime });
      continue;
    }
    const absolute = path.join(root, file);
    const stat = fs.lstatSync(absolute);
    if (stat.isSymbolicLink()) {
      zip.addBuffer(Buffer.from(fs.readlinkSync(absolute)), file, { mtime: stat.mtime, mode: stat.mode, compress: false });
    } else if (stat.isFile()) {
      zip.addFile(absolute, file, { mtime: stat.mtime, mode: stat.mode });
    }
  }
  zip.end();
  // yazl types it as the NodeJS interface; the object is a PassThrough.
  return zip.outputStream as unknown as Readable;
}

/**
 * gitlab-runner's `gzip` artifact format (junit reports): one gzip member per regular file, concatenated in path
 * order; readers loop over the members.
 */
export function createGzipStream(root: string, files: string[]): Readable {
  const output = new PassThrough();
  const regularFiles = files.filter((file) => !file.endsWith('/') && fs.lstatSync(path.join(root, file)).isFile());
  (async () => {
    for (const file of regularFiles) {
      const gzip = createGzip();
      gzip.pipe(output, { end: false });
      const done = new Promise<void>((resolve, reject) => gzip.on('end', resolve).on('error', reject));
      fs.createReadStream(path.join(root, file)).on('error', (error) => gzip.destroy(error)).pipe(gzip);
      await done;
    }
    output.end();
  })().catch((error: Error) => output.destroy(error));
  return output;
}

function statOrNow(target: string): { mtime: Date } {
  try {
    return fs.statSync(target);
  } catch {
    return { mtime: new Date() };
  }
}
