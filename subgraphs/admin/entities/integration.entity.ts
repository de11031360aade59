import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * A project's integration (GitLab's `integrations` row): one per project and slug. `properties`
 * holds every field value, secrets included (only `integration-view.ts` decides what is shown);
 * `eventFlags` holds the `*_events` switches by GitLab name.
 */
@Entity({ tableName: 'integrations' })
@Unique({ properties: ['projectId', 'slug'] })
export class Integration {
  [OptionalProps]?: 'active' | 'properties' | 'eventFlags' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'text' }) slug!: string;
  @Property({ type: 'boolean', default: false }) active = false;
  @Property({ type: 'jsonb', default: '{}', hidden: true }) properties: Record<string, unknown> = {};
  @Property({ type: 'jsonb', default: '{}' }) eventFlags: Record<string, boolean> = {};
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
