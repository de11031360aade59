import { access } from 'node:fs/promises';
import path from 'node:path';
import { transferPartJobs, type FailedRelation, type SubgraphContext, type TransferPartTask } from '@forgegraph/platform';
import { gitText, runGit } from '../git/git-command';
import { changeDefaultBranch } from '../repositories/repository-lifecycle.service';
import { openRepository } from '../repositories/repository-store';

/** The archive's repository (Gitlab::ImportExport::RepoSaver / RepoRestorer). */
const BUNDLE = 'project.bundle';

/** `git bundle create --all`; a repository without refs has no bundle, as GitLab writes none for it. */
async function exportBundle(ctx: SubgraphContext, task: TransferPartTask): Promise<void> {
  const repo = await openRepository(ctx, task.projectId);
  const refs = await gitText(repo.gitDir, ['for-each-ref', '--count=1', '--format=%(refname)']);
  if (!refs) return;
  await runGit(repo.gitDir, ['bundle', 'create', path.join(task.stagingDir, BUNDLE), '--all']);
}

/** Fetches every ref of the bundle into the new project's repository and points HEAD where the bundle's did. */
async function importBundle(ctx: SubgraphContext, task: TransferPartTask): Promise<FailedRelation[]> {
  const bundle = path.join(task.stagingDir, BUNDLE);
  if (!(await access(bundle).then(() => true, () => false))) return [];
  const repo = await openRepository(ctx, task.projectId);
  await runGit(repo.gitDir, ['bundle', 'verify', bundle]);
  await runGit(repo.gitDir, ['fetch', '--quiet', '--no-write-fetch-head', bundle, '+refs/*:refs/*']);
  const head = await headOf(repo.gitDir, bundle);
  if (head) await changeDefaultBranch(ctx, task.projectId, head);
  return [];
}

/** The branch the bundle's HEAD names: the branch whose tip is HEAD's commit (bundles carry HEAD as a commit). */
async function headOf(gitDir: string, bundle: string): Promise<string | null> {
  const heads = (await gitText(gitDir, ['bundle', 'list-heads', bundle])).split('\n').map((line) => line.split(' '));
  const headSha = heads.find(([, name]) => name === 'HEAD')?.[0];
  const branches = heads.filter(([, name]) => name?.startsWith('refs/heads/'));
  const match = branches.find(([sha, name]) => sha === headSha && (name === 'refs/heads/main' || name === 'refs/heads/master'))
    ?? branches.find(([sha]) => sha === headSha);
  return match ? match[1].slice('refs/heads/'.length) : null;
}

/** repository's jobs in the export/import saga (platform/transfer/transfer-parts.ts). */
export const repositoryTransferJobs = transferPartJobs('repository', { exportRelations: exportBundle, importRelations: importBundle });
