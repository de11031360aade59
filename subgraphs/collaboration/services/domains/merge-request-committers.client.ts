import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

// MergeRequest#committers: the users whose e-mail committed to the merge request's diff. The diff's
// commits are the repository's (contributed to MergeRequest) and the e-mails identity's, so one
// gateway operation, as the internal service actor, asks both.
const COMMITTERS = `query CollaborationMergeRequestCommitters($projectRef: String!, $iid: Int!, $userId: ID!) {
  projectMergeRequest(projectRef: $projectRef, iid: $iid) { commits(page: 1, perPage: 100) { nodes { committerEmail } } }
  usersByIds(ids: [$userId]) { privateDetails { email commitEmail } }
}`;

interface CommittersResult {
  projectMergeRequest: { commits: { nodes: Array<{ committerEmail: string }> } } | null;
  usersByIds: Array<{ privateDetails: { email: string; commitEmail: string | null } | null } | null>;
}

/** Whether one of the user's e-mails committed to the merge request (compared case-insensitively). */
export async function isCommitter(ctx: SubgraphContext, mr: { projectId: number; iid: number }, userId: number): Promise<boolean> {
  const variables = { projectRef: String(mr.projectId), iid: mr.iid, userId: String(userId) };
  const result = await ctx.runtime.engine.execute<CommittersResult>(COMMITTERS, variables, SERVICE_ACTOR, ctx.requestId);
  const details = result.data?.usersByIds[0]?.privateDetails;
  if (!details) return false;
  const emails = new Set([details.email, details.commitEmail].filter((email): email is string => Boolean(email)).map((email) => email.toLowerCase()));
  return (result.data?.projectMergeRequest?.commits.nodes ?? []).some((commit) => emails.has(commit.committerEmail.toLowerCase()));
}
