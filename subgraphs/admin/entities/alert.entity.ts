import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type AlertStatus = 'triggered' | 'acknowledged' | 'resolved' | 'ignored';
export type AlertSeverity = 'critical' | 'high' | 'medium' | 'low' | 'info' | 'unknown';

/** An alert raised in a project (AlertManagement::Alert); `events` counts its notifications. */
@Entity({ tableName: 'alerts' })
export class Alert {
  [OptionalProps]?: 'severity' | 'status' | 'events' | 'hosts' | 'payload' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true }) id!: string;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'integer' }) iid!: number;
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Property({ type: 'text', default: 'critical' }) severity: AlertSeverity = 'critical';
  @Property({ type: 'text', default: 'triggered' }) status: AlertStatus = 'triggered';
  @Property({ type: 'timestamptz' }) startedAt!: Date;
  @Property({ type: 'timestamptz', nullable: true }) endedAt: Date | null = null;
  @Property({ type: 'integer', default: 1 }) events = 1;
  @Property({ type: 'text', nullable: true }) fingerprint: string | null = null;
  @Property({ type: 'jsonb', default: '[]' }) hosts: string[] = [];
  @Property({ type: 'text', nullable: true }) service: string | null = null;
  @Property({ type: 'text', nullable: true }) monitoringTool: string | null = null;
  @Property({ type: 'text', nullable: true }) environmentName: string | null = null;
  @Property({ type: 'text', nullable: true }) runbook: string | null = null;
  @Property({ type: 'jsonb', default: '{}' }) payload: Record<string, unknown> = {};
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
