import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Milestone } from '../../entities/milestone.entity';
import { namespaceLoader, projectLoader } from '../../services/loaders';
import { groupWebUrl, projectWebUrl } from '../../services/projects/urls';

@Resolver(() => Milestone)
export class MilestoneFieldsResolver {
  /** Gitlab::UrlBuilder: `<project>/-/milestones/<iid>` or `groups/<group>/-/milestones/<iid>`; parents come through the loaders. */
  @FieldResolver(() => String)
  async webUrl(@Root() milestone: Milestone, @Ctx() ctx: SubgraphContext): Promise<string> {
    const externalUrl = ctx.runtime.config.externalUrl;
    if (milestone.groupId !== null) {
      const group = await namespaceLoader(ctx).load(milestone.groupId);
      return `${groupWebUrl(externalUrl, group!.fullPath)}/-/milestones/${milestone.iid}`;
    }
    const project = (await projectLoader(ctx).load(milestone.projectId!))!;
    const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
    return `${projectWebUrl(externalUrl, `${namespace.fullPath}/${project.path}`)}/-/milestones/${milestone.iid}`;
  }
}
