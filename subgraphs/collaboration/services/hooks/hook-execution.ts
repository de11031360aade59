import { BlockedUrlError, sendOutbound, webHookPolicy, type OutboundResponse, type SubgraphContext, query } from '@forgegraph/platform';
import type { WebHook } from '../../entities/web-hook.entity';
import { WebHookLog } from '../../entities/web-hook-log.entity';
import { isExecutable } from '../../entities/web-hook-failures';
import { BACKOFF_SQL, ENABLE_SQL } from './hook-auto-disabling';
import { buildHookHeaders, renderRequestData } from './hook-request';
import { interpolateUrl, splitCredentials } from './hook-url';

/** GitLab's webhook timeout (Gitlab.config.gitlab.webhook_timeout). */
const TIMEOUT_MS = 10_000;
/** The log keeps what the UI shows (WebHookService's limits). */
const RESPONSE_BODY_LIMIT = 8 * 1024;
const RESPONSE_HEADERS_COUNT_LIMIT = 50;
const RESPONSE_HEADER_SIZE_LIMIT = 1024;
const INTERNAL_ERROR = 'internal error';

export interface HookExecution {
  trigger: string;
  payload: Record<string, unknown>;
  idempotencyKey: string;
  eventUuid: string;
  deliveryId?: string;
  /** Tests run even a disabled hook (WebHookService `force:`). */
  force?: boolean;
}

export interface HookOutcome {
  /** 2xx: what the test endpoint and the retry decision call success. */
  success: boolean;
  /** The HTTP status, null when no response came back. */
  httpStatus: number | null;
  /** The response body, or why there was none. */
  message: string;
}

interface Attempt {
  response: OutboundResponse | null;
  requestData: Record<string, unknown>;
  error: string | null;
  seconds: number;
}

/**
 * WebHookService#execute: one POST of an event to a hook through the outbound guard (the web hook
 * policy is read again now, so a URL allowed at save time can still be refused), logged whatever
 * happens, with the hook's failure state moved on (WebHooks::LogExecutionService).
 */
export async function executeHook(ctx: SubgraphContext, hook: WebHook, execution: HookExecution): Promise<HookOutcome> {
  if (!execution.force && !isExecutable(hook)) return { success: false, httpStatus: null, message: 'Hook disabled' };
  const headers = buildHookHeaders({ hook, ...execution, externalUrl: ctx.runtime.config.externalUrl });
  const attempt = await attemptDelivery(ctx, hook, execution, headers.sent);
  const status = attempt.response?.status ?? null;
  ctx.em.create(WebHookLog, {
    hookId: hook.id, deliveryId: execution.deliveryId ?? null, trigger: execution.trigger, url: hook.url,
    interpolatedUrl: safeUrl(hook), requestHeaders: headers.logged, requestData: attempt.requestData,
    responseHeaders: attempt.response ? loggedHeaders(attempt.response.headers) : {},
    responseBody: attempt.response ? truncate(attempt.response.body, RESPONSE_BODY_LIMIT) : '',
    responseStatus: status === null ? INTERNAL_ERROR : String(status), executionDuration: attempt.seconds,
    internalErrorMessage: attempt.error, idempotencyKey: execution.idempotencyKey,
  });
  await ctx.em.flush();
  // GitLab counts 2xx and 3xx as fine for auto-disabling (WebHookService#response_category).
  const fine = status !== null && status >= 200 && status < 400;
  await query(ctx.em, fine ? ENABLE_SQL : BACKOFF_SQL, [hook.id]);
  const success = status !== null && status >= 200 && status < 300;
  return { success, httpStatus: status, message: attempt.error ?? attempt.response?.body ?? '' };
}

async function attemptDelivery(ctx: SubgraphContext, hook: WebHook, execution: HookExecution, headers: Record<string, string>): Promise<Attempt> {
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  let requestData = execution.payload;
  try {
    requestData = renderRequestData(hook, execution.payload);
    const target = splitCredentials(interpolateUrl(hook.url, hook.urlVariables));
    const policy = webHookPolicy(await ctx.runtime.settings.current());
    const response = await sendOutbound({
      url: target.url, method: 'POST', body: JSON.stringify(requestData), timeoutMs: TIMEOUT_MS, maxResponseBytes: RESPONSE_BODY_LIMIT,
      verifyTls: hook.enableSslVerification,
      headers: target.authorization ? { ...headers, Authorization: target.authorization } : headers,
    }, policy);
    return { response, requestData, error: null, seconds: seconds() };
  } catch (error) {
    const message = error instanceof BlockedUrlError ? `URL is blocked: ${error.reason}` : (error as Error).message;
    return { response: null, requestData, error: message, seconds: seconds() };
  }
}

/** Response headers as the log shows them: capitalized names, at most 50, values cut at 1 kB. */
function loggedHeaders(headers: OutboundResponse['headers']): Record<string, string> {
  const entries = Object.entries(headers).filter(([, value]) => value !== undefined).slice(0, RESPONSE_HEADERS_COUNT_LIMIT);
  return Object.fromEntries(entries.map(([name, value]) => [
    name.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('-'),
    truncate(Array.isArray(value) ? value.join(', ') : String(value), RESPONSE_HEADER_SIZE_LIMIT),
  ]));
}

function truncate(text: string, bytes: number): string {
  const buffer = Buffer.from(text, 'utf8');
  return buffer.length <= bytes ? text : buffer.subarray(0, bytes).toString('utf8');
}

function safeUrl(hook: WebHook): string {
  try {
    return interpolateUrl(hook.url, hook.urlVariables);
  } catch {
    return hook.url;
  }
}
