import type { Response } from 'express';
import { Readable } from 'node:stream';
import { sendJson } from './send';

/**
 * An answer a route shapes itself, returned by `present` or `handle` instead of a JSON value:
 * a status chosen per answer (GitLab's `status(200)` inside an endpoint), extra headers, or a
 * body that is not JSON at all (raw files, archives), written or piped as it is.
 */
export class RouteAnswer {
  private constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: unknown,
    readonly raw: boolean,
  ) {}

  /** A JSON body with its own status and headers (e.g. cherry-pick's dry run answers 200, not 201). */
  static json(status: number, body: unknown, headers: Record<string, string> = {}): RouteAnswer {
    return new RouteAnswer(status, headers, body, false);
  }

  /**
   * Bytes or a stream, sent with exactly these headers; `null` sends headers only (HEAD). A stream
   * is piped, never buffered, and is destroyed if the client goes away.
   */
  static raw(status: number, headers: Record<string, string>, body: Buffer | Readable | null): RouteAnswer {
    return new RouteAnswer(status, headers, body, true);
  }
}

/** Writes a RouteAnswer; a stream failing halfway cuts the connection (the status is already sent). */
export function sendRouteAnswer(res: Response, answer: RouteAnswer): Promise<void> {
  if (!answer.raw) {
    sendJson(res, answer.status, answer.body, answer.headers);
    return Promise.resolve();
  }
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  const body = answer.body as Buffer | Readable | null;
  if (!(body instanceof Readable)) {
    if (body) res.setHeader('content-length', body.length);
    res.end(body ?? undefined);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const finish = () => resolve();
    res.once('close', () => {
      if (!body.readableEnded) body.destroy();
      finish();
    });
    body.once('error', () => res.destroy());
    body.pipe(res);
  });
}
