import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
// Type-only: the two entities refer to each other, and a value import would cycle at load time.
import type { ProtectedTag } from './protected-tag.entity';

/** Who may create a protected tag: a role (0, 30, 40, 60), or one user or group. */
@Entity({ tableName: 'protected_tag_create_access_levels' })
export class ProtectedTagCreateAccessLevel {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne('ProtectedTag', { deleteRule: 'cascade' }) protectedTag!: ProtectedTag;
  @Property({ type: 'integer', nullable: true }) accessLevel: number | null = null;
  @Property({ type: 'integer', nullable: true }) userId: number | null = null;
  @Property({ type: 'integer', nullable: true }) groupId: number | null = null;

  constructor(protectedTag: ProtectedTag, grant: { accessLevel?: number | null; userId?: number | null; groupId?: number | null }) {
    this.protectedTag = protectedTag;
    this.accessLevel = grant.accessLevel ?? null;
    this.userId = grant.userId ?? null;
    this.groupId = grant.groupId ?? null;
  }
}
