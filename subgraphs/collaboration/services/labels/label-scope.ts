import { Conditions, intArray } from '@forgegraph/platform';
import { groupOf, type Parent } from '../namespaces/parent-ref';
import { T } from '../tables';

/** LabelsFinder's parameters (lib/api/labels.rb, group_labels.rb). */
export interface LabelScopeOptions {
  includeAncestorGroups?: boolean | null;
  includeDescendantGroups?: boolean | null;
  onlyGroupLabels?: boolean | null;
}

/**
 * LabelsFinder#label_ids as a condition on alias `l`: a project sees its own labels and those of its
 * group (and, by default, the group's ancestors); a group sees its own (plus ancestors by default,
 * descendants on request) and, with `only_group_labels=false`, the labels of projects in those groups.
 */
export function availableLabels(parent: Parent, options: LabelScopeOptions = {}): Conditions {
  const includeAncestors = options.includeAncestorGroups ?? true;
  const group = groupOf(parent);
  const groupIds = group ? (includeAncestors ? group.traversalIds : [group.id]) : [];
  const parts: string[] = [];
  const params: unknown[] = [];
  if (parent.kind === 'project') {
    parts.push('l.project_id = ?');
    params.push(parent.project.id);
  }
  parts.push('l.group_id = any(?::int[])');
  params.push(intArray(groupIds));
  if (parent.kind === 'group' && options.includeDescendantGroups) {
    parts.push(`l.group_id in (select d.id from ${T.namespaces} d where d.traversal_ids @> array[?]::int[] and d.kind = 'group' and not d.pending_delete)`);
    params.push(parent.group.id);
  }
  if (parent.kind === 'group' && options.onlyGroupLabels === false) {
    const below = options.includeDescendantGroups ? 'n.traversal_ids @> array[?]::int[]' : 'n.id = ?';
    parts.push(`l.project_id in (select p.id from ${T.projects} p join ${T.namespaces} n on n.id = p.namespace_id
      where ${below} and not p.pending_delete)`);
    params.push(parent.group.id);
  }
  return new Conditions().add(parts.join(' or '), ...params);
}

/** Labels the caller may change through this parent: `find_label(..., include_ancestor_groups: false)`. */
export function ownLabels(parent: Parent): Conditions {
  return availableLabels(parent, { includeAncestorGroups: false });
}
