/**
 * The job a server hands out on `POST /jobs/request` (201), as gitlab-runner decodes it
 * (`common/spec/spec.go` `Job`). Only the fields this runner reads are typed; unknown ones are ignored,
 * as Go's JSON decoder ignores them.
 */
export interface JobPayload {
  id: number;
  token: string;
  allow_git_fetch?: boolean;
  job_info: { id?: number; name: string; stage: string; project_id: number; project_name?: string; pipeline_id?: number };
  git_info: GitInfo;
  runner_info?: { timeout?: number | null };
  variables?: JobVariable[];
  steps?: JobStep[];
  image?: { name?: string | null } | null;
  services?: Array<{ name?: string | null }> | null;
  artifacts?: ArtifactSpec[] | null;
  dependencies?: JobDependency[] | null;
  features?: { trace_sections?: boolean; failure_reasons?: string[] | null } | null;
}

export interface GitInfo {
  repo_url: string;
  ref: string;
  sha: string;
  before_sha?: string;
  ref_type?: 'branch' | 'tag' | string;
  refspecs?: string[] | null;
  depth?: number | null;
}

export interface JobVariable {
  key: string;
  value: string;
  public?: boolean;
  masked?: boolean;
  file?: boolean;
  raw?: boolean;
}

export type StepWhen = 'on_success' | 'on_failure' | 'always' | '';

export interface JobStep {
  name: 'script' | 'after_script' | 'release' | string;
  script: string[];
  timeout?: number | null;
  when?: StepWhen | null;
  allow_failure?: boolean | null;
}

export interface ArtifactSpec {
  name?: string | null;
  untracked?: boolean | null;
  paths?: string[] | null;
  exclude?: string[] | null;
  when?: StepWhen | null;
  expire_in?: string | null;
  artifact_type?: string | null;
  artifact_format?: string | null;
}

export interface JobDependency {
  id: number;
  name: string;
  token: string;
  artifacts_file?: { filename?: string | null; size?: number | null } | null;
}
