import type { CompileInput } from './compile-input';
import type { JobOptions, JobSpec, JobWhen, Need } from './job-spec';
import { DEFAULT_ONLY, policyExcludes, policyMatches } from './rules/only-except';
import { firstMatchingRule, type Rule } from './rules/rules';

/** A job of the pipeline being created: included by its rules, with their `when` and variables. */
export interface CompiledJob {
  name: string;
  kind: 'build' | 'bridge';
  stage: string;
  stageIdx: number;
  when: JobWhen;
  allowFailure: boolean;
  exitCodes: number[] | null;
  /** Null: stage scheduling; a list (maybe empty): DAG scheduling. */
  needs: Need[] | null;
  /** Global (as inherited) + job + rule variables: the job's yaml_variables. */
  variables: Record<string, string>;
  tags: string[];
  options: JobOptions;
}

/** Predefined < YAML < settings < pipeline variables: what an expression sees (doc/ci/variables precedence). */
function expressionVariables(yaml: Record<string, string>, input: CompileInput): Map<string, string> {
  return new Map(Object.entries({ ...input.predefinedVariables, ...yaml, ...input.settingsVariables, ...input.pipelineVariables }));
}

/** `workflow:rules`: null when they filter the pipeline out, else the matching rule's variables. */
export async function evaluateWorkflow(rules: Rule[] | null, globals: Record<string, string>, input: CompileInput) {
  if (!rules) return { variables: {} };
  const rule = await firstMatchingRule(rules, expressionVariables(globals, input), input);
  if (!rule || rule.when === 'never') return null;
  return { variables: rule.variables };
}

/** Whether and how a job runs in this pipeline: rules first, else only/except (default only: branches, tags). */
export async function evaluateJob(spec: JobSpec, stageIdx: number, variables: Record<string, string>, input: CompileInput): Promise<CompiledJob | null> {
  const seen = expressionVariables(variables, input);
  let when: string = spec.when;
  let allowFailure = spec.allowFailure;
  let ruleVariables: Record<string, string> = {};
  let startIn = spec.options.start_in;
  if (spec.rules) {
    const rule = await firstMatchingRule(spec.rules, seen, input);
    if (!rule || rule.when === 'never') return null;
    when = rule.when ?? spec.when;
    // A `when: manual` that comes from a rule blocks unless the rule (or job) allows failure.
    allowFailure = rule.allowFailure ?? (rule.when === 'manual' ? spec.allowFailure ?? false : spec.allowFailure);
    ruleVariables = rule.variables;
    startIn = rule.startIn ?? startIn;
  } else {
    const only = spec.only ?? DEFAULT_ONLY;
    if (!(await policyMatches(only, seen, input))) return null;
    if (spec.except && (await policyExcludes(spec.except, seen, input))) return null;
  }
  return {
    name: spec.name,
    kind: spec.kind,
    stage: spec.stage,
    stageIdx,
    when: when as JobWhen,
    allowFailure: allowFailure ?? when === 'manual',
    exitCodes: spec.exitCodes,
    needs: spec.needs ? spec.needs.map((need) => ({ ...need })) : null,
    variables: { ...variables, ...ruleVariables },
    tags: spec.tags,
    options: startIn === undefined ? spec.options : { ...spec.options, start_in: startIn },
  };
}
