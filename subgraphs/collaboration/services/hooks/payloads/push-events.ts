import type { PushCommit, PushSummary } from '../../domains/repository.client';
import type { HookUser } from './hook-users';
import { projectHookAttrs, type HookProject } from './project-hook-attrs';

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

/** Commit#hook_attrs, with the changed files (push hooks) or without them (merge request hooks' `last_commit`). */
export function commitHookAttrs(commit: Omit<PushCommit, 'changes'> & Partial<Pick<PushCommit, 'changes'>>, projectWebUrl: string): Record<string, unknown> {
  const attrs: Record<string, unknown> = {
    id: commit.sha,
    message: commit.message,
    title: commit.title,
    timestamp: xmlschemaWithOffset(commit.committedDate),
    url: `${projectWebUrl}/-/commit/${commit.sha}`,
    author: { name: commit.authorName, email: commit.authorEmail },
  };
  if (commit.changes) Object.assign(attrs, { added: commit.changes.added, modified: commit.changes.modified, removed: commit.changes.removed });
  return attrs;
}

/** `Time#xmlschema` keeping the committer's offset: `2011-12-12T14:27:31+02:00` (no fraction). */
function xmlschemaWithOffset(date: string): string {
  return date.replace(/\.\d+(?=[+-]\d\d:\d\d$|Z$)/, '');
}
