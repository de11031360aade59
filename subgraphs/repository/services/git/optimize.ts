import { runGit } from './git-command';

/**
 * Keeps reads fast as a repository grows: loose refs packed into `packed-refs` (one file to read
 * instead of one per ref), and a commit-graph with changed-path Bloom filters, which git reads for
 * `rev-list`, `merge-base`, `--merged`/`--contains` and the last commit of a path instead of parsing
 * every commit. Neither changes a ref's value or an object, so readers may run meanwhile.
 */
export async function optimizeRepository(gitDir: string): Promise<void> {
  await runGit(gitDir, ['pack-refs', '--all']);
  await runGit(gitDir, ['commit-graph', 'write', '--reachable', '--changed-paths']);
}
