import { BadRequestError, ConflictError, NotFoundError, pageInfo, type Page, type SubgraphContext } from '@forgegraph/platform';
import { ProtectedBranch } from '../../entities/protected-branch.entity';
import { ProtectedBranchAccessLevel, type ProtectedAction } from '../../entities/protected-branch-access-level.entity';
import type { ProtectBranchInput, ProtectedBranchNode, ProtectedRefAccessNode, ProtectedRefGrantInput } from '../../schema/protected-branch.type';
import { requireMaintainer } from '../access/code-access';
import { LEVEL_DESCRIPTIONS, PROTECTED_LEVELS } from './protected-branch-rules';
import { filterByName } from './ref-search';

/** GET /protected_branches (Maintainer, GitLab's `admin_project`), with `search`. */
export async function listProtectedBranches(ctx: SubgraphContext, projectId: number, args: { search?: string | null; page: number; perPage: number }): Promise<Page<ProtectedBranchNode>> {
  await requireMaintainer(ctx, projectId);
  const rows = filterByName(await ctx.em.find(ProtectedBranch, { projectId }, { populate: ['accessLevels'], orderBy: { name: 'asc' } }), args.search);
  const start = (args.page - 1) * args.perPage;
  return { nodes: rows.slice(start, start + args.perPage).map(protectedBranchNode), pageInfo: pageInfo(args, rows.length) };
}

/** GET /protected_branches/:name; a miss is GitLab's record-not-found `404 Not found`. */
export async function findProtectedBranch(ctx: SubgraphContext, projectId: number, name: string): Promise<ProtectedBranchNode> {
  await requireMaintainer(ctx, projectId);
  return protectedBranchNode(await ruleOrFail(ctx, projectId, name));
}

async function ruleOrFail(ctx: SubgraphContext, projectId: number, name: string): Promise<ProtectedBranch> {
  const rule = await ctx.em.findOne(ProtectedBranch, { projectId, name }, { populate: ['accessLevels'] });
  if (!rule) throw NotFoundError.record();
  return rule;
}

/** POST /protected_branches: every level defaults to Maintainers (40); a second rule for a name is 409. */
export async function protectBranch(ctx: SubgraphContext, input: ProtectBranchInput): Promise<ProtectedBranchNode> {
  const projectId = Number(input.projectId);
  await requireMaintainer(ctx, projectId);
  if (!input.name) throw BadRequestError.param('name is missing');
  if (await ctx.em.findOne(ProtectedBranch, { projectId, name: input.name })) {
    throw ConflictError.message(`Protected branch '${input.name}' already exists`);
  }
  const rule = new ProtectedBranch(projectId, input.name);
  rule.allowForcePush = input.allowForcePush ?? false;
  rule.codeOwnerApprovalRequired = input.codeOwnerApprovalRequired ?? false;
  addGrants(rule, 'push', input.pushAccessLevel, input.allowedToPush, 'push_access_level');
  addGrants(rule, 'merge', input.mergeAccessLevel, input.allowedToMerge, 'merge_access_level');
  addGrants(rule, 'unprotect', input.unprotectAccessLevel, input.allowedToUnprotect, 'unprotect_access_level');
  await ctx.em.persistAndFlush(rule);
  return protectedBranchNode(rule);
}

function addGrants(rule: ProtectedBranch, action: ProtectedAction, level: number | null | undefined, extra: ProtectedRefGrantInput[] | null | undefined, param: string): void {
  if (level != null && !(PROTECTED_LEVELS as readonly number[]).includes(level)) throw BadRequestError.param(`${param} does not have a valid value`);
  const grants = extra ?? [];
  if (level != null || !grants.some((g) => g.accessLevel != null)) rule.accessLevels.add(new ProtectedBranchAccessLevel(rule, action, { accessLevel: level ?? 40 }));
  for (const grant of grants) {
    rule.accessLevels.add(new ProtectedBranchAccessLevel(rule, action, {
      accessLevel: grant.accessLevel ?? null,
      userId: grant.userId ? Number(grant.userId) : null,
      groupId: grant.groupId ? Number(grant.groupId) : null,
    }));
  }
}

/** DELETE /protected_branches/:name. */
export async function unprotectBranch(ctx: SubgraphContext, projectId: number, name: string): Promise<boolean> {
  await requireMaintainer(ctx, projectId);
  await ctx.em.removeAndFlush(await ruleOrFail(ctx, projectId, name));
  return true;
}

export function protectedBranchNode(rule: ProtectedBranch): ProtectedBranchNode {
  const levels = (action: ProtectedAction) => rule.accessLevels.getItems().filter((l) => l.action === action).sort((a, b) => a.id - b.id).map(accessNode);
  return {
    id: String(rule.id),
    name: rule.name,
    pushAccessLevels: levels('push'),
    mergeAccessLevels: levels('merge'),
    unprotectAccessLevels: levels('unprotect'),
    allowForcePush: rule.allowForcePush,
    codeOwnerApprovalRequired: rule.codeOwnerApprovalRequired,
  };
}

/** A user or group grant is described by its id until identity and collaboration names are asked for. */
export function accessNode(level: { id: number; accessLevel: number | null; userId: number | null; groupId: number | null }): ProtectedRefAccessNode {
  const description = level.userId !== null ? `User ${level.userId}` : level.groupId !== null ? `Group ${level.groupId}` : LEVEL_DESCRIPTIONS[level.accessLevel ?? 0];
  return {
    id: String(level.id),
    accessLevel: level.accessLevel,
    accessLevelDescription: description,
    userId: level.userId === null ? null : String(level.userId),
    groupId: level.groupId === null ? null : String(level.groupId),
    deployKeyId: null,
  };
}
