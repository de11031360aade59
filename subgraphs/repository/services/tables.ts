import { defineTables } from '@forgegraph/platform';

/** The repository schema and its tables, for hand-written SQL. */
export const SCHEMA = 'repository';
export const T = defineTables(SCHEMA, {
  eventOutbox: 'event_outbox',
  repositories: 'repositories',
  snippets: 'snippets',
  protectedBranches: 'protected_branches',
  protectedBranchAccessLevels: 'protected_branch_access_levels',
  protectedTags: 'protected_tags',
  protectedTagCreateAccessLevels: 'protected_tag_create_access_levels',
  releases: 'releases',
  releaseLinks: 'release_links',
});
