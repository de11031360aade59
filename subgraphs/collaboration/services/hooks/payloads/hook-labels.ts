import type { SubgraphContext } from '@forgegraph/platform';
import { labelsByTitle } from '../../issues/issue-loaders';
import type { HookLabel } from './issue-events';

/** The labels (by id, those that still exist) as hook payloads describe them, by title. */
export async function findHookLabels(ctx: SubgraphContext, ids: number[]): Promise<HookLabel[]> {
  return (await labelsByTitle(ctx, ids)).map((label) => ({
    id: label.id, title: label.title, color: label.color, projectId: label.projectId, groupId: label.groupId, description: label.description,
    createdAt: label.createdAt.toISOString(), updatedAt: label.updatedAt.toISOString(),
  }));
}
