import { ArrayType, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { visibilityName, type VisibilityName } from './visibility';

/** Per-feature access (`disabled`, `private`, `enabled`, `public`), GitLab's project_features. */
export type FeatureAccess = Record<string, string>;

/**
 * The core project record. Its repository belongs to the repository subgraph (ARCHITECTURE §3),
 * which answers `Project.defaultBranch` and `Project.emptyRepo`; `initialDefaultBranch` and
 * `initializeWithReadme` record what the creator asked for, for that subgraph to act on.
 */
@Directive('@key(fields: "id")')
@ObjectType('Project')
@Entity({ tableName: 'projects' })
export class Project {
  [OptionalProps]?: 'description' | 'visibilityLevel' | 'archived' | 'initialDefaultBranch' | 'initializeWithReadme'
    | 'createdAt' | 'updatedAt' | 'lastActivityAt' | 'pendingDelete' | 'requestAccessEnabled' | 'lfsEnabled' | 'topics'
    | 'mergeMethod' | 'squashOption' | 'onlyAllowMergeIfPipelineSucceeds' | 'onlyAllowMergeIfAllDiscussionsAreResolved'
    | 'removeSourceBranchAfterMerge' | 'featureAccess' | 'emailsEnabled' | 'sharedRunnersEnabled' | 'publicJobs' | 'ciConfigPath'
    | 'buildTimeout' | 'starCount' | 'visibility' | 'allowMergeOnSkippedPipeline' | 'autocloseReferencedIssues'
    | 'printingMergeRequestLinkEnabled' | 'resolveOutdatedDiffDiscussions' | 'suggestionCommitMessage';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => ID) @Property({ type: 'integer' }) namespaceId!: number;
  @Field(() => String) @Property({ type: 'text' }) name!: string;
  @Field(() => String) @Property({ type: 'text' }) path!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) visibilityLevel = 0;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) archived = false;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) initialDefaultBranch: string | null = null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) initializeWithReadme = false;
  @Property({ type: 'integer' }) creatorId!: number;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) lastActivityAt: Date = new Date();
  /** Set by DELETE: hidden from every lookup at once, removed by the remove-project job. */
  @Property({ type: 'boolean', default: false }) pendingDelete = false;

  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) requestAccessEnabled = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) lfsEnabled = true;
  @Field(() => [String]) @Property({ type: ArrayType, columnType: 'text[]', default: '{}' }) topics: string[] = [];
  @Field(() => String) @Property({ type: 'text', default: 'merge' }) mergeMethod = 'merge';
  @Field(() => String) @Property({ type: 'text', default: 'default_off' }) squashOption = 'default_off';
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) onlyAllowMergeIfPipelineSucceeds = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) allowMergeOnSkippedPipeline = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) onlyAllowMergeIfAllDiscussionsAreResolved = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) removeSourceBranchAfterMerge = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) printingMergeRequestLinkEnabled = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) resolveOutdatedDiffDiscussions = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) autocloseReferencedIssues = true;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) suggestionCommitMessage: string | null = null;
  @Property({ type: 'jsonb', default: '{}' }) featureAccess: FeatureAccess = {};
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) emailsEnabled = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) sharedRunnersEnabled = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) publicJobs = true;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) ciConfigPath: string | null = null;
  @Field(() => Int) @Property({ type: 'integer', default: 3600 }) buildTimeout = 3600;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) starCount = 0;

  @Field(() => String)
  get visibility(): VisibilityName {
    return visibilityName(this.visibilityLevel);
  }
}
