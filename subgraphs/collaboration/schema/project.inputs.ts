import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType, Int } from 'type-graphql';
import { CustomAttributeMatch } from './group.inputs';

/** Settings both create and update accept; absent fields stay untouched (null only where nullable). */
@InputType('ProjectSettingsInput')
export abstract class ProjectSettingsInput {
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) visibility?: string;
  @Field(() => Boolean, { nullable: true }) requestAccessEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) lfsEnabled?: boolean;
  @Field(() => [String], { nullable: true }) topics?: string[];
  @Field(() => String, { nullable: true }) mergeMethod?: string;
  @Field(() => String, { nullable: true }) squashOption?: string;
  @Field(() => Boolean, { nullable: true }) onlyAllowMergeIfPipelineSucceeds?: boolean;
  @Field(() => Boolean, { nullable: true }) allowMergeOnSkippedPipeline?: boolean;
  @Field(() => Boolean, { nullable: true }) onlyAllowMergeIfAllDiscussionsAreResolved?: boolean;
  @Field(() => Boolean, { nullable: true }) removeSourceBranchAfterMerge?: boolean;
  @Field(() => Boolean, { nullable: true }) printingMergeRequestLinkEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) resolveOutdatedDiffDiscussions?: boolean;
  @Field(() => Boolean, { nullable: true }) autocloseReferencedIssues?: boolean;
  @Field(() => String, { nullable: true }) suggestionCommitMessage?: string | null;
  @Field(() => Boolean, { nullable: true }) emailsEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) sharedRunnersEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) publicJobs?: boolean;
  @Field(() => String, { nullable: true }) ciConfigPath?: string | null;
  @Field(() => Int, { nullable: true }) buildTimeout?: number;
  /** `{ issues: 'private', ... }`: GitLab's `*_access_level` params by feature name. */
  @Field(() => GraphQLJSONObject, { nullable: true }) featureAccessLevels?: Record<string, string>;
  /** `{ issues_enabled: false, ... }`: the deprecated boolean params. */
  @Field(() => GraphQLJSONObject, { nullable: true }) featureBooleans?: Record<string, boolean>;
}

@InputType()
export class CreateProjectInput extends ProjectSettingsInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) path?: string;
  @Field(() => ID, { nullable: true }) namespaceId?: string;
  @Field(() => String, { nullable: true }) defaultBranch?: string;
  @Field(() => Boolean, { nullable: true }) initializeWithReadme?: boolean;
}

@InputType()
export class UpdateProjectInput extends ProjectSettingsInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) path?: string;
  @Field(() => String, { nullable: true }) defaultBranch?: string;
}

@InputType()
export class ProjectFilter {
  @Field(() => Boolean, { nullable: true }) archived?: boolean;
  @Field(() => String, { nullable: true }) visibility?: string;
  @Field(() => String, { nullable: true }) search?: string;
  @Field(() => Boolean, { nullable: true }) owned?: boolean;
  @Field(() => Boolean, { nullable: true }) membership?: boolean;
  @Field(() => Boolean, { nullable: true }) starred?: boolean;
  @Field(() => Int, { nullable: true }) minAccessLevel?: number;
  @Field(() => Int, { nullable: true }) idAfter?: number;
  @Field(() => Int, { nullable: true }) idBefore?: number;
  @Field(() => [String], { nullable: true }) topics?: string[];
  @Field(() => Boolean, { nullable: true }) withIssuesEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) withMergeRequestsEnabled?: boolean;
  /** Group project lists: also projects of descendant groups. */
  @Field(() => Boolean, { nullable: true }) includeSubgroups?: boolean;
  /** Group project lists: also projects of the groups shared with this group (and below them). */
  @Field(() => Boolean, { nullable: true }) withShared?: boolean;
  /** `id`, `name`, `path`, `created_at`, `updated_at`, `last_activity_at`, `similarity`, `star_count`. */
  @Field(() => String, { nullable: true }) orderBy?: string;
  @Field(() => String, { nullable: true }) sort?: string;
  /** `custom_attributes[key]=value`; administrators only. */
  @Field(() => [CustomAttributeMatch], { nullable: true }) customAttributes?: CustomAttributeMatch[];
  /** The shard the repository is on (the repository subgraph knows); administrators only. */
  @Field(() => String, { nullable: true }) repositoryStorage?: string;
}
