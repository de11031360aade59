import type { SubgraphContext } from '@forgegraph/platform';
import { readCommits, readStats, readTrailers, type CommitStats, type Trailers } from '../git/commit-reader';
import { readChanges, type CommitChanges } from '../git/commit-changes';
import type { ParsedCommit } from '../git/object-parser';

/**
 * Per-request loaders keyed by repository: however many commits a response holds, each kind of
 * data costs one read per repository (its cat-file session, `diff-tree --stdin`, `rev-list`).
 */
export function commitLoader(ctx: SubgraphContext, gitDir: string) {
  return ctx.loaders.get<string, ParsedCommit | null>(`repository.commit:${gitDir}`, async (shas) => {
    const commits = new Map((await readCommits(gitDir, [...shas])).map((c) => [c.sha, c]));
    return shas.map((sha) => commits.get(sha) ?? null);
  });
}

export function statsLoader(ctx: SubgraphContext, gitDir: string) {
  return ctx.loaders.get<string, CommitStats>(`repository.stats:${gitDir}`, async (shas) => {
    const stats = await readStats(gitDir, [...shas]);
    return shas.map((sha) => stats.get(sha)!);
  });
}

export function trailersLoader(ctx: SubgraphContext, gitDir: string) {
  return ctx.loaders.get<string, Trailers>(`repository.trailers:${gitDir}`, async (shas) => {
    const trailers = await readTrailers(gitDir, [...shas]);
    return shas.map((sha) => trailers.get(sha)!);
  });
}

export function changesLoader(ctx: SubgraphContext, gitDir: string) {
  return ctx.loaders.get<string, CommitChanges>(`repository.changes:${gitDir}`, async (shas) => {
    const changes = await readChanges(gitDir, [...shas]);
    return shas.map((sha) => changes.get(sha)!);
  });
}
