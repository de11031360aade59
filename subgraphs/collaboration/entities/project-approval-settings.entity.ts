import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * A project's approval settings (GitLab's columns on projects and project_settings, with their
 * defaults: approvals reset on push, authors may not approve their own merge requests). A project
 * without a row has the defaults.
 */
@ObjectType('ProjectApprovalSettings')
@Entity({ tableName: 'project_approval_settings' })
export class ProjectApprovalSettings {
  [OptionalProps]?: 'approvalsBeforeMerge' | 'resetApprovalsOnPush' | 'selectiveCodeOwnerRemovals' | 'disableOverridingApproversPerMergeRequest'
    | 'mergeRequestsAuthorApproval' | 'mergeRequestsDisableCommittersApproval' | 'requirePasswordToApprove';

  @PrimaryKey({ type: 'integer', autoincrement: false }) projectId!: number;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) approvalsBeforeMerge = 0;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) resetApprovalsOnPush = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) selectiveCodeOwnerRemovals = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) disableOverridingApproversPerMergeRequest = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) mergeRequestsAuthorApproval = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) mergeRequestsDisableCommittersApproval = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) requirePasswordToApprove = false;

  constructor(projectId: number) {
    this.projectId = projectId;
  }
}
