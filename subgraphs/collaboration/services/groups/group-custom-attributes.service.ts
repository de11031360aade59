import { NotFoundError, requireAdmin, type SubgraphContext } from '@forgegraph/platform';
import { GroupCustomAttribute } from '../../entities/group-custom-attribute.entity';
import type { Namespace } from '../../entities/namespace.entity';
import { findReadableGroup } from '../namespaces/lookup';

/** Group custom attributes are an administrators' tool (lib/api/custom_attributes_endpoints.rb). */
async function adminGroup(ctx: SubgraphContext, ref: string): Promise<Namespace> {
  requireAdmin(ctx.actor);
  return (await findReadableGroup(ctx, ref)).group;
}

export async function listGroupCustomAttributes(ctx: SubgraphContext, ref: string): Promise<GroupCustomAttribute[]> {
  const group = await adminGroup(ctx, ref);
  return ctx.em.find(GroupCustomAttribute, { namespaceId: group.id }, { orderBy: { key: 'asc' } });
}

export async function findGroupCustomAttribute(ctx: SubgraphContext, ref: string, key: string): Promise<GroupCustomAttribute> {
  const group = await adminGroup(ctx, ref);
  const attribute = await ctx.em.findOne(GroupCustomAttribute, { namespaceId: group.id, key });
  if (!attribute) throw NotFoundError.record();
  return attribute;
}

export async function setGroupCustomAttribute(ctx: SubgraphContext, ref: string, key: string, value: string): Promise<GroupCustomAttribute> {
  const group = await adminGroup(ctx, ref);
  const attribute = (await ctx.em.findOne(GroupCustomAttribute, { namespaceId: group.id, key }))
    ?? ctx.em.create(GroupCustomAttribute, { namespaceId: group.id, key, value });
  attribute.value = value;
  await ctx.em.flush();
  return attribute;
}

export async function deleteGroupCustomAttribute(ctx: SubgraphContext, ref: string, key: string): Promise<boolean> {
  const attribute = await findGroupCustomAttribute(ctx, ref, key);
  await ctx.em.remove(attribute).flush();
  return true;
}
