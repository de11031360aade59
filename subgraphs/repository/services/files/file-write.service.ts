import type { SubgraphContext } from '@forgegraph/platform';
import type { FileCommitResult } from '../../schema/content.types';
import type { CommitAction } from '../commits/commit-actions';
import { createCommit } from '../commits/commit-write.service';
import { validFilePath } from './file.service';

export interface FileCommitInput {
  projectId: number;
  filePath: string;
  branch: string;
  commitMessage: string;
  startBranch?: string | null;
  content?: string | null;
  encoding?: string | null;
  authorName?: string | null;
  authorEmail?: string | null;
  lastCommitId?: string | null;
  executeFilemode?: boolean | null;
}

/** Files::UpdateService's refusal of a stale `last_commit_id` (its wording differs from the commits API's). */
export const FILE_CHANGED_MESSAGE = 'You are attempting to update a file that has changed since you started editing it.';

/** POST /repository/files/:file_path (Files::CreateService). */
export function createFile(ctx: SubgraphContext, input: FileCommitInput): Promise<FileCommitResult> {
  const path = validFilePath(input.filePath);
  return commitFile(ctx, input, [{ action: 'create', filePath: path, content: input.content ?? '', encoding: input.encoding, executeFilemode: input.executeFilemode }]);
}

/** PUT /repository/files/:file_path (Files::UpdateService); `execute_filemode` adds a chmod. */
export function updateFile(ctx: SubgraphContext, input: FileCommitInput): Promise<FileCommitResult> {
  const path = validFilePath(input.filePath);
  const actions: CommitAction[] = [{ action: 'update', filePath: path, content: input.content ?? '', encoding: input.encoding, lastCommitId: input.lastCommitId }];
  if (input.executeFilemode != null) actions.push({ action: 'chmod', filePath: path, executeFilemode: input.executeFilemode });
  return commitFile(ctx, input, actions);
}

/** DELETE /repository/files/:file_path (Files::DeleteService). */
export function deleteFile(ctx: SubgraphContext, input: FileCommitInput): Promise<FileCommitResult> {
  const path = validFilePath(input.filePath);
  return commitFile(ctx, input, [{ action: 'delete', filePath: path, lastCommitId: input.lastCommitId }]);
}

async function commitFile(ctx: SubgraphContext, input: FileCommitInput, actions: CommitAction[]): Promise<FileCommitResult> {
  const commit = await createCommit(ctx, {
    projectId: input.projectId,
    branch: input.branch,
    commitMessage: input.commitMessage,
    startBranch: input.startBranch || input.branch,
    actions,
    authorName: input.authorName,
    authorEmail: input.authorEmail,
    staleFileMessage: () => FILE_CHANGED_MESSAGE,
  });
  return { filePath: input.filePath, branch: input.branch, commit };
}
