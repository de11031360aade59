import type { RefPolicy } from './rules/only-except';
import type { Rule } from './rules/rules';

export type JobWhen = 'on_success' | 'on_failure' | 'always' | 'manual' | 'delayed';

/** One `needs:` entry. */
export interface Need {
  name: string;
  artifacts: boolean;
  optional: boolean;
}

/**
 * What a job runs with, stored as the job's `options` (GitLab keeps the same in ci_builds
 * options/metadata): everything the runner's job payload (reference §1.5) is built from.
 */
export interface JobOptions {
  script?: string[];
  before_script?: string[];
  after_script?: string[];
  image?: { name: string; entrypoint?: string[]; pull_policy?: string[] };
  services?: Array<{ name: string; alias?: string; entrypoint?: string[]; command?: string[] }>;
  artifacts?: Record<string, unknown>;
  cache?: unknown;
  /** Seconds. */
  timeout?: number;
  retry?: { max: number; when?: string[]; exit_codes?: number[] };
  dependencies?: string[];
  trigger?: Record<string, unknown>;
  environment?: unknown;
  coverage?: string;
  interruptible?: boolean;
  start_in?: string;
}

/** A job as the YAML declares it, validated, before rules decide whether and how it runs. */
export interface JobSpec {
  name: string;
  /** `bridge` for `trigger:` jobs (Ci::Bridge): recorded, run by downstream pipelines later. */
  kind: 'build' | 'bridge';
  stage: string;
  when: JobWhen;
  /** Null: not written, so `when: manual` implies true (reference §2.1). */
  allowFailure: boolean | null;
  exitCodes: number[] | null;
  needs: Need[] | null;
  rules: Rule[] | null;
  only: RefPolicy | null;
  except: RefPolicy | null;
  variables: Record<string, string>;
  tags: string[];
  options: JobOptions;
}
