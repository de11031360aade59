import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnprocessableError, type SubgraphContext } from '@forgegraph/platform';
import { Release } from '../../entities/release.entity';
import type { CreateReleaseInput, UpdateReleaseInput } from '../../schema/release.inputs';
import type { ReleaseNode } from '../../schema/release.type';
import { findRef } from '../git/refs';
import { PUSH_MESSAGES } from '../push/push-rules';
import { createTag } from '../refs/tag.service';
import { tagRef } from '../repositories/push-events';
import { openRepository } from '../repositories/repository-store';
import { accessDenied, releaseAccess, type ReleaseAccess } from './release-access';
import { buildLink, linkErrors, linkFields } from './release-link-rules';
import { resolveMilestoneIds } from './release-milestones';
import { releaseNode } from './release-node';

/**
 * POST /releases (Releases::CreateService): Developer (403), the tag's protection (403), one release
 * per tag (409), milestones and links checked before anything is written; a missing tag is created
 * from `ref` (422 without one) and the release saved in one transaction.
 */
export async function createRelease(ctx: SubgraphContext, projectId: number, input: CreateReleaseInput): Promise<ReleaseNode> {
  const access = await releaseAccess(ctx, projectId);
  requireDeveloper(ctx, access);
  if (!access.canWrite(input.tagName)) throw new ForbiddenError('FORBIDDEN', PUSH_MESSAGES.createProtectedTag, { message: PUSH_MESSAGES.createProtectedTag });
  if (await ctx.em.findOne(Release, { projectId, tag: input.tagName })) throw ConflictError.message('Release already exists');
  const milestoneIds = await resolveMilestoneIds(ctx, projectId, input);
  const release = new Release(projectId, input.tagName, input.releasedAt ?? new Date());
  release.name = input.name ?? null;
  release.description = input.description ?? null;
  release.authorId = ctx.actor.userId;
  release.milestoneIds = milestoneIds ?? [];
  addLinks(release, input.links ?? []);
  const repo = await openRepository(ctx, projectId);
  let tag = await findRef(repo.gitDir, tagRef(input.tagName));
  if (!tag) {
    if (!input.ref) throw UnprocessableError.message('Ref is not specified');
    await createTag(ctx, { projectId, tagName: input.tagName, ref: input.ref, message: input.tagMessage });
    tag = await findRef(repo.gitDir, tagRef(input.tagName));
  }
  release.sha = tag?.commitId ?? null;
  release.createdAt = new Date();
  if (!input.releasedAt) release.releasedAt = release.createdAt;
  await ctx.em.persistAndFlush(release);
  return releaseNode(release, access);
}

/** `validates :links, nested_attributes_duplicates` and each link's own rules, as the 400 GitLab's `save!` rescue answers. */
function addLinks(release: Release, links: CreateReleaseInput['links'] & object): void {
  for (const input of links) {
    const fields = linkFields(input);
    const errors = linkErrors(fields, release.links.getItems());
    if (errors.length) throw BadRequestError.message(`Validation failed: ${errors.map((e) => `Links ${e.charAt(0).toLowerCase()}${e.slice(1)}`).join(', ')}`);
    release.links.add(buildLink(release, fields));
  }
}

/** The API's `authorize_create_release!`: `403 Forbidden` below Developer. */
function requireDeveloper(ctx: SubgraphContext, access: ReleaseAccess): void {
  if (ctx.actor.origin === 'service' || access.grant.isAdmin) return;
  if (ctx.actor.userId === null || access.grant.accessLevel < 30) throw ForbiddenError.create();
}

/** The release a write names; the API authorizes on it first, so a missing one is `403 Forbidden` as GitLab answers. */
async function writableRelease(ctx: SubgraphContext, projectId: number, tag: string): Promise<{ release: Release; access: ReleaseAccess }> {
  const access = await releaseAccess(ctx, projectId);
  const release = await ctx.em.findOne(Release, { projectId, tag }, { populate: ['links'] });
  if (!release || !access.canWrite(tag)) throw ForbiddenError.create();
  const repo = await openRepository(ctx, projectId);
  if (!(await findRef(repo.gitDir, tagRef(tag)))) throw NotFoundError.withMessage('Tag does not exist');
  return { release, access };
}

/** PUT /releases/:tag_name (Releases::UpdateService): given fields change; `params is empty` otherwise. */
export async function updateRelease(ctx: SubgraphContext, projectId: number, input: UpdateReleaseInput): Promise<ReleaseNode> {
  const { release, access } = await writableRelease(ctx, projectId, input.tagName);
  const given = [input.name, input.description, input.releasedAt, input.milestones, input.milestoneIds].some((v) => v !== undefined);
  if (!given) throw BadRequestError.message('params is empty');
  const milestoneIds = await resolveMilestoneIds(ctx, projectId, input);
  if (input.name !== undefined) release.name = input.name;
  if (input.description !== undefined) release.description = input.description;
  if (input.releasedAt) release.releasedAt = input.releasedAt;
  if (milestoneIds) release.milestoneIds = milestoneIds;
  await ctx.em.flush();
  return releaseNode(release, access);
}

/** DELETE /releases/:tag_name (Releases::DestroyService): answers the deleted release; the tag stays. */
export async function deleteRelease(ctx: SubgraphContext, projectId: number, tag: string): Promise<ReleaseNode> {
  const { release, access } = await writableRelease(ctx, projectId, tag);
  const node = releaseNode(release, access);
  await ctx.em.removeAndFlush(release);
  return node;
}
