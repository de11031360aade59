import type { CompileInput } from '../compile-input';
import type { ErrorList } from '../config-error';
import { isHash } from '../deep-merge';
import { evaluateExpression, isValidExpression, type Variables } from './expression';
import { matchesAnyGlob } from './globs';

/** `only:` / `except:` in either form (a list of refs, or `{ refs, variables, changes }`). */
export interface RefPolicy {
  refs: string[] | null;
  variables: string[] | null;
  changes: string[] | null;
}

/** The ref keywords and the pipeline sources they stand for (Gitlab::Ci::Build::Policy::Refs). */
const SOURCE_KEYWORDS: Record<string, string> = {
  api: 'api', external: 'external', pipelines: 'pipeline', pushes: 'push', schedules: 'schedule', triggers: 'trigger',
  web: 'web', chat: 'chat', merge_requests: 'merge_request_event', external_pull_requests: 'external_pull_request_event',
};

/** GitLab's implicit `only: [branches, tags]` for jobs with neither `rules` nor `only`. */
export const DEFAULT_ONLY: RefPolicy = { refs: ['branches', 'tags'], variables: null, changes: null };

export function readRefPolicy(value: unknown, location: string, errors: ErrorList): RefPolicy | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return { refs: [value], variables: null, changes: null };
  if (Array.isArray(value)) {
    if (value.some((v) => typeof v !== 'string')) errors.add(`${location} config should be an array of strings or regular expressions`);
    return { refs: value.map(String), variables: null, changes: null };
  }
  if (!isHash(value)) {
    errors.add(`${location} config should be an array of strings or regular expressions`);
    return null;
  }
  const unknown = Object.keys(value).filter((key) => !['refs', 'variables', 'changes', 'kubernetes'].includes(key));
  if (unknown.length) errors.add(`${location} config contains unknown keys: ${unknown.join(', ')}`);
  const list = (key: string): string[] | null => {
    const raw = value[key];
    if (raw === undefined) return null;
    const items = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(items) || items.some((v) => typeof v !== 'string')) {
      errors.add(`${location} ${key} should be an array of strings`);
      return null;
    }
    return items as string[];
  };
  const policy = { refs: list('refs'), variables: list('variables'), changes: list('changes') };
  for (const expression of policy.variables ?? []) {
    if (!isValidExpression(expression)) errors.add(`${location} variables invalid expression syntax`);
  }
  return policy;
}

/** `only` holds when every part given holds: one ref matches, one expression is true, one path changed. */
export async function policyMatches(policy: RefPolicy, variables: Variables, input: CompileInput): Promise<boolean> {
  if (policy.refs && !policy.refs.some((pattern) => refMatches(pattern, input))) return false;
  if (policy.variables && !policy.variables.some((expression) => evaluateExpression(expression, variables))) return false;
  if (policy.changes) {
    const changed = await input.changedPaths();
    if (changed !== null && !matchesAnyGlob(policy.changes, changed)) return false;
  }
  return true;
}

/** `except` excludes when any part given matches. */
export async function policyExcludes(policy: RefPolicy, variables: Variables, input: CompileInput): Promise<boolean> {
  if (policy.refs?.some((pattern) => refMatches(pattern, input))) return true;
  if (policy.variables?.some((expression) => evaluateExpression(expression, variables))) return true;
  if (policy.changes) {
    const changed = await input.changedPaths();
    if (changed === null || matchesAnyGlob(policy.changes, changed)) return true;
  }
  return false;
}

function refMatches(pattern: string, input: CompileInput): boolean {
  // A `@group/project` suffix limits a pattern to one project's pipelines; forks are not modelled.
  const [ref] = pattern.split('@');
  if (ref === 'branches') return !input.tag && input.source !== 'merge_request_event';
  if (ref === 'tags') return input.tag;
  if (SOURCE_KEYWORDS[ref]) return input.source === SOURCE_KEYWORDS[ref];
  const regex = /^\/(.+)\/([a-z]*)$/.exec(ref);
  if (regex) {
    try {
      return new RegExp(regex[1], regex[2].replace(/[^im]/g, '').replace('m', 's')).test(input.ref);
    } catch {
      return false;
    }
  }
  return ref === input.ref;
}
