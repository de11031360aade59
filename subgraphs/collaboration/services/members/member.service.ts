import {
  AccessLevel, ConflictError, FieldErrors, ForbiddenError, NotFoundError, type SubgraphContext, query,
} from '@forgegraph/platform';
import { Member } from '../../entities/member.entity';
import type { AddMembersInput, MemberSourceInput, UpdateMemberInput } from '../../schema/member.inputs';
import { memberBefore, publishMemberChange, publishMemberRemoval } from '../events/member-events';
import { findMember } from './member-finder';
import { checkAccessLevel, checkExpiresAt, checkNotBelowInherited, countOtherOwners } from './member-rules';
import { canManageMembers, canManageOwners, memberSource, requireMemberManagement, type MemberSource } from './member-source';
import { resolveMemberUserIds } from './member-users';
import { T } from '../tables';

export interface AddMembersOutcome {
  members: Member[];
  /** Bulk adds: per-user failures, keyed by the id or username given. */
  errors: Record<string, string>;
}

/** POST .../members: one user (GitLab's single-member answers) or a comma list (upserted, Members::CreateService). */
export async function addMembers(ctx: SubgraphContext, sourceInput: MemberSourceInput, input: AddMembersInput): Promise<AddMembersOutcome> {
  const source = await memberSource(ctx, sourceInput);
  requireMemberManagement(source);
  if (input.accessLevel === AccessLevel.OWNER && !canManageOwners(source)) throw ForbiddenError.create();
  const { ids, missing } = await resolveMemberUserIds(ctx, input);
  if (!input.bulk) return { members: [await addOneMember(ctx, source, ids[0] ?? null, input)], errors: {} };
  const outcome: AddMembersOutcome = { members: [], errors: Object.fromEntries(missing.map((key) => [key, 'User not found'])) };
  for (const userId of ids) {
    const errors = await memberErrors(ctx, source, userId, input);
    if (!errors.isEmpty) outcome.errors[String(userId)] = firstMessage(errors);
    else outcome.members.push(await upsertMember(ctx, source, userId, input));
  }
  return outcome;
}

async function addOneMember(ctx: SubgraphContext, source: MemberSource, userId: number | null, input: AddMembersInput): Promise<Member> {
  if (userId !== null && (await directMember(ctx, source, userId))) throw ConflictError.message('Member already exists');
  if (userId === null) throw NotFoundError.resource('User');
  (await memberErrors(ctx, source, userId, input)).throwIfAny();
  return upsertMember(ctx, source, userId, input);
}

async function memberErrors(ctx: SubgraphContext, source: MemberSource, userId: number, input: { accessLevel: number; expiresAt?: string | null }): Promise<FieldErrors> {
  const errors = new FieldErrors();
  checkAccessLevel(errors, source, input.accessLevel);
  checkExpiresAt(errors, input.expiresAt);
  if (errors.isEmpty) await checkNotBelowInherited(ctx, errors, source, userId, input.accessLevel);
  return errors;
}

async function upsertMember(ctx: SubgraphContext, source: MemberSource, userId: number, input: AddMembersInput): Promise<Member> {
  const existing = await directMember(ctx, source, userId);
  const before = memberBefore(existing);
  return ctx.em.transactional(async (em) => {
    const member = existing ?? em.create(Member, { sourceType: source.type, sourceId: source.id, userId, accessLevel: input.accessLevel, createdById: ctx.actor.userId });
    em.assign(member, { accessLevel: input.accessLevel, expiresAt: input.expiresAt ?? null, requestedAt: null });
    await em.flush();
    await publishMemberChange(em, source, member, before);
    return member;
  });
}

function directMember(ctx: SubgraphContext, source: MemberSource, userId: number): Promise<Member | null> {
  return ctx.em.findOne(Member, { sourceType: source.type, sourceId: source.id, userId });
}

function firstMessage(errors: FieldErrors): string {
  try {
    errors.throwIfAny();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/** PUT .../members/:user_id (Members::UpdateService with GitLab's member policies). */
export async function updateMember(ctx: SubgraphContext, sourceInput: MemberSourceInput, userId: number, input: UpdateMemberInput): Promise<Member> {
  const source = await memberSource(ctx, sourceInput);
  requireMemberManagement(source);
  const member = await findMember(ctx, source, userId, false);
  const touchesOwner = member.accessLevel === AccessLevel.OWNER || input.accessLevel === AccessLevel.OWNER;
  if (touchesOwner && !canManageOwners(source)) throw ForbiddenError.create();
  if (await isProtectedMember(ctx, source, member, input.accessLevel)) throw ForbiddenError.create();
  const errors = await memberErrors(ctx, source, userId, input);
  errors.throwIfAny();
  const before = memberBefore(member);
  await ctx.em.transactional(async (em) => {
    em.assign(member, { accessLevel: input.accessLevel, ...(input.expiresAt !== undefined ? { expiresAt: input.expiresAt } : {}) });
    await em.flush();
    await publishMemberChange(em, source, member, before);
  });
  return member;
}

/**
 * Memberships nobody may lower or remove: a personal namespace holder's Owner membership of their
 * project, and a group's last Owner.
 */
async function isProtectedMember(ctx: SubgraphContext, source: MemberSource, member: Member, newLevel: number | null): Promise<boolean> {
  if (source.project) return source.namespace.kind === 'user' && source.namespace.ownerId === member.userId;
  if (member.accessLevel !== AccessLevel.OWNER || newLevel === AccessLevel.OWNER) return false;
  return (await countOtherOwners(ctx, source, member.id)) === 0;
}

/**
 * DELETE .../members/:user_id: managers, or the member leaving; Owners only by those who manage
 * owners. Unless skip_subresources, the user's memberships below a group go too.
 */
export async function deleteMember(ctx: SubgraphContext, sourceInput: MemberSourceInput, userId: number, skipSubresources: boolean): Promise<boolean> {
  const source = await memberSource(ctx, sourceInput);
  const member = await findMember(ctx, source, userId, false);
  const isSelf = ctx.actor.userId === userId;
  if (!isSelf && !canManageMembers(source)) throw ForbiddenError.create();
  if (!isSelf && member.accessLevel === AccessLevel.OWNER && !canManageOwners(source)) throw ForbiddenError.create();
  if (await isProtectedMember(ctx, source, member, null)) throw ForbiddenError.create();
  await ctx.em.transactional(async (em) => {
    await publishMemberRemoval(em, source, member, !skipSubresources);
    await query(em, `delete from ${T.members} where id = ?`, [member.id]);
    if (source.group && !skipSubresources) await removeSubresourceMemberships(em, source.group.id, userId);
  });
  return true;
}

async function removeSubresourceMemberships(em: SubgraphContext['em'], groupId: number, userId: number): Promise<void> {
  await query(em, `delete from ${T.members} m where m.user_id = ? and (
      (m.source_type = 'Namespace' and m.source_id in (select id from ${T.namespaces} where ? = any(traversal_ids) and id <> ?))
      or (m.source_type = 'Project' and m.source_id in (select p.id from ${T.projects} p join ${T.namespaces} n on n.id = p.namespace_id where ? = any(n.traversal_ids))))`,
  [userId, groupId, groupId, groupId]);
}

