/**
 * Payloads of collaboration's domain events (see `EventKinds`): snapshots taken in the change's
 * transaction, holding what reactions need about subjects that may have changed or gone by the
 * time they run (a destroyed group's path, a removed membership's level). Dates are ISO strings.
 */

/** A group or personal namespace as it was. */
export interface NamespaceSnapshot {
  id: number;
  kind: 'group' | 'user';
  name: string;
  path: string;
  fullPath: string;
  /** Root first, itself last. */
  traversalIds: number[];
  createdAt: string;
  updatedAt: string;
}

export interface ProjectSnapshot {
  id: number;
  name: string;
  path: string;
  visibilityLevel: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectEventPayload {
  /** The project's id, as text (the live-subscription subject). */
  id: string;
  project: ProjectSnapshot;
  namespace: NamespaceSnapshot;
  /** User ids of the Owners of the project's group and the groups above it, once each, oldest membership first; none for personal projects. */
  groupOwnerIds: number[];
}

export interface GroupEventPayload {
  id: string;
  group: NamespaceSnapshot;
  parent: NamespaceSnapshot | null;
}

export interface MemberSnapshot {
  userId: number;
  accessLevel: number;
  /** A date (`2031-05-06`) or null. */
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MemberEventPayload {
  /** The membership's id, as text. */
  id: string;
  sourceType: 'group' | 'project';
  /** The group, or the project's namespace. */
  namespace: NamespaceSnapshot;
  /** Project memberships: the project. */
  project: ProjectSnapshot | null;
  member: MemberSnapshot;
}
