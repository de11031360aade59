import { AccessLevel, ForbiddenError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import type { CiLintJob, CiLintResult } from '../../schema/ci-lint.types';
import { requireExistingProjectLevel } from '../access/ci-access';
import { lintConfig, type LintJob } from '../config/lint-config';
import { grantLoader, projectIdOf, projectSettingsLoader } from '../domains/collaboration.client';
import { defaultBranchOf, findCommit, readFileAt, resolveRef, type PipelineCommit } from '../domains/repository.client';
import { compileInputFor, subjectFor, ZERO_SHA } from '../pipelines/pipeline-create.service';

const NO_COMMIT: PipelineCommit = { sha: ZERO_SHA, message: '', title: '', committedDate: '' };

/** POST /projects/:id/ci/lint: given content, for those who may create pipelines (Developers). */
export async function lintContent(ctx: SubgraphContext, projectRef: string, content: string, dryRun: boolean, ref: string | null): Promise<CiLintResult> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireExistingProjectLevel(ctx, projectId, AccessLevel.DEVELOPER);
  const defaultBranch = await defaultBranchOf(ctx, projectId);
  return runLint(ctx, { projectId, content, dryRun, ref: ref || defaultBranch, contentSha: null });
}

/**
 * GET /projects/:id/ci/lint: the project's own configuration at `content_ref` (default: the default
 * branch's head), for those who may read its code; `404 Repository Not Found` for an empty repository.
 */
export async function lintProjectConfig(ctx: SubgraphContext, projectRef: string, contentRef: string | null, dryRun: boolean, dryRunRef: string | null): Promise<CiLintResult> {
  const projectId = await projectIdOf(ctx, projectRef);
  const [grant, project] = await Promise.all([grantLoader(ctx).load(projectId), projectSettingsLoader(ctx).load(projectId)]);
  if (!grant.canRead || !project) throw NotFoundError.resource('Project');
  if (!grant.canReadCode) throw ForbiddenError.create();
  const defaultBranch = await defaultBranchOf(ctx, projectId);
  // `empty_repo?`: no repository, or no commit on its HEAD branch.
  if (!defaultBranch || !(await resolveRef(ctx, projectId, defaultBranch))) throw NotFoundError.resource('Repository');
  const commit = await findCommit(ctx, projectId, contentRef || defaultBranch);
  if (!commit) throw NotFoundError.resource('Commit');
  const content = await readFileAt(ctx, projectId, commit.sha, project.ciConfigPath || '.gitlab-ci.yml');
  if (content === null) return result({ errors: ['Please provide content of .gitlab-ci.yml'], mergedYaml: null, jobs: [] });
  return runLint(ctx, { projectId, content, dryRun, ref: dryRunRef || defaultBranch, contentSha: commit.sha });
}

interface LintRun {
  projectId: number;
  content: string;
  dryRun: boolean;
  ref: string | null;
  /** Where includes are read from; default: the ref's head. */
  contentSha: string | null;
}

/** Gitlab::Ci::Lint#legacy_validate: a static check, or a push pipeline's simulation on the ref. */
async function runLint(ctx: SubgraphContext, run: LintRun): Promise<CiLintResult> {
  const resolved = run.ref ? await resolveRef(ctx, run.projectId, run.ref) : null;
  if (run.dryRun && !resolved) return result({ errors: ['Reference not found'], mergedYaml: null, jobs: [] });
  const commit = run.contentSha ? { ...(resolved?.commit ?? NO_COMMIT), sha: run.contentSha } : resolved?.commit ?? NO_COMMIT;
  const subject = await subjectFor(ctx, run.projectId, { ref: run.ref ?? '', tag: resolved?.tag ?? false, commit, beforeSha: ZERO_SHA, source: 'push' });
  const input = await compileInputFor(ctx, subject, []);
  return result(await lintConfig(run.content, input, run.dryRun));
}

function result(outcome: { errors: string[]; mergedYaml: string | null; jobs: LintJob[] }): CiLintResult {
  return { valid: outcome.errors.length === 0, errors: outcome.errors, warnings: [], mergedYaml: outcome.mergedYaml, jobs: outcome.jobs.map(jobOf) };
}

function jobOf(job: LintJob): CiLintJob {
  const policy = (value: Record<string, string[]> | null | undefined) => (value ? { refs: value.refs ?? null, variables: value.variables ?? null, changes: value.changes ?? null } : null);
  return { ...job, isStatic: job.only !== undefined, only: policy(job.only), except: policy(job.except), needs: job.needs ?? null };
}
