import { NotFoundError, requireAdmin, type SubgraphContext } from '@forgegraph/platform';
import { ProjectCustomAttribute } from '../../entities/project-custom-attribute.entity';
import type { Project } from '../../entities/project.entity';
import { findReadableProject } from '../namespaces/lookup';

/** Project custom attributes are an administrators' tool (lib/api/custom_attributes_endpoints.rb). */
async function adminProject(ctx: SubgraphContext, ref: string): Promise<Project> {
  requireAdmin(ctx.actor);
  return (await findReadableProject(ctx, ref)).project;
}

export async function listProjectCustomAttributes(ctx: SubgraphContext, ref: string): Promise<ProjectCustomAttribute[]> {
  const project = await adminProject(ctx, ref);
  return ctx.em.find(ProjectCustomAttribute, { projectId: project.id }, { orderBy: { key: 'asc' } });
}

export async function findProjectCustomAttribute(ctx: SubgraphContext, ref: string, key: string): Promise<ProjectCustomAttribute> {
  const project = await adminProject(ctx, ref);
  const attribute = await ctx.em.findOne(ProjectCustomAttribute, { projectId: project.id, key });
  if (!attribute) throw NotFoundError.record();
  return attribute;
}

export async function setProjectCustomAttribute(ctx: SubgraphContext, ref: string, key: string, value: string): Promise<ProjectCustomAttribute> {
  const project = await adminProject(ctx, ref);
  const attribute = (await ctx.em.findOne(ProjectCustomAttribute, { projectId: project.id, key }))
    ?? ctx.em.create(ProjectCustomAttribute, { projectId: project.id, key, value });
  attribute.value = value;
  await ctx.em.flush();
  return attribute;
}

export async function deleteProjectCustomAttribute(ctx: SubgraphContext, ref: string, key: string): Promise<boolean> {
  const attribute = await findProjectCustomAttribute(ctx, ref, key);
  await ctx.em.remove(attribute).flush();
  return true;
}
