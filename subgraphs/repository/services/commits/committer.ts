import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';
import type { Signature } from '../git/tree-writer';

// Identity owns users; the commit e-mail is a private detail, so the lookup runs as the service actor.
const USER_QUERY = `query RepositoryCommitter($id: ID!) {
  user(id: $id) { username name privateDetails { email commitEmail } }
}`;

interface CommitterRow {
  username: string;
  name: string;
  privateDetails: { email: string; commitEmail: string | null } | null;
}

/** Who commits for the service actor when no user is behind the request. */
export const SERVICE_COMMITTER: Signature = { name: 'Forgegraph', email: 'noreply@forgegraph.local' };

/**
 * A user's name and commit e-mail (GitLab's committer for web and API commits), looked up through
 * the gateway once per request and user.
 */
export function committerLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Signature>('repository.committer', (ids) =>
    Promise.all(ids.map(async (id) => {
      const result = await ctx.runtime.engine.execute<{ user: CommitterRow | null }>(USER_QUERY, { id: String(id) }, SERVICE_ACTOR, ctx.requestId);
      const user = result.data?.user;
      if (!user) return SERVICE_COMMITTER;
      const email = user.privateDetails?.commitEmail || user.privateDetails?.email || `${user.username}@noreply.forgegraph.local`;
      return { name: user.name || user.username, email };
    })),
  );
}

/** The committer for the request's actor, or for `userId` when a service acts on a user's behalf. */
export async function committerFor(ctx: SubgraphContext, userId: number | null = ctx.actor.userId): Promise<Signature> {
  return userId === null ? SERVICE_COMMITTER : committerLoader(ctx).load(userId);
}

/** `author_name`/`author_email` override the committer's identity one by one, as in GitLab. */
export function authorFrom(committer: Signature, overrides: { authorName?: string | null; authorEmail?: string | null }): Signature {
  return { name: overrides.authorName || committer.name, email: overrides.authorEmail || committer.email };
}
