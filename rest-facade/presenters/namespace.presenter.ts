import type { NamespaceFields } from '../operations/fragments/namespace';
import type { NamespaceExistsResult } from '../operations/namespaces';
import { presentNamespaceBasic } from './project.presenter';

/**
 * Entities::Namespace (lib/api/entities/namespace.rb, then ee/lib/ee/api/entities/namespace.rb).
 * Counts are for groups' Owners and administrators (`admin_group`); `plan`, `trial_ends_on` and
 * `trial` for Owners and administrators (`admin_namespace`); `billable_members_count` is always a
 * key, null without `read_billing`. Left out as on a self-managed instance: the CI minutes and
 * storage limits (GitLab.com administrators only) and the seat fields, which need a GitLab.com
 * subscription.
 */
export function presentNamespace(namespace: NamespaceFields) {
  const groupAdmin = namespace.kind === 'group' && namespace.viewerCanAdmin;
  return {
    ...presentNamespaceBasic(namespace),
    ...(groupAdmin ? {
      members_count_with_descendants: namespace.membersCountWithDescendants,
      // root_storage_statistics: GitLab fills them by a background aggregation Forgegraph does not run.
      root_repository_size: null,
      projects_count: namespace.projectsCount,
    } : {}),
    billable_members_count: namespace.billableMembersCount,
    // Without a GitLab.com subscription every namespace is on the `default` plan and never on trial.
    ...(namespace.viewerCanAdmin ? { plan: 'default', trial_ends_on: null, trial: false } : {}),
  };
}

/** Entities::NamespaceExistence. */
export function presentNamespaceExistence(existence: NamespaceExistsResult['namespaceExists']) {
  return { exists: existence.exists, suggests: existence.suggests };
}
