import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The single settings row (`id` = 1). Only values an administrator changed are stored in `overrides`;
 * everything else is GitLab's default from `setting-definitions.ts`, so a new default needs no migration.
 */
@Entity({ tableName: 'application_settings' })
export class ApplicationSetting {
  [OptionalProps]?: 'overrides' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @Property({ type: 'jsonb', default: '{}' }) overrides: Record<string, unknown> = {};
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
