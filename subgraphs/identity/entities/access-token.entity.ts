import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A personal access token or, with `impersonation`, an impersonation token. Only its digest is stored. */
@Entity({ tableName: 'access_tokens' })
export class AccessToken {
  [OptionalProps]?: 'revoked' | 'impersonation' | 'createdAt' | 'lastUsedAt' | 'description';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Index() @Property({ type: 'integer' }) userId!: number;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Property({ type: 'text[]' }) scopes!: string[];
  @Property({ type: 'text', unique: true, hidden: true }) digest!: string;
  @Property({ type: 'boolean', default: false }) revoked = false;
  @Property({ type: 'boolean', default: false }) impersonation = false;
  /** `YYYY-MM-DD`; the token is valid through the end of that day (UTC). */
  @Property({ type: 'date', nullable: true }) expiresAt!: string | null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', nullable: true }) lastUsedAt: Date | null = null;
}
