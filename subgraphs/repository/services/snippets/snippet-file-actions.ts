import type { SnippetFileChange } from './snippet-repository';
import { SnippetServiceError } from './snippet-errors';

export type SnippetAction = 'create' | 'update' | 'delete' | 'move';

/** One entry of `files[]` (SnippetInputAction): what to do, to which path, with what content. */
export interface SnippetFileAction {
  action: SnippetAction;
  filePath?: string | null;
  previousPath?: string | null;
  content?: string | null;
}

/** GitLab names a file given without a path `snippetfile<n>.txt` (SnippetInputAction#file_path default). */
export function defaultFileName(index: number): string {
  return `snippetfile${index}.txt`;
}

/**
 * SnippetInputAction's validations: `create` and `update` need content, `delete` and `update` a path,
 * `move` both paths; any failure is "Snippet actions have invalid data" (422).
 */
function isValidAction(a: SnippetFileAction): boolean {
  const hasPath = !!a.filePath;
  const hasContent = typeof a.content === 'string';
  switch (a.action) {
    case 'create': return hasContent;
    case 'update': return hasContent && (hasPath || !!a.previousPath);
    case 'delete': return hasPath || !!a.previousPath;
    case 'move': return hasPath && !!a.previousPath && a.previousPath !== a.filePath;
    default: return false;
  }
}

/**
 * The tree changes of a set of actions against the current files, refused as GitLab's repository
 * write refuses them: a created path that exists, an updated, moved or deleted one that does not.
 */
export function changesOf(actions: SnippetFileAction[], existing: Map<string, string>): SnippetFileChange[] {
  if (actions.length === 0 || !actions.every(isValidAction)) throw SnippetServiceError.invalidActions();
  const files = new Map(existing);
  const changes: SnippetFileChange[] = [];
  let unnamed = 0;
  for (const action of actions) {
    const target = action.filePath || (action.action === 'create' ? defaultFileName(++unnamed) : action.previousPath!);
    const source = action.previousPath || target;
    if (!isSafePath(target) || !isSafePath(source)) throw SnippetServiceError.invalidActions();
    if (action.action === 'create') {
      if (files.has(target)) throw SnippetServiceError.failed('A file with this name already exists');
    } else if (!files.has(source)) {
      throw SnippetServiceError.failed("A file with this name doesn't exist");
    }
    if (action.action === 'delete') {
      files.delete(source);
      changes.push({ path: source, remove: true });
      continue;
    }
    const blob = files.get(source) ?? '';
    if (action.action !== 'create' && source !== target) {
      if (files.has(target)) throw SnippetServiceError.failed('A file with this name already exists');
      files.delete(source);
      changes.push({ path: source, remove: true });
    }
    // A move without content keeps the file's blob (the repository's existing object id).
    files.set(target, blob);
    changes.push(typeof action.content === 'string' ? { path: target, content: action.content } : { path: target, oid: blob });
  }
  if (files.size === 0) throw SnippetServiceError.failed('Snippet must have at least one file');
  if (hasFileUnderFile([...files.keys()])) throw SnippetServiceError.invalidActions();
  return changes;
}

/** A path that is both a file and a directory (`a` and `a/b`) cannot be one git tree. */
function hasFileUnderFile(paths: string[]): boolean {
  const all = new Set(paths);
  return paths.some((path) => path.split('/').slice(0, -1).some((_, i, parts) => all.has(parts.slice(0, i + 1).join('/'))));
}

/** A relative path with no empty, `.` or `..` segment (the `file_path: true` param validator). */
function isSafePath(path: string): boolean {
  if (path.startsWith('/') || path.includes('\0')) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
