import { ConfigError, type ErrorList } from './config-error';
import { isHash, type YamlHash } from './deep-merge';
import { INHERITABLE } from './config-job';
import { readRules, type Rule } from './rules/rules';
import { readVariables } from './variables';

/** Top-level keys that are not jobs (Gitlab::Ci::Config::Entry::Root). */
export const RESERVED_KEYS = ['image', 'services', 'cache', 'before_script', 'after_script', 'variables', 'stages', 'types', 'include',
  'default', 'workflow', 'spec', 'pages'];
const DEFAULT_KEYS = [...INHERITABLE, 'hooks', 'id_tokens', 'identity'];
/** GitLab's default stages; `.pre` and `.post` are always first and last. */
export const DEFAULT_STAGES = ['build', 'test', 'deploy'];

export interface RootConfig {
  stages: string[];
  variables: Record<string, string>;
  /** `default:` merged over the legacy top-level keywords. */
  defaults: YamlHash;
  workflowRules: Rule[] | null;
  /** `workflow:name`, before variable expansion. */
  workflowName: string | null;
  /** Every other key: jobs, hidden ones included. */
  entries: YamlHash;
}

/** Splits and validates the root mapping. */
export function readRoot(config: unknown, errors: ErrorList): RootConfig {
  if (!isHash(config)) throw new ConfigError(['Invalid configuration format']);
  const entries: YamlHash = {};
  for (const [key, value] of Object.entries(config)) if (!RESERVED_KEYS.includes(key)) entries[key] = value;
  return {
    stages: readStages(config.stages ?? config.types, errors),
    variables: readVariables(config.variables, 'variables', errors),
    defaults: readDefaults(config, errors),
    workflowRules: readWorkflow(config.workflow, errors),
    workflowName: isHash(config.workflow) && config.workflow.name !== undefined && config.workflow.name !== null ? String(config.workflow.name) : null,
    entries,
  };
}

function readStages(value: unknown, errors: ErrorList): string[] {
  const user = value === undefined || value === null ? DEFAULT_STAGES : value;
  if (!Array.isArray(user) || user.some((stage) => typeof stage !== 'string')) {
    errors.add('stages config should be an array of strings');
    return ['.pre', ...DEFAULT_STAGES, '.post'];
  }
  return ['.pre', ...(user as string[]).filter((stage) => stage !== '.pre' && stage !== '.post'), '.post'];
}

function readDefaults(config: YamlHash, errors: ErrorList): YamlHash {
  const legacy: YamlHash = {};
  for (const key of ['image', 'services', 'cache', 'before_script', 'after_script']) if (config[key] !== undefined) legacy[key] = config[key];
  if (config.default === undefined || config.default === null) return legacy;
  if (!isHash(config.default)) {
    errors.add('default config should be a hash');
    return legacy;
  }
  const unknown = Object.keys(config.default).filter((key) => !DEFAULT_KEYS.includes(key));
  if (unknown.length) errors.add(`default config contains unknown keys: ${unknown.join(', ')}`);
  return { ...legacy, ...config.default };
}

function readWorkflow(value: unknown, errors: ErrorList): Rule[] | null {
  if (value === undefined || value === null) return null;
  if (!isHash(value)) {
    errors.add('workflow config should be a hash');
    return null;
  }
  const unknown = Object.keys(value).filter((key) => !['rules', 'name', 'auto_cancel'].includes(key));
  if (unknown.length) errors.add(`workflow config contains unknown keys: ${unknown.join(', ')}`);
  return value.rules === undefined ? null : readRules(value.rules, 'workflow:rules', errors, true);
}

/**
 * A job's config with `default:` applied for what it does not set, as `inherit:default` allows
 * (`false`: nothing, a list: only those keywords).
 */
export function withDefaults(job: YamlHash, defaults: YamlHash): YamlHash {
  const inherit = isHash(job.inherit) ? job.inherit.default : undefined;
  if (inherit === false) return job;
  const allowed = Array.isArray(inherit) ? inherit.map(String) : null;
  const merged: YamlHash = { ...job };
  for (const [key, value] of Object.entries(defaults)) {
    if (merged[key] === undefined && (!allowed || allowed.includes(key))) merged[key] = value;
  }
  return merged;
}

/** The global variables a job sees, as `inherit:variables` allows. */
export function inheritedVariables(job: YamlHash, globals: Record<string, string>): Record<string, string> {
  const inherit = isHash(job.inherit) ? job.inherit.variables : undefined;
  if (inherit === false) return {};
  if (!Array.isArray(inherit)) return globals;
  return Object.fromEntries(Object.entries(globals).filter(([key]) => inherit.includes(key)));
}
