import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { JobArtifact } from '../entities/job-artifact.entity';
import { JobArtifactEntry } from '../entities/job-artifact-entry.entity';

/** One file of a job's archive and the archive it is read from (single-file downloads). */
@ObjectType('JobArtifactFile')
export class JobArtifactFileType {
  @Field(() => JobArtifact) artifact!: JobArtifact;
  @Field(() => JobArtifactEntry) entry!: JobArtifactEntry;
}

/** An upload the edge streamed into the object store, handed over for acceptance (POST /jobs/:id/artifacts). */
@InputType()
export class CreateJobArtifactInput {
  @Field(() => Int) jobId!: number;
  @Field(() => String, { nullable: true }) token!: string | null;
  @Field(() => String) fileType!: string;
  @Field(() => String) fileFormat!: string;
  @Field(() => String) filename!: string;
  @Field(() => String, { nullable: true }) expireIn!: string | null;
  @Field(() => String) uploadKey!: string;
  @Field(() => Float) size!: number;
  @Field(() => String) sha256!: string;
}
