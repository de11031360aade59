import { Field, InputType } from 'type-graphql';

@InputType()
export class HookKeyValueInput {
  @Field(() => String) key!: string;
  @Field(() => String) value!: string;
}

/** Settings of POST and PUT /groups/:id/hooks and /projects/:id/hooks; absent fields are left as they are. */
@InputType('HookSettingsInput')
export abstract class HookSettingsInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  /** Secret sent as `X-Gitlab-Token`; never returned. */
  @Field(() => String, { nullable: true }) token?: string | null;
  @Field(() => Boolean, { nullable: true }) pushEvents?: boolean;
  @Field(() => String, { nullable: true }) pushEventsBranchFilter?: string | null;
  /** `wildcard`, `regex` or `all_branches`. */
  @Field(() => String, { nullable: true }) branchFilterStrategy?: string;
  @Field(() => Boolean, { nullable: true }) tagPushEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) issuesEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) confidentialIssuesEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) mergeRequestsEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) noteEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) confidentialNoteEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) jobEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) pipelineEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) wikiPageEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) deploymentEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) featureFlagEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) releasesEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) milestoneEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) emojiEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) resourceAccessTokenEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) vulnerabilityEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) repositoryUpdateEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) enableSslVerification?: boolean;
  @Field(() => String, { nullable: true }) customWebhookTemplate?: string | null;
  /** Merged into the hook's variables (PUT keeps the ones not given). */
  @Field(() => [HookKeyValueInput], { nullable: true }) urlVariables?: HookKeyValueInput[];
  /** Merged into the hook's custom headers. */
  @Field(() => [HookKeyValueInput], { nullable: true }) customHeaders?: HookKeyValueInput[];
}

/** The flags only group hooks have. */
@InputType('GroupHookSettingsInput')
export abstract class GroupHookSettingsInput extends HookSettingsInput {
  @Field(() => Boolean, { nullable: true }) subgroupEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) memberEvents?: boolean;
  @Field(() => Boolean, { nullable: true }) projectEvents?: boolean;
}

@InputType()
export class CreateGroupHookInput extends GroupHookSettingsInput {
  @Field(() => String) url!: string;
}

@InputType()
export class UpdateGroupHookInput extends GroupHookSettingsInput {
  @Field(() => String, { nullable: true }) url?: string;
}

/** The flags only project hooks have. */
@InputType('ProjectHookSettingsInput')
export abstract class ProjectHookSettingsInput extends HookSettingsInput {
  @Field(() => Boolean, { nullable: true }) resourceDeployTokenEvents?: boolean;
}

@InputType()
export class CreateProjectHookInput extends ProjectHookSettingsInput {
  @Field(() => String) url!: string;
}

@InputType()
export class UpdateProjectHookInput extends ProjectHookSettingsInput {
  @Field(() => String, { nullable: true }) url?: string;
}

@InputType()
export class WebHookLogFilter {
  /** HTTP status codes, or `successful`, `client_failure`, `server_failure`. */
  @Field(() => [String], { nullable: true }) statuses?: string[];
}
