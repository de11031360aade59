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

export const MergeRequestPage = Paginated(MergeRequest);
