import type { BranchFilterStrategy, EventFlag, WebHook } from '../../entities/web-hook.entity';
import type { HookKeyValueInput, HookSettingsInput } from '../../schema/hook.inputs';
import { HOOK_TRIGGERS } from './hook-triggers';
import { interpolateUrl } from './hook-url';

const FLAGS = [...Object.values(HOOK_TRIGGERS), 'repositoryUpdateEvents', 'resourceDeployTokenEvents', 'enableSslVerification'] as const;
type Flag = (typeof FLAGS)[number];

/** The settings of either kind: each kind's input type carries only the flags its hooks have. */
export type HookSettings = HookSettingsInput & Partial<Record<EventFlag, boolean>> & { url?: string };
const TEXTS = ['name', 'description', 'customWebhookTemplate', 'pushEventsBranchFilter'] as const;

/** The hook as it was before an update, for GitLab's reset rules. */
export interface HookBefore {
  url: string;
  urlVariables: Record<string, string>;
}

const toMap = (pairs: HookKeyValueInput[]) => Object.fromEntries(pairs.map((pair) => [pair.key, pair.value]));

/**
 * Assigns the given settings (absent ones stay): booleans, texts, the secret token, and URL
 * variables and custom headers merged into the existing ones (API::Helpers::WebHooksHelpers).
 */
export function assignHookSettings(hook: WebHook, input: HookSettings): void {
  if (input.url !== undefined) hook.url = input.url;
  const flags = hook as WebHook & Record<Flag, boolean>;
  for (const flag of FLAGS) if (input[flag] !== undefined && input[flag] !== null) flags[flag] = input[flag]!;
  for (const text of TEXTS) if (input[text] !== undefined) hook[text] = input[text] ?? null;
  if (input.branchFilterStrategy) hook.branchFilterStrategy = input.branchFilterStrategy as BranchFilterStrategy;
  if (input.token !== undefined) hook.token = input.token;
  if (input.urlVariables?.length) hook.urlVariables = { ...hook.urlVariables, ...toMap(input.urlVariables) };
  if (input.customHeaders?.length) hook.customHeaders = { ...hook.customHeaders, ...toMap(input.customHeaders) };
}

/**
 * WebHooks::Hook's before_validation callbacks: a new URL drops the secret token unless a new one
 * came with it; on update, a changed interpolated URL drops the URL variables that carried over
 * and every custom header (they may hold secrets meant for the old target).
 * (doc/api/group_webhooks.md#edit-group-hook: "When you change the webhook URL, the secret token is reset")
 */
export function applyResetRules(hook: WebHook, input: { token?: string | null }, before: HookBefore | null): void {
  if (hook.branchFilterStrategy === 'all_branches') hook.pushEventsBranchFilter = null;
  const urlChanged = before === null || before.url !== hook.url;
  if (urlChanged && input.token === undefined) hook.token = null;
  if (!before) return;
  const wasUrl = safeInterpolation(before.url, before.urlVariables);
  if (Object.keys(before.urlVariables).length && wasUrl !== safeInterpolation(hook.url, hook.urlVariables)) {
    const keptKey = Object.keys(before.urlVariables).some((key) => key in hook.urlVariables);
    const keptPair = Object.entries(before.urlVariables).some(([key, value]) => hook.urlVariables[key] === value);
    if (keptKey || (urlChanged && keptPair)) hook.urlVariables = {};
  }
  const nowUrl = safeInterpolation(hook.url, hook.urlVariables);
  if (nowUrl !== null && wasUrl !== nowUrl) hook.customHeaders = {};
}

function safeInterpolation(url: string, variables: Record<string, string>): string | null {
  try {
    return interpolateUrl(url, variables);
  } catch {
    return null;
  }
}
