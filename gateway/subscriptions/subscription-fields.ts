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
  /**
   * The subscription's filter arguments, each with the NOTIFY payload key it must equal: an event
   * is delivered when every argument the client gave matches (ids compared as text).
   */
  filters: Record<string, string>;
}

export const SUBSCRIPTION_SDL = `
  type Subscription {
    "A user was blocked, unblocked, deactivated, activated, banned or unbanned."
    userStateChanged(userId: ID): User!
    "A pipeline's status changed (whoever changed it). Only pipelines the subscriber may read are delivered."
    pipelineStatusChanged(projectId: ID, pipelineId: ID): Pipeline!
    "A job's status changed, trigger jobs included. Only jobs the subscriber may read are delivered."
    jobStatusChanged(projectId: ID, pipelineId: ID, jobId: ID): Job!
    "A project's export status changed. Only projects the subscriber maintains are delivered."
    projectExportStatusChanged(projectId: ID): ProjectExportStatus!
    "A project's import status changed. Only projects the subscriber may read are delivered."
    projectImportStatusChanged(projectId: ID): ProjectImportStatus!
    "A repository storage move (project, snippet or group wiki) entered a state, shown in that state. Administrators only."
    storageMoveStateChanged(moveId: ID, projectId: ID, snippetId: ID, groupId: ID): RepositoryStorageMove!
    "A remote (push) mirror's update status changed. Only mirrors the subscriber may administer (Maintainer) are delivered."
    remoteMirrorUpdated(projectId: ID, mirrorId: ID): RemoteMirror!
  }
`;

export const SUBSCRIPTION_FIELDS: Record<string, SubscriptionField> = {
  userStateChanged: { kind: 'user_state_changed', entityField: 'user', filters: { userId: 'id' } },
  pipelineStatusChanged: {
    kind: 'pipeline_status_changed', entityField: 'pipeline', filters: { projectId: 'projectId', pipelineId: 'pipelineId' },
  },
  jobStatusChanged: {
    kind: 'job_status_changed', entityField: 'job', filters: { projectId: 'projectId', pipelineId: 'pipelineId', jobId: 'jobId' },
  },
  // admin's transfer events (services/transfer/transfer-events.ts): the subject is the project.
  projectExportStatusChanged: { kind: 'project_export_status_changed', entityField: 'visibleProjectExportStatus', filters: { projectId: 'id' } },
  projectImportStatusChanged: { kind: 'project_import_status_changed', entityField: 'visibleProjectImportStatus', filters: { projectId: 'id' } },
  // Each event's id is `<move id>:<state>` (repository's storage-move-transitions.ts).
  storageMoveStateChanged: {
    kind: 'storage_move_state_changed',
    entityField: 'repositoryStorageMoveEvent',
    filters: { moveId: 'moveId', projectId: 'projectId', snippetId: 'snippetId', groupId: 'groupId' },
  },
  remoteMirrorUpdated: {
    kind: 'remote_mirror_updated', entityField: 'remoteMirror', filters: { projectId: 'projectId', mirrorId: 'mirrorId' },
  },
};
