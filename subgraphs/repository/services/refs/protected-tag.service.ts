import { BadRequestError, NotFoundError, pageInfo, UnprocessableError, type Page, type SubgraphContext } from '@forgegraph/platform';
import { ProtectedTag } from '../../entities/protected-tag.entity';
import { ProtectedTagCreateAccessLevel } from '../../entities/protected-tag-create-access-level.entity';
import type { ProtectedRefGrantInput } from '../../schema/protected-branch.type';
import type { ProtectedTagNode, ProtectTagInput } from '../../schema/protected-tag.type';
import { requireMaintainer } from '../access/code-access';
import { accessNode } from './protected-branch.service';
import { PROTECTED_LEVELS } from './protected-branch-rules';

// lib/api/protected_tags.rb: every route is `authorize_admin_project` (Maintainer).

/** GET /protected_tags, in creation order. */
export async function listProtectedTags(ctx: SubgraphContext, projectId: number, args: { page: number; perPage: number }): Promise<Page<ProtectedTagNode>> {
  await requireMaintainer(ctx, projectId);
  const [rows, total] = await ctx.em.findAndCount(ProtectedTag, { projectId }, {
    populate: ['createAccessLevels'], orderBy: { id: 'asc' }, limit: args.perPage, offset: (args.page - 1) * args.perPage,
  });
  return { nodes: rows.map(protectedTagNode), pageInfo: pageInfo(args, total) };
}

/** GET /protected_tags/:name; a miss is GitLab's record-not-found `404 Not found`. */
export async function findProtectedTag(ctx: SubgraphContext, projectId: number, name: string): Promise<ProtectedTagNode> {
  await requireMaintainer(ctx, projectId);
  return protectedTagNode(await ruleOrFail(ctx, projectId, name));
}

async function ruleOrFail(ctx: SubgraphContext, projectId: number, name: string): Promise<ProtectedTag> {
  const rule = await ctx.em.findOne(ProtectedTag, { projectId, name }, { populate: ['createAccessLevels'] });
  if (!rule) throw NotFoundError.record();
  return rule;
}

/**
 * POST /protected_tags. A second rule for a name fails ProtectedTag's uniqueness validation, which
 * the route renders as `422 {"message":["Name has already been taken"]}`.
 */
export async function protectTag(ctx: SubgraphContext, input: ProtectTagInput): Promise<ProtectedTagNode> {
  const projectId = Number(input.projectId);
  await requireMaintainer(ctx, projectId);
  if (!input.name) throw BadRequestError.param('name is missing');
  const level = input.createAccessLevel;
  if (level != null && !(PROTECTED_LEVELS as readonly number[]).includes(level)) throw BadRequestError.param('create_access_level does not have a valid value');
  if (await ctx.em.findOne(ProtectedTag, { projectId, name: input.name })) throw UnprocessableError.message(['Name has already been taken']);
  const rule = new ProtectedTag(projectId, input.name);
  addCreateGrants(rule, level, input.allowedToCreate ?? []);
  await ctx.em.persistAndFlush(rule);
  return protectedTagNode(rule);
}

/** ProtectedRefs::AccessLevelParams: the level (default 40, unless the grants name a role) then each grant. */
function addCreateGrants(rule: ProtectedTag, level: number | null | undefined, grants: ProtectedRefGrantInput[]): void {
  if (level != null || !grants.some((g) => g.accessLevel != null)) rule.createAccessLevels.add(new ProtectedTagCreateAccessLevel(rule, { accessLevel: level ?? 40 }));
  for (const grant of grants) {
    rule.createAccessLevels.add(new ProtectedTagCreateAccessLevel(rule, {
      accessLevel: grant.accessLevel ?? null,
      userId: grant.userId ? Number(grant.userId) : null,
      groupId: grant.groupId ? Number(grant.groupId) : null,
    }));
  }
}

/** DELETE /protected_tags/:name. */
export async function unprotectTag(ctx: SubgraphContext, projectId: number, name: string): Promise<boolean> {
  await requireMaintainer(ctx, projectId);
  await ctx.em.removeAndFlush(await ruleOrFail(ctx, projectId, name));
  return true;
}

function protectedTagNode(rule: ProtectedTag): ProtectedTagNode {
  const levels = rule.createAccessLevels.getItems().sort((a, b) => a.id - b.id);
  return { id: String(rule.id), name: rule.name, createAccessLevels: levels.map(accessNode) };
}
