import { Paginated } from '@forgegraph/platform';
import { Field, Int, ObjectType } from 'type-graphql';
import { WebHookLog } from '../entities/web-hook-log.entity';
import { GroupHook } from '../entities/group-hook.entity';
import { ProjectHook } from '../entities/project-hook.entity';

export const GroupHookPage = Paginated(GroupHook);
export const ProjectHookPage = Paginated(ProjectHook);
export const WebHookLogPage = Paginated(WebHookLog);

/** POST .../events/:hook_log_id/resend (GitLab's Entities::RetryWebhookEvent). */
@ObjectType()
export class WebHookResendResult {
  @Field(() => Int) responseStatus!: number;
}
