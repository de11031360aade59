import { Collection, Entity, OneToMany, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { ProtectedTagCreateAccessLevel } from './protected-tag-create-access-level.entity';

/** A tag name or wildcard (`v*`) protected in one project: who may create it; nobody updates or deletes it by push. */
@Entity({ tableName: 'protected_tags' })
@Unique({ properties: ['projectId', 'name'] })
export class ProtectedTag {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'text' }) name!: string;
  @OneToMany(() => ProtectedTagCreateAccessLevel, (level) => level.protectedTag, { orphanRemoval: true })
  createAccessLevels = new Collection<ProtectedTagCreateAccessLevel>(this);
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();

  constructor(projectId: number, name: string) {
    this.projectId = projectId;
    this.name = name;
  }
}
