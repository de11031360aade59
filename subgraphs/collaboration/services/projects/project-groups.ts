import { type Page, type PageArgs, type SubgraphContext, Conditions, intArray, likePattern, offsetPage } from '@forgegraph/platform';
import { Namespace } from '../../entities/namespace.entity';
import type { ProjectGroupsFilter } from '../../schema/project-groups.inputs';
import { namespaceLoader } from '../loaders';
import { findReadableProject } from '../namespaces/lookup';
import { T } from '../tables';

/**
 * GET /projects/:id/groups (Projects::GroupsFinder): the project's group and its ancestors, newest
 * id first. `with_shared` adds the groups the project is shared with; projects cannot be shared
 * with groups here yet, so it adds none (its `shared_*` filters then have nothing to narrow).
 */
export async function findProjectGroups(ctx: SubgraphContext, ref: string, filter: ProjectGroupsFilter, args: PageArgs): Promise<Page<Namespace>> {
  const { project } = await findReadableProject(ctx, ref);
  const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
  const groupIds = namespace.kind === 'group' ? namespace.traversalIds : [];
  const where = new Conditions().add(`g.kind = 'group' and not g.pending_delete and g.id = any(?::int[])`, intArray(groupIds));
  if (filter.skipGroups?.length) where.add('not (g.id = any(?::int[]))', intArray(filter.skipGroups.map(Number)));
  if (filter.search) where.add('g.name ilike ? or g.path ilike ?', likePattern(filter.search), likePattern(filter.search));
  return offsetPage(ctx.em, Namespace, { from: `${T.namespaces} g`, where, orderBy: 'g.id desc', alias: 'g' }, args);
}
