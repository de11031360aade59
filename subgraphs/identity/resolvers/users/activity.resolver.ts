import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import { listUserActivities, type UserActivityEntry } from '../../services/activity/activity-finder';
import { UserActivityPage } from '../../schema/activity.types';

@Resolver()
export class ActivityResolver {
  @Query(() => UserActivityPage, { description: 'Users active since `from` (default six months ago), oldest activity first.' })
  userActivities(@Arg('from', () => Date, { nullable: true }) from: Date | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<UserActivityEntry>> {
    return listUserActivities(ctx, from ?? null, page);
  }
}
