import { randomUUID } from 'node:crypto';
import { GITLAB_VERSION } from '@forgegraph/platform';
import type { WebHook } from '../../entities/web-hook.entity';
import { eventHeaderOf } from './hook-triggers';

const REDACTED = '[REDACTED]';

export interface HookRequestInput {
  hook: WebHook;
  trigger: string;
  idempotencyKey: string;
  eventUuid: string;
  externalUrl: string;
}

export interface HookRequestHeaders {
  /** What is sent: custom headers, then GitLab's own (which win on a clash). */
  sent: Record<string, string>;
  /** What the log keeps: secret values redacted. */
  logged: Record<string, string>;
}

/**
 * WebHookService#build_headers (doc/user/project/integrations/webhooks.md#delivery-headers).
 * `X-Gitlab-Webhook-UUID` is new for every request; `X-Gitlab-Event-UUID` is shared by every hook
 * an event reaches; `Idempotency-Key` stays the same across retries and resends of one delivery.
 */
export function buildHookHeaders(input: HookRequestInput): HookRequestHeaders {
  const gitlab: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': `GitLab/${GITLAB_VERSION}`,
    'Idempotency-Key': input.idempotencyKey,
    'X-Gitlab-Event': eventHeaderOf(input.trigger),
    'X-Gitlab-Webhook-UUID': randomUUID(),
    'X-Gitlab-Instance': input.externalUrl,
    'X-Gitlab-Event-UUID': input.eventUuid,
  };
  const token = input.hook.token ? input.hook.token.replace(/[\r\n]/g, '') : null;
  const redactedCustom = Object.fromEntries(Object.keys(input.hook.customHeaders).map((name) => [name, REDACTED]));
  return {
    sent: { ...input.hook.customHeaders, ...gitlab, ...(token ? { 'X-Gitlab-Token': token } : {}) },
    logged: { ...redactedCustom, ...gitlab, ...(token ? { 'X-Gitlab-Token': REDACTED } : {}) },
  };
}

export class CustomTemplateError extends Error {
  static parse(reason: string): CustomTemplateError {
    return new CustomTemplateError(`Error while parsing rendered custom webhook template: ${reason}`);
  }
}

/**
 * The body: the payload, or the hook's custom template with each `{{path.to.value}}` replaced by
 * the payload's value (strings unquoted, anything else as JSON), which must then parse as JSON.
 */
export function renderRequestData(hook: WebHook, payload: Record<string, unknown>): Record<string, unknown> {
  if (!hook.customWebhookTemplate) return payload;
  const rendered = hook.customWebhookTemplate.replace(/{{(.+?)}}/g, (_match, path: string) => {
    const value = path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), payload);
    const json = JSON.stringify(value ?? null);
    return typeof value === 'string' ? json.slice(1, -1) : json;
  });
  try {
    return JSON.parse(rendered);
  } catch (error) {
    throw CustomTemplateError.parse((error as Error).message);
  }
}
