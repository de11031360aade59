import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { alertStatusOf, type AlertStatus } from './web-hook-failures';

export type BranchFilterStrategy = 'wildcard' | 'regex' | 'all_branches';

const flag = (defaultValue = false) => ({ type: 'boolean', default: defaultValue });

/**
 * A webhook (GitLab's WebHook): what group and project hooks share, stored in one table and told
 * apart by `type` (single-table inheritance), so delivery, logs and auto-disabling serve both. The
 * secret `token`, URL variable values and custom header values are stored but never exposed: only
 * their keys are fields.
 */
@ObjectType()
@Entity({ tableName: 'group_hooks', abstract: true, discriminatorColumn: 'type' })
export abstract class WebHook {
  [OptionalProps]?: 'name' | 'description' | 'token' | 'pushEventsBranchFilter' | 'branchFilterStrategy' | 'enableSslVerification'
    | 'urlVariables' | 'customHeaders' | 'customWebhookTemplate' | 'recentFailures' | 'disabledUntil' | 'createdAt' | 'updatedAt'
    | EventFlag | 'alertStatus' | 'urlVariableKeys' | 'customHeaderKeys';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'text' }) url!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) name: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Property({ type: 'text', nullable: true, hidden: true }) token: string | null = null;

  @Field(() => Boolean) @Property(flag(true)) pushEvents = true;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) pushEventsBranchFilter: string | null = null;
  @Field(() => String) @Property({ type: 'text', default: 'wildcard' }) branchFilterStrategy: BranchFilterStrategy = 'wildcard';
  @Field(() => Boolean) @Property(flag()) tagPushEvents = false;
  @Field(() => Boolean) @Property(flag()) issuesEvents = false;
  @Field(() => Boolean) @Property(flag()) confidentialIssuesEvents = false;
  @Field(() => Boolean) @Property(flag()) mergeRequestsEvents = false;
  @Field(() => Boolean) @Property(flag()) noteEvents = false;
  @Field(() => Boolean) @Property(flag()) confidentialNoteEvents = false;
  @Field(() => Boolean) @Property(flag()) jobEvents = false;
  @Field(() => Boolean) @Property(flag()) pipelineEvents = false;
  @Field(() => Boolean) @Property(flag()) wikiPageEvents = false;
  @Field(() => Boolean) @Property(flag()) deploymentEvents = false;
  @Field(() => Boolean) @Property(flag()) featureFlagEvents = false;
  @Field(() => Boolean) @Property(flag()) releasesEvents = false;
  @Field(() => Boolean) @Property(flag()) milestoneEvents = false;
  @Field(() => Boolean) @Property(flag()) emojiEvents = false;
  @Field(() => Boolean) @Property(flag()) resourceAccessTokenEvents = false;
  @Field(() => Boolean) @Property(flag()) vulnerabilityEvents = false;
  @Field(() => Boolean) @Property(flag()) repositoryUpdateEvents = false;
  @Field(() => Boolean) @Property(flag(true)) enableSslVerification = true;

  @Property({ type: 'jsonb', default: '{}', hidden: true }) urlVariables: Record<string, string> = {};
  @Property({ type: 'jsonb', default: '{}', hidden: true }) customHeaders: Record<string, string> = {};
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) customWebhookTemplate: string | null = null;
  /** Consecutive failed deliveries (GitLab's WebHooks::AutoDisabling). */
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) recentFailures = 0;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) disabledUntil: Date | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();

  @Field(() => String, { description: '`executable`, `temporarily_disabled` or `disabled`.' })
  get alertStatus(): AlertStatus {
    return alertStatusOf(this);
  }

  @Field(() => [String], { description: 'Names of the URL variables; their values are secret.' })
  get urlVariableKeys(): string[] {
    return Object.keys(this.urlVariables);
  }

  @Field(() => [String], { description: 'Names of the custom headers; their values are secret.' })
  get customHeaderKeys(): string[] {
    return Object.keys(this.customHeaders);
  }
}

/** The per-event opt-in flags of either hook kind, as entity properties. */
export type EventFlag = SharedEventFlag | GroupEventFlag | ProjectEventFlag;
/** Flags only group hooks have (ee/app/models/hooks/group_hook.rb). */
export type GroupEventFlag = 'subgroupEvents' | 'memberEvents' | 'projectEvents';
/** Flags only project hooks have (app/models/hooks/project_hook.rb). */
export type ProjectEventFlag = 'resourceDeployTokenEvents';

type SharedEventFlag =
  | 'pushEvents' | 'tagPushEvents' | 'issuesEvents' | 'confidentialIssuesEvents' | 'mergeRequestsEvents' | 'noteEvents'
  | 'confidentialNoteEvents' | 'jobEvents' | 'pipelineEvents' | 'wikiPageEvents' | 'deploymentEvents' | 'featureFlagEvents'
  | 'releasesEvents' | 'milestoneEvents' | 'emojiEvents' | 'resourceAccessTokenEvents' | 'vulnerabilityEvents'
  | 'repositoryUpdateEvents';
