import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

/** Whose variable it is: the instance (owner id 0), a group or a project. */
export type VariableOwnerKind = 'instance' | 'group' | 'project';

/**
 * A CI/CD variable set in the settings of the instance, a group or a project (GitLab's
 * ci_instance_variables, ci_group_variables, ci_variables in one table). `hidden` variables never
 * show their value again (`value` answers null); `raw` ones are not expanded by the runner.
 */
@ObjectType('CiVariable')
@Entity({ tableName: 'variables' })
export class CiVariable {
  [OptionalProps]?: 'variableType' | 'protected' | 'masked' | 'hidden' | 'raw' | 'environmentScope' | 'description' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'text' }) ownerKind!: VariableOwnerKind;
  @Property({ type: 'integer' }) ownerId!: number;
  @Field(() => String) @Property({ type: 'text' }) key!: string;
  @Property({ type: 'text' }) value!: string;
  /** `env_var` or `file`. */
  @Field(() => String) @Property({ type: 'text', default: 'env_var' }) variableType = 'env_var';
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) protected = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) masked = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) hidden = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) raw = false;
  @Field(() => String) @Property({ type: 'text', default: '*' }) environmentScope = '*';
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
