import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

// Every call this subgraph makes to the repository subgraph, as the service actor: the caller's
// right to run a pipeline is checked before, and push reactions run for no user.

/** The commit a pipeline runs for. */
export interface PipelineCommit {
  sha: string;
  message: string;
  title: string;
  committedDate: string;
}

/** A branch or tag name resolved to its commit; branches first, as GitLab's `ref_exists?` does. */
export interface ResolvedRef {
  ref: string;
  tag: boolean;
  commit: PipelineCommit;
}

const COMMIT = 'sha message title committedDate';
const BRANCH_QUERY = `query CiBranch($projectId: ID!, $name: String!) { projectRepository(projectId: $projectId) { defaultBranch branch(name: $name) { commit { ${COMMIT} } } } }`;
const TAG_QUERY = `query CiTag($projectId: ID!, $name: String!) { projectRepository(projectId: $projectId) { tag(name: $name) { commit { ${COMMIT} } } } }`;
const COMMIT_QUERY = `query CiCommit($projectId: ID!, $sha: String!) { projectRepository(projectId: $projectId) { commit(ref: $sha) { ${COMMIT} } } }`;
const FILE_QUERY = `query CiFile($projectId: ID!, $ref: String!, $path: String!) { projectRepository(projectId: $projectId) { file(ref: $ref, filePath: $path) { content } } }`;
const TREE_QUERY = `query CiTree($projectId: ID!, $ref: String!, $page: Int!) {
  projectRepository(projectId: $projectId) { tree(ref: $ref, recursive: true, page: $page, perPage: 100) { nodes { path type } } }
}`;
const COMPARE_QUERY = `query CiCompare($projectId: ID!, $from: String!, $to: String!) {
  projectRepository(projectId: $projectId) { compare(from: $from, to: $to, straight: true) { diffs { oldPath newPath } } }
}`;

async function ask<T>(ctx: SubgraphContext, document: string, variables: Record<string, unknown>): Promise<T | null> {
  const result = await ctx.runtime.engine.execute<{ projectRepository: T | null }>(document, variables, SERVICE_ACTOR, ctx.requestId);
  return result.errors?.length ? null : result.data?.projectRepository ?? null;
}

export async function resolveRef(ctx: SubgraphContext, projectId: number, ref: string): Promise<ResolvedRef | null> {
  const branch = await ask<{ branch: { commit: PipelineCommit } }>(ctx, BRANCH_QUERY, { projectId: String(projectId), name: ref });
  if (branch) return { ref, tag: false, commit: branch.branch.commit };
  const tag = await ask<{ tag: { commit: PipelineCommit | null } }>(ctx, TAG_QUERY, { projectId: String(projectId), name: ref });
  return tag?.tag.commit ? { ref, tag: true, commit: tag.tag.commit } : null;
}

/** The repository's default branch (CI_DEFAULT_BRANCH), null without a repository. */
export async function defaultBranchOf(ctx: SubgraphContext, projectId: number): Promise<string | null> {
  const result = await ctx.runtime.engine.execute<{ projectRepository: { defaultBranch: string | null } | null }>(
    'query CiDefaultBranch($projectId: ID!) { projectRepository(projectId: $projectId) { defaultBranch } }',
    { projectId: String(projectId) }, SERVICE_ACTOR, ctx.requestId,
  );
  return result.data?.projectRepository?.defaultBranch ?? null;
}

export async function findCommit(ctx: SubgraphContext, projectId: number, sha: string): Promise<PipelineCommit | null> {
  return (await ask<{ commit: PipelineCommit }>(ctx, COMMIT_QUERY, { projectId: String(projectId), sha }))?.commit ?? null;
}

/** A file's text at a commit, null when the file (or the repository) does not exist. */
export async function readFileAt(ctx: SubgraphContext, projectId: number, sha: string, path: string): Promise<string | null> {
  const found = await ask<{ file: { content: string } }>(ctx, FILE_QUERY, { projectId: String(projectId), ref: sha, path });
  return found ? Buffer.from(found.file.content, 'base64').toString('utf8') : null;
}

/** Every file path at a commit (rules:exists), up to GitLab's 10,000-file limit for `exists`. */
export async function filePathsAt(ctx: SubgraphContext, projectId: number, sha: string): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const found = await ask<{ tree: { nodes: Array<{ path: string; type: string }> } }>(ctx, TREE_QUERY, { projectId: String(projectId), ref: sha, page });
    const nodes = found?.tree.nodes ?? [];
    paths.push(...nodes.filter((node) => node.type === 'blob').map((node) => node.path));
    if (nodes.length < 100) break;
  }
  return paths;
}

/** Paths changed between two commits (rules:changes of a push), both sides of renames. */
export async function changedPathsBetween(ctx: SubgraphContext, projectId: number, from: string, to: string): Promise<string[]> {
  const found = await ask<{ compare: { diffs: Array<{ oldPath: string; newPath: string }> } }>(ctx, COMPARE_QUERY, { projectId: String(projectId), from, to });
  return [...new Set((found?.compare.diffs ?? []).flatMap((diff) => [diff.oldPath, diff.newPath]))];
}

const PROTECTED_QUERY = `query CiRefProtected($projectId: ID!, $name: String!, $tag: Boolean!) {
  projectRepository(projectId: $projectId) { branch(name: $name) @skip(if: $tag) { protected } tag(name: $name) @include(if: $tag) { protected } }
}`;

/** GitLab's `protected_ref?`: whether the branch (or tag) is protected; false when it does not exist. */
export async function isRefProtected(ctx: SubgraphContext, projectId: number, ref: string, tag: boolean): Promise<boolean> {
  const found = await ask<{ branch?: { protected: boolean }; tag?: { protected: boolean } }>(ctx, PROTECTED_QUERY, { projectId: String(projectId), name: ref, tag });
  return (tag ? found?.tag?.protected : found?.branch?.protected) ?? false;
}

const BRANCHES_CONTAINING_QUERY = `query CiBranchesContaining($projectId: ID!, $sha: String!) {
  projectRepository(projectId: $projectId) { commitRefs(sha: $sha, type: "branch", perPage: 1) { nodes { name } } }
}`;

/** The first branch containing the commit (`branch_names_contains(sha).first`), null when none does. */
export async function firstBranchContaining(ctx: SubgraphContext, projectId: number, sha: string): Promise<string | null> {
  const found = await ask<{ commitRefs: { nodes: Array<{ name: string }> } }>(ctx, BRANCHES_CONTAINING_QUERY, { projectId: String(projectId), sha });
  return found?.commitRefs.nodes[0]?.name ?? null;
}

const RANGE_QUERY = `query CiCommitRange($projectId: ID!, $range: String!) {
  repositoryCommits(projectId: $projectId, refName: $range, page: 1, perPage: 100, withTotal: false) { nodes { sha } }
}`;

/** The newest 100 commits of `base..head` (a merge request's commits), head first; [] when the repository cannot tell. */
export async function commitShasBetween(ctx: SubgraphContext, projectId: number, base: string, head: string): Promise<string[]> {
  const result = await ctx.runtime.engine.execute<{ repositoryCommits: { nodes: Array<{ sha: string }> } }>(
    RANGE_QUERY, { projectId: String(projectId), range: `${base}..${head}` }, SERVICE_ACTOR, ctx.requestId);
  return result.data?.repositoryCommits.nodes.map((node) => node.sha) ?? [];
}
