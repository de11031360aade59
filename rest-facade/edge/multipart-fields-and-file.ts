import type { Request } from 'express';
import busboy from 'busboy';
import { ObjectTooLarge, type ObjectStore } from '@forgegraph/platform';
import { HttpError } from '../http/http-error';
import { addNestedParam } from '../params/rack-params';
import { MALFORMED } from '../params/sanitize';
import type { ReceivedFile } from './multipart-file';

export interface FieldsAndFile {
  /** The text fields, nested as Rack nests them (`override_params[name]`). */
  fields: Record<string, unknown>;
  /** The streamed file part, or null when the body had none. */
  file: ReceivedFile | null;
}

/**
 * A multipart body whose fields are small and whose one file part may be large (project imports):
 * fields are collected, the `field` part streams into `key` (413 past `maxBytes`, nothing left behind).
 */
export function streamFieldsAndFile(req: Request, objects: ObjectStore, target: { key: string; field: string; maxBytes?: number }): Promise<FieldsAndFile> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, unknown> = {};
    let writing: Promise<ReceivedFile> | null = null;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error instanceof ObjectTooLarge ? HttpError.of(413, { message: '413 Request Entity Too Large' }) : error instanceof HttpError ? error : HttpError.of(400, MALFORMED));
    };
    const parser = busboy({ headers: req.headers, limits: { files: 5, fields: 200 } });
    parser.on('field', (name, value) => addNestedParam(fields, name, value));
    parser.on('file', (name, stream, info) => {
      stream.on('error', () => undefined);
      if (name !== target.field || writing) return void stream.resume();
      writing = objects.write(target.key, stream, target.maxBytes ? { maxBytes: target.maxBytes } : {})
        .then((stored) => ({ ...stored, filename: info.filename || 'file' }));
      writing.catch(fail);
    });
    parser.on('error', fail);
    parser.on('close', () => {
      if (failed) return;
      if (!writing) return resolve({ fields, file: null });
      writing.then((file) => resolve({ fields, file }), fail);
    });
    req.pipe(parser);
  });
}
