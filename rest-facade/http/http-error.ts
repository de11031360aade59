import type { ErrorResponse } from './error-map';

/** An answer decided at the edge (authentication, scopes, params) before any operation runs. */
export class HttpError extends Error {
  constructor(readonly response: ErrorResponse) {
    super(JSON.stringify(response.body));
  }
  static of(status: number, body: Record<string, unknown>, headers?: Record<string, string>): HttpError {
    return new HttpError({ status, body, headers });
  }
}
