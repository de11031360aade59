import { BadRequestError } from '@forgegraph/platform';
import { writeBlob } from '../git/object-reader';
import type { TreeChange, TreeFile } from '../git/tree-writer';

export type CommitActionKind = 'create' | 'update' | 'move' | 'delete' | 'chmod';

export interface CommitAction {
  action: string;
  filePath: string;
  previousPath?: string | null;
  content?: string | null;
  encoding?: string | null;
  lastCommitId?: string | null;
  executeFilemode?: boolean | null;
}

const KINDS: CommitActionKind[] = ['create', 'update', 'move', 'delete', 'chmod'];

/** The request-shape checks of POST /repository/commits (lib/api/commits.rb validate_commits_attrs!). */
export function validateActionShapes(actions: CommitAction[]): void {
  if (actions.length === 0) throw BadRequestError.because('actions is required');
  actions.forEach((a, i) => {
    const error = actionShapeError(a, i);
    if (error) throw BadRequestError.because(error);
  });
}

function actionShapeError(a: CommitAction, i: number): string | null {
  if (!a.action) return `actions[${i}][action] is required`;
  if (!a.filePath) return `actions[${i}][file_path] is required`;
  if (!KINDS.includes(a.action as CommitActionKind)) return `actions[${i}][action] must be one of: create, update, move, delete, chmod`;
  if (a.encoding != null && a.encoding !== 'text' && a.encoding !== 'base64') return `actions[${i}][encoding] must be text or base64`;
  if (a.action === 'update' && a.content == null) return `actions[${i}][content] is required for update action`;
  if (a.action === 'move' && !a.previousPath) return `actions[${i}][previous_path] is required for move action`;
  if (a.action === 'chmod' && a.executeFilemode == null) return `actions[${i}][execute_filemode] is required for chmod action`;
  return null;
}

/** Gitaly's index errors (UserCommitFiles): GitLab answers them as 400 `{"message": ...}`. */
const indexError = (message: string) => BadRequestError.message(message);

/**
 * A path inside the repository: leading slashes dropped (GitLab writes `/README.md`), `.` and `..`
 * components refused as directory traversal.
 */
export function cleanPath(raw: string): string {
  const trimmed = raw.replace(/^\/+/, '');
  const parts = trimmed.split('/');
  if (parts.some((p) => p === '..' || p === '.')) throw indexError('Path cannot include directory traversal');
  if (!trimmed || parts.some((p) => p === '') || parts.includes('.git')) throw indexError(`invalid path: '${raw}'`);
  return trimmed;
}

/**
 * Applies the actions to a flattened tree in memory, in order, with Gitaly's rules, writing new
 * blobs as it goes. Returns the index changes for `writeTree`.
 */
export async function applyActions(gitDir: string, files: Map<string, TreeFile>, actions: CommitAction[]): Promise<TreeChange[]> {
  const tree = new Map(files);
  const touched = new Set<string>();
  for (const action of actions) {
    const path = cleanPath(action.filePath);
    const previous = action.previousPath ? cleanPath(action.previousPath) : path;
    const current = tree.get(action.action === 'move' ? previous : path);
    if (action.action === 'create') assertCreatable(tree, path);
    else if (!current) throw indexError("A file with this name doesn't exist");
    const content = action.content == null ? null : decodeContent(action.content, action.encoding);
    const blob = content === null ? null : await writeBlob(gitDir, content);
    switch (action.action) {
      case 'create':
        tree.set(path, { mode: action.executeFilemode ? '100755' : '100644', oid: blob ?? (await writeBlob(gitDir, Buffer.alloc(0))) });
        break;
      case 'update':
        tree.set(path, { mode: current!.mode, oid: blob! });
        break;
      case 'delete':
        tree.delete(path);
        break;
      case 'chmod':
        tree.set(path, { mode: action.executeFilemode ? '100755' : '100644', oid: current!.oid });
        break;
      case 'move':
        if (path !== previous) assertCreatable(tree, path);
        tree.delete(previous);
        tree.set(path, { mode: current!.mode, oid: blob ?? current!.oid });
        touched.add(previous);
        break;
    }
    touched.add(path);
  }
  return [...touched].map((p): TreeChange => {
    const file = tree.get(p);
    return file ? { path: p, mode: file.mode, oid: file.oid } : { path: p, remove: true };
  });
}

function assertCreatable(tree: Map<string, TreeFile>, path: string): void {
  if (tree.has(path)) throw indexError('A file with this name already exists');
  const prefix = path + '/';
  for (const existing of tree.keys()) {
    if (existing.startsWith(prefix)) throw indexError('A directory with this name already exists');
  }
  const parts = path.split('/');
  for (let i = 1; i < parts.length; i++) {
    if (tree.has(parts.slice(0, i).join('/'))) throw indexError('A file with this name already exists');
  }
}

export function decodeContent(content: string, encoding: string | null | undefined): Buffer {
  return encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
}
