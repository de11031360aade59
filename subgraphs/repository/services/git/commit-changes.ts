import { runGit } from './git-command';

/** Paths a commit added, modified and removed against its first parent (Commit#repo_changes). */
export interface CommitChanges {
  added: string[];
  modified: string[];
  removed: string[];
}

const SHA = /^[0-9a-f]{40}$/;

/**
 * The changed paths of each commit, one `git diff-tree --stdin` for the batch (a root commit against
 * the empty tree, a merge against its first parent). Renames count as a removal plus an addition,
 * which is how GitLab's repo_changes files a renamed delta; a type change counts as modified.
 */
export async function readChanges(gitDir: string, shas: string[]): Promise<Map<string, CommitChanges>> {
  const changes = new Map<string, CommitChanges>(shas.map((sha) => [sha, { added: [], modified: [], removed: [] }]));
  if (shas.length === 0) return changes;
  const { stdout } = await runGit(gitDir, ['diff-tree', '--stdin', '-r', '--root', '--no-renames', '--name-status', '-z', '--diff-merges=first-parent'], {
    input: shas.join('\n') + '\n',
  });
  // `-z` output: a commit id, then status and path pairs, all NUL-terminated (paths are exact bytes).
  const tokens = stdout.toString('utf8').split('\0');
  let current: CommitChanges | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (SHA.test(token)) {
      current = changes.get(token);
      continue;
    }
    const path = tokens[++i];
    if (!current || !token || path === undefined) continue;
    if (token === 'A') current.added.push(path);
    else if (token === 'D') current.removed.push(path);
    else current.modified.push(path);
  }
  return changes;
}
