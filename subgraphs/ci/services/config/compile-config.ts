import type { CompileInput } from './compile-input';
import { ConfigError, ErrorList } from './config-error';
import { resolveExtends } from './config-extends';
import { expandIncludes } from './config-includes';
import { readJob } from './config-job';
import { inheritedVariables, readRoot, withDefaults, type RootConfig } from './config-root';
import { isHash, type YamlHash } from './deep-merge';
import type { JobSpec } from './job-spec';
import { evaluateJob, evaluateWorkflow, type CompiledJob } from './evaluate-jobs';
import { parseYaml } from './yaml-source';

export type { CompiledJob } from './evaluate-jobs';

export interface CompiledPipeline {
  /** Every stage of the configuration, `.pre` first and `.post` last (jobs' `stageIdx` points here). */
  stages: string[];
  jobs: CompiledJob[];
  /** `workflow:name` with its variables expanded (the pipeline's `name`), null without one. */
  name: string | null;
}

/**
 * The outcome of compiling a configuration for one pipeline: its jobs, or why there is no pipeline
 * (Ci::CreatePipelineService's chain: workflow rules filtered it out, or no job is left).
 * Invalid configurations throw ConfigError.
 */
export type CompileOutcome =
  | { kind: 'pipeline'; pipeline: CompiledPipeline }
  | { kind: 'filtered'; reason: 'workflow' | 'no_jobs' };

/** GitLab's text for the two filtered outcomes (`{"message":{"base":[...]}}` on the API). */
export const FILTERED_MESSAGES = {
  workflow: 'Pipeline filtered out by workflow rules.',
  no_jobs: 'No stages / jobs for this pipeline.',
} as const;

/** `.gitlab-ci.yml` text → the pipeline's jobs (reference §2.1), or ConfigError with GitLab's messages. */
export async function compileConfig(source: string, input: CompileInput): Promise<CompileOutcome> {
  const { root, specs } = await validateConfig(source, input);
  const yamlVariables = new Map<string, YamlHash>(Object.entries(root.entries).filter(([, v]) => isHash(v)) as Array<[string, YamlHash]>);

  const workflow = await evaluateWorkflow(root.workflowRules, root.variables, input);
  if (!workflow) return { kind: 'filtered', reason: 'workflow' };
  const globals = { ...root.variables, ...workflow.variables };
  const jobs: CompiledJob[] = [];
  for (const spec of specs) {
    const variables = { ...inheritedVariables(yamlVariables.get(spec.name)!, globals), ...spec.variables };
    const job = await evaluateJob(spec, root.stages.indexOf(spec.stage), variables, input);
    if (job) jobs.push(job);
  }
  checkNeedsPresent(jobs);
  if (!jobs.length) return { kind: 'filtered', reason: 'no_jobs' };
  const name = root.workflowName === null ? null : expandVariables(root.workflowName, { ...input.predefinedVariables, ...globals, ...input.settingsVariables, ...input.pipelineVariables });
  return { kind: 'pipeline', pipeline: { stages: root.stages, jobs, name: name || null } };
}

/** `$VAR` / `${VAR}` replaced by its value (empty when undefined), as GitLab expands `workflow:name`. */
function expandVariables(text: string, variables: Record<string, string>): string {
  return text.replace(/\$\{?([a-zA-Z_][a-zA-Z0-9_]*)\}?/g, (_, key: string) => variables[key] ?? '').slice(0, 255);
}

/** A configuration that passed every static check: its root, its visible jobs, and the merged YAML. */
export interface ValidConfig {
  root: RootConfig;
  specs: JobSpec[];
}

/**
 * The static half of the compiler (Gitlab::Ci::YamlProcessor without a pipeline): parse, includes,
 * extends, every keyword and cross-job check. `onMerged` receives the configuration once includes and
 * extends are expanded, before the keyword checks (what CI Lint shows as `merged_yaml`).
 */
export async function validateConfig(source: string, input: CompileInput, onMerged?: (merged: YamlHash) => void): Promise<ValidConfig> {
  const parsed = parseYaml(source);
  if (!isHash(parsed)) throw new ConfigError(['Invalid configuration format']);
  const config = await expandIncludes(parsed, input);
  const errors = new ErrorList();
  const read = readRoot(config, errors);
  if (errors.messages.length) onMerged?.(config);
  errors.throwIfAny();
  const root = { ...read, entries: resolveExtends(read.entries) };
  onMerged?.({ ...config, ...root.entries });
  const specs = readJobs(root.entries, root.defaults, errors);
  checkStagesAndNeeds(specs, root.stages, errors);
  errors.throwIfAny();
  return { root, specs };
}

function readJobs(entries: YamlHash, defaults: YamlHash, errors: ErrorList): JobSpec[] {
  const specs: JobSpec[] = [];
  for (const [name, raw] of Object.entries(entries)) {
    if (name.startsWith('.')) continue;
    if (!isHash(raw) || (raw.script === undefined && raw.trigger === undefined && raw.run === undefined)) {
      errors.add(`jobs:${name} config should implement the script:, run:, or trigger: keyword`);
      continue;
    }
    const spec = readJob(name, withDefaults(raw, defaults), errors);
    if (spec) specs.push(spec);
  }
  if (!specs.length && !errors.messages.length) errors.add('jobs config should contain at least one visible job');
  return specs;
}

/** Gitlab::Ci::YamlProcessor's cross-job checks: stages exist, needs and dependencies name jobs. */
function checkStagesAndNeeds(specs: JobSpec[], stages: string[], errors: ErrorList): void {
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  for (const spec of specs) {
    if (!stages.includes(spec.stage)) {
      errors.add(`${spec.name} job: chosen stage does not exist; available stages are ${stages.join(', ')}`);
      continue;
    }
    for (const need of spec.needs ?? []) {
      if (!byName.has(need.name)) errors.add(`${spec.name} job: undefined need: ${need.name}`);
    }
    for (const dependency of spec.options.dependencies ?? []) {
      const other = byName.get(dependency);
      if (!other) errors.add(`${spec.name} job: undefined dependency: ${dependency}`);
      else if (spec.needs === null && stages.indexOf(other.stage) > stages.indexOf(spec.stage)) {
        errors.add(`${spec.name} job: dependency ${dependency} is not defined in current or prior stages`);
      } else if (spec.needs !== null && !spec.needs.some((need) => need.name === dependency)) {
        errors.add(`jobs:${spec.name} dependencies the ${dependency} should be part of needs`);
      }
    }
  }
}

/** A job may not need a job the rules left out, unless the need is optional (then it is dropped). */
function checkNeedsPresent(jobs: CompiledJob[]): void {
  const names = new Set(jobs.map((job) => job.name));
  const errors = new ErrorList();
  for (const job of jobs) {
    if (!job.needs) continue;
    for (const need of job.needs.filter((n) => !names.has(n.name) && !n.optional)) {
      errors.add(`'${job.name}' job needs '${need.name}' job, but '${need.name}' does not exist in the pipeline. This might be because of the only, except, or rules keywords. To need a job that sometimes does not exist in the pipeline, use needs:optional.`);
    }
    job.needs = job.needs.filter((n) => names.has(n.name));
  }
  errors.throwIfAny();
}
