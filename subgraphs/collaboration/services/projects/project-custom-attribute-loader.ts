import type { SubgraphContext } from '@forgegraph/platform';
import { ProjectCustomAttribute } from '../../entities/project-custom-attribute.entity';

/** Every listed project's custom attributes in one query (`with_custom_attributes`). */
export function projectCustomAttributesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, ProjectCustomAttribute[]>('collaboration.project-custom-attributes', async (ids) => {
    const rows = await ctx.em.find(ProjectCustomAttribute, { projectId: { $in: [...ids] } }, { orderBy: { key: 'asc' } });
    return ids.map((id) => rows.filter((row) => row.projectId === id));
  });
}
