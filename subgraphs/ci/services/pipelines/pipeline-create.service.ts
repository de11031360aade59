import { AccessLevel, NotFoundError, ValidationFailedError, type SubgraphContext } from '@forgegraph/platform';
import type { Pipeline } from '../../entities/pipeline.entity';
import { requireProjectLevel } from '../access/ci-access';
import { compileConfig, FILTERED_MESSAGES, type CompileOutcome } from '../config/compile-config';
import type { CompileInput, PipelineSource } from '../config/compile-input';
import { ConfigError } from '../config/config-error';
import { projectSettingsLoader, projectIdOf } from '../domains/collaboration.client';
import {
  changedPathsBetween, defaultBranchOf, filePathsAt, findCommit, isRefProtected, readFileAt, resolveRef, type PipelineCommit,
} from '../domains/repository.client';
import { ancestorGroupIdsLoader } from '../domains/groups.client';
import { ciVariablesFor, variablesAsHash } from '../variables/ci-variables';
import { persistFailedPipeline, persistPipeline, persistSkippedPipeline, type PipelineRecord } from './pipeline-records';
import { predefinedVariables, type PipelineSubject } from './predefined-variables';

export const ZERO_SHA = '0000000000000000000000000000000000000000';
const SKIP_CI = /\[(ci[ _-]skip|skip[ _-]ci)\]/i;

export interface PipelineVariableInput {
  key: string;
  value: string;
  variableType: string;
}

/**
 * POST /projects/:id/pipeline (Ci::CreatePipelineService with `save_on_errors: false`): Developers
 * and above on an existing branch or tag. Nothing is stored unless it succeeds; a missing ref, a
 * missing config file, an invalid config or one that yields no jobs answers 400
 * `{"message":{"base":[...]}}`.
 */
export async function createApiPipeline(ctx: SubgraphContext, projectRef: string, ref: string, variables: PipelineVariableInput[]): Promise<Pipeline> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireProjectLevel(ctx, projectId, AccessLevel.DEVELOPER);
  return createRefPipeline(ctx, { projectId, ref, variables, source: 'api', userId: ctx.actor.userId });
}

/** A pipeline made on request for a branch or tag, its creator authorized before (the API, triggers). */
export interface RefPipelineRequest {
  projectId: number;
  ref: string;
  variables: PipelineVariableInput[];
  source: PipelineSource;
  userId: number | null;
  /** The trigger token that asked for it (source `trigger`). */
  triggerId?: number | null;
}

/**
 * Ci::CreatePipelineService for a ref without `save_on_errors`: nothing is stored unless it succeeds;
 * a missing ref, a missing config file, an invalid config or one that yields no jobs answers 400
 * `{"message":{"base":[...]}}`.
 */
export async function createRefPipeline(ctx: SubgraphContext, request: RefPipelineRequest): Promise<Pipeline> {
  const { projectId, ref, variables } = request;
  const resolved = await resolveRef(ctx, projectId, ref);
  if (!resolved) throw baseError('Reference not found');
  const subject = await subjectFor(ctx, projectId, { ref, tag: resolved.tag, commit: resolved.commit, beforeSha: ZERO_SHA, source: request.source });
  const text = await readFileAt(ctx, projectId, resolved.commit.sha, subject.configPath);
  if (text === null) throw baseError('Missing CI config file');
  let outcome: CompileOutcome;
  try {
    outcome = await compile(ctx, subject, text, variables);
  } catch (error) {
    if (error instanceof ConfigError) throw ValidationFailedError.fields({ base: error.errors });
    throw error;
  }
  if (outcome.kind === 'filtered') throw baseError(FILTERED_MESSAGES[outcome.reason]);
  const record = { ...recordOf(subject, request.userId, variables), triggerId: request.triggerId ?? null };
  return ctx.em.transactional((em) => persistPipeline(em, record, outcome.pipeline));
}

export interface PushInput {
  projectId: number;
  /** `refs/heads/x` or `refs/tags/x`. */
  ref: string;
  before: string;
  after: string;
  userId: number | null;
}

/**
 * A push's pipeline (source `push`), as Git::BranchPushService runs it: none without a config file,
 * none when workflow rules or job rules leave nothing; a `[ci skip]` commit stores a skipped
 * pipeline, an invalid config a failed one with `yaml_errors` (save_on_errors). Runs in the
 * reaction's transaction (`ctx.em` is its manager).
 */
export async function createPushPipeline(ctx: SubgraphContext, push: PushInput): Promise<Pipeline | null> {
  const tag = push.ref.startsWith('refs/tags/');
  const ref = push.ref.replace(/^refs\/(heads|tags)\//, '');
  const commit = await findCommit(ctx, push.projectId, push.after);
  if (!commit) return null;
  const subject = await subjectFor(ctx, push.projectId, { ref, tag, commit, beforeSha: push.before, source: 'push' }).catch(() => null);
  if (!subject) return null;
  const text = await readFileAt(ctx, push.projectId, commit.sha, subject.configPath);
  if (text === null) return null;
  const record = recordOf(subject, push.userId, []);
  if (SKIP_CI.test(commit.message)) return persistSkippedPipeline(ctx.em, record);
  try {
    const outcome = await compile(ctx, subject, text, []);
    return outcome.kind === 'pipeline' ? persistPipeline(ctx.em, record, outcome.pipeline) : null;
  } catch (error) {
    if (error instanceof ConfigError) return persistFailedPipeline(ctx.em, record, error.errors);
    throw error;
  }
}

export type SubjectInput = Pick<PipelineSubject, 'ref' | 'tag' | 'commit' | 'beforeSha' | 'source'>;

export async function subjectFor(ctx: SubgraphContext, projectId: number, input: SubjectInput): Promise<PipelineSubject> {
  const [project, defaultBranch] = await Promise.all([projectSettingsLoader(ctx).load(projectId), defaultBranchOf(ctx, projectId)]);
  if (!project) throw NotFoundError.resource('Project');
  return { ...input, project, defaultBranch, configPath: project.ciConfigPath || '.gitlab-ci.yml', externalUrl: ctx.runtime.config.externalUrl };
}

async function compile(ctx: SubgraphContext, subject: PipelineSubject, text: string, variables: PipelineVariableInput[]): Promise<CompileOutcome> {
  return compileConfig(text, await compileInputFor(ctx, subject, variables));
}

/** What the compiler may know of a pipeline for `subject` (also CI Lint's, so both see the same). */
export async function compileInputFor(ctx: SubgraphContext, subject: PipelineSubject, variables: PipelineVariableInput[]): Promise<CompileInput> {
  const projectId = subject.project.id;
  const settingsVariables = variablesAsHash(await settingsVariablesOf(ctx, subject));
  const sha = subject.commit.sha;
  let paths: Promise<string[]> | null = null;
  let changes: Promise<string[] | null> | null = null;
  return {
    ref: subject.ref, tag: subject.tag, source: subject.source as PipelineSource, sha, beforeSha: subject.beforeSha,
    predefinedVariables: predefinedVariables(subject),
    settingsVariables,
    pipelineVariables: Object.fromEntries(variables.map((variable) => [variable.key, variable.value])),
    readFile: (path) => readFileAt(ctx, projectId, sha, path),
    // doc/ci/yaml `rules:changes`: true for new refs and for pipelines not made by a push.
    changedPaths: () => (changes ??= subject.source === 'push' && subject.beforeSha !== ZERO_SHA
      ? changedPathsBetween(ctx, projectId, subject.beforeSha, sha) : Promise.resolve(null)),
    repositoryPaths: () => (paths ??= filePathsAt(ctx, projectId, sha)),
  };
}

/** The instance, group and project variables the pipeline's rules see (protected ones on protected refs only). */
async function settingsVariablesOf(ctx: SubgraphContext, subject: PipelineSubject) {
  const projectId = subject.project.id;
  const [groupIds, protectedRef] = await Promise.all([
    ancestorGroupIdsLoader(ctx).load(projectId), isRefProtected(ctx, projectId, subject.ref, subject.tag),
  ]);
  return ciVariablesFor(ctx.em, { projectId, groupIds, protectedRef });
}

function recordOf(subject: PipelineSubject, userId: number | null, variables: PipelineVariableInput[]): PipelineRecord {
  return {
    projectId: subject.project.id, sha: subject.commit.sha, beforeSha: subject.beforeSha, ref: subject.ref, tag: subject.tag,
    source: subject.source, userId, configPath: subject.configPath, committedAt: committedAt(subject.commit), variables,
  };
}

function committedAt(commit: PipelineCommit): Date | null {
  const date = new Date(commit.committedDate);
  return Number.isNaN(date.getTime()) ? null : date;
}

function baseError(message: string): ValidationFailedError {
  return ValidationFailedError.fields({ base: [message] });
}
