import os from 'node:os';
import { RUNNER_NAME, RUNNER_REVISION, RUNNER_VERSION } from '../version';

/**
 * The `info` object gitlab-runner sends with each job request (`common/network.go` `VersionInfo`), with the feature
 * flags this runner really honours; the server uses them to decide what it may hand out (e.g. trace checksums).
 */
export function runnerInfo() {
  return {
    name: RUNNER_NAME,
    version: RUNNER_VERSION,
    revision: RUNNER_REVISION,
    platform: os.platform(),
    architecture: os.arch() === 'x64' ? 'amd64' : os.arch(),
    executor: 'shell',
    shell: 'bash',
    features: RUNNER_FEATURES,
    config: { gpus: '' },
  };
}

export const RUNNER_FEATURES = {
  variables: true,
  image: false,
  services: false,
  artifacts: true,
  cache: false,
  fallback_cache_keys: false,
  shared: false,
  upload_multiple_artifacts: true,
  upload_raw_artifacts: true,
  session: false,
  terminal: false,
  refspecs: true,
  masking: true,
  proxy: false,
  raw_variables: true,
  artifacts_exclude: true,
  multi_build_steps: true,
  trace_reset: true,
  trace_checksum: true,
  trace_size: true,
  vault_secrets: false,
  cancelable: true,
  return_exit_code: true,
  service_variables: false,
  service_multiple_aliases: false,
  image_executor_opts: false,
  service_executor_opts: false,
  cancel_gracefully: true,
  native_steps_integration: false,
  two_phase_job_commit: false,
  job_inputs: false,
} as const;
