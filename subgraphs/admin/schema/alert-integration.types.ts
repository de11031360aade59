import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ProjectRef } from './integration.types';

export enum AlertManagementIntegrationType { PROMETHEUS = 'prometheus', HTTP = 'http' }
registerEnumType(AlertManagementIntegrationType, { name: 'AlertManagementIntegrationType', description: 'Values of types of integrations' });

/** The generic payload fields a custom mapping can point elsewhere (AlertManagementPayloadAlertFieldName). */
export enum AlertManagementPayloadAlertFieldName {
  TITLE = 'title', DESCRIPTION = 'description', START_TIME = 'start_time', END_TIME = 'end_time', SERVICE = 'service',
  MONITORING_TOOL = 'monitoring_tool', HOSTS = 'hosts', SEVERITY = 'severity', FINGERPRINT = 'fingerprint',
  GITLAB_ENVIRONMENT_NAME = 'gitlab_environment_name',
}
registerEnumType(AlertManagementPayloadAlertFieldName, { name: 'AlertManagementPayloadAlertFieldName' });

export enum AlertManagementPayloadAlertFieldType { ARRAY = 'array', DATETIME = 'datetime', STRING = 'string', NUMBER = 'number' }
registerEnumType(AlertManagementPayloadAlertFieldType, { name: 'AlertManagementPayloadAlertFieldType' });

@ObjectType('AlertManagementPayloadAlertMappingField')
export class AlertManagementPayloadAlertMappingField {
  @Field(() => AlertManagementPayloadAlertFieldName, { nullable: true }) fieldName!: string;
  @Field(() => [String], { nullable: true }) path!: string[];
  @Field(() => AlertManagementPayloadAlertFieldType, { nullable: true }) type!: string;
  @Field(() => String, { nullable: true }) label!: string | null;
}

/** An HTTP or Prometheus alert endpoint (Types::AlertManagement::HttpIntegrationType). */
@Directive('@key(fields: "id")')
@ObjectType('AlertManagementHttpIntegration')
export class AlertManagementHttpIntegration {
  @Field(() => ID, { description: 'Global ID, `gid://gitlab/AlertManagement::HttpIntegration/<id>`.' }) id!: string;
  @Field(() => ProjectRef) project!: ProjectRef;
  @Field(() => AlertManagementIntegrationType) type!: AlertManagementIntegrationType;
  @Field(() => String, { nullable: true }) name!: string;
  @Field(() => Boolean, { nullable: true }) active!: boolean;
  @Field(() => String, { nullable: true, description: 'Authorization key of the endpoint.' }) token!: string;
  @Field(() => String, { nullable: true, description: 'Endpoint which receives the alerts.' }) url!: string;
  @Field(() => String, { nullable: true, description: 'URL at which Prometheus metrics can be queried (none since the endpoints left the Prometheus integration).' })
  apiUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'Example of an alert payload, a JSON string.' }) payloadExample!: string | null;
  @Field(() => [AlertManagementPayloadAlertMappingField], { nullable: true }) payloadAttributeMappings!: AlertManagementPayloadAlertMappingField[];
}

@ObjectType('AlertManagementHttpIntegrationConnection')
export class AlertManagementHttpIntegrationConnection {
  @Field(() => [AlertManagementHttpIntegration], { nullable: true }) nodes!: AlertManagementHttpIntegration[];
  @Field(() => Int) count!: number;
}
