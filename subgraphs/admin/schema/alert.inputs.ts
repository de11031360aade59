import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AlertManagementAlert, AlertManagementStatus } from './alert.types';

@InputType('AlertManagementAlertStatusUpdateInput')
export class AlertManagementAlertStatusUpdateInput {
  @Field(() => String, { nullable: true }) clientMutationId?: string | null;
  @Field(() => ID) projectPath!: string;
  @Field(() => String) iid!: string;
  @Field(() => AlertManagementStatus) status!: AlertManagementStatus;
}

@ObjectType('AlertManagementAlertStatusUpdatePayload')
export class AlertManagementAlertStatusUpdatePayload {
  @Field(() => String, { nullable: true }) clientMutationId!: string | null;
  @Field(() => AlertManagementAlert, { nullable: true }) alert!: AlertManagementAlert | null;
  @Field(() => [String]) errors!: string[];
}

/** One alert a notification created or updated (AlertManagement::AlertEntity). */
@ObjectType('AlertNotificationAlert')
export class AlertNotificationAlert {
  @Field(() => Int) iid!: number;
  @Field(() => String) title!: string;
}

/** The intake's answer for the HTTP edge: a status, and the alerts GitLab renders on a generic success (else an empty body). */
@ObjectType('AlertNotificationResult')
export class AlertNotificationResult {
  @Field(() => Int) status!: number;
  @Field(() => [AlertNotificationAlert], { nullable: true }) alerts!: AlertNotificationAlert[] | null;
}
