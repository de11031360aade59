import { compileConfig, type CompiledPipeline } from '../services/config/compile-config';
import type { CompileInput } from '../services/config/compile-input';
import { ConfigError } from '../services/config/config-error';

/** A compile input for a push to `main` in an in-memory repository; overrides per test. */
export function input(overrides: Partial<CompileInput> & { files?: Record<string, string> } = {}): CompileInput {
  const { files = {}, ...rest } = overrides;
  const ref = rest.ref ?? 'main';
  const tag = rest.tag ?? false;
  const source = rest.source ?? 'push';
  return {
    ref, tag, source,
    sha: 'a'.repeat(40),
    beforeSha: '0'.repeat(40),
    predefinedVariables: {
      CI_PIPELINE_SOURCE: source, CI_COMMIT_REF_NAME: ref, CI_DEFAULT_BRANCH: 'main',
      ...(tag ? { CI_COMMIT_TAG: ref } : { CI_COMMIT_BRANCH: ref }),
    },
    pipelineVariables: {},
    readFile: async (path) => files[path] ?? null,
    changedPaths: async () => null,
    repositoryPaths: async () => Object.keys(files),
    ...rest,
  };
}

/** The compiled pipeline; fails the test when the config is filtered out or invalid. */
export async function compile(yaml: string, overrides: Parameters<typeof input>[0] = {}): Promise<CompiledPipeline> {
  const outcome = await compileConfig(yaml, input(overrides));
  if (outcome.kind !== 'pipeline') throw new Error(`filtered: ${outcome.reason}`);
  return outcome.pipeline;
}

export async function jobNames(yaml: string, overrides: Parameters<typeof input>[0] = {}): Promise<string[]> {
  const outcome = await compileConfig(yaml, input(overrides));
  return outcome.kind === 'pipeline' ? outcome.pipeline.jobs.map((job) => job.name) : [];
}

/** The ConfigError messages a config produces (an empty list means it compiled). */
export async function errorsOf(yaml: string, overrides: Parameters<typeof input>[0] = {}): Promise<string[]> {
  try {
    await compileConfig(yaml, input(overrides));
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.errors;
    throw error;
  }
}
