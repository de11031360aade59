import { Conditions, offsetPage, pageInfo, perPageOf, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Pipeline } from '../../entities/pipeline.entity';
import type { PipelinesFilter } from '../../schema/pipeline.inputs';
import { requireReadPipelines } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { userIdByUsername } from '../domains/identity.client';
import { T } from '../tables';

/** Ci::PipelinesFinder::ALLOWED_INDEXED_COLUMNS, each ending in the id for stable pages. */
const ORDERS: Record<string, (direction: string) => string> = {
  id: (d) => `p.id ${d}`,
  status: (d) => `p.status ${d}, p.id ${d}`,
  ref: (d) => `p.ref ${d}, p.id ${d}`,
  updated_at: (d) => `p.updated_at ${d}, p.id ${d}`,
  user_id: (d) => `p.user_id ${d} nulls last, p.id ${d}`,
};

/** Scopes of Ci::PipelinesFinder#by_scope. */
const SCOPES: Record<string, string> = {
  running: `p.status = 'running'`,
  pending: `p.status in ('pending', 'created')`,
  finished: `p.status in ('success', 'failed', 'canceled')`,
};

/** GET /projects/:id/pipelines: the project's pipelines (child pipelines left out), filtered and ordered. */
export async function listProjectPipelines(ctx: SubgraphContext, projectRef: string, filter: PipelinesFilter, args: PageArgs): Promise<Page<Pipeline>> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  const where = new Conditions().add('p.project_id = ?', projectId).add('p.parent_pipeline_id is null');
  if (!(await addFilters(ctx, where, filter))) return { nodes: [], pageInfo: pageInfo({ page: args.page, perPage: perPageOf(args) }, 0) };
  const order = ORDERS[filter.orderBy ?? 'id'] ?? ORDERS.id;
  return offsetPage(ctx.em, Pipeline, { from: `${T.pipelines} p`, where, orderBy: order(filter.sort === 'asc' ? 'asc' : 'desc'), alias: 'p' }, args, { plain: true });
}

/** False when a filter can match nothing (an unknown username). */
async function addFilters(ctx: SubgraphContext, where: Conditions, filter: PipelinesFilter): Promise<boolean> {
  if (filter.scope === 'branches' || filter.scope === 'tags') {
    // The latest pipeline of each branch (or tag): Ci::PipelinesFinder#branches / #tags.
    where.add(`p.id in (select max(l.id) from ${T.pipelines} l where l.project_id = p.project_id and l.tag = ? and l.parent_pipeline_id is null group by l.ref)`, filter.scope === 'tags');
  } else if (filter.scope && SCOPES[filter.scope]) where.add(SCOPES[filter.scope]);
  if (filter.status) where.add('p.status = ?', filter.status);
  if (filter.source) where.add('p.source = ?', filter.source);
  if (filter.ref) where.add('p.ref = ?', filter.ref);
  if (filter.sha) where.add('p.sha = ?', filter.sha);
  if (filter.name) where.add('p.name = ?', filter.name);
  if (filter.yamlErrors === true) where.add('p.yaml_errors is not null');
  if (filter.yamlErrors === false) where.add('p.yaml_errors is null');
  if (filter.updatedBefore) where.add('p.updated_at < ?', filter.updatedBefore);
  if (filter.updatedAfter) where.add('p.updated_at > ?', filter.updatedAfter);
  if (filter.createdBefore) where.add('p.created_at < ?', filter.createdBefore);
  if (filter.createdAfter) where.add('p.created_at > ?', filter.createdAfter);
  if (filter.username) {
    const userId = await userIdByUsername(ctx, filter.username);
    if (userId === null) return false;
    where.add('p.user_id = ?', userId);
  }
  return true;
}
