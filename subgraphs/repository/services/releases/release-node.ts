import { createHash } from 'node:crypto';
import type { Release } from '../../entities/release.entity';
import type { ReleaseLink } from '../../entities/release-link.entity';
import { projectRef } from '../../schema/project-ref.type';
import { ReleaseNode, type ReleaseEvidenceNode, type ReleaseLinkNode } from '../../schema/release.type';
import { userRef } from '../../schema/user-ref.type';
import type { ReleaseAccess } from './release-access';

/** Releases::Link.sorted: newest first. */
export function sortedLinks(release: Release): ReleaseLink[] {
  return release.links.getItems().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}

export function releaseLinkNode(link: ReleaseLink): ReleaseLinkNode {
  return {
    id: String(link.id), name: link.name, url: link.url, filepath: link.filepath, linkType: link.linkType,
    tagName: link.release.tag, project: projectRef(link.release.projectId),
  };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The evidence GitLab collects when a release is made (not for upcoming or historical releases):
 * its summary's SHA-256, collected at creation.
 */
function evidences(release: Release): ReleaseEvidenceNode[] {
  const released = seconds(release.releasedAt);
  if (released > seconds(new Date()) || released < seconds(release.createdAt)) return [];
  const summary = JSON.stringify({ release: { id: release.id, tag_name: release.tag, name: release.name, description: release.description, created_at: release.createdAt, sha: release.sha } });
  return [{ id: String(release.id), sha: createHash('sha256').update(summary).digest('hex'), collectedAt: release.createdAt }];
}

export function releaseNode(release: Release, access: ReleaseAccess): ReleaseNode {
  return Object.assign(new ReleaseNode(), {
    id: String(release.id),
    projectId: String(release.projectId),
    tagName: release.tag,
    name: release.name ?? release.tag,
    description: release.description,
    createdAt: release.createdAt,
    releasedAt: release.releasedAt,
    upcomingRelease: seconds(release.releasedAt) > seconds(new Date()),
    historicalRelease: seconds(release.releasedAt) < seconds(release.createdAt),
    canDownloadCode: access.canDownloadCode,
    canUpdate: access.canWrite(release.tag),
    links: sortedLinks(release).map(releaseLinkNode),
    evidences: evidences(release),
    milestoneIds: release.milestoneIds.map(String),
    project: projectRef(release.projectId),
    author: release.authorId === null ? null : userRef(release.authorId),
    sha: release.sha,
  });
}
