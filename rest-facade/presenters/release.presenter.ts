import type { ReleaseFields, ReleaseLinkFields } from '../operations/fragments/release';
import { presentCommit } from './commit.presenter';
import { presentMilestone } from './milestone.presenter';
import { renderMarkdownParagraphs } from './markdown-text';
import { presentUserBasic } from './user.presenter';

type Json = Record<string, unknown>;
const SOURCE_FORMATS = ['zip', 'tar.gz', 'tar.bz2', 'tar'];

const releaseUrl = (webUrl: string, tag: string) => `${webUrl}/-/releases/${encodeURIComponent(tag)}`;

/** Entities::Releases::Link; `external` unless the URL points into the project (Releases::Link#internal?). */
export function presentReleaseLink(link: ReleaseLinkFields): Json {
  const webUrl = link.project.webUrl;
  return {
    id: Number(link.id),
    name: link.name,
    url: link.url,
    direct_asset_url: link.filepath ? `${releaseUrl(webUrl, link.tagName)}/downloads${link.filepath}` : link.url,
    external: !link.url.startsWith(webUrl),
    link_type: link.linkType,
  };
}

/** Releases::Source.all: one archive URL per format, the file named `<project path>-<tag>` (slashes become dashes). */
function presentSources(release: ReleaseFields): Json[] {
  const { webUrl, path } = release.project;
  const file = `${path}-${release.tagName}`.replace(/\//g, '-');
  return SOURCE_FORMATS.map((format) => ({ format, url: `${webUrl}/-/archive/${release.tagName}/${file}.${format}` }));
}

/** ReleasePresenter's `_links`: the issue and MR lists filtered by the release's tag, self and (for writers) edit. */
function presentLinks(release: ReleaseFields): Json {
  const { webUrl } = release.project;
  const query = (state: string) => `release_tag=${encodeURIComponent(release.tagName)}&scope=all&state=${state}`;
  return {
    closed_issues_url: `${webUrl}/-/issues?${query('closed')}`,
    closed_merge_requests_url: `${webUrl}/-/merge_requests?${query('closed')}`,
    ...(release.canUpdate ? { edit_url: `${releaseUrl(webUrl, release.tagName)}/edit` } : {}),
    merged_merge_requests_url: `${webUrl}/-/merge_requests?${query('merged')}`,
    opened_issues_url: `${webUrl}/-/issues?${query('opened')}`,
    opened_merge_requests_url: `${webUrl}/-/merge_requests?${query('opened')}`,
    self: releaseUrl(webUrl, release.tagName),
  };
}

/**
 * Entities::Release (on BasicReleaseDetails, which always shows the tag). Callers without `read_code`
 * (Guests of a private project) see no commit, paths, sources or evidences; `description_html` only when asked for.
 */
export function presentRelease(release: ReleaseFields, options: { includeHtmlDescription?: boolean } = {}): Json {
  const code = release.canDownloadCode;
  const { webUrl, pathWithNamespace } = release.project;
  return {
    name: release.name,
    tag_name: release.tagName,
    description: release.description,
    created_at: release.createdAt,
    released_at: release.releasedAt,
    upcoming_release: release.upcomingRelease,
    ...(options.includeHtmlDescription ? { description_html: renderMarkdownParagraphs(release.description) } : {}),
    ...(release.author ? { author: presentUserBasic(release.author) } : {}),
    ...(code ? { commit: release.commit ? presentCommit(release.commit) : null } : {}),
    ...(release.milestones.length ? { milestones: release.milestones.map((m) => presentMilestone(m)) } : {}),
    ...(code && release.commit ? { commit_path: `/${pathWithNamespace}/-/commit/${release.commit.sha}` } : {}),
    ...(code ? { tag_path: `/${pathWithNamespace}/-/tags/${release.tagName}` } : {}),
    assets: {
      count: release.links.length + SOURCE_FORMATS.length,
      ...(code ? { sources: presentSources(release) } : {}),
      links: release.links.map(presentReleaseLink),
    },
    ...(code ? {
      evidences: release.evidences.map((e) => ({
        sha: e.sha, filepath: `${releaseUrl(webUrl, release.tagName)}/evidences/${e.id}.json`, collected_at: e.collectedAt,
      })),
    } : {}),
    _links: presentLinks(release),
  };
}
