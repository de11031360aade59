import { AccessLevel, type SubgraphContext } from '@forgegraph/platform';
import type { Namespace } from '../../entities/namespace.entity';
import { hierarchyLevel, membershipsOf } from './access.service';

export type NamespaceAbility = 'read_namespace_via_membership' | 'admin_namespace';

/**
 * The caller's level in a namespace: Owner of their own personal namespace, otherwise their highest
 * membership in the group or above it (GroupPolicy's member conditions); 0 for none.
 */
async function namespaceLevel(ctx: SubgraphContext, namespace: Namespace): Promise<number> {
  const userId = ctx.actor.userId;
  if (userId === null) return 0;
  if (namespace.kind === 'user') return namespace.ownerId === userId ? AccessLevel.OWNER : 0;
  return hierarchyLevel(await membershipsOf(ctx, userId), namespace);
}

/**
 * NamespacePolicy / GroupPolicy for the Namespaces API: `read_namespace_via_membership` needs a
 * membership (Guest or above; a public group is not enough) and `admin_namespace` (which also
 * gates `admin_group` and `read_billing` here) needs Owner. Administrators may do both.
 */
export async function canNamespace(ctx: SubgraphContext, namespace: Namespace, ability: NamespaceAbility): Promise<boolean> {
  if (ctx.actor.isAdmin) return true;
  const level = await namespaceLevel(ctx, namespace);
  return ability === 'admin_namespace' ? level >= AccessLevel.OWNER : level >= AccessLevel.GUEST;
}
