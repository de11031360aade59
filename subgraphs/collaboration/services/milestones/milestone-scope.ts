import { Conditions, intArray } from '@forgegraph/platform';
import { groupOf, type Parent } from '../namespaces/parent-ref';
import { T } from '../tables';

/**
 * The milestones a list shows (MilestoneResponses#parent_finder_params): the parent's own, and with
 * `include_ancestors` those of the project's group or the group's ancestors too.
 */
export function listedMilestones(parent: Parent, includeAncestors: boolean): Conditions {
  const group = groupOf(parent);
  const groupIds = includeAncestors && group ? group.traversalIds : parent.kind === 'group' ? [parent.group.id] : [];
  if (parent.kind === 'group') return new Conditions().add('m.group_id = any(?::int[])', intArray(groupIds));
  return new Conditions().add('m.project_id = ? or m.group_id = any(?::int[])', parent.project.id, intArray(groupIds));
}

/**
 * Milestone#uniqueness_of_title: a project milestone's title must be free in the project and its
 * group's ancestry; a group milestone's in the whole hierarchy (ancestors, descendants and their projects).
 */
export function titleClashScope(parent: Parent): Conditions {
  const group = groupOf(parent);
  if (parent.kind === 'project') {
    return new Conditions().add('m.project_id = ? or m.group_id = any(?::int[])', parent.project.id, intArray(group?.traversalIds ?? []));
  }
  const id = parent.group.id;
  return new Conditions().add(`m.group_id = any(?::int[])
    or m.group_id in (select d.id from ${T.namespaces} d where d.traversal_ids @> array[?]::int[])
    or m.project_id in (select p.id from ${T.projects} p join ${T.namespaces} n on n.id = p.namespace_id where n.traversal_ids @> array[?]::int[])`,
  intArray(parent.group.traversalIds), id, id);
}
