import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

/**
 * A project's CI_JOB_TOKEN access settings (GitLab's project_ci_cd_settings job-token columns). A
 * project without a row has GitLab's defaults for new projects: inbound limited, outbound off.
 */
@ObjectType('JobTokenScope')
@Entity({ tableName: 'job_token_scopes' })
export class JobTokenScope {
  [OptionalProps]?: 'inboundEnabled' | 'outboundEnabled';

  @PrimaryKey({ type: 'integer', autoincrement: false }) projectId!: number;
  /** Job tokens of other projects reach this one only from its allowlists. */
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) inboundEnabled = true;
  /** Deprecated (doc/api/project_job_token_scopes.md); kept for the response. */
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) outboundEnabled = false;
}
