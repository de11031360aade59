import { SERVICE_ACTOR, ValidationFailedError, type OperationResult, type SubgraphContext, query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Namespace } from '../../entities/namespace.entity';
import type { Project } from '../../entities/project.entity';
import { T } from '../tables';

// The repository subgraph owns the git repository of a project (ARCHITECTURE §3): every call
// collaboration makes to it goes through these operations on the gateway, as the internal service actor.
const CREATE_REPOSITORY = `mutation CollaborationCreateRepository($projectId: ID!, $defaultBranch: String, $readme: Boolean!, $readmeContent: String, $authorId: ID) {
  createRepository(projectId: $projectId, defaultBranch: $defaultBranch, initializeWithReadme: $readme, readmeContent: $readmeContent, authorId: $authorId) { id }
}`;
const REMOVE_REPOSITORY = 'mutation CollaborationRemoveRepository($projectId: ID!) { removeRepository(projectId: $projectId) }';
const CHANGE_DEFAULT_BRANCH = `mutation CollaborationChangeDefaultBranch($projectId: ID!, $branch: String!) {
  changeDefaultBranch(projectId: $projectId, branch: $branch) { id }
}`;

/** Projects::CreateService's answer when the repository cannot be made: the project is not saved. */
const REPOSITORY_FAILED = () => ValidationFailedError.fields({ base: ['Failed to create repository'] });

/**
 * Creates the new project's repository (with a README commit by the creator when asked, on the
 * requested branch, else the group's or the instance's default). If that fails the project is
 * removed again, so no project is left without a repository (GitLab does both in one transaction).
 */
export async function createProjectRepository(ctx: SubgraphContext, project: Project, namespace: Namespace): Promise<void> {
  const variables = {
    projectId: String(project.id),
    defaultBranch: project.initialDefaultBranch ?? namespace.defaultBranch ?? null,
    readme: project.initializeWithReadme,
    readmeContent: project.description ? `# ${project.name}\n\n${project.description}\n` : `# ${project.name}\n`,
    authorId: String(project.creatorId),
  };
  const failed = await ctx.runtime.engine.execute(CREATE_REPOSITORY, variables, SERVICE_ACTOR, ctx.requestId)
    .then((result) => errorOf(result), (error: unknown) => error);
  if (!failed) return;
  ctx.runtime.logger.error('could not create the repository of a new project; the project is discarded', { projectId: project.id, error: failed });
  await discardProject(ctx.em, project.id);
  await ctx.runtime.engine.execute(REMOVE_REPOSITORY, { projectId: String(project.id) }, SERVICE_ACTOR, ctx.requestId).catch(() => undefined);
  throw REPOSITORY_FAILED();
}

/** Deletes a project row that was never announced (no event: nobody saw it exist). */
async function discardProject(em: EntityManager, projectId: number): Promise<void> {
  await em.transactional(async (tx) => {
    await query(tx, `delete from ${T.members} where source_type = 'Project' and source_id = ?`, [projectId]);
    await query(tx, `delete from ${T.projects} where id = ?`, [projectId]);
  });
}

/**
 * PUT /projects/:id `default_branch` (Project#change_head): HEAD moves only to an existing branch;
 * otherwise GitLab's validation error on `base`.
 */
export async function changeProjectDefaultBranch(ctx: SubgraphContext, projectId: number, branch: string): Promise<void> {
  const result = await ctx.runtime.engine.execute(CHANGE_DEFAULT_BRANCH, { projectId: String(projectId), branch }, SERVICE_ACTOR, ctx.requestId);
  const error = errorOf(result);
  if (!error) return;
  if (error.extensions?.code === 'NOT_FOUND') throw ValidationFailedError.fields({ base: [`Could not change HEAD: branch '${branch}' does not exist`] });
  throw new Error(`changeDefaultBranch(${projectId}) failed: ${error.message}`);
}

function errorOf(result: OperationResult): NonNullable<OperationResult['errors']>[number] | null {
  return result.errors?.[0] ?? null;
}

/** A commit as the repository subgraph reports it for hooks. */
export interface PushCommit {
  sha: string;
  message: string;
  title: string;
  committedDate: string;
  authorName: string;
  authorEmail: string;
  changes: { added: string[]; modified: string[]; removed: string[] };
}

/** What the repository says about one ref update (its `PushSummary`). */
export interface PushSummary {
  commits: PushCommit[];
  totalCommitsCount: number;
  checkoutSha: string | null;
  message: string | null;
  refProtected: boolean;
}

const PUSH_COMMIT_FIELDS = 'sha message title committedDate authorName authorEmail changes { added modified removed }';

const PUSH_SUMMARY = `query CollaborationPushSummary($projectId: ID!, $ref: String!, $before: String!, $after: String!) {
  projectRepository(projectId: $projectId) {
    defaultBranch
    pushSummary(ref: $ref, before: $before, after: $after) {
      totalCommitsCount checkoutSha message refProtected commits { ${PUSH_COMMIT_FIELDS} }
    }
  }
}`;

export interface RefUpdate {
  projectId: number;
  ref: string;
  before: string;
  after: string;
}

/**
 * The push summary and the repository's default branch; null when the project or its repository is
 * gone (nothing left to describe). Throws on anything else, so the relay retries.
 */
export async function fetchPushSummary(ctx: SubgraphContext, update: RefUpdate): Promise<{ summary: PushSummary; defaultBranch: string | null } | null> {
  const result = await ctx.runtime.engine.execute<{ projectRepository: { defaultBranch: string | null; pushSummary: PushSummary } }>(
    PUSH_SUMMARY, { ...update, projectId: String(update.projectId) }, SERVICE_ACTOR, ctx.requestId);
  const repository = result.data?.projectRepository;
  if (repository) return { summary: repository.pushSummary, defaultBranch: repository.defaultBranch };
  if (result.errors?.[0]?.extensions?.code === 'NOT_FOUND') return null;
  throw new Error(`push summary unavailable for project ${update.projectId}: ${result.errors?.[0]?.message}`);
}

const SAMPLE_COMMITS = `query GroupHookPushSample($projectId: ID!, $branch: String!) {
  projectRepository(projectId: $projectId) {
    branch(name: $branch) { protected }
    commits(refName: $branch, perPage: 3) { nodes { ${PUSH_COMMIT_FIELDS} } }
  }
}`;

/** A branch's protection and latest three commits (newest first); null when the repository is gone. */
export async function fetchPushSample(ctx: SubgraphContext, projectId: number, branch: string): Promise<{ protected: boolean; commits: PushCommit[] } | null> {
  type SampleData = { projectRepository: { branch: { protected: boolean }; commits: { nodes: PushCommit[] } } | null };
  const result = await ctx.runtime.engine.execute<SampleData>(SAMPLE_COMMITS, { projectId: String(projectId), branch }, SERVICE_ACTOR, ctx.requestId);
  const repository = result.data?.projectRepository;
  return repository ? { protected: repository.branch.protected, commits: repository.commits.nodes } : null;
}

const GROUP_REPOSITORIES = `query GroupHookTestRepositories($ref: String!) {
  groupProjects(ref: $ref, filter: { orderBy: "id", sort: "asc" }, page: 1, perPage: 100) {
    nodes { id repository { empty defaultBranch } }
  }
}`;

export interface ProjectRepositoryNode {
  id: string;
  repository: { empty: boolean; defaultBranch: string | null } | null;
}

/** The repositories of a group's own first 100 projects, in project id order. */
export async function groupProjectRepositories(ctx: SubgraphContext, groupId: number): Promise<ProjectRepositoryNode[]> {
  const result = await ctx.runtime.engine.execute<{ groupProjects: { nodes: ProjectRepositoryNode[] } }>(
    GROUP_REPOSITORIES, { ref: String(groupId) }, SERVICE_ACTOR, ctx.requestId);
  return result.data?.groupProjects.nodes ?? [];
}

const DEFAULT_BRANCH = `query ProjectHookTestRepository($projectId: ID!) {
  projectRepository(projectId: $projectId) { defaultBranch }
}`;

/** A project repository's default branch; null when it has none (no commits) or is gone. */
export async function projectDefaultBranch(ctx: SubgraphContext, projectId: number): Promise<string | null> {
  const result = await ctx.runtime.engine.execute<{ projectRepository: { defaultBranch: string | null } | null }>(
    DEFAULT_BRANCH, { projectId: String(projectId) }, SERVICE_ACTOR, ctx.requestId);
  return result.data?.projectRepository?.defaultBranch ?? null;
}

const COMMIT = `query CollaborationHookCommit($projectId: ID!, $sha: String!) {
  projectRepository(projectId: $projectId) { commit(ref: $sha) { sha message title committedDate authorName authorEmail } }
}`;

/** One commit as hooks describe it (without its changed files); null when it or the repository is gone. */
export async function fetchCommit(ctx: SubgraphContext, projectId: number, sha: string): Promise<Omit<PushCommit, 'changes'> | null> {
  const result = await ctx.runtime.engine.execute<{ projectRepository: { commit: Omit<PushCommit, 'changes'> } | null }>(
    COMMIT, { projectId: String(projectId), sha }, SERVICE_ACTOR, ctx.requestId);
  return result.data?.projectRepository?.commit ?? null;
}
