import { ArrayType, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { visibilityName, type VisibilityName } from './visibility';

export type NamespaceKind = 'user' | 'group';

/**
 * A namespace: a user's personal namespace or a group. Both share one id space, as in GitLab, so a
 * project's `namespace_id` and a member's Namespace source need no type tag. Groups nest through
 * `parentId`; `traversalIds` (root first, self last) makes ancestor and descendant queries one
 * indexed array test instead of a recursive walk.
 */
@Directive('@key(fields: "id")')
@ObjectType('Namespace')
@Entity({ tableName: 'namespaces' })
export class Namespace {
  [OptionalProps]?: 'description' | 'parentId' | 'ownerId' | 'visibilityLevel' | 'projectCreationLevel' | 'subgroupCreationLevel'
    | 'requestAccessEnabled' | 'shareWithGroupLock' | 'requireTwoFactorAuthentication' | 'twoFactorGracePeriod' | 'lfsEnabled'
    | 'mentionsDisabled' | 'emailsEnabled' | 'autoDevopsEnabled' | 'defaultBranch' | 'defaultBranchProtection' | 'createdById'
    | 'createdAt' | 'updatedAt' | 'pendingDelete' | 'visibility' | 'isGroup' | 'ancestorIds';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String) @Property({ type: 'text' }) kind!: NamespaceKind;
  @Field(() => String) @Property({ type: 'text' }) name!: string;
  @Field(() => String) @Property({ type: 'text' }) path!: string;
  /** `parent/child`, kept in step with every ancestor's path. */
  @Field(() => String) @Property({ type: 'text' }) fullPath!: string;
  /** `Parent / Child` */
  @Field(() => String) @Property({ type: 'text' }) fullName!: string;
  @Field(() => ID, { nullable: true }) @Property({ type: 'integer', nullable: true }) parentId: number | null = null;
  @Property({ type: new ArrayType((id) => Number(id)), columnType: 'integer[]' }) traversalIds!: number[];
  /** The user a personal namespace belongs to; null for groups. */
  @Property({ type: 'integer', nullable: true }) ownerId: number | null = null;
  @Field(() => String) @Property({ type: 'text', default: '' }) description = '';
  @Field(() => Int) @Property({ type: 'integer', default: 20 }) visibilityLevel = 20;
  @Property({ type: 'integer', default: 2 }) projectCreationLevel = 2;
  @Property({ type: 'integer', default: 1 }) subgroupCreationLevel = 1;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) requestAccessEnabled = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) shareWithGroupLock = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) requireTwoFactorAuthentication = false;
  @Field(() => Int) @Property({ type: 'integer', default: 48 }) twoFactorGracePeriod = 48;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) lfsEnabled = true;
  @Field(() => Boolean, { nullable: true }) @Property({ type: 'boolean', nullable: true }) mentionsDisabled: boolean | null = null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) emailsEnabled = true;
  @Field(() => Boolean, { nullable: true }) @Property({ type: 'boolean', nullable: true }) autoDevopsEnabled: boolean | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) defaultBranch: string | null = null;
  @Field(() => Int) @Property({ type: 'integer', default: 2 }) defaultBranchProtection = 2;
  @Property({ type: 'integer', nullable: true }) createdById: number | null = null;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
  /** Set by DELETE: hidden from every lookup at once, removed by the remove-namespace job. */
  @Property({ type: 'boolean', default: false }) pendingDelete = false;

  @Field(() => String)
  get visibility(): VisibilityName {
    return visibilityName(this.visibilityLevel);
  }

  get isGroup(): boolean {
    return this.kind === 'group';
  }

  /** Ancestors' ids, root first, without this namespace. */
  get ancestorIds(): number[] {
    return this.traversalIds.slice(0, -1);
  }
}
