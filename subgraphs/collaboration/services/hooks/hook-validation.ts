import type { OutboundPolicy } from '@forgegraph/platform';
import type { WebHook } from '../../entities/web-hook.entity';
import { isValidBranchName } from '../namespaces/naming';
import { interpolateUrl, referencedVariables, urlRefusal } from './hook-url';

/** Model errors by attribute, in GitLab's validation order (ActiveModel::Errors). */
export type HookErrors = Map<string, string[]>;

const URL_VARIABLE_NAME = /^[A-Za-z]+[0-9]*(?:[._-][A-Za-z0-9]+)*$/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const MAX_TEMPLATE_LENGTH = 4096;

/** WebHooks::Hook validations (app/models/concerns/web_hooks/hook.rb) against the current web hook policy. */
export async function validateHook(hook: WebHook, policy: OutboundPolicy): Promise<HookErrors> {
  const errors: HookErrors = new Map();
  const add = (attribute: string, message: string) => errors.set(attribute, [...(errors.get(attribute) ?? []), message]);
  const hasVariables = Object.keys(hook.urlVariables).length > 0;
  if (!hook.url?.trim()) add('url', "can't be blank");
  else if (!hasVariables) await addUrlRefusal(add, 'url', hook.url, policy);
  if (hook.token?.includes('\n')) add('token', 'is invalid');
  const filterError = branchFilterError(hook);
  if (filterError) add('push_events_branch_filter', filterError);
  if (!isValidMap(hook.urlVariables, URL_VARIABLE_NAME)) add('url_variables', 'must be a valid json schema');
  const missing = referencedVariables(hook.url ?? '').filter((name) => !(name in hook.urlVariables));
  if (missing.length) add('url', `Invalid URL template. Missing keys: [${missing.map((name) => JSON.stringify(name)).join(', ')}]`);
  if (hasVariables && errors.size === 0) await addUrlRefusal(add, 'interpolated_url', interpolateUrl(hook.url, hook.urlVariables), policy);
  if (!isValidMap(hook.customHeaders, HEADER_NAME)) add('custom_headers', 'must be a valid json schema');
  if ((hook.customWebhookTemplate?.length ?? 0) > MAX_TEMPLATE_LENGTH) {
    add('custom_webhook_template', `is too long (maximum is ${MAX_TEMPLATE_LENGTH} characters)`);
  }
  return errors;
}

async function addUrlRefusal(add: (a: string, m: string) => void, attribute: string, url: string, policy: OutboundPolicy): Promise<void> {
  const refusal = await urlRefusal(url, policy);
  if (refusal) add(attribute, refusal);
}

/** The web_hooks_url_variables / web_hooks_custom_headers JSON schemas: ≤ 20 names, non-empty values ≤ 2048. */
function isValidMap(map: Record<string, string>, namePattern: RegExp): boolean {
  const entries = Object.entries(map);
  return entries.length <= 20 && entries.every(([name, value]) =>
    name.length <= 255 && namePattern.test(name) && typeof value === 'string' && value.length >= 1 && value.length <= 2048);
}

function branchFilterError(hook: WebHook): string | null {
  const filter = hook.pushEventsBranchFilter;
  if (!filter) return null;
  if (hook.branchFilterStrategy === 'regex') {
    try {
      new RegExp(filter);
      return null;
    } catch (error) {
      return `not valid RE2 syntax: ${(error as Error).message}`;
    }
  }
  return hook.branchFilterStrategy === 'wildcard' && !isValidBranchName(filter.replaceAll('*', 'x')) ? 'must be a valid branch name' : null;
}
