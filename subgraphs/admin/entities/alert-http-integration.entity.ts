import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type AlertIntegrationType = 'http' | 'prometheus';

/** One mapped payload field of a custom HTTP endpoint (EE's `payload_attribute_mapping`). */
export interface AlertPayloadMapping {
  fieldName: string;
  path: string[];
  type: string;
  label: string | null;
}

/**
 * An alert endpoint of a project (AlertManagement::HttpIntegration): HTTP ones, with an optional
 * custom field mapping, and the Prometheus one (`legacy-prometheus`). GitLab shows the token to
 * Maintainers, so it is kept (hidden from every generic serialization), not digested.
 */
@Entity({ tableName: 'alert_http_integrations' })
export class AlertHttpIntegration {
  [OptionalProps]?: 'active' | 'payloadExample' | 'payloadAttributeMapping' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) projectId!: number;
  @Property({ type: 'text' }) type!: AlertIntegrationType;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'boolean', default: false }) active = false;
  @Property({ type: 'text', hidden: true }) token!: string;
  @Property({ type: 'text' }) endpointIdentifier!: string;
  @Property({ type: 'jsonb', default: '{}' }) payloadExample: Record<string, unknown> = {};
  @Property({ type: 'jsonb', default: '[]' }) payloadAttributeMapping: AlertPayloadMapping[] = [];
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
