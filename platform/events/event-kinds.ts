/**
 * The domain events one subgraph publishes and another reacts to: the contract between them, in one
 * place (publishers and reactions import the names from here, never from each other).
 */
export const EventKinds = {
  /** A branch was created, moved or deleted. Payload: projectId, ref, before, after, userId, created, deleted. */
  repositoryPush: 'repository_push',
  /** A tag was created or deleted. Payload as `repositoryPush`. */
  repositoryTagPush: 'repository_tag_push',
  /** A project's rows are gone (its own deletion, its group's, or its owner's). Payload: id. */
  projectDeleted: 'project_deleted',
  /** A group's rows are gone, with its subgroups. Payload: id. */
  groupDeleted: 'group_deleted',
} as const;
