import { AccessLevel, type SubgraphContext } from '@forgegraph/platform';
import { Member } from '../../entities/member.entity';
import type { UserMapping } from './user-mapping';

/**
 * MembersMapper#ensure_default_member! and the mapped members: each matched user becomes a member
 * with the exported access level (Owner only for an importing administrator's project, as GitLab caps
 * it at Maintainer otherwise); users who are members already keep their membership.
 */
export async function importMembers(ctx: SubgraphContext, projectId: number, mapping: UserMapping): Promise<void> {
  if (!mapping.members.length) return;
  await ctx.em.transactional(async (em) => {
    const existing = new Set((await em.find(Member, { sourceType: 'Project', sourceId: projectId })).map((m) => m.userId));
    for (const member of mapping.members) {
      if (existing.has(member.userId)) continue;
      existing.add(member.userId);
      em.create(Member, {
        sourceType: 'Project', sourceId: projectId, userId: member.userId,
        accessLevel: Math.min(member.accessLevel, AccessLevel.MAINTAINER), expiresAt: member.expiresAt, createdById: mapping.importerId,
      });
    }
    await em.flush();
  });
}
