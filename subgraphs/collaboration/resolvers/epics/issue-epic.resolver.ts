import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Epic } from '../../entities/epic.entity';
import { Issue } from '../../entities/issue.entity';
import { groupAccessFor } from '../../services/access/access.service';
import { canReadEpic } from '../../services/epics/epic-access';
import { epicLoader, issueEpicIdLoader } from '../../services/epics/epic-loaders';
import { namespaceLoader } from '../../services/loaders';

/** The issue's epic (GitLab's `epic` and `epic_iid`), when the caller may read it. */
@Resolver(() => Issue)
export class IssueEpicResolver {
  @FieldResolver(() => Epic, { nullable: true })
  async epic(@Root() issue: Issue, @Ctx() ctx: SubgraphContext): Promise<Epic | null> {
    const epicId = await issueEpicIdLoader(ctx).load(issue.id);
    const epic = epicId === null ? null : await epicLoader(ctx).load(epicId);
    const group = epic ? await namespaceLoader(ctx).load(epic.groupId) : null;
    if (!epic || !group) return null;
    return canReadEpic(await groupAccessFor(ctx, group), group, epic) ? epic : null;
  }
}
