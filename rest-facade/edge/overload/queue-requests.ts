import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RequestQueue, type Refusal, type RequestQueueLimits } from './request-queue';

/** Workhorse's answers: `http.Error` bodies (text, newline-terminated) and statuses. */
const REFUSALS: Record<Refusal, { status: number; body: string }> = {
  'queue-full': { status: 429, body: 'Too Many Requests\n' },
  'queue-timeout': { status: 503, body: 'Service Unavailable\n' },
};

/** Seconds a refused client is asked to wait: the queue drains in about its timeout. */
const retryAfter = (limits: RequestQueueLimits): string => String(Math.max(1, Math.ceil(limits.queueTimeoutMs / 1000)));

/**
 * Admits API requests through one `RequestQueue` per process and answers the refused ones as
 * Workhorse does (429 when the queue is full, 503 when the wait timed out), with `Retry-After`.
 * The slot is held until the response is done or the client has gone.
 */
export function queueRequests(queue: RequestQueue, limits: RequestQueueLimits): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!queue.enabled) return next();
    const free = queue.tryAcquire();
    if (free) {
      res.once('close', free.release);
      return next();
    }
    const gone = new AbortController();
    const leave = () => gone.abort();
    res.once('close', leave);
    void queue.acquire(gone.signal).then((admission) => {
      if (admission.refused) {
        res.off('close', leave);
        if (gone.signal.aborted || res.headersSent) return;
        const { status, body } = REFUSALS[admission.refused];
        res.writeHead(status, {
          'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff',
          'retry-after': retryAfter(limits), 'content-length': Buffer.byteLength(body),
        });
        res.end(body);
        return;
      }
      if (gone.signal.aborted) return admission.release();
      // Aborting builds a DOMException with a stack: not done for every admitted request's close.
      res.off('close', leave);
      res.once('close', admission.release);
      next();
    });
  };
}
