import { byKeys, type SubgraphContext, intArray, plainRecords, query } from '@forgegraph/platform';
import { GroupCustomAttribute } from '../entities/group-custom-attribute.entity';
import { Member } from '../entities/member.entity';
import { Namespace } from '../entities/namespace.entity';
import { Project } from '../entities/project.entity';
import { activeMember, activeShare, T } from './tables';

/**
 * The request's batched loaders: every lookup of one kind in a request is one query. Records
 * pending deletion load as missing, so they are 404 everywhere at once.
 */
export function namespaceLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Namespace | null>('collaboration.namespace', async (ids) => {
    const rows = await query(ctx.em, `select * from ${T.namespaces} where id = any(?::int[]) and not pending_delete`, [intArray(ids)]);
    return byKeys(ids, managed(ctx, Namespace, rows), (n) => n.id);
  });
}

export function projectLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Project | null>('collaboration.project', async (ids) => {
    const rows = await query(ctx.em, `select * from ${T.projects} where id = any(?::int[]) and not pending_delete`, [intArray(ids)]);
    return byKeys(ids, managed(ctx, Project, rows), (p) => p.id);
  });
}

/**
 * Read-only twins of the two loaders above (`plainRecords`: not tracked, never to be changed), for what
 * only reads: federated references (another subgraph's page naming its projects) and the derived fields
 * of a project (its namespace for paths and URLs). Building managed entities was a tenth of the CPU of a
 * page of pipelines. Writers keep using the managed loaders.
 */
export function namespaceRecordLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Namespace | null>('collaboration.namespace.record', async (ids) => {
    const rows = await query(ctx.em, `select * from ${T.namespaces} where id = any(?::int[]) and not pending_delete`, [intArray(ids)]);
    return byKeys(ids, plainRecords(ctx.em, Namespace, rows), (n) => n.id);
  });
}

/** Projects with their namespaces in the same statement (every project read goes on to its paths), the namespaces primed. */
export function projectRecordLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Project | null>('collaboration.project.record', async (ids) => {
    const rows = await query(ctx.em, `select p.*, to_jsonb(n) as namespace_row from ${T.projects} p
      left join ${T.namespaces} n on n.id = p.namespace_id and not n.pending_delete
      where p.id = any(?::int[]) and not p.pending_delete`, [intArray(ids)]);
    const namespaces = namespaceRecordLoader(ctx);
    const found = rows.filter((row) => row.namespace_row);
    plainRecords(ctx.em, Namespace, found.map((row) => row.namespace_row)).forEach((namespace) => namespaces.prime(namespace.id, namespace));
    return byKeys(ids, plainRecords(ctx.em, Project, rows), (p) => p.id);
  });
}

/**
 * Rows as managed entities (writers change and flush what these loaders return), without
 * `em.find`'s query building: every project-scoped request loads its project and namespace, and
 * building those two queries cost more CPU than running them.
 */
function managed<T extends object>(ctx: SubgraphContext, entity: new (...args: never[]) => T, rows: Array<Record<string, unknown>>): T[] {
  // `refresh: false` (em.map's typings omit it): an entity this request already holds, perhaps changed, stays as it is, as with em.find.
  return rows.map((row) => ctx.em.map(entity, row, { refresh: false } as { schema?: string }));
}

/** A user's access-granting memberships: source id → access level, per source type. */
export interface MembershipIndex {
  projects: Map<number, number>;
  namespaces: Map<number, number>;
  /**
   * Groups shared with a group the user is a direct member of: shared group id → the user's level
   * there (their membership capped at the share's access, the highest share winning).
   */
  shares: Map<number, number>;
}

export function membershipIndexLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, MembershipIndex>('collaboration.membership-index', async (userIds) => {
    const rows = await query<{ user_id: number; source_type: string; source_id: number; access_level: number }>(ctx.em,
      `select m.user_id, m.source_type, m.source_id, m.access_level from ${T.members} m
       where m.user_id = any(?::int[]) and ${activeMember('m')}
       union all
       select m.user_id, 'Share', l.shared_group_id, least(m.access_level, l.group_access) from ${T.members} m
       join ${T.groupLinks} l on l.shared_with_group_id = m.source_id
       where m.source_type = 'Namespace' and m.user_id = any(?::int[]) and ${activeMember('m')} and ${activeShare('l')}`,
      [intArray(userIds), intArray(userIds)]);
    const index = new Map(userIds.map((id) => [id, { projects: new Map(), namespaces: new Map(), shares: new Map() } as MembershipIndex]));
    for (const row of rows) {
      const entry = index.get(row.user_id)!;
      const sources = row.source_type === 'Project' ? entry.projects : row.source_type === 'Share' ? entry.shares : entry.namespaces;
      sources.set(row.source_id, Math.max(sources.get(row.source_id) ?? 0, row.access_level));
    }
    return userIds.map((id) => index.get(id)!);
  });
}

/**
 * Groups a user may see through membership below them: the member groups' and the member
 * projects' namespaces together with all their ancestors (GitLab lets a subgroup or project member
 * see the groups above).
 */
export function authorizedNamespaceIdsLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Set<number>>('collaboration.authorized-namespaces', async (userIds) => {
    const rows = await query<{ user_id: number; ids: number[] }>(ctx.em,
      `select m.user_id, n.traversal_ids as ids from ${T.members} m
       join ${T.namespaces} n on n.id = m.source_id
       where m.source_type = 'Namespace' and m.user_id = any(?::int[]) and ${activeMember('m')}
       union all
       select m.user_id, n.traversal_ids as ids from ${T.members} m
       join ${T.projects} p on p.id = m.source_id join ${T.namespaces} n on n.id = p.namespace_id
       where m.source_type = 'Project' and m.user_id = any(?::int[]) and ${activeMember('m')}`,
      [intArray(userIds), intArray(userIds)]);
    const sets = new Map(userIds.map((id) => [id, new Set<number>()]));
    for (const row of rows) for (const id of row.ids) sets.get(row.user_id)!.add(Number(id));
    return userIds.map((id) => sets.get(id)!);
  });
}

export function customAttributesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, GroupCustomAttribute[]>('collaboration.group-custom-attributes', async (ids) => {
    const rows = await ctx.em.find(GroupCustomAttribute, { namespaceId: { $in: [...ids] } }, { orderBy: { key: 'asc' } });
    return ids.map((id) => rows.filter((row) => row.namespaceId === id));
  });
}

export function memberLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, Member | null>('collaboration.member', async (ids) => {
    const rows = await ctx.em.find(Member, { id: { $in: [...ids] } });
    return byKeys(ids, rows, (m) => m.id);
  });
}
