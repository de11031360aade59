import type { SubgraphContext } from '@forgegraph/platform';
import { committerLoader } from '../domains/identity.client';
import type { Signature } from '../git/tree-writer';

/** Who commits for the service actor when no user is behind the request. */
export const SERVICE_COMMITTER: Signature = { name: 'Forgegraph', email: 'noreply@forgegraph.local' };

/** The committer for the request's actor, or for `userId` when a service acts on a user's behalf. */
export async function committerFor(ctx: SubgraphContext, userId: number | null = ctx.actor.userId): Promise<Signature> {
  return userId === null ? SERVICE_COMMITTER : (await committerLoader(ctx).load(userId)) ?? SERVICE_COMMITTER;
}

/** `author_name`/`author_email` override the committer's identity one by one, as in GitLab. */
export function authorFrom(committer: Signature, overrides: { authorName?: string | null; authorEmail?: string | null }): Signature {
  return { name: overrides.authorName || committer.name, email: overrides.authorEmail || committer.email };
}
