import { AccessLevel, intArray, query, type SubgraphContext } from '@forgegraph/platform';
import { activeMember, T } from '../tables';

/**
 * Per-group counts of the Namespace entity, one query per request for a whole page: each counts
 * over the group and every group below it (`d`, its descendants by traversal ids) that is not
 * pending deletion.
 */
function countsLoader(ctx: SubgraphContext, name: string, countSql: string, joinSql: string) {
  return ctx.loaders.get<number, number>(`collaboration.namespace-counts.${name}`, async (ids) => {
    const rows = await query<{ id: number; count: number }>(ctx.em,
      `select g.id, ${countSql}::int as count from ${T.namespaces} g
       join ${T.namespaces} d on d.traversal_ids @> array[g.id] and not d.pending_delete
       ${joinSql}
       where g.id = any(?::int[]) group by g.id`, [intArray(ids)]);
    const counts = new Map(rows.map((row) => [row.id, row.count]));
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

/** `users_with_descendants.count`: users with a group membership here or below, minimal access excepted. */
export function membersCountWithDescendantsLoader(ctx: SubgraphContext) {
  return countsLoader(ctx, 'members', 'count(distinct m.user_id)',
    `join ${T.members} m on m.source_type = 'Namespace' and m.source_id = d.id and m.access_level >= ${AccessLevel.GUEST} and ${activeMember('m')}`);
}

/** `all_projects.count`: projects in the group and its subgroups. */
export function projectsCountLoader(ctx: SubgraphContext) {
  return countsLoader(ctx, 'projects', 'count(p.id)', `join ${T.projects} p on p.namespace_id = d.id and not p.pending_delete`);
}

/**
 * Group#billable_members_count without a license that excludes guests: every user with a
 * membership of the group, a group below it or a project in them (GET /groups/:id/billable_members).
 */
export function billableMembersCountLoader(ctx: SubgraphContext) {
  return countsLoader(ctx, 'billable', 'count(distinct m.user_id)',
    `left join ${T.projects} p on p.namespace_id = d.id and not p.pending_delete
     join ${T.members} m on ${activeMember('m')} and ((m.source_type = 'Namespace' and m.source_id = d.id)
       or (m.source_type = 'Project' and m.source_id = p.id))`);
}
