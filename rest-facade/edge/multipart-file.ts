import type { Request } from 'express';
import busboy from 'busboy';
import { ObjectTooLarge, type ObjectStore, type StoredObject } from '@forgegraph/platform';
import { HttpError } from '../http/http-error';

/** lib/api/ci/runner.rb `file_too_large!` (and Workhorse's refusal past the authorized size). */
const TOO_LARGE = () => HttpError.of(413, { message: '413 Request Entity Too Large' });

export interface ReceivedFile extends StoredObject {
  filename: string;
}

export interface FilePartTarget {
  /** Object key the part streams into. */
  key: string;
  /** Past this many bytes the upload is refused (413) and nothing stays behind. */
  maxBytes: number;
  /** The multipart field holding the file (`file` for artifacts, `package` for NuGet). */
  field: string;
  /** The name recorded when the part has no file name. */
  defaultName: string;
}

/** Streams the `field` part into `key`; other parts are skipped. Null when the body has no such part. */
export function streamFilePart(req: Request, objects: ObjectStore, { key, maxBytes, field, defaultName }: FilePartTarget): Promise<ReceivedFile | null> {
  return new Promise((resolve, reject) => {
    let writing: Promise<ReceivedFile> | null = null;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // Read the rest of the body so the client gets the answer rather than a reset connection.
      req.unpipe(parser);
      req.resume();
      reject(error instanceof ObjectTooLarge ? TOO_LARGE() : error instanceof HttpError ? error : HttpError.of(400, { message: '400 Bad request' }));
    };
    const parser = busboy({ headers: req.headers, limits: { files: 10, fields: 100 } });
    parser.on('file', (name, stream, info) => {
      if (name !== field || writing) return void stream.resume();
      writing = objects.write(key, stream, { maxBytes }).then((stored) => ({ ...stored, filename: info.filename || defaultName }));
      writing.catch(fail);
    });
    parser.on('error', fail);
    parser.on('close', () => {
      if (failed) return;
      if (!writing) return resolve(null);
      writing.then(resolve, fail);
    });
    req.pipe(parser);
  });
}
