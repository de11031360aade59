import { BadRequestError, NotFoundError, pageInfo, query, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Release } from '../../entities/release.entity';
import type { ReleaseNode, TagReleaseNode } from '../../schema/release.type';
import { T } from '../tables';
import { releaseAccess, requireDownloadCode } from './release-access';
import { releaseNode } from './release-node';

export interface ListReleasesArgs {
  orderBy: string;
  sort: string;
  updatedBefore?: Date | null;
  updatedAfter?: Date | null;
  page: number;
  perPage: number;
}

/** GET /releases (ReleasesFinder): `order_by` released_at (default) or created_at, `sort` desc (default) or asc. */
export async function listReleases(ctx: SubgraphContext, projectId: number, args: ListReleasesArgs): Promise<Page<ReleaseNode>> {
  const access = await releaseAccess(ctx, projectId);
  if (args.orderBy !== 'released_at' && args.orderBy !== 'created_at') throw BadRequestError.param('order_by does not have a valid value');
  if (args.sort !== 'asc' && args.sort !== 'desc') throw BadRequestError.param('sort does not have a valid value');
  const where: Record<string, unknown> = { projectId };
  if (args.updatedBefore || args.updatedAfter) {
    where.updatedAt = { ...(args.updatedBefore ? { $lt: args.updatedBefore } : {}), ...(args.updatedAfter ? { $gt: args.updatedAfter } : {}) };
  }
  const key = args.orderBy === 'created_at' ? 'createdAt' : 'releasedAt';
  const [rows, total] = await ctx.em.findAndCount(Release, where, {
    populate: ['links'], orderBy: { [key]: args.sort, id: args.sort }, limit: args.perPage, offset: (args.page - 1) * args.perPage,
  });
  return { nodes: rows.map((r) => releaseNode(r, access)), pageInfo: pageInfo(args, total) };
}

/** GET /releases/:tag_name: Reporters and up (`authorize_read_code!`); a miss is `404 Not Found`. */
export async function findRelease(ctx: SubgraphContext, projectId: number, tag: string): Promise<ReleaseNode> {
  const access = await releaseAccess(ctx, projectId);
  requireDownloadCode(access);
  const release = await ctx.em.findOne(Release, { projectId, tag }, { populate: ['links'] });
  if (!release) throw NotFoundError.withMessage('404 Not Found');
  return releaseNode(release, access);
}

/** The latest release by `released_at` (GET /releases/permalink/latest); `404 Not Found` when none. */
export async function latestRelease(ctx: SubgraphContext, projectId: number): Promise<ReleaseNode> {
  const access = await releaseAccess(ctx, projectId);
  requireDownloadCode(access);
  const release = await ctx.em.findOne(Release, { projectId }, { populate: ['links'], orderBy: { releasedAt: 'desc', id: 'desc' } });
  if (!release) throw NotFoundError.withMessage('404 Not Found');
  return releaseNode(release, access);
}

/**
 * The release of each tag a response shows (Entities::Tag's `release`), one query per request.
 * Key: `<projectId>:<tag>`. GitLab shows it to those who may `read_release`, which tag readers may.
 */
export function tagReleaseLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, TagReleaseNode | null>('repository.tagRelease', async (keys) => {
    const pairs = keys.map((key) => {
      const at = key.indexOf(':');
      return [Number(key.slice(0, at)), key.slice(at + 1)] as const;
    });
    // Both lists narrow through the (project_id, tag) unique index; pairs that cross are dropped below.
    const rows = await query(ctx.em, `select project_id, tag, description from ${T.releases} where project_id in (?) and tag in (?)`,
      [[...new Set(pairs.map((p) => p[0]))], [...new Set(pairs.map((p) => p[1]))]]);
    const byKey = new Map(rows.map((r) => [`${r.project_id}:${r.tag}`, { tagName: r.tag as string, description: r.description as string | null }]));
    return keys.map((key) => byKey.get(key) ?? null);
  });
}
