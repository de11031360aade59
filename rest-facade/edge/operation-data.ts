import { DomainError, type ErrorCode, type OperationResult } from '@forgegraph/platform';

/** An operation's data, or its first error as the domain error it carries (the facade's one status map answers it). */
export function operationData<T>(result: OperationResult<T>): T {
  const error = result.errors?.[0];
  if (!error) return (result.data ?? {}) as T;
  const code = (error.extensions?.code ?? 'INTERNAL') as ErrorCode;
  throw new DomainError(code, error.message, (error.extensions?.body as Record<string, unknown>) ?? { message: error.message });
}
