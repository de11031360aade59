import { type SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { CommitNode, commitNode } from '../schema/commit.type';
import { ReleaseMilestoneNode, ReleaseNode, TagReleaseNode } from '../schema/release.type';
import { TagNode } from '../schema/tag.type';
import { commitLoader } from '../services/commits/commit-loaders';
import { projectMilestonesLoader } from '../services/domains/milestones.client';
import { tagReleaseLoader } from '../services/releases/release-query.service';
import { openRepository } from '../services/repositories/repository-store';

@Resolver(() => ReleaseNode)
export class ReleaseFieldsResolver {
  @FieldResolver(() => CommitNode, { nullable: true, description: 'The commit the tag pointed at when released.' })
  async commit(@Root() release: ReleaseNode, @Ctx() ctx: SubgraphContext): Promise<CommitNode | null> {
    if (!release.sha) return null;
    const repo = await openRepository(ctx, Number(release.projectId));
    const commit = await commitLoader(ctx, repo.gitDir).load(release.sha);
    return commit ? commitNode(repo.projectId, repo.gitDir, commit) : null;
  }

  @FieldResolver(() => [ReleaseMilestoneNode], { description: 'Collaboration\'s milestones, in the order the release names them.' })
  async milestones(@Root() release: ReleaseNode, @Ctx() ctx: SubgraphContext): Promise<ReleaseMilestoneNode[]> {
    if (!release.milestoneIds.length) return [];
    const known = await projectMilestonesLoader(ctx).load(Number(release.projectId));
    return release.milestoneIds.flatMap((id) => known.filter((m) => m.id === id));
  }
}

@Resolver(() => TagNode)
export class TagReleaseResolver {
  @FieldResolver(() => TagReleaseNode, { nullable: true, description: 'Entities::TagRelease; null without a release.' })
  release(@Root() tag: TagNode, @Ctx() ctx: SubgraphContext): Promise<TagReleaseNode | null> {
    return tagReleaseLoader(ctx).load(`${tag.projectId}:${tag.name}`);
  }
}
