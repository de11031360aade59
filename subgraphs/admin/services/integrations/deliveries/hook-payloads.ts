import type { ProjectFacts } from '../../domains/collaboration.client';
import type { PushFacts, UserFacts } from '../../domains/event-facts.client';

// The GitLab webhook payloads the web-hook integrations (Jenkins, Drone, Buildkite) receive, built
// from the event and the gateway's facts (Gitlab::DataBuilder::Push, ::Issuable).

/** Project#hook_attrs, the fields admin can know. */
function projectAttrs(project: ProjectFacts, externalUrl: string) {
  const host = new URL(externalUrl).host;
  return {
    id: project.id, name: project.name, web_url: project.webUrl, namespace: project.pathWithNamespace.split('/').slice(0, -1).join('/'),
    path_with_namespace: project.pathWithNamespace, default_branch: project.defaultBranch,
    git_ssh_url: `git@${host.split(':')[0]}:${project.pathWithNamespace}.git`, git_http_url: `${project.webUrl}.git`,
  };
}

/** Gitlab::DataBuilder::Push.build. */
export function pushPayload(input: { ref: string; before: string; after: string; project: ProjectFacts; user: UserFacts; facts: PushFacts; externalUrl: string }) {
  const kind = input.ref.startsWith('refs/tags/') ? 'tag_push' : 'push';
  const project = projectAttrs(input.project, input.externalUrl);
  return {
    object_kind: kind, event_name: kind, before: input.before, after: input.after, ref: input.ref, ref_protected: input.facts.refProtected,
    checkout_sha: input.facts.checkoutSha, message: input.facts.message, user_id: input.user.id, user_name: input.user.name,
    user_username: input.user.username, user_email: input.user.publicEmail || '[REDACTED]', user_avatar: input.user.avatarUrl,
    project_id: input.project.id, project,
    commits: input.facts.commits.map((commit) => ({
      id: commit.sha, message: commit.message, title: commit.title, timestamp: commit.committedDate.replace(/\.\d+(?=[+-]\d\d:\d\d$|Z$)/, ''),
      url: `${input.project.webUrl}/-/commit/${commit.sha}`, author: { name: commit.authorName, email: commit.authorEmail },
    })),
    total_commits_count: input.facts.totalCommitsCount, push_options: {},
    repository: { name: input.project.name, url: project.git_ssh_url, homepage: input.project.webUrl, git_http_url: project.git_http_url, git_ssh_url: project.git_ssh_url },
  };
}

/** Gitlab::DataBuilder::Issuable's (and ::Note's) outline: kind, user, project, object attributes. */
export function issuablePayload(kind: 'issue' | 'merge_request' | 'note', input: { project: ProjectFacts; user: UserFacts; attributes: Record<string, unknown>; externalUrl: string }) {
  return {
    object_kind: kind, event_type: kind === 'note' && (input.attributes as { internal?: boolean }).internal ? 'confidential_note' : kind,
    user: { id: input.user.id, name: input.user.name, username: input.user.username, avatar_url: input.user.avatarUrl, email: input.user.publicEmail || '[REDACTED]' },
    project: projectAttrs(input.project, input.externalUrl),
    object_attributes: input.attributes,
  };
}
