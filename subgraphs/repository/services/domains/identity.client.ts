import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';
import type { Signature } from '../git/tree-writer';

// Every call this subgraph makes to identity, through the gateway; `committerLoader` is the one
// per-request loader of identity's users. The commit e-mail is a private detail, so the lookup runs
// as the service actor.
const USER_QUERY = `query RepositoryCommitter($id: ID!) {
  user(id: $id) { username name privateDetails { email commitEmail } }
}`;

interface CommitterRow {
  username: string;
  name: string;
  privateDetails: { email: string; commitEmail: string | null } | null;
}

/**
 * A user's name and commit e-mail (GitLab's committer for web and API commits), looked up through
 * the gateway once per request and user; null for a user that does not exist.
 */
export function committerLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Signature | null>('repository.committer', (ids) =>
    Promise.all(ids.map(async (id) => {
      const result = await ctx.runtime.engine.execute<{ user: CommitterRow | null }>(USER_QUERY, { id: String(id) }, SERVICE_ACTOR, ctx.requestId);
      const user = result.data?.user;
      if (!user) return null;
      const email = user.privateDetails?.commitEmail || user.privateDetails?.email || `${user.username}@noreply.forgegraph.local`;
      return { name: user.name || user.username, email };
    })),
  );
}
