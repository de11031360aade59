import { query, type SubgraphContext } from '@forgegraph/platform';
import type { Label } from '../../entities/label.entity';
import { findParent, type ParentRefs } from '../namespaces/parent-ref';
import { T } from '../tables';
import { findLabelIn } from './label-lookup';
import { availableLabels } from './label-scope';

export interface LabelSubscriptionResult {
  changed: boolean;
  label: Label;
}

/**
 * POST .../labels/:label_id/subscribe (lib/api/subscriptions.rb): a subscription through a project
 * is kept for that project, one through a group for everywhere. `changed: false` is GitLab's 304.
 */
export async function subscribeToLabel(ctx: SubgraphContext, refs: ParentRefs, labelRef: string): Promise<LabelSubscriptionResult> {
  const parent = await findParent(ctx, refs);
  const label = await findLabelIn(ctx, parent, availableLabels(parent), labelRef);
  // The unique index makes a concurrent second subscription a no-op rather than a duplicate.
  const inserted = await query(ctx.em, `insert into ${T.labelSubscriptions} (label_id, user_id, project_id) values (?, ?, ?)
    on conflict do nothing returning id`, [label.id, ctx.actor.userId, label.viewedFromProjectId]);
  return { changed: inserted.length > 0, label };
}

export async function unsubscribeFromLabel(ctx: SubgraphContext, refs: ParentRefs, labelRef: string): Promise<LabelSubscriptionResult> {
  const parent = await findParent(ctx, refs);
  const label = await findLabelIn(ctx, parent, availableLabels(parent), labelRef);
  const deleted = await query(ctx.em, `delete from ${T.labelSubscriptions}
    where label_id = ? and user_id = ? and coalesce(project_id, 0) = ? returning id`, [label.id, ctx.actor.userId, label.viewedFromProjectId ?? 0]);
  return { changed: deleted.length > 0, label };
}
