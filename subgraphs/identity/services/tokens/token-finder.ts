import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { cappedTotal, escapeLike, NotFoundError, pageInfo, requireAdmin, requireUser, UnauthenticatedError, type Page, type SubgraphContext, COUNT_CAP, parseRecordId } from '@forgegraph/platform';
import { AccessToken } from '../../entities/access-token.entity';
import { findTokenOwnerOrFail } from '../access/token-access';
import { User } from '../../entities/user.entity';
import { todayUtc } from './token-secret';

export interface PageRequest {
  page: number;
  perPage: number;
}

/** The filters of `GET /personal_access_tokens` (API::Helpers::PersonalAccessTokensHelpers). */
export interface TokenFilter {
  /** An empty string means "given but blank", which administrators get 404 for. */
  userId?: string | null;
  revoked?: boolean | null;
  state?: string | null;
  createdBefore?: Date | null;
  createdAfter?: Date | null;
  lastUsedBefore?: Date | null;
  lastUsedAfter?: Date | null;
  /** `YYYY-MM-DD` */
  expiresBefore?: string | null;
  expiresAfter?: string | null;
  search?: string | null;
  sort?: string | null;
}

type Order = QueryOrderMap<AccessToken>;

/** PersonalAccessToken.simple_sorts; any other value keeps the default order, as GitLab ignores it. */
const SORTS: Record<string, Order> = {
  created_asc: { createdAt: 'asc', id: 'asc' },
  created_desc: { createdAt: 'desc', id: 'desc' },
  expires_asc: { expiresAt: 'asc', id: 'desc' },
  expires_desc: { expiresAt: 'desc', id: 'desc' },
  last_used_asc: { lastUsedAt: 'asc', id: 'desc' },
  last_used_desc: { lastUsedAt: 'desc', id: 'desc' },
  name_asc: { name: 'asc', id: 'asc' },
  name_desc: { name: 'desc', id: 'desc' },
  id_asc: { id: 'asc' },
  id_desc: { id: 'desc' },
};

/**
 * Administrators see every token (or one user's, 404 for an unknown or blank `user_id`); others see
 * their own personal tokens, and 401 when they ask for someone else's.
 */
export async function listPersonalAccessTokens(ctx: SubgraphContext, filter: TokenFilter, page: PageRequest): Promise<Page<AccessToken>> {
  requireUser(ctx.actor);
  const owner = await ownerCondition(ctx, filter.userId);
  const where: FilterQuery<AccessToken> = { $and: [owner, ...filterConditions(filter)] };
  return findPage(ctx, where, SORTS[filter.sort ?? ''] ?? { id: 'asc' }, page);
}

/** `GET /users/:user_id/impersonation_tokens` with `state` all, active or inactive. */
export async function listImpersonationTokens(ctx: SubgraphContext, userId: number, state: string, page: PageRequest): Promise<Page<AccessToken>> {
  requireAdmin(ctx.actor);
  await findTokenOwnerOrFail(ctx, userId);
  const where: FilterQuery<AccessToken> = { $and: [{ userId, impersonation: true }, ...stateConditions(state)] };
  return findPage(ctx, where, { id: 'asc' }, page);
}

/** One impersonation token of the user: `404 User Not Found`, then `404 Impersonation Token Not Found`. */
export async function findImpersonationToken(ctx: SubgraphContext, userId: number, id: number): Promise<AccessToken> {
  requireAdmin(ctx.actor);
  await findTokenOwnerOrFail(ctx, userId);
  const token = await ctx.em.findOne(AccessToken, { id, userId, impersonation: true });
  if (!token) throw NotFoundError.resource('Impersonation Token');
  return token;
}

async function ownerCondition(ctx: SubgraphContext, userId: string | null | undefined): Promise<FilterQuery<AccessToken>> {
  const actor = ctx.actor;
  if (!actor.isAdmin) {
    if (userId && userId !== String(actor.userId)) throw UnauthenticatedError.create();
    return { userId: actor.userId!, impersonation: false };
  }
  if (userId === undefined || userId === null) return {};
  const id = parseRecordId(userId);
  const user = id === null ? null : await ctx.em.findOne(User, { id });
  if (!user) throw NotFoundError.withMessage('404 Not Found');
  return { userId: user.id };
}

function filterConditions(filter: TokenFilter): Array<FilterQuery<AccessToken>> {
  const conditions: Array<FilterQuery<AccessToken>> = [...stateConditions(filter.state)];
  if (typeof filter.revoked === 'boolean') conditions.push({ revoked: filter.revoked });
  if (filter.createdBefore) conditions.push({ createdAt: { $lte: filter.createdBefore } });
  if (filter.createdAfter) conditions.push({ createdAt: { $gte: filter.createdAfter } });
  if (filter.lastUsedBefore) conditions.push({ lastUsedAt: { $lte: filter.lastUsedBefore } });
  if (filter.lastUsedAfter) conditions.push({ lastUsedAt: { $gte: filter.lastUsedAfter } });
  if (filter.expiresBefore) conditions.push({ expiresAt: { $lt: filter.expiresBefore } });
  if (filter.expiresAfter) conditions.push({ expiresAt: { $gte: filter.expiresAfter } });
  if (filter.search) conditions.push({ name: { $ilike: namePattern(filter.search) } });
  return conditions;
}

/** `active`: neither revoked nor expired; `inactive`: either. Expired means from 00:00 UTC of `expires_at`. */
function stateConditions(state: string | null | undefined): Array<FilterQuery<AccessToken>> {
  const today = todayUtc();
  if (state === 'active') return [{ revoked: false, $or: [{ expiresAt: null }, { expiresAt: { $gt: today } }] }];
  if (state === 'inactive') return [{ $or: [{ revoked: true }, { expiresAt: { $lte: today } }] }];
  return [];
}

/** Gitlab::SQL::Pattern: a partial match from three characters on, an exact (case-insensitive) one below. */
function namePattern(search: string): string {
  const escaped = escapeLike(search);
  return search.length >= 3 ? `%${escaped}%` : escaped;
}

async function findPage(ctx: SubgraphContext, where: FilterQuery<AccessToken>, orderBy: Order, page: PageRequest): Promise<Page<AccessToken>> {
  const [nodes, total] = await ctx.em.findAndCount(AccessToken, where, {
    orderBy, limit: page.perPage, offset: (page.page - 1) * page.perPage,
  });
  return { nodes, pageInfo: pageInfo(page, cappedTotal(total)) };
}
