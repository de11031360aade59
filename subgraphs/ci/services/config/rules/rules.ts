import type { CompileInput } from '../compile-input';
import { ErrorList } from '../config-error';
import { isHash, type YamlHash } from '../deep-merge';
import { isValidExpression, evaluateExpression, type Variables } from './expression';
import { matchesAnyGlob } from './globs';
import { readVariables } from '../variables';

const RULE_KEYS = ['if', 'changes', 'exists', 'when', 'allow_failure', 'variables', 'start_in', 'needs', 'interruptible'];
const RULE_WHEN = ['on_success', 'on_failure', 'always', 'never', 'manual', 'delayed'];
const WORKFLOW_WHEN = ['always', 'never'];

/** One `rules:` entry, validated. */
export interface Rule {
  if: string | null;
  changes: string[] | null;
  exists: string[] | null;
  when: string | null;
  allowFailure: boolean | null;
  exitCodes: number[] | null;
  variables: Record<string, string>;
  startIn: string | null;
}

/** Validates `rules` at `location` (`jobs:build rules`, `workflow:rules`), adding GitLab's messages. */
export function readRules(value: unknown, location: string, errors: ErrorList, workflow = false): Rule[] {
  if (!Array.isArray(value) || value.some((rule) => !isHash(rule) && !Array.isArray(rule))) {
    errors.add(`${location} config should be an array of hashes`);
    return [];
  }
  // GitLab flattens nested arrays of rules (rules reused through !reference).
  return value.flat(10).map((raw) => readRule(raw as YamlHash, `${location}:rule`, errors, workflow));
}

function readRule(raw: YamlHash, location: string, errors: ErrorList, workflow: boolean): Rule {
  const unknown = Object.keys(raw).filter((key) => !RULE_KEYS.includes(key));
  if (unknown.length) errors.add(`${location} config contains unknown keys: ${unknown.join(', ')}`);
  const rule: Rule = { if: null, changes: null, exists: null, when: null, allowFailure: null, exitCodes: null, variables: {}, startIn: null };
  if (raw.if !== undefined) {
    if (typeof raw.if !== 'string') errors.add(`${location} if should be a string`);
    else if (!isValidExpression(raw.if)) errors.add(`${location} if invalid expression syntax`);
    else rule.if = raw.if;
  }
  rule.changes = readPathList(raw.changes, `${location} changes`, errors, true);
  rule.exists = readPathList(raw.exists, `${location} exists`, errors, false);
  if (raw.when !== undefined) {
    const allowed = workflow ? WORKFLOW_WHEN : RULE_WHEN;
    if (typeof raw.when !== 'string' || !allowed.includes(raw.when)) errors.add(`${location} when unknown value: ${String(raw.when)}`);
    else rule.when = raw.when;
  }
  if (raw.allow_failure !== undefined) {
    if (typeof raw.allow_failure !== 'boolean') errors.add(`${location} allow_failure should be a boolean value`);
    else rule.allowFailure = raw.allow_failure;
  }
  if (raw.variables !== undefined) rule.variables = readVariables(raw.variables, `${location} variables`, errors);
  if (raw.start_in !== undefined) rule.startIn = String(raw.start_in);
  return rule;
}

function readPathList(value: unknown, location: string, errors: ErrorList, allowHash: boolean): string[] | null {
  if (value === undefined) return null;
  const paths = allowHash && isHash(value) ? value.paths : isHash(value) ? value.paths : value;
  if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string')) {
    errors.add(`${location} should be an array of strings`);
    return null;
  }
  return paths as string[];
}

/** The first rule whose clauses all hold (no clause: it holds), or null when none does. */
export async function firstMatchingRule(rules: Rule[], variables: Variables, input: CompileInput): Promise<Rule | null> {
  for (const rule of rules) {
    if (await ruleMatches(rule, variables, input)) return rule;
  }
  return null;
}

async function ruleMatches(rule: Rule, variables: Variables, input: CompileInput): Promise<boolean> {
  if (rule.if !== null && !evaluateExpression(rule.if, variables)) return false;
  if (rule.changes !== null) {
    // doc/ci/yaml: `changes` is always true for pipelines not made by a push, and for new refs.
    const changed = await input.changedPaths();
    if (changed !== null && !matchesAnyGlob(rule.changes.map((glob) => expand(glob, variables)), changed)) return false;
  }
  if (rule.exists !== null && !matchesAnyGlob(rule.exists.map((glob) => expand(glob, variables)), await input.repositoryPaths())) return false;
  return true;
}

/** `changes` and `exists` paths may name variables (`$DOCKERFILES_DIR/**\/*`). */
function expand(text: string, variables: Variables): string {
  return text.replace(/\$\{?([a-zA-Z_][a-zA-Z0-9_]*)\}?/g, (_, name: string) => variables.get(name) ?? '');
}
