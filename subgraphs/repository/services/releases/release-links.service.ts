import { BadRequestError, ForbiddenError, NotFoundError, pageInfo, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Release } from '../../entities/release.entity';
import { ReleaseLink } from '../../entities/release-link.entity';
import type { ReleaseLinkInput } from '../../schema/release.inputs';
import type { ReleaseLinkNode } from '../../schema/release.type';
import { releaseAccess, type ReleaseAccess } from './release-access';
import { buildLink, linkErrors, linkFields } from './release-link-rules';
import { releaseLinkNode, sortedLinks } from './release-node';

// lib/api/release/links.rb: `read_release` for all, the release's `find_by_tag!` / `links.find` (404 Not found).

async function releaseOf(ctx: SubgraphContext, projectId: number, tag: string): Promise<{ release: Release; access: ReleaseAccess }> {
  const access = await releaseAccess(ctx, projectId);
  const release = await ctx.em.findOne(Release, { projectId, tag }, { populate: ['links'] });
  if (!release) throw NotFoundError.record();
  return { release, access };
}

function linkOf(release: Release, linkId: string): ReleaseLink {
  const link = release.links.getItems().find((l) => String(l.id) === String(linkId));
  if (!link) throw NotFoundError.record();
  return link;
}

/** Releases::Links::*Service's `create_release` / `update_release` check, answered `403 Forbidden` (REASON_FORBIDDEN). */
function requireWrite(access: ReleaseAccess, release: Release): void {
  if (!access.canWrite(release.tag)) throw ForbiddenError.create();
}

/** Model validation failures: `{"message": [full messages]}` with 400. */
function refuseInvalid(errors: string[]): void {
  if (errors.length) throw new BadRequestError('BAD_USER_INPUT', errors.join(', '), { message: errors });
}

/** GET .../assets/links, newest first. */
export async function listReleaseLinks(ctx: SubgraphContext, projectId: number, tag: string, args: { page: number; perPage: number }): Promise<Page<ReleaseLinkNode>> {
  const { release } = await releaseOf(ctx, projectId, tag);
  const links = sortedLinks(release);
  const start = (args.page - 1) * args.perPage;
  return { nodes: links.slice(start, start + args.perPage).map(releaseLinkNode), pageInfo: pageInfo(args, links.length) };
}

export async function findReleaseLink(ctx: SubgraphContext, projectId: number, tag: string, linkId: string): Promise<ReleaseLinkNode> {
  const { release } = await releaseOf(ctx, projectId, tag);
  return releaseLinkNode(linkOf(release, linkId));
}

export async function createReleaseLink(ctx: SubgraphContext, projectId: number, tag: string, input: ReleaseLinkInput): Promise<ReleaseLinkNode> {
  const { release, access } = await releaseOf(ctx, projectId, tag);
  requireWrite(access, release);
  const fields = linkFields(input);
  refuseInvalid(linkErrors(fields, release.links.getItems()));
  const link = buildLink(release, fields);
  await ctx.em.persistAndFlush(link);
  return releaseLinkNode(link);
}

/** PUT .../links/:link_id: given fields change (`link_type` falls back to `other`, Grape's default). */
export async function updateReleaseLink(ctx: SubgraphContext, projectId: number, tag: string, linkId: string, input: ReleaseLinkInput): Promise<ReleaseLinkNode> {
  const { release, access } = await releaseOf(ctx, projectId, tag);
  requireWrite(access, release);
  const link = linkOf(release, linkId);
  const fields = {
    name: input.name ?? link.name,
    url: input.url ?? link.url,
    filepath: input.directAssetPath != null ? linkFields(input).filepath : link.filepath,
    linkType: input.linkType ?? 'other',
  };
  refuseInvalid(linkErrors(fields, release.links.getItems().filter((l) => l.id !== link.id)));
  Object.assign(link, fields);
  await ctx.em.flush();
  return releaseLinkNode(link);
}

/** DELETE .../links/:link_id answers the deleted link (200). */
export async function deleteReleaseLink(ctx: SubgraphContext, projectId: number, tag: string, linkId: string): Promise<ReleaseLinkNode> {
  const { release, access } = await releaseOf(ctx, projectId, tag);
  requireWrite(access, release);
  const link = linkOf(release, linkId);
  const node = releaseLinkNode(link);
  await ctx.em.removeAndFlush(link);
  return node;
}
