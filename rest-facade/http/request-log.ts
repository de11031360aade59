import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '@forgegraph/platform';

/** A correlation id per request (`X-Request-Id` in and out) and one structured log line per request. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    res.setHeader('x-frame-options', 'SAMEORIGIN');
    res.setHeader('x-content-type-options', 'nosniff');
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info('request', {
        requestId,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        userId: res.locals.actor?.userId ?? null,
      });
    });
    next();
  };
}
