/**
 * The live-status events clients can subscribe to (ARCHITECTURE §6). The `Subscription` type is
 * declared here, at the gateway (the Apollo Gateway refuses to execute subgraph subscriptions); each
 * event is answered by re-querying `entityField(id:)` through the gateway with the client's selection.
 */
export interface SubscriptionField {
  /** Event kind published by the owning subgraph (`publishEvent`). */
  kind: string;
  /** Root query field that loads the changed entity by id. */
  entityField: string;
  /** Which argument of the subscription filters events by the payload's id, if any. */
  filterArgument?: string;
}

export const SUBSCRIPTION_SDL = `
  type Subscription {
    "A user was blocked, unblocked, deactivated, activated, banned or unbanned."
    userStateChanged(userId: ID): User!
  }
`;

export const SUBSCRIPTION_FIELDS: Record<string, SubscriptionField> = {
  userStateChanged: { kind: 'user_state_changed', entityField: 'user', filterArgument: 'userId' },
};
