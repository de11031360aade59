import { Entity, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { WebHook } from './web-hook.entity';

/** A project's webhook (GitLab's ProjectHook). */
@ObjectType('ProjectHook')
@Entity({ discriminatorValue: 'project' })
export class ProjectHook extends WebHook {
  @Field(() => ID) @Property({ type: 'integer' }) projectId!: number;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) resourceDeployTokenEvents = false;
}
