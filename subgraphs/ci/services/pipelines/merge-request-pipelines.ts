import { Conditions, offsetPage, pageInfo, perPageOf, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Pipeline } from '../../entities/pipeline.entity';
import type { MergeRequestRef } from '../../schema/merge-request-ref.type';
import { canReadPipelines } from '../access/ci-access';
import { commitShasBetween } from '../domains/repository.client';
import { T } from '../tables';

/**
 * GET /projects/:id/merge_requests/:merge_request_iid/pipelines (Ci::PipelinesForMergeRequestFinder):
 * the source branch's pipelines for the merge request's recent commits (up to 100), newest first;
 * none when the caller may not read the target project's pipelines. No merge request pipelines
 * (`merge_request_event`) exist here, so there are none of those to add.
 */
export async function mergeRequestPipelines(ctx: SubgraphContext, mr: MergeRequestRef, args: PageArgs): Promise<Page<Pipeline>> {
  const empty = { nodes: [], pageInfo: pageInfo({ page: args.page, perPage: perPageOf(args) }, 0) };
  if (!mr.diffHeadSha || !(await canReadPipelines(ctx, Number(mr.targetProjectId)))) return empty;
  const sourceProjectId = Number(mr.sourceProjectId);
  const shas = mr.diffBaseSha ? await commitShasBetween(ctx, sourceProjectId, mr.diffBaseSha, mr.diffHeadSha) : [];
  const where = new Conditions().add('p.project_id = ?', sourceProjectId).add('p.ref = ?', mr.sourceBranch)
    .add('p.sha = any(?::text[])', `{${[...new Set([mr.diffHeadSha, ...shas])].join(',')}}`).add('p.parent_pipeline_id is null');
  return offsetPage(ctx.em, Pipeline, { from: `${T.pipelines} p`, where, orderBy: 'p.id desc', alias: 'p' }, args);
}
