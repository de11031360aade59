import { AccessLevel, intArray, query, type MemberSnapshot, type NamespaceSnapshot, type ProjectSnapshot } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Member } from '../../entities/member.entity';
import type { Namespace } from '../../entities/namespace.entity';
import type { Project } from '../../entities/project.entity';
import { T, activeMember } from '../tables';

const iso = (value: Date | string): string => new Date(value).toISOString();

export function namespaceSnapshot(namespace: Namespace): NamespaceSnapshot {
  return {
    id: namespace.id, kind: namespace.kind, name: namespace.name, path: namespace.path, fullPath: namespace.fullPath,
    traversalIds: namespace.traversalIds.map(Number), createdAt: iso(namespace.createdAt), updatedAt: iso(namespace.updatedAt),
  };
}

export function projectSnapshot(project: Project): ProjectSnapshot {
  return {
    id: project.id, name: project.name, path: project.path, visibilityLevel: project.visibilityLevel,
    createdAt: iso(project.createdAt), updatedAt: iso(project.updatedAt),
  };
}

export function memberSnapshot(member: Member): MemberSnapshot {
  return {
    userId: member.userId, accessLevel: member.accessLevel, expiresAt: member.expiresAt,
    createdAt: iso(member.createdAt), updatedAt: iso(member.updatedAt),
  };
}

/** `project.group.all_owner_members`: the Owners of the group and the groups above it, once each, in this transaction. */
export async function groupOwnerIds(em: EntityManager, namespace: Namespace): Promise<number[]> {
  if (namespace.kind !== 'group') return [];
  const rows = await query<{ user_id: number }>(em, `select m.user_id from ${T.members} m
    where m.source_type = 'Namespace' and m.source_id = any(?::int[]) and m.access_level = ${AccessLevel.OWNER}
      and ${activeMember('m')}
    order by m.id`, [intArray(namespace.traversalIds)]);
  return [...new Set(rows.map((row) => Number(row.user_id)))];
}
