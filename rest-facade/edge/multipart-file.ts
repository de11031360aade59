import { Transform, type TransformCallback } from 'node:stream';
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
      body.unpipe(parser);
      body.resume();
      reject(error instanceof ObjectTooLarge ? TOO_LARGE() : error instanceof HttpError ? error : HttpError.of(400, { message: '400 Bad request' }));
    };
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.get('content-type') ?? '');
    // A multipart body without a boundary has no parts at all.
    if (!boundary) return void req.resume().once('end', () => resolve(null));
    const body = new LenientClosingDelimiter(boundary[1] ?? boundary[2]);
    const parser = busboy({ headers: req.headers, limits: { files: 10, fields: 100 } });
    parser.on('file', (name, stream, info) => {
      // A cut-off part errors on its stream as well as on the parser (handled there): before the store
      // pipes the stream, that second error would have no listener and end the process.
      stream.on('error', () => undefined);
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
    req.pipe(body).pipe(parser);
  });
}

/**
 * Mono's NuGet 2.8 (Debian's `nuget`) ends its multipart body with `\n--boundary--` instead of
 * `\r\n--boundary--\r\n`; Rack's parser accepts it, busboy calls it an unexpected end of form. This passes
 * the body through unchanged except for such a closing delimiter at its very end, which it mends.
 */
class LenientClosingDelimiter extends Transform {
  private tail = Buffer.alloc(0);
  private readonly close: Buffer;

  constructor(boundary: string) {
    super();
    this.close = Buffer.from(`\n--${boundary}--`);
  }

  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const data = Buffer.concat([this.tail, chunk]);
    const keep = Math.min(data.length, this.close.length + 3);
    this.tail = data.subarray(data.length - keep);
    done(null, data.subarray(0, data.length - keep));
  }

  _flush(done: TransformCallback): void {
    const tail = this.tail;
    const at = tail.lastIndexOf(this.close);
    const ending = at < 0 ? '' : tail.subarray(at + this.close.length).toString('latin1');
    const bare = at >= 0 && (at === 0 || tail[at - 1] !== 0x0d) && /^(\r?\n)?$/.test(ending);
    done(null, bare ? Buffer.concat([tail.subarray(0, at), Buffer.from('\r'), this.close, Buffer.from('\r\n')]) : tail);
  }
}
