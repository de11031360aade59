import { AccessLevel, ForbiddenError, NotFoundError, requireUser, type SubgraphContext } from '@forgegraph/platform';
import { Runner } from '../../entities/runner.entity';
import { grantLoader } from '../domains/collaboration.client';
import { runnerProjectIdsLoader } from './runner-loaders';

export interface GroupGrant {
  accessLevel: number;
  canRead: boolean;
  isAdmin: boolean;
}

const NO_GROUP_GRANT: GroupGrant = { accessLevel: 0, canRead: false, isAdmin: false };
const GROUP_ACCESS = 'query CiRunnerGroupAccess($ids: [ID!]!) { groupAccess(groupIds: $ids) { groupId accessLevel canRead isAdmin } }';

/** The caller's standing in each group the request touches (inherited from ancestors), one gateway call per request. */
export function groupGrantLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, GroupGrant>('ci.groupGrant', async (ids) => {
    const result = await ctx.runtime.engine.execute<{ groupAccess: Array<GroupGrant & { groupId: string }> }>(
      GROUP_ACCESS, { ids: ids.map(String) }, ctx.actor, ctx.requestId);
    const rows = new Map((result.data?.groupAccess ?? []).map((row) => [Number(row.groupId), row]));
    return ids.map((id) => rows.get(id) ?? NO_GROUP_GRANT);
  });
}

/** `get_runner`: `404 Runner Not Found`. */
export async function findRunnerOrFail(ctx: SubgraphContext, id: number): Promise<Runner> {
  const runner = await ctx.em.findOne(Runner, { id });
  if (!runner) throw NotFoundError.resource('Runner');
  return runner;
}

/**
 * RunnerPolicy's `read_runner`/`update_runner` for a non-administrator: group runners need the Owner role in
 * their group, project runners the Maintainer role in one of their projects; instance runners only admins.
 */
export async function canManageRunner(ctx: SubgraphContext, runner: Runner): Promise<boolean> {
  if (ctx.actor.isAdmin) return true;
  if (runner.runnerType === 'instance_type') return false;
  if (runner.runnerType === 'group_type') {
    const grant = await groupGrantLoader(ctx).load(runner.groupId!);
    return grant.canRead && grant.accessLevel >= AccessLevel.OWNER;
  }
  const projectIds = await runnerProjectIdsLoader(ctx).load(runner.id);
  const grants = await grantLoader(ctx).loadMany(projectIds);
  return grants.some((grant) => !(grant instanceof Error) && grant.canRead && grant.accessLevel >= AccessLevel.MAINTAINER);
}

const noAccess = () => ForbiddenError.because('No access granted');

/** `authenticate_show_runner!`: instance runners for every signed-in user. */
export async function requireShowRunner(ctx: SubgraphContext, id: number): Promise<Runner> {
  requireUser(ctx.actor);
  const runner = await findRunnerOrFail(ctx, id);
  if (runner.runnerType === 'instance_type' || (await canManageRunner(ctx, runner))) return runner;
  throw noAccess();
}

/** `authenticate_update_runner!` (also reset_authentication_token), and `authenticate_list_runners_jobs!`. */
export async function requireManageRunner(ctx: SubgraphContext, id: number): Promise<Runner> {
  requireUser(ctx.actor);
  const runner = await findRunnerOrFail(ctx, id);
  if (await canManageRunner(ctx, runner)) return runner;
  throw noAccess();
}

/** `authenticate_delete_runner!`: a project runner shared with other projects only goes by an administrator. */
export async function requireDeleteRunner(ctx: SubgraphContext, id: number): Promise<Runner> {
  requireUser(ctx.actor);
  const runner = await findRunnerOrFail(ctx, id);
  if (ctx.actor.isAdmin) return runner;
  if ((await runnerProjectIdsLoader(ctx).load(runner.id)).length > 1) throw ForbiddenError.because('Runner associated with more than one project');
  if (await canManageRunner(ctx, runner)) return runner;
  throw noAccess();
}
