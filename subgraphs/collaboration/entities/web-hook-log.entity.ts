import { Entity, JsonType, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, ID, ObjectType } from 'type-graphql';

/**
 * One delivery attempt of a group or project hook, successful or not (GitLab's WebHookLog). Secret header
 * values are stored redacted; the payload is kept so the attempt can be resent.
 */
@ObjectType('WebHookLog')
@Entity({ tableName: 'group_hook_logs' })
export class WebHookLog {
  [OptionalProps]?: 'deliveryId' | 'internalErrorMessage' | 'createdAt';

  @Field(() => ID) @PrimaryKey({ type: 'bigint', autoincrement: true }) id!: string;
  @Property({ type: 'integer' }) hookId!: number;
  @Property({ type: 'bigint', nullable: true }) deliveryId: string | null = null;
  /** The hook name the event was delivered under, e.g. `member_hooks`. */
  @Field(() => String) @Property({ type: 'text' }) trigger!: string;
  /** The hook's URL as configured (URL variables not interpolated). */
  @Field(() => String) @Property({ type: 'text' }) url!: string;
  @Property({ type: 'text' }) interpolatedUrl!: string;
  @Field(() => GraphQLJSONObject) @Property({ type: JsonType, columnType: 'json' }) requestHeaders!: Record<string, string>;
  @Field(() => GraphQLJSONObject) @Property({ type: JsonType, columnType: 'json' }) requestData!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject) @Property({ type: JsonType, columnType: 'json' }) responseHeaders!: Record<string, string>;
  @Field(() => String) @Property({ type: 'text' }) responseBody!: string;
  /** The HTTP status as text, or `internal error` when no response came back. */
  @Field(() => String) @Property({ type: 'text' }) responseStatus!: string;
  /** Seconds. */
  @Field(() => Float) @Property({ type: 'double' }) executionDuration!: number;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) internalErrorMessage: string | null = null;
  @Property({ type: 'uuid' }) idempotencyKey!: string;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
