import { GraphQLJSONObject } from 'graphql-scalars';
import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ProjectRef } from './integration.types';

/** GitLab's AlertManagementStatus values. */
export enum AlertManagementStatus { TRIGGERED = 'triggered', ACKNOWLEDGED = 'acknowledged', RESOLVED = 'resolved', IGNORED = 'ignored' }
registerEnumType(AlertManagementStatus, { name: 'AlertManagementStatus', description: 'Alert status values' });

/** GitLab's AlertManagementSeverity values. */
export enum AlertManagementSeverity { CRITICAL = 'critical', HIGH = 'high', MEDIUM = 'medium', LOW = 'low', INFO = 'info', UNKNOWN = 'unknown' }
registerEnumType(AlertManagementSeverity, { name: 'AlertManagementSeverity', description: 'Alert severity values' });

/** Sort values of `alertManagementAlerts` (GitLab's AlertManagementAlertSort, the common ones). */
export enum AlertManagementAlertSort {
  CREATED_DESC = 'created_desc', CREATED_ASC = 'created_asc', STARTED_AT_DESC = 'started_at_desc', STARTED_AT_ASC = 'started_at_asc',
  SEVERITY_DESC = 'severity_desc', SEVERITY_ASC = 'severity_asc', STATUS_DESC = 'status_desc', STATUS_ASC = 'status_asc',
  EVENT_COUNT_DESC = 'event_count_desc', EVENT_COUNT_ASC = 'event_count_asc',
}
registerEnumType(AlertManagementAlertSort, { name: 'AlertManagementAlertSort' });

/** An alert as GitLab's GraphQL shows it (Types::AlertManagement::AlertType). */
@Directive('@key(fields: "id")')
@ObjectType('AlertManagementAlert')
export class AlertManagementAlert {
  @Field(() => ID, { description: 'Global ID, `gid://gitlab/AlertManagement::Alert/<id>`.' }) id!: string;
  @Field(() => String, { description: 'Internal ID of the alert.' }) iid!: string;
  @Field(() => ProjectRef) project!: ProjectRef;
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => AlertManagementSeverity, { nullable: true }) severity!: AlertManagementSeverity;
  @Field(() => AlertManagementStatus, { nullable: true }) status!: AlertManagementStatus;
  @Field(() => String, { nullable: true }) service!: string | null;
  @Field(() => String, { nullable: true }) monitoringTool!: string | null;
  @Field(() => String, { nullable: true, description: 'The `gitlab_environment_name` the payload named.' }) environmentName!: string | null;
  @Field(() => [String], { nullable: true }) hosts!: string[];
  @Field(() => Date, { nullable: true }) startedAt!: Date;
  @Field(() => Date, { nullable: true }) endedAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Number of events of this alert.' }) eventCount!: number;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The payload without the stored attributes, nested keys joined with `.`.' })
  details!: Record<string, unknown>;
  @Field(() => String, { nullable: true }) runbook!: string | null;
  @Field(() => String, { nullable: true, description: 'The alert fingerprint (SHA-1), GitLab keeps it internal.' }) fingerprint!: string | null;
  @Field(() => String) webUrl!: string;
  @Field(() => String, { nullable: true }) detailsUrl!: string;
  @Field(() => Date, { nullable: true }) createdAt!: Date;
  @Field(() => Date, { nullable: true }) updatedAt!: Date;
}

@ObjectType('AlertManagementAlertConnection')
export class AlertManagementAlertConnection {
  @Field(() => [AlertManagementAlert], { nullable: true }) nodes!: AlertManagementAlert[];
  @Field(() => Int) count!: number;
}
