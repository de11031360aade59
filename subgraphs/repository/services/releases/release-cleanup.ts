import type { SubgraphContext } from '@forgegraph/platform';
import { Release } from '../../entities/release.entity';

/** Tags::DestroyService: a deleted tag takes its release (and the release's links) with it. */
export async function deleteReleaseOfTag(ctx: SubgraphContext, projectId: number, tag: string): Promise<void> {
  await ctx.em.nativeDelete(Release, { projectId, tag });
}
