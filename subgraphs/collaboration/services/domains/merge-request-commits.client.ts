import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

// The messages of a merge request's commits (the repository contributes them to MergeRequest), for
// the issues they close; asked through the gateway as the internal service actor.
const COMMIT_MESSAGES = `query CollaborationMergeRequestCommitMessages($projectRef: String!, $iid: Int!) {
  projectMergeRequest(projectRef: $projectRef, iid: $iid) { commits(page: 1, perPage: 100) { nodes { message } } }
}`;

/** The first 100 commits' messages (MergeRequest#commits as closes_issues reads them); none when the diff is gone. */
export async function mergeRequestCommitMessages(ctx: SubgraphContext, mr: { projectId: number; iid: number }): Promise<string[]> {
  const result = await ctx.runtime.engine.execute<{ projectMergeRequest: { commits: { nodes: Array<{ message: string }> } } | null }>(
    COMMIT_MESSAGES, { projectRef: String(mr.projectId), iid: mr.iid }, SERVICE_ACTOR, ctx.requestId);
  return (result.data?.projectMergeRequest?.commits.nodes ?? []).map((commit) => commit.message);
}
