import type { SubgraphContext } from '@forgegraph/platform';
import { HookError } from '../hook-errors';
import { jobTestPayload, pipelineTestPayload } from './ci-test-payloads';
import { projectHookAttrs, type HookProject } from './project-hook-attrs';
import { pushTestPayload } from './push-test-payload';

type TestPayload = (ctx: SubgraphContext, subject: HookProject) => Record<string, unknown> | Promise<Record<string, unknown>>;

const none = (message: string): TestPayload => () => {
  throw HookError.deliveryFailed(message);
};

/**
 * Integrations::ProjectTestData for each trigger the test endpoint accepts (ProjectHook.triggers):
 * a payload from the hook's project (a group's first project with commits), the "Ensure the project has …" answer
 * when that project has nothing to build one from, or null when GitLab offers no test for it.
 * Triggers whose records other domains will own (issues, notes, merge requests, wiki,
 * releases) answer as GitLab does for a project without them until those payload builders exist.
 * Push and tag push tests both send the push sample (Integrations::ProjectTestData#push_events_data).
 */
export const TEST_PAYLOADS: Record<string, TestPayload | null> = {
  push_events: pushTestPayload,
  tag_push_events: pushTestPayload,
  issues_events: none('Ensure the project has issues.'),
  confidential_issues_events: none('Ensure the project has issues.'),
  note_events: none('Ensure the project has notes.'),
  confidential_note_events: null,
  merge_requests_events: none('Ensure the project has merge requests.'),
  job_events: jobTestPayload,
  pipeline_events: pipelineTestPayload,
  wiki_page_events: none('Ensure the wiki is enabled and has pages.'),
  deployment_events: null,
  feature_flag_events: null,
  releases_events: none('Ensure the project has releases.'),
  emoji_events: none('Ensure the project has notes.'),
  resource_access_token_events: accessTokenTestPayload,
  vulnerability_events: null,
};

/** Gitlab::DataBuilder::ResourceAccessToken for a sample token expiring in two days. */
function accessTokenTestPayload(ctx: SubgraphContext, subject: HookProject): Record<string, unknown> {
  const now = new Date();
  const expires = new Date(now.getTime() + 2 * 24 * 3600 * 1000);
  return {
    object_kind: 'access_token',
    project: projectHookAttrs(subject, ctx.runtime.config.externalUrl),
    object_attributes: {
      user_id: null,
      created_at: `${now.toISOString().slice(0, 19).replace('T', ' ')} UTC`,
      id: 1,
      name: 'pat_for_webhook_event',
      expires_at: expires.toISOString().slice(0, 10),
    },
    event_name: 'expiring_access_token',
  };
}
