import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type MirrorUpdateStatus = 'none' | 'started' | 'finished' | 'failed' | 'to_retry';
export type MirrorAuthMethod = 'password' | 'ssh_public_key';

/**
 * A push mirror of one project (GitLab's RemoteMirror). `url` never holds credentials: they live
 * sealed in `encryptedCredentials`; the SSH private key likewise. `updateStatus` moves only through
 * guarded updates (services/mirrors/mirror-state.ts).
 */
@Entity({ tableName: 'remote_mirrors' })
@Index({ properties: ['projectId', 'id'] })
export class RemoteMirror {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'enabled' | 'onlyProtectedBranches' | 'keepDivergentRefs' | 'mirrorBranchRegex'
    | 'authMethod' | 'sshPublicKey' | 'encryptedSshPrivateKey' | 'encryptedCredentials' | 'updateStatus' | 'lastError'
    | 'lastUpdateAt' | 'lastUpdateStartedAt' | 'lastSuccessfulUpdateAt' | 'heartbeatAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'text' }) url!: string;
  @Property({ type: 'text', nullable: true, hidden: true }) encryptedCredentials: string | null = null;
  @Property({ type: 'boolean' }) enabled = false;
  @Property({ type: 'boolean' }) onlyProtectedBranches = false;
  @Property({ type: 'boolean' }) keepDivergentRefs = false;
  @Property({ type: 'text', nullable: true }) mirrorBranchRegex: string | null = null;
  @Property({ type: 'text' }) authMethod: MirrorAuthMethod = 'password';
  @Property({ type: 'text', nullable: true }) sshPublicKey: string | null = null;
  @Property({ type: 'text', nullable: true, hidden: true }) encryptedSshPrivateKey: string | null = null;
  @Property({ type: 'text' }) updateStatus: MirrorUpdateStatus = 'none';
  @Property({ type: 'text', nullable: true }) lastError: string | null = null;
  @Property({ type: 'timestamptz', nullable: true }) lastUpdateAt: Date | null = null;
  @Property({ type: 'timestamptz', nullable: true }) lastUpdateStartedAt: Date | null = null;
  @Property({ type: 'timestamptz', nullable: true }) lastSuccessfulUpdateAt: Date | null = null;
  @Property({ type: 'timestamptz', nullable: true }) heartbeatAt: Date | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();

  constructor(projectId: number, url: string) {
    this.projectId = projectId;
    this.url = url;
  }
}
