import type { SubgraphContext } from '@forgegraph/platform';
import type { Member } from '../../entities/member.entity';
import { directoryUsers } from '../domains/identity.client';
import { REMOVE_USER_JOB } from '../lifecycle/removal';

/**
 * Members whose user identity no longer knows (deleted while collaboration's cleanup is pending)
 * are left out of member answers: their `user` would resolve to nothing and fail the whole list.
 * The cleanup is queued again for them (idempotent, one pending job per user). The lookup goes
 * through the request's directory loader, so creators resolved here are cached for `createdBy`.
 */
export async function withoutDeletedUsers(ctx: SubgraphContext, members: Member[]): Promise<Member[]> {
  if (!members.length) return members;
  const ids = new Set<number>();
  for (const member of members) {
    ids.add(member.userId);
    if (member.createdById !== null) ids.add(member.createdById);
  }
  const users = await directoryUsers(ctx, [...ids]);
  const gone = [...new Set(members.map((m) => m.userId).filter((id) => !users.has(id)))];
  for (const userId of gone) await ctx.runtime.jobs.send(REMOVE_USER_JOB, { userId }, { singletonKey: `user:${userId}` });
  return members.filter((member) => users.has(member.userId));
}
