import { Paginated } from '@forgegraph/platform';
import { Field, ObjectType } from 'type-graphql';
import { Job } from '../entities/job.entity';
import { Pipeline } from '../entities/pipeline.entity';

export const PipelinePage = Paginated(Pipeline);
export const JobPage = Paginated(Job);

/** GitLab's DetailedStatusEntity (Gitlab::Ci::Status::*), as the caller sees it. */
@ObjectType()
export class DetailedStatus {
  @Field(() => String) icon!: string;
  @Field(() => String) text!: string;
  @Field(() => String) label!: string;
  @Field(() => String) group!: string;
  @Field(() => String) tooltip!: string;
  @Field(() => Boolean) hasDetails!: boolean;
  @Field(() => String, { nullable: true }) detailsPath!: string | null;
  @Field(() => String, { nullable: true }) illustration!: string | null;
  @Field(() => String) favicon!: string;
}
