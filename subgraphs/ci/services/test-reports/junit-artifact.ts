import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import { BadRequestError, type ObjectStore } from '@forgegraph/platform';
import { parseJunit, type ParsedJunit } from './junit-parser';

/** JUnit reports are parsed whole; past this many unpacked bytes the report is refused. */
const MAX_JUNIT_BYTES = 64 * 1024 * 1024;

/**
 * A `junit` artifact's XML: gzip (the runner's format: one member per report file, which Node's gunzip reads
 * in sequence) or raw. Unreadable gzip is the uploader's fault (400); bad XML is a suite error, as in GitLab.
 */
export async function readJunitArtifact(store: ObjectStore, key: string, format: string): Promise<ParsedJunit> {
  const source = store.read(key);
  const xml = await readText(format === 'gzip' ? source.pipe(createGunzip()) : source, () => source.destroy());
  return parseJunit(xml);
}

function readText(stream: Readable, abort: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const refuse = (reason: string) => {
      abort();
      stream.destroy();
      reject(BadRequestError.because(reason));
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_JUNIT_BYTES) return refuse('junit report is too large');
      chunks.push(chunk);
    });
    stream.on('error', () => refuse('junit report is not valid gzip'));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
