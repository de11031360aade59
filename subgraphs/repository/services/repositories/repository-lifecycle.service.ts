import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { BadRequestError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { ProtectedBranch } from '../../entities/protected-branch.entity';
import { RepositoryRecord } from '../../entities/repository-record.entity';
import { commitToBranch } from '../commits/branch-writer';
import { committerFor } from '../commits/committer';
import { closeCatFile } from '../git/catfile/catfile-pool';
import { runGit } from '../git/git-command';
import { ZERO_OID, writeBlob } from '../git/object-reader';
import { isValidRefName } from '../git/ref-names';
import { withRefLocks } from '../git/ref-lock';
import { headBranch, setHeadBranch } from '../git/refs';
import { forgetRefSnapshot } from '../git/ref-snapshot';
import { writeTree } from '../git/tree-writer';
import { requireServiceOrAdmin } from '../access/code-access';
import { branchRef } from './push-events';
import { openRecord, repositoryLoader, storageShards, updateRepositoryRecord, type OpenRepository } from './repository-store';
import { gitDirOf, hashedDiskPath, pickStorage } from '../storage/storage-shards';

export interface CreateRepositoryInput {
  projectId: number;
  defaultBranch?: string | null;
  initializeWithReadme?: boolean | null;
  /** The README's text; GitLab writes `# <project name>` and the description. */
  readmeContent?: string | null;
  /** The user the initial commit is made for (collaboration calls as the service actor). */
  authorId?: number | null;
}

/**
 * Creates the bare repository on a shard picked by `repository_storages_weighted` and records it.
 * Idempotent: collaboration may retry after a failure, and gets the existing repository back.
 */
export async function createRepository(ctx: SubgraphContext, input: CreateRepositoryInput): Promise<OpenRepository> {
  requireServiceOrAdmin(ctx);
  const existing = await repositoryLoader(ctx).load(input.projectId);
  if (existing) return openRecord(ctx, existing);
  const settings = await ctx.runtime.settings.current();
  const defaultBranch = input.defaultBranch || settings.default_branch_name || 'main';
  if (!isValidRefName(defaultBranch)) throw BadRequestError.message('Invalid default branch name');
  const storage = pickStorage(storageShards(ctx.runtime), settings.repository_storages_weighted);
  const record = new RepositoryRecord(input.projectId, storage, hashedDiskPath(input.projectId));
  record.defaultBranch = defaultBranch;
  const repo = openRecord(ctx, record);
  await initBare(repo.gitDir, defaultBranch);
  await ctx.em.persistAndFlush(record);
  repositoryLoader(ctx).prime(input.projectId, record);
  if (input.initializeWithReadme) await commitReadme(ctx, repo, defaultBranch, input);
  return repo;
}

async function initBare(gitDir: string, defaultBranch: string): Promise<void> {
  await mkdir(path.dirname(gitDir), { recursive: true });
  // An empty template: no sample hooks, no description file.
  await runGit(gitDir, ['init', '--bare', '--quiet', '--template=', `--initial-branch=${defaultBranch}`]);
}

async function commitReadme(ctx: SubgraphContext, repo: OpenRepository, branch: string, input: CreateRepositoryInput): Promise<void> {
  const content = input.readmeContent ?? `# Project ${input.projectId}\n`;
  const blob = await writeBlob(repo.gitDir, Buffer.from(content, 'utf8'));
  const tree = await writeTree(repo.gitDir, null, [{ path: 'README.md', mode: '100644', oid: blob }]);
  const committer = await committerFor(ctx, input.authorId ?? ctx.actor.userId);
  await withRefLocks(repo.gitDir, [branchRef(branch)], () =>
    commitToBranch(ctx, repo, { branch, tree, parents: [], message: 'Initial commit', author: committer, committer, expected: ZERO_OID }),
  );
}

/**
 * Removes the repository: the directory is first renamed aside (so a new repository for the same
 * project never meets a half-deleted one), then deleted; the record and its rules go with it.
 */
export async function removeRepository(ctx: SubgraphContext, projectId: number): Promise<boolean> {
  requireServiceOrAdmin(ctx);
  const record = await repositoryLoader(ctx).load(projectId);
  if (!record) return false;
  const gitDir = gitDirOf(storageShards(ctx.runtime), record.storage, record.diskPath);
  const trash = `${gitDir.slice(0, -'.git'.length)}+${Date.now()}+deleted.git`;
  await rename(gitDir, trash).catch((error) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
  // Its cat-file process and ref snapshot still see the old repository: a new one at this path must not.
  closeCatFile(gitDir);
  forgetRefSnapshot(gitDir);
  await ctx.em.transactional(async (em) => {
    await em.nativeDelete(ProtectedBranch, { projectId });
    await em.nativeDelete(RepositoryRecord, { projectId });
  });
  repositoryLoader(ctx).clear(projectId);
  await rm(trash, { recursive: true, force: true });
  return true;
}

/**
 * Points HEAD (the root ref) at another existing branch; the project's `default_branch`. Naming the
 * branch HEAD already names is no change (GitLab's `changing_default_branch?`), even while it is unborn.
 */
export async function changeDefaultBranch(ctx: SubgraphContext, projectId: number, branch: string): Promise<RepositoryRecord> {
  requireServiceOrAdmin(ctx);
  const record = await repositoryLoader(ctx).load(projectId);
  if (!record) throw NotFoundError.resource('Repository');
  const repo = openRecord(ctx, record);
  if ((await headBranch(repo.gitDir)) === branch) return record;
  const { exitCode } = await runGit(repo.gitDir, ['show-ref', '--verify', '--quiet', branchRef(branch)], { okCodes: [0, 1] });
  if (exitCode !== 0) throw NotFoundError.resource('Branch');
  await setHeadBranch(repo.gitDir, branch);
  await updateRepositoryRecord(ctx, record, { defaultBranch: branch });
  return record;
}
