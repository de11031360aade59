import { DomainError, SERVICE_ACTOR, type ErrorCode, type OperationResult } from '@forgegraph/platform';
import { clientAddress } from '../edge/authenticate';
import type { Operation } from '../operations/operation';
import type { HandlerContext } from '../routes/route';

/**
 * Runner protocol calls reach ci as the service actor: the runner's token (or the job's) in the params is the
 * credential, and ci checks it (lib/api/ci/helpers/runner.rb). Errors keep their codes for the status map.
 */
export async function askCi<R>(ctx: HandlerContext, operation: Operation<R>, variables: Record<string, unknown>): Promise<R> {
  const result = await ctx.engine.execute<R>(operation.document, variables, SERVICE_ACTOR, ctx.requestId);
  return dataOfResult(result);
}

/** An operation's data, or its first error thrown with its code. */
export function dataOfResult<R>(result: OperationResult<R>): R {
  const error = result.errors?.[0];
  if (!error) return result.data as R;
  const code = (error.extensions?.code ?? 'INTERNAL') as ErrorCode;
  throw new DomainError(code, error.message, (error.extensions?.body as Record<string, unknown>) ?? { message: error.message });
}

const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** The runner's token, `system_id`, `info` and address, as `RunnerContactInput`. */
export function runnerContact(ctx: HandlerContext): Record<string, unknown> {
  const { params } = ctx;
  const info = (params.info ?? {}) as Record<string, unknown>;
  return {
    token: params.token,
    systemId: text(params.system_id),
    ipAddress: clientAddress(ctx.req) ?? null,
    info: {
      name: text(info.name), version: text(info.version), revision: text(info.revision), platform: text(info.platform),
      architecture: text(info.architecture), executor: text(info.executor),
    },
  };
}
