import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';
import type { HookUser } from './hook-users';
import { projectHookAttrs, type HookProject } from './project-hook-attrs';

/** A commit as the repository subgraph reports it for hooks. */
export interface PushCommit {
  sha: string;
  message: string;
  title: string;
  committedDate: string;
  authorName: string;
  authorEmail: string;
  changes: { added: string[]; modified: string[]; removed: string[] };
}

/** What the repository says about one ref update (its `PushSummary`). */
export interface PushSummary {
  commits: PushCommit[];
  totalCommitsCount: number;
  checkoutSha: string | null;
  message: string | null;
  refProtected: boolean;
}

export const PUSH_COMMIT_FIELDS = 'sha message title committedDate authorName authorEmail changes { added modified removed }';

// The repository subgraph owns git (ARCHITECTURE §3): the commits of a push come through the gateway.
const PUSH_SUMMARY = `query CollaborationPushSummary($projectId: ID!, $ref: String!, $before: String!, $after: String!) {
  projectRepository(projectId: $projectId) {
    defaultBranch
    pushSummary(ref: $ref, before: $before, after: $after) {
      totalCommitsCount checkoutSha message refProtected commits { ${PUSH_COMMIT_FIELDS} }
    }
  }
}`;

export interface RefUpdate {
  projectId: number;
  ref: string;
  before: string;
  after: string;
}

/**
 * The push summary and the repository's default branch; null when the project or its repository is
 * gone (nothing left to describe). Throws on anything else, so the relay retries.
 */
export async function fetchPushSummary(ctx: SubgraphContext, update: RefUpdate): Promise<{ summary: PushSummary; defaultBranch: string | null } | null> {
  const result = await ctx.runtime.engine.execute<{ projectRepository: { defaultBranch: string | null; pushSummary: PushSummary } }>(
    PUSH_SUMMARY, { ...update, projectId: String(update.projectId) }, SERVICE_ACTOR, ctx.requestId);
  const repository = result.data?.projectRepository;
  if (repository) return { summary: repository.pushSummary, defaultBranch: repository.defaultBranch };
  if (result.errors?.[0]?.extensions?.code === 'NOT_FOUND') return null;
  throw new Error(`push summary unavailable for project ${update.projectId}: ${result.errors?.[0]?.message}`);
}

export interface PushPayloadSource {
  subject: HookProject;
  user: HookUser;
  ref: string;
  before: string;
  after: string;
  summary: PushSummary;
  externalUrl: string;
}

/**
 * Gitlab::DataBuilder::Push.build (webhook_events.md#push-events, #tag-events), in GitLab's key
 * order: `tag_push` for refs/tags, `push` otherwise. No push options reach this service (git over
 * HTTP carries none), so `push_options` is always `{}`.
 */
export function pushHookPayload(source: PushPayloadSource): Record<string, unknown> {
  const { user, summary } = source;
  const project = projectHookAttrs(source.subject, source.externalUrl);
  const kind = source.ref.startsWith('refs/tags/') ? 'tag_push' : 'push';
  return {
    object_kind: kind,
    event_name: kind,
    before: source.before,
    after: source.after,
    ref: source.ref,
    ref_protected: summary.refProtected,
    checkout_sha: summary.checkoutSha,
    message: summary.message,
    user_id: user.id,
    user_name: user.name,
    user_username: user.username,
    user_email: user.webhookEmail,
    user_avatar: user.avatarUrl,
    project_id: project.id,
    project,
    commits: summary.commits.map((commit) => commitHookAttrs(commit, project.web_url as string)),
    total_commits_count: summary.totalCommitsCount,
    push_options: {},
    // DEPRECATED in GitLab, still sent: project.hook_attrs.slice(...) in the slice's order.
    repository: {
      name: project.name,
      url: project.url,
      description: project.description,
      homepage: project.homepage,
      git_http_url: project.git_http_url,
      git_ssh_url: project.git_ssh_url,
      visibility_level: project.visibility_level,
    },
  };
}

/** Commit#hook_attrs(with_changed_files: true). */
function commitHookAttrs(commit: PushCommit, projectWebUrl: string): Record<string, unknown> {
  return {
    id: commit.sha,
    message: commit.message,
    title: commit.title,
    timestamp: xmlschemaWithOffset(commit.committedDate),
    url: `${projectWebUrl}/-/commit/${commit.sha}`,
    author: { name: commit.authorName, email: commit.authorEmail },
    added: commit.changes.added,
    modified: commit.changes.modified,
    removed: commit.changes.removed,
  };
}

/** `Time#xmlschema` keeping the committer's offset: `2011-12-12T14:27:31+02:00` (no fraction). */
function xmlschemaWithOffset(date: string): string {
  return date.replace(/\.\d+(?=[+-]\d\d:\d\d$|Z$)/, '');
}
