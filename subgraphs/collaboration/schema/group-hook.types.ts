import { Paginated } from '@forgegraph/platform';
import { Field, Int, ObjectType } from 'type-graphql';
import { GroupHookLog } from '../entities/group-hook-log.entity';
import { GroupHook } from '../entities/group-hook.entity';

export const GroupHookPage = Paginated(GroupHook);
export const GroupHookLogPage = Paginated(GroupHookLog);

/** POST .../events/:hook_log_id/resend (GitLab's Entities::RetryWebhookEvent). */
@ObjectType()
export class GroupHookResendResult {
  @Field(() => Int) responseStatus!: number;
}
