/** Where a pipeline comes from (Ci::Pipeline.sources, reference §2.5). */
export type PipelineSource = 'push' | 'web' | 'trigger' | 'schedule' | 'api' | 'external' | 'pipeline' | 'chat' | 'webide'
  | 'merge_request_event' | 'external_pull_request_event' | 'parent_pipeline' | 'ondemand_dast_scan' | 'ondemand_dast_validation'
  | 'security_orchestration_policy';

/**
 * What the compiler may know of the pipeline it compiles for. File and tree reads are callbacks
 * (the repository subgraph answers them at the pipeline's sha), so the compiler stays pure and its
 * tests need no server.
 */
export interface CompileInput {
  ref: string;
  tag: boolean;
  source: PipelineSource;
  sha: string;
  /** `0000…` for a new ref or a pipeline not made by a push. */
  beforeSha: string;
  /** Predefined variables (CI_COMMIT_BRANCH, CI_PIPELINE_SOURCE, …). */
  predefinedVariables: Record<string, string>;
  /**
   * CI/CD settings variables (instance < groups < project, services/variables): they win over YAML
   * variables and lose to pipeline variables (doc/ci/variables precedence).
   */
  settingsVariables?: Record<string, string>;
  /** Variables given when creating the pipeline; they win over every YAML variable. */
  pipelineVariables: Record<string, string>;
  /** A file's text at the pipeline's sha, or null when it does not exist (include:local). */
  readFile(path: string): Promise<string | null>;
  /** Paths the push changed; null when `changes` is always true (no push, or a new ref). */
  changedPaths(): Promise<string[] | null>;
  /** Every file path of the repository at the sha (rules:exists). */
  repositoryPaths(): Promise<string[]>;
}
