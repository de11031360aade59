import { EventKinds, publishEvent, query, type MemberEventPayload } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Member } from '../../entities/member.entity';
import type { MemberSource } from '../members/member-source';
import { namespacesById } from '../namespaces/namespaces-by-id';
import { SCHEMA, T } from '../tables';
import { memberSnapshot, namespaceSnapshot, projectSnapshot } from './snapshots';

/** Where a membership is: a group (itself its namespace) or a project in its namespace. */
export type MembershipSource = Pick<MemberSource, 'group' | 'project' | 'namespace'>;

/** A membership's state before a change (null: it did not exist). */
export type MemberBefore = Pick<Member, 'accessLevel' | 'expiresAt' | 'requestedAt'> | null;

/** What `publishMemberChange` compares a saved membership with. */
export function memberBefore(member: Member | null): MemberBefore {
  return member && { accessLevel: member.accessLevel, expiresAt: member.expiresAt, requestedAt: member.requestedAt };
}

/**
 * Announces a saved membership: a new one (or an approved access request) was added, a changed
 * access level or expiry updated; anything else changed nothing worth telling.
 */
export async function publishMemberChange(em: EntityManager, source: MembershipSource, member: Member, before: MemberBefore): Promise<void> {
  if (member.requestedAt) return;
  if (!before || before.requestedAt) return publishMember(em, source, member, EventKinds.memberAdded);
  if (before.accessLevel === member.accessLevel && before.expiresAt === member.expiresAt) return;
  return publishMember(em, source, member, EventKinds.memberUpdated);
}

/**
 * Announces a membership's removal and, when the user's memberships of the groups below go with it
 * (Members::DestroyService destroys each), theirs. Call it before the rows are deleted.
 */
export async function publishMemberRemoval(em: EntityManager, source: MembershipSource, member: Member, cascade: boolean): Promise<void> {
  if (member.requestedAt) return;
  await publishMember(em, source, member, EventKinds.memberRemoved);
  if (!source.group || !cascade) return;
  const rows = await query(em, `select m.* from ${T.members} m
    join ${T.namespaces} n on n.id = m.source_id
    where m.source_type = 'Namespace' and m.user_id = ? and m.requested_at is null and ? = any(n.traversal_ids) and n.id <> ?
    order by m.id`, [member.userId, source.group.id, source.group.id]);
  const below = rows.map((row) => em.map(Member, row as never));
  const groups = await namespacesById(em, below.map((m) => m.sourceId));
  for (const membership of below) {
    await publishEvent(em, SCHEMA, { kind: EventKinds.memberRemoved, payload: { ...groupMemberPayload(membership, groups.get(membership.sourceId)!) } });
  }
}

function publishMember(em: EntityManager, source: MembershipSource, member: Member, kind: string): Promise<void> {
  const payload: MemberEventPayload = source.project
    ? { id: String(member.id), sourceType: 'project', namespace: namespaceSnapshot(source.namespace), project: projectSnapshot(source.project), member: memberSnapshot(member) }
    : groupMemberPayload(member, source.namespace);
  return publishEvent(em, SCHEMA, { kind, payload: { ...payload } });
}

function groupMemberPayload(member: Member, group: MemberSource['namespace']): MemberEventPayload {
  return { id: String(member.id), sourceType: 'group', namespace: namespaceSnapshot(group), project: null, member: memberSnapshot(member) };
}
