import type { SnippetFields } from '../operations/fragments/snippet';
import type { RouteContext } from '../routes/route';
import { presentUserBasic } from './user.presenter';

/**
 * Where a snippet lives on the web and for git (Gitlab::UrlBuilder): personal snippets under `/-/snippets`
 * and `/snippets/:id.git`, project snippets under the project's path.
 */
export function snippetUrls(snippet: Pick<SnippetFields, 'id' | 'project'>, externalUrl: string) {
  const prefix = snippet.project ? `/${snippet.project.pathWithNamespace}` : '';
  const web = `${externalUrl}${prefix}/-/snippets/${snippet.id}`;
  const repoPath = `${prefix.slice(1)}${prefix ? '/' : ''}snippets/${snippet.id}.git`;
  return {
    web,
    raw: `${web}/raw`,
    ssh: `git@${new URL(externalUrl).hostname}:${repoPath}`,
    http: `${externalUrl}/${repoPath}`,
    file: (ref: string, path: string) => `${web}/raw/${ref}/${path}`,
  };
}

/**
 * Entities::PersonalSnippet / ProjectSnippet (lib/api/entities/basic_snippet.rb + snippet.rb):
 * `file_name` is the first file, `files` each with its raw URL at the root ref; EE adds
 * `repository_storage` for administrators only (the key is absent for everyone else).
 */
export function presentSnippet(snippet: SnippetFields, ctx: Pick<RouteContext, 'externalUrl'>) {
  const urls = snippetUrls(snippet, ctx.externalUrl);
  const json: Record<string, unknown> = {
    id: Number(snippet.id),
    title: snippet.title,
    description: snippet.description,
    visibility: snippet.visibility,
    author: presentUserBasic(snippet.author),
    created_at: snippet.createdAt,
    updated_at: snippet.updatedAt,
    project_id: snippet.projectId,
    web_url: urls.web,
    raw_url: urls.raw,
    ssh_url_to_repo: urls.ssh,
    http_url_to_repo: urls.http,
    file_name: snippet.files[0] ?? null,
    files: snippet.files.map((path) => ({ path, raw_url: urls.file(snippet.defaultBranch, path) })),
    imported: snippet.imported,
    imported_from: snippet.importedFrom,
  };
  if (snippet.repositoryStorage !== null) json.repository_storage = snippet.repositoryStorage;
  return json;
}

/** Entities::UserAgentDetail. */
export function presentUserAgentDetail(detail: { userAgent: string; ipAddress: string; akismetSubmitted: boolean }) {
  return { user_agent: detail.userAgent, ip_address: detail.ipAddress, akismet_submitted: detail.akismetSubmitted };
}
