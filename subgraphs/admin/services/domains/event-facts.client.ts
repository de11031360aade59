import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';

// What integration deliveries need besides the event: the acting user (identity) and a push's
// commits (repository), asked through the gateway as the service actor.

export interface UserFacts {
  id: number;
  username: string;
  name: string;
  publicEmail: string;
  avatarUrl: string | null;
}

const USER_FACTS = 'query AdminUserFacts($id: ID!) { user(id: $id) { id username name publicEmail avatarUrl } }';

/** A user once per request; null when the account is gone. */
export function userFactsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, UserFacts | null>('admin.userFacts', (ids) => Promise.all(ids.map(async (id) => {
    const result = await ctx.runtime.engine.execute<{ user: (Omit<UserFacts, 'id'> & { id: string }) | null }>(USER_FACTS, { id: String(id) }, SERVICE_ACTOR, ctx.requestId);
    const row = result.data?.user;
    if (row) return { ...row, id: Number(row.id) };
    if (result.errors?.[0]?.extensions?.code === 'NOT_FOUND') return null;
    throw new Error(`user ${id} unavailable: ${result.errors?.[0]?.message}`);
  })));
}

export interface PushCommitFacts {
  sha: string;
  message: string;
  title: string;
  committedDate: string;
  authorName: string;
  authorEmail: string;
}

export interface PushFacts {
  commits: PushCommitFacts[];
  totalCommitsCount: number;
  checkoutSha: string | null;
  message: string | null;
  refProtected: boolean;
}

const PUSH_FACTS = `query AdminPushFacts($projectId: ID!, $ref: String!, $before: String!, $after: String!) {
  projectRepository(projectId: $projectId) {
    pushSummary(ref: $ref, before: $before, after: $after) {
      totalCommitsCount checkoutSha message refProtected commits { sha message title committedDate authorName authorEmail }
    }
  }
}`;

/** The push's commits (at most the newest 20, oldest first); null when the repository is gone. */
export async function fetchPushFacts(ctx: SubgraphContext, update: { projectId: number; ref: string; before: string; after: string }): Promise<PushFacts | null> {
  const result = await ctx.runtime.engine.execute<{ projectRepository: { pushSummary: PushFacts } | null }>(
    PUSH_FACTS, { ...update, projectId: String(update.projectId) }, SERVICE_ACTOR, ctx.requestId);
  const repository = result.data?.projectRepository;
  if (repository) return repository.pushSummary;
  if (result.errors?.[0]?.extensions?.code === 'NOT_FOUND') return null;
  throw new Error(`push summary unavailable for project ${update.projectId}: ${result.errors?.[0]?.message}`);
}
