import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

export type ApprovalRuleType = 'any_approver' | 'regular' | 'report_approver' | 'code_owner';

/**
 * An approval rule of exactly one project, group or merge request (GitLab's ApprovalProjectRule,
 * ApprovalGroupRule, ApprovalMergeRequestRule). Its users, groups and protected branch ids live in
 * link tables; the repository subgraph presents the protected branches (`@requires` on the ids).
 */
@Directive('@key(fields: "id")')
@ObjectType('ApprovalRule')
@Entity({ tableName: 'approval_rules' })
export class ApprovalRule {
  [OptionalProps]?: 'projectId' | 'groupId' | 'mergeRequestId' | 'ruleType' | 'reportType' | 'approvalsRequired'
    | 'appliesToAllProtectedBranches' | 'createdAt' | 'sourceRuleId' | 'section';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) projectId: number | null = null;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) groupId: number | null = null;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) mergeRequestId: number | null = null;
  @Field(() => String) @Property({ type: 'text' }) name!: string;
  @Field(() => String) @Property({ type: 'text', default: 'regular' }) ruleType: ApprovalRuleType = 'regular';
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) reportType: string | null = null;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) approvalsRequired = 0;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) appliesToAllProtectedBranches = false;
  /** The project rule a merge request rule was copied from (GitLab's approval_project_rule). */
  @Property({ type: 'integer', nullable: true }) sourceRuleId: number | null = null;
  @Field(() => String, { nullable: true, description: 'The CODEOWNERS section of a code owner rule.' })
  @Property({ type: 'text', nullable: true }) section: string | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();

  constructor(owner: { projectId?: number; groupId?: number; mergeRequestId?: number }, name: string) {
    Object.assign(this, owner);
    this.name = name;
  }
}
