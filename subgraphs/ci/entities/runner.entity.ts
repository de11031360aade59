import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

export type RunnerType = 'instance_type' | 'group_type' | 'project_type';
export type RunnerAccessLevel = 'not_protected' | 'ref_protected';

/**
 * A runner (GitLab's ci_runners). Its authentication token is given out once (`glrt-` for runners
 * created through `POST /user/runners`, registration_type `authenticated_user`; legacy runners registered
 * with a registration token have `registration_token`); only its SHA-256 digest is stored.
 * Group runners belong to `groupId` and serve the projects under it; project runners serve the projects
 * of `runner_projects`; instance runners serve every project. `contactedAt` is the last authenticated
 * call of any of its managers (the machines running it, `runner_managers`).
 */
@ObjectType('Runner')
@Entity({ tableName: 'runners' })
export class Runner {
  [OptionalProps]?: 'description' | 'paused' | 'locked' | 'runUntagged' | 'tagList' | 'accessLevel' | 'maximumTimeout'
    | 'maintenanceNote' | 'creatorId' | 'registrationType' | 'groupId' | 'tokenExpiresAt' | 'contactedAt' | 'createdAt' | 'updatedAt';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'text' }) runnerType!: RunnerType;
  @Property({ type: 'text', hidden: true }) tokenDigest!: string;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) tokenExpiresAt: Date | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) paused = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) locked = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) runUntagged = true;
  @Field(() => [String]) @Property({ type: 'json', default: '[]' }) tagList: string[] = [];
  @Field(() => String) @Property({ type: 'text', default: 'not_protected' }) accessLevel: RunnerAccessLevel = 'not_protected';
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', nullable: true }) maximumTimeout: number | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) maintenanceNote: string | null = null;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) creatorId: number | null = null;
  @Field(() => String) @Property({ type: 'text', default: 'authenticated_user' }) registrationType: 'authenticated_user' | 'registration_token' = 'authenticated_user';
  /** The owning group of a group runner. */
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) groupId: number | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) contactedAt: Date | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
