import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
// Type-only: the two entities refer to each other, and a value import would cycle at load time.
import type { ProtectedBranch } from './protected-branch.entity';

export type ProtectedAction = 'push' | 'merge' | 'unprotect';

/** Who may push, merge or unprotect: a role (0, 30, 40, 60), or one user or group. */
@Entity({ tableName: 'protected_branch_access_levels' })
export class ProtectedBranchAccessLevel {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne('ProtectedBranch', { deleteRule: 'cascade' }) protectedBranch!: ProtectedBranch;
  @Property({ type: 'text' }) action!: ProtectedAction;
  @Property({ type: 'integer', nullable: true }) accessLevel: number | null = null;
  @Property({ type: 'integer', nullable: true }) userId: number | null = null;
  @Property({ type: 'integer', nullable: true }) groupId: number | null = null;

  constructor(protectedBranch: ProtectedBranch, action: ProtectedAction, grant: { accessLevel?: number | null; userId?: number | null; groupId?: number | null }) {
    this.protectedBranch = protectedBranch;
    this.action = action;
    this.accessLevel = grant.accessLevel ?? null;
    this.userId = grant.userId ?? null;
    this.groupId = grant.groupId ?? null;
  }
}
