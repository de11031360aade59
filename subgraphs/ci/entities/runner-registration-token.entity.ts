import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type RegistrationScope = 'instance' | 'group' | 'project';

/**
 * A registration token (legacy runner registration, `POST /runners`): the instance's (`scope_id` 0, GitLab's
 * application setting `runners_registration_token`), a group's or a project's `runners_token`. Given out once
 * by its reset; only the digest is kept.
 */
@Entity({ tableName: 'runner_registration_tokens' })
export class RunnerRegistrationToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'text' }) scopeType!: RegistrationScope;
  @Property({ type: 'integer' }) scopeId!: number;
  @Property({ type: 'text', hidden: true }) tokenDigest!: string;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
