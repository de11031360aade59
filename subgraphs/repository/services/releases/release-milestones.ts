import { BadRequestError, type SubgraphContext } from '@forgegraph/platform';
import { projectMilestonesLoader } from '../domains/milestones.client';

/**
 * `milestones[]` (titles) or `milestone_ids[]` to milestone ids, with Releases::BaseService's 400s
 * for any that the project does not have. Undefined when neither is given (nothing changes).
 */
export async function resolveMilestoneIds(ctx: SubgraphContext, projectId: number, input: { milestones?: string[] | null; milestoneIds?: string[] | null }): Promise<number[] | undefined> {
  if (input.milestones != null && input.milestoneIds != null) throw BadRequestError.param('Cannot specify milestones and milestone_ids at the same time');
  if (input.milestones == null && input.milestoneIds == null) return undefined;
  const known = await projectMilestonesLoader(ctx).load(projectId);
  if (input.milestones != null) {
    const titles = [...new Set(input.milestones)];
    const missing = titles.filter((title) => !known.some((m) => m.title === title));
    if (missing.length) throw BadRequestError.message(`Milestone(s) not found: ${missing.join(', ')}`);
    return titles.map((title) => Number(known.find((m) => m.title === title)!.id));
  }
  const ids = [...new Set(input.milestoneIds!.map(String))];
  const missing = ids.filter((id) => !known.some((m) => m.id === id));
  if (missing.length) throw BadRequestError.message(`Milestone id(s) not found: ${missing.join(', ')}`);
  return ids.map(Number);
}
