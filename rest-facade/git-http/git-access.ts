import { ANONYMOUS, type OperationEngine } from '@forgegraph/platform';
import type { RepositoryLocation } from '../edge/repository-disk';
import { GitHttpError, type GitIdentity } from './git-credentials';

export type GitCommand = 'git-upload-pack' | 'git-receive-pack';

/** Gitlab::GitAccess::ERROR_MESSAGES used over HTTP. */
const MESSAGES = {
  authDownload: 'You are not allowed to download code.',
  authUpload: 'You are not allowed to upload code.',
  download: 'You are not allowed to download code from this project.',
  pushCode: 'You are not allowed to push code to this project.',
  archived: "You can't push code to an archived project.",
  notFound: "The project you were looking for could not be found or you don't have permission to view it.",
  noRepo: 'A repository for this project does not exist yet.',
  commandNotAllowed: "The command you're trying to execute is not allowed.",
};

// Asked as the caller: the repository subgraph answers what this actor may do and where the
// repository is; collaboration (through federation) whether the project is archived.
const GIT_ACCESS = `query GitHttpAccess($path: String!) {
  gitAccess(projectPath: $path) { projectId canDownload canPush repository { storage diskPath } project { archived } }
}`;

interface AccessRow {
  projectId: string;
  canDownload: boolean;
  canPush: boolean;
  repository: RepositoryLocation | null;
  project: { archived: boolean };
}

export interface GitGrant {
  projectId: string;
  repository: RepositoryLocation;
}

interface AccessQuestion {
  engine: OperationEngine;
  identity: GitIdentity | null;
  projectPath: string;
  command: string | undefined;
  externalUrl: string;
  requestId: string;
}

/**
 * Repositories::GitHttpController's `authenticate_user` + `access_check` in GitLab's order: an
 * anonymous caller gets the Basic challenge unless the project is publicly readable (pulls only);
 * a signed-in one gets 403/404 with Gitlab::GitAccess's text.
 */
export async function authorizeGit(question: AccessQuestion): Promise<GitGrant> {
  const { identity, command } = question;
  if (!identity) return anonymousGrant(question);
  if (command !== 'git-upload-pack' && command !== 'git-receive-pack') throw new GitHttpError(403, MESSAGES.commandNotAllowed);
  if (command === 'git-upload-pack' && !identity.canDownloadCode) throw new GitHttpError(403, MESSAGES.authDownload);
  if (command === 'git-receive-pack' && !identity.canPushCode) throw new GitHttpError(403, MESSAGES.authUpload);
  const access = await askAccess(question);
  if (!access) throw new GitHttpError(404, MESSAGES.notFound);
  if (!access.repository) throw new GitHttpError(404, MESSAGES.noRepo);
  if (command === 'git-upload-pack' && !access.canDownload) throw new GitHttpError(403, MESSAGES.download);
  if (command === 'git-receive-pack' && access.project.archived) throw new GitHttpError(403, MESSAGES.archived);
  if (command === 'git-receive-pack' && !access.canPush) throw new GitHttpError(403, MESSAGES.pushCode);
  return { projectId: access.projectId, repository: access.repository };
}

/** `http_download_allowed?`: anonymous pulls of projects anyone may read; everything else is challenged. */
async function anonymousGrant(question: AccessQuestion): Promise<GitGrant> {
  const access = question.command === 'git-upload-pack' ? await askAccess(question) : null;
  if (!access?.canDownload) throw GitHttpError.accessDenied(question.externalUrl);
  if (!access.repository) throw new GitHttpError(404, MESSAGES.noRepo);
  return { projectId: access.projectId, repository: access.repository };
}

/** The access row, or null when the caller may not see the project. */
async function askAccess(question: AccessQuestion): Promise<AccessRow | null> {
  const actor = question.identity?.actor ?? ANONYMOUS;
  const result = await question.engine.execute<{ gitAccess: AccessRow | null }>(GIT_ACCESS, { path: question.projectPath }, actor, question.requestId);
  const error = result.errors?.[0];
  if (error?.extensions?.code === 'NOT_FOUND') return null;
  if (error) throw new Error(`gitAccess failed: ${error.message}`);
  return result.data?.gitAccess ?? null;
}
