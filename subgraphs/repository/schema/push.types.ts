import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ProjectRef } from './project-ref.type';
import { RepositoryNode } from './repository.type';

/**
 * What the caller may do over git (GitLab's download_code / push_code for Gitlab::GitAccess),
 * with where the repository lives, for the edge that runs git over HTTP.
 */
@ObjectType('GitAccess')
export class GitAccessNode {
  @Field(() => ID) projectId!: string;
  @Field(() => Boolean) canDownload!: boolean;
  /** Developer and above; protected branches are checked per pushed ref. */
  @Field(() => Boolean) canPush!: boolean;
  /** Null while the project has no repository. */
  @Field(() => RepositoryNode, { nullable: true }) repository!: RepositoryNode | null;
  @Field(() => ProjectRef) project!: ProjectRef;
}

@InputType()
export class RefUpdateInput {
  /** Full ref name: `refs/heads/main`. */
  @Field(() => String) ref!: string;
  /** The value the pusher saw; forty zeros for a new ref. */
  @Field(() => String) oldSha!: string;
  /** Forty zeros to delete the ref. */
  @Field(() => String) newSha!: string;
}

@InputType()
export class PushInput {
  @Field(() => ID) projectId!: string;
  @Field(() => [RefUpdateInput]) updates!: RefUpdateInput[];
}

/** One ref of an applied push, as git's report-status shows it (`ok`, or `ng` with a reason). */
@ObjectType('PushedRef')
export class PushedRefNode {
  @Field(() => String) ref!: string;
  @Field(() => Boolean) ok!: boolean;
  @Field(() => String, { nullable: true }) reason!: string | null;
}

@ObjectType('PushResult')
export class PushResultNode {
  /** GitLab's refusal text when the push is declined as a whole (shown as `GitLab: <message>`). */
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => [PushedRefNode]) refs!: PushedRefNode[];
}
