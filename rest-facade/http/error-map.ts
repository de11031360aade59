import type { ErrorCode, OperationError } from '@forgegraph/platform';

export interface ErrorResponse {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The facade's one status map: error code → HTTP status (routes may override per code). */
const STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  VALIDATION_FAILED: 400,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
};

const FALLBACK_BODY: Record<number, string> = {
  400: '400 Bad request',
  401: '401 Unauthorized',
  403: '403 Forbidden',
  404: '404 Not Found',
  405: '405 Method Not Allowed',
  409: '409 Conflict',
  413: '413 Request Entity Too Large',
  422: '422 Unprocessable Entity',
  500: '500 Internal Server Error',
};

export const INTERNAL_ERROR: ErrorResponse = { status: 500, body: { message: '500 Internal Server Error' } };

/** Maps the first GraphQL error of an operation to GitLab's status and body. */
export function errorResponse(error: OperationError, overrides: Partial<Record<ErrorCode, number>> = {}): ErrorResponse {
  const code = (error.extensions?.code as ErrorCode | undefined) ?? 'INTERNAL';
  if (!(code in STATUS)) return String(code) === 'GRAPHQL_VALIDATION_FAILED' ? { status: 400, body: { error: error.message } } : INTERNAL_ERROR;
  const status = overrides[code] ?? STATUS[code];
  if (status >= 500) return INTERNAL_ERROR;
  const body = (error.extensions?.body as Record<string, unknown> | undefined) ?? { message: FALLBACK_BODY[status] ?? error.message };
  return { status, body };
}

export function messageBody(status: number): Record<string, unknown> {
  return { message: FALLBACK_BODY[status] ?? String(status) };
}
