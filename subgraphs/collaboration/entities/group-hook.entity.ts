import { Entity, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { WebHook } from './web-hook.entity';

// A new object per property: MikroORM writes into the options it is given.
const flag = () => ({ type: 'boolean', default: false });

/** A group's webhook (GitLab's GroupHook): it also hears its subgroups' and their projects' events. */
@ObjectType('GroupHook')
@Entity({ discriminatorValue: 'group' })
export class GroupHook extends WebHook {
  @Field(() => ID) @Property({ type: 'integer' }) groupId!: number;
  @Field(() => Boolean) @Property(flag()) subgroupEvents = false;
  @Field(() => Boolean) @Property(flag()) memberEvents = false;
  @Field(() => Boolean) @Property(flag()) projectEvents = false;
}
