import { Paginated } from '@forgegraph/platform';
import { Field, ObjectType } from 'type-graphql';
import { MergeRequest } from '../entities/merge-request.entity';

/** Entities::DiffRefs: null until the diff is built. */
@ObjectType()
export class DiffRefs {
  @Field(() => String) baseSha!: string;
  @Field(() => String) headSha!: string;
  @Field(() => String) startSha!: string;
}

/** POST …/subscribe and /unsubscribe: `changed` is false when there was nothing to do (GitLab's 304). */
@ObjectType()
export class MergeRequestSubscriptionChange {
  @Field(() => Boolean) changed!: boolean;
  @Field(() => MergeRequest) mergeRequest!: MergeRequest;
}

export const MergeRequestPage = Paginated(MergeRequest);
