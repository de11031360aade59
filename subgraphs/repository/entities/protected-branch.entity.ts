import { Collection, Entity, OneToMany, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { ProtectedBranchAccessLevel } from './protected-branch-access-level.entity';

/** A branch name or wildcard (`release/*`) protected in one project. */
@Entity({ tableName: 'protected_branches' })
@Unique({ properties: ['projectId', 'name'] })
export class ProtectedBranch {
  [OptionalProps]?: 'allowForcePush' | 'codeOwnerApprovalRequired' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'boolean', default: false }) allowForcePush = false;
  @Property({ type: 'boolean', default: false }) codeOwnerApprovalRequired = false;
  @OneToMany(() => ProtectedBranchAccessLevel, (level) => level.protectedBranch, { orphanRemoval: true })
  accessLevels = new Collection<ProtectedBranchAccessLevel>(this);
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();

  constructor(projectId: number, name: string) {
    this.projectId = projectId;
    this.name = name;
  }
}
