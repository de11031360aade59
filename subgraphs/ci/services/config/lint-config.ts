import { stringify } from 'yaml';
import type { CompileInput } from './compile-input';
import { compileConfig, FILTERED_MESSAGES, validateConfig } from './compile-config';
import { ConfigError } from './config-error';
import type { YamlHash } from './deep-merge';
import type { JobOptions, JobSpec } from './job-spec';
import { DEFAULT_ONLY, type RefPolicy } from './rules/only-except';

/** A job as CI Lint lists it (Gitlab::Ci::Lint; `only`, `except` and `needs` only in a static check). */
export interface LintJob {
  name: string;
  stage: string;
  beforeScript: string[];
  script: string[];
  afterScript: string[];
  tagList: string[];
  only?: Record<string, string[]> | null;
  except?: Record<string, string[]> | null;
  environment: string | null;
  when: string;
  allowFailure: boolean;
  needs?: Array<{ name: string; artifacts: boolean; optional: boolean }> | null;
}

export interface LintOutcome {
  errors: string[];
  /** The configuration with includes and extends expanded, as YAML; null when it never got that far. */
  mergedYaml: string | null;
  jobs: LintJob[];
}

/**
 * CI Lint over the one compiler: a static check (every visible job, rules not evaluated) or, with
 * `dryRun`, the pipeline the input's ref would get (Gitlab::Ci::Lint#legacy_validate).
 */
export async function lintConfig(source: string, input: CompileInput, dryRun: boolean): Promise<LintOutcome> {
  let merged: YamlHash | null = null;
  try {
    const valid = await validateConfig(source, input, (config) => { merged = config; });
    const jobs = dryRun ? await simulatedJobs(source, input) : staticJobs(valid.specs, valid.root.stages);
    return { errors: [], mergedYaml: yamlOf(merged), jobs };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { errors: error.errors, mergedYaml: yamlOf(merged), jobs: [] };
  }
}

/** Psych's dump as GitLab writes `merged_yaml`: a `---` document, sequences not indented under their key. */
function yamlOf(config: YamlHash | null): string | null {
  return config === null ? null : `---\n${stringify(config, { indentSeq: false, lineWidth: 0 })}`;
}

function staticJobs(specs: JobSpec[], stages: string[]): LintJob[] {
  const ordered = stages.flatMap((stage) => specs.filter((spec) => spec.stage === stage));
  return ordered.map((spec) => ({
    ...scripts(spec.name, spec.stage, spec.options, spec.tags),
    only: spec.rules ? null : policyOf(spec.only ?? DEFAULT_ONLY),
    except: spec.except ? policyOf(spec.except) : null,
    environment: environmentOf(spec.options),
    when: spec.when,
    allowFailure: spec.allowFailure ?? spec.when === 'manual',
    needs: spec.needs ? spec.needs.map(({ name, artifacts, optional }) => ({ name, artifacts, optional })) : null,
  }));
}

async function simulatedJobs(source: string, input: CompileInput): Promise<LintJob[]> {
  const outcome = await compileConfig(source, input);
  if (outcome.kind === 'filtered') throw new ConfigError([FILTERED_MESSAGES[outcome.reason]]);
  return [...outcome.pipeline.jobs].sort((a, b) => a.stageIdx - b.stageIdx).map((job) => ({
    ...scripts(job.name, job.stage, job.options, job.tags),
    environment: environmentOf(job.options),
    when: job.when,
    allowFailure: job.allowFailure,
  }));
}

function scripts(name: string, stage: string, options: JobOptions, tags: string[]) {
  return { name, stage, beforeScript: options.before_script ?? [], script: options.script ?? [], afterScript: options.after_script ?? [], tagList: tags };
}

function environmentOf(options: JobOptions): string | null {
  const environment = options.environment as { name?: unknown } | string | undefined;
  if (typeof environment === 'string') return environment;
  return typeof environment?.name === 'string' ? environment.name : null;
}

/** `only`/`except` as GitLab's YamlProcessor keeps them: only the parts that were given. */
function policyOf(policy: RefPolicy): Record<string, string[]> {
  return Object.fromEntries(Object.entries(policy).filter(([, value]) => value !== null)) as Record<string, string[]>;
}
