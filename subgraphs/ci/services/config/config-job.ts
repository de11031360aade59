import type { ErrorList } from './config-error';
import { isHash, type YamlHash } from './deep-merge';
import { parseDuration } from './durations';
import type { JobOptions, JobSpec, JobWhen, Need } from './job-spec';
import { readRefPolicy } from './rules/only-except';
import { readRules } from './rules/rules';
import { readVariables } from './variables';

const PROCESSABLE_KEYS = ['extends', 'stage', 'only', 'except', 'rules', 'variables', 'inherit', 'allow_failure', 'when', 'needs', 'resource_group'];
const BUILD_KEYS = ['tags', 'script', 'type', 'image', 'services', 'start_in', 'artifacts', 'cache', 'dependencies', 'before_script',
  'after_script', 'environment', 'coverage', 'retry', 'parallel', 'interruptible', 'timeout', 'release', 'secrets', 'id_tokens',
  'hooks', 'identity', 'pages', 'manual_confirmation', 'run'];
const BRIDGE_KEYS = ['trigger', 'environment', 'inputs', 'parallel'];
const WHEN: JobWhen[] = ['on_success', 'on_failure', 'always', 'manual', 'delayed'];
const RETRY_WHEN = ['always', 'unknown_failure', 'script_failure', 'api_failure', 'stuck_or_timeout_failure', 'runner_system_failure',
  'runner_unsupported', 'stale_schedule', 'job_execution_timeout', 'archived_failure', 'unmet_prerequisites', 'scheduler_failure',
  'data_integrity_failure'];
const SCRIPT_MESSAGE = 'config should be a string or a nested array of strings up to 10 levels deep';

/** The `default:` keywords (and the legacy top-level ones) a job inherits when it does not set them. */
export const INHERITABLE = ['before_script', 'after_script', 'image', 'services', 'cache', 'tags', 'artifacts', 'retry', 'timeout', 'interruptible'];

/**
 * Validates one visible job (after `extends` and defaults were applied) at `jobs:<name>` and turns
 * it into a JobSpec, adding GitLab's messages for what is wrong.
 */
export function readJob(name: string, raw: YamlHash, errors: ErrorList): JobSpec | null {
  const at = `jobs:${name}`;
  const kind = raw.trigger !== undefined && raw.script === undefined ? 'bridge' : 'build';
  const allowed = [...PROCESSABLE_KEYS, ...(kind === 'bridge' ? BRIDGE_KEYS : BUILD_KEYS)];
  const unknown = Object.keys(raw).filter((key) => !allowed.includes(key));
  if (unknown.length) errors.add(`${at} config contains unknown keys: ${unknown.join(', ')}`);
  if (raw.rules !== undefined && (raw.only !== undefined || raw.except !== undefined)) {
    errors.add(`${at} config key may not be used with \`rules\`: ${['only', 'except'].filter((k) => raw[k] !== undefined).join(', ')}`);
  }
  const options: JobOptions = {};
  if (kind === 'build') {
    options.script = readScript(raw.script, `${at} script`, errors);
    for (const key of ['before_script', 'after_script'] as const) if (raw[key] !== undefined) options[key] = readScript(raw[key], `${at} ${key}`, errors);
  } else {
    options.trigger = isHash(raw.trigger) ? raw.trigger : { project: raw.trigger };
  }
  const stage = raw.stage ?? raw.type ?? 'test';
  if (typeof stage !== 'string') errors.add(`${at} stage config should be a string`);
  const when = (raw.when ?? 'on_success') as JobWhen;
  if (!WHEN.includes(when)) errors.add(`${at} when should be one of: ${WHEN.join(', ')}`);
  readStartIn(raw, when, at, options, errors);
  const { allowFailure, exitCodes } = readAllowFailure(raw.allow_failure, at, errors);
  readRunOptions(raw, at, options, errors);
  const spec: JobSpec = {
    name, kind, stage: String(stage), when, allowFailure, exitCodes,
    needs: raw.needs === undefined ? null : readNeeds(raw.needs, at, errors),
    rules: raw.rules === undefined ? null : readRules(raw.rules, `${at} rules`, errors),
    only: readRefPolicy(raw.only, `${at} only`, errors),
    except: readRefPolicy(raw.except, `${at} except`, errors),
    variables: readVariables(raw.variables, `${at} variables`, errors),
    tags: readTags(raw.tags, at, errors),
    options,
  };
  return spec;
}

function readScript(value: unknown, location: string, errors: ErrorList): string[] {
  const flat = typeof value === 'string' ? [value] : Array.isArray(value) ? value.flat(10) : null;
  if (!flat || !flat.length && value === undefined || flat.some((line) => typeof line !== 'string' && typeof line !== 'number')) {
    errors.add(`${location} ${SCRIPT_MESSAGE}`);
    return [];
  }
  return flat.map(String);
}

function readStartIn(raw: YamlHash, when: JobWhen, at: string, options: JobOptions, errors: ErrorList): void {
  if (when === 'delayed') {
    if (raw.start_in === undefined || parseDuration(raw.start_in) === null) errors.add(`${at} start in should be a duration`);
    else if (parseDuration(raw.start_in)! > 604800) errors.add(`${at} start in should not exceed the limit`);
    else options.start_in = String(raw.start_in);
  } else if (raw.start_in !== undefined && raw.rules === undefined) {
    errors.add(`${at} start in must be blank`);
  }
}

function readAllowFailure(value: unknown, at: string, errors: ErrorList): { allowFailure: boolean | null; exitCodes: number[] | null } {
  if (value === undefined || value === null) return { allowFailure: null, exitCodes: null };
  if (typeof value === 'boolean') return { allowFailure: value, exitCodes: null };
  if (isHash(value) && value.exit_codes !== undefined) {
    const codes = Array.isArray(value.exit_codes) ? value.exit_codes : [value.exit_codes];
    if (codes.every((code) => Number.isInteger(code))) return { allowFailure: false, exitCodes: codes as number[] };
  }
  errors.add(`${at} allow_failure config should be a hash or a boolean value`);
  return { allowFailure: null, exitCodes: null };
}

function readNeeds(value: unknown, at: string, errors: ErrorList): Need[] {
  const items = Array.isArray(value) ? value : [value];
  const needs: Need[] = [];
  for (const item of items) {
    if (typeof item === 'string') needs.push({ name: item, artifacts: true, optional: false });
    else if (isHash(item) && typeof item.job === 'string') {
      needs.push({ name: item.job, artifacts: item.artifacts !== false, optional: item.optional === true });
    } else if (isHash(item) && (item.pipeline !== undefined || item.project !== undefined)) {
      continue; // Cross-pipeline needs (artifacts of another pipeline) come with downstream pipelines.
    } else errors.add(`${at} needs config can only be a string or a hash`);
  }
  return needs;
}

function readTags(value: unknown, at: string, errors: ErrorList): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((tag) => typeof tag !== 'string')) {
    errors.add(`${at} tags config should be an array of strings`);
    return [];
  }
  return value as string[];
}

/** image, services, artifacts, cache, timeout, retry, dependencies, coverage, environment, interruptible. */
function readRunOptions(raw: YamlHash, at: string, options: JobOptions, errors: ErrorList): void {
  if (raw.image !== undefined) {
    if (typeof raw.image === 'string') options.image = { name: raw.image };
    else if (isHash(raw.image) && typeof raw.image.name === 'string') options.image = raw.image as JobOptions['image'];
    else errors.add(`${at} image config should be a hash or a string`);
  }
  if (raw.services !== undefined) {
    if (!Array.isArray(raw.services)) errors.add(`${at} services config should be a array`);
    else options.services = raw.services.map((service) => (typeof service === 'string' ? { name: service } : service as { name: string }));
  }
  if (raw.artifacts !== undefined && raw.artifacts !== null) {
    if (!isHash(raw.artifacts)) errors.add(`${at} artifacts config should be a hash`);
    else options.artifacts = raw.artifacts;
  }
  if (raw.cache !== undefined) options.cache = raw.cache;
  if (raw.timeout !== undefined) {
    const seconds = parseDuration(raw.timeout);
    if (seconds === null) errors.add(`${at} timeout config should be a duration`);
    else options.timeout = seconds;
  }
  if (raw.retry !== undefined) readRetry(raw.retry, at, options, errors);
  if (raw.dependencies !== undefined) {
    if (!Array.isArray(raw.dependencies) || raw.dependencies.some((d) => typeof d !== 'string')) errors.add(`${at} dependencies should be an array of strings`);
    else options.dependencies = raw.dependencies as string[];
  }
  if (raw.coverage !== undefined) options.coverage = String(raw.coverage);
  if (raw.environment !== undefined) options.environment = raw.environment;
  if (raw.interruptible !== undefined) options.interruptible = raw.interruptible === true;
}

function readRetry(value: unknown, at: string, options: JobOptions, errors: ErrorList): void {
  const max = isHash(value) ? value.max ?? 0 : value;
  if (!Number.isInteger(max) || (max as number) < 0 || (max as number) > 2) {
    errors.add(`${at} retry ${isHash(value) ? 'max ' : ''}config must be less than or equal to 2`.replace('retry config', 'retry config'));
    return;
  }
  const when = isHash(value) && value.when !== undefined ? [value.when].flat().map(String) : undefined;
  if (when?.some((reason) => !RETRY_WHEN.includes(reason))) {
    errors.add(`${at} retry when contains unknown values: ${when.filter((reason) => !RETRY_WHEN.includes(reason)).join(', ')}`);
    return;
  }
  const exitCodes = isHash(value) && value.exit_codes !== undefined ? [value.exit_codes].flat().map(Number) : undefined;
  options.retry = { max: max as number, ...(when ? { when } : {}), ...(exitCodes ? { exit_codes: exitCodes } : {}) };
}
