import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { AlertManagementHttpIntegration, AlertManagementPayloadAlertFieldName, AlertManagementPayloadAlertFieldType } from './alert-integration.types';

// GitLab's mutation inputs and payloads (Mutations::AlertManagement::HttpIntegration::* / PrometheusIntegration::*).

@InputType('AlertManagementPayloadAlertFieldInput')
export class AlertManagementPayloadAlertFieldInput {
  @Field(() => AlertManagementPayloadAlertFieldName) fieldName!: string;
  @Field(() => [String]) path!: string[];
  @Field(() => AlertManagementPayloadAlertFieldType) type!: string;
  @Field(() => String, { nullable: true }) label?: string | null;
}

@InputType('HttpIntegrationCreateInput')
export class HttpIntegrationCreateInput {
  @Field(() => String, { nullable: true }) clientMutationId?: string | null;
  @Field(() => ID, { description: 'Project to create the integration in.' }) projectPath!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean) active!: boolean;
  @Field(() => String, { nullable: true, description: 'Example of an alert payload, a JSON string.' }) payloadExample?: string | null;
  @Field(() => [AlertManagementPayloadAlertFieldInput], { nullable: true }) payloadAttributeMappings?: AlertManagementPayloadAlertFieldInput[] | null;
  @Field(() => String, { nullable: true, description: 'Type of integration; only `HTTP` here (GitLab: AlertManagementIntegrationType).' }) type?: string | null;
}

@InputType('HttpIntegrationUpdateInput')
export class HttpIntegrationUpdateInput {
  @Field(() => String, { nullable: true }) clientMutationId?: string | null;
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
  @Field(() => String, { nullable: true }) payloadExample?: string | null;
  @Field(() => [AlertManagementPayloadAlertFieldInput], { nullable: true }) payloadAttributeMappings?: AlertManagementPayloadAlertFieldInput[] | null;
}

@InputType('HttpIntegrationIdInput', { description: 'Input of `httpIntegrationResetToken` and `httpIntegrationDestroy`.' })
export class HttpIntegrationIdInput {
  @Field(() => String, { nullable: true }) clientMutationId?: string | null;
  @Field(() => ID) id!: string;
}

@InputType('PrometheusIntegrationCreateInput')
export class PrometheusIntegrationCreateInput {
  @Field(() => String, { nullable: true }) clientMutationId?: string | null;
  @Field(() => ID) projectPath!: string;
  @Field(() => Boolean) active!: boolean;
  @Field(() => String, { nullable: true, deprecationReason: 'Feature removed in GitLab 16.0.' }) apiUrl?: string | null;
}

@InputType('PrometheusIntegrationUpdateInput')
export class PrometheusIntegrationUpdateInput {
  @Field(() => String, { nullable: true }) clientMutationId?: string | null;
  @Field(() => ID) id!: string;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
  @Field(() => String, { nullable: true, deprecationReason: 'Feature removed in GitLab 16.0.' }) apiUrl?: string | null;
}

/** Every integration mutation's payload: the integration, or the reasons it was not saved. */
@ObjectType('AlertManagementIntegrationPayload')
export class AlertManagementIntegrationPayload {
  @Field(() => String, { nullable: true }) clientMutationId!: string | null;
  @Field(() => AlertManagementHttpIntegration, { nullable: true }) integration!: AlertManagementHttpIntegration | null;
  @Field(() => [String]) errors!: string[];
}
