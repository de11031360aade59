import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the operation selects `path` below the field being resolved (e.g. `['nodes', 'author']`),
 * looking through fragments. `@include`/`@skip` are not evaluated: a conditional selection counts as
 * selected, so use this only to decide what to load ahead, never what to answer.
 */
export function selectsPath(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  let level = info.fieldNodes.map((node) => node.selectionSet).filter((set): set is SelectionSetNode => !!set);
  for (let depth = 0; depth < path.length; depth++) {
    const found: SelectionSetNode[] = [];
    let matched = false;
    const visit = (set: SelectionSetNode, seen: Set<string>): void => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value !== path[depth]) continue;
          matched = true;
          if (selection.selectionSet) found.push(selection.selectionSet);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          visit(selection.selectionSet, seen);
        } else {
          const fragment = info.fragments[selection.name.value];
          if (fragment && !seen.has(fragment.name.value)) visit(fragment.selectionSet, new Set(seen).add(fragment.name.value));
        }
      }
    };
    for (const set of level) visit(set, new Set());
    if (!matched) return false;
    level = found;
  }
  return true;
}
