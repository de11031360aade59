import { Conditions, offsetPage, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Job } from '../../entities/job.entity';
import type { CommitStatus } from '../../schema/commit-status.types';
import { requireReadPipelines } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { T } from '../tables';
import { commitStatusOf } from './commit-status-present';

export interface CommitStatusFilter {
  ref?: string | null;
  stage?: string | null;
  name?: string | null;
  pipelineId?: number | null;
  /** Retried statuses too (default: the latest only). */
  all?: boolean | null;
  /** `id` (default) or `pipeline_id`. */
  orderBy?: string | null;
  /** `asc` (default) or `desc`. */
  sort?: string | null;
}

/** GET /projects/:id/repository/commits/:sha/statuses: every job of the sha's pipelines (lib/api/commit_statuses.rb). */
export async function listCommitStatuses(ctx: SubgraphContext, projectRef: string, sha: string, filter: CommitStatusFilter, args: PageArgs): Promise<Page<CommitStatus>> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  const pipelines = new Conditions().add('p.project_id = ?', projectId).add('p.sha = ?', sha);
  if (filter.pipelineId != null) pipelines.add('p.id = ?', filter.pipelineId);
  const where = new Conditions().add(`j.pipeline_id in (select p.id from ${T.pipelines} p where ${pipelines.sql})`, ...pipelines.params);
  if (!filter.all) where.add('j.retried = false');
  if (filter.ref) where.add('j.ref = ?', filter.ref);
  if (filter.stage) where.add('j.stage = ?', filter.stage);
  if (filter.name) where.add('j.name = ?', filter.name);
  const direction = filter.sort === 'desc' ? 'desc' : 'asc';
  const orderBy = filter.orderBy === 'pipeline_id' ? `j.pipeline_id ${direction}, j.id ${direction}` : `j.id ${direction}`;
  const page = await offsetPage(ctx.em, Job, { from: `${T.jobs} j`, where, orderBy, alias: 'j' }, args);
  return { ...page, nodes: page.nodes.map(commitStatusOf) };
}
