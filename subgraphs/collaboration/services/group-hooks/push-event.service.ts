import { ForbiddenError, type SubgraphContext, query } from '@forgegraph/platform';
import { namespaceLoader, projectLoader } from '../loaders';
import { hasGroupHooks, recordGroupHookEvent, type GroupHookEvent } from './hook-events';
import { findHookUser } from './payloads/hook-users';
import { fetchPushSummary, type RefUpdate } from '../domains/repository.client';
import { pushHookPayload } from './payloads/push-events';
import { T } from '../tables';

const BRANCH_PREFIX = 'refs/heads/';
const TAG_PREFIX = 'refs/tags/';

export interface PushEventInput {
  eventId: string;
  projectId: string;
  ref: string;
  before: string;
  after: string;
  userId?: string | null;
}

/**
 * Git::BranchHooksService / Git::TagHooksService's `execute_hooks` for group hooks: a ref update the
 * repository subgraph relayed becomes one Push Hook or Tag Push Hook delivery per hook of the
 * project's group and its ancestors that asked for it (branch filters apply to branches). Exactly
 * once per event: the receipt and the deliveries commit together, and a repeated relay finds the
 * receipt. Only the service actor may call it (the repository relays as the service).
 */
export async function recordPushEvent(ctx: SubgraphContext, input: PushEventInput): Promise<boolean> {
  if (ctx.actor.origin !== 'service') throw ForbiddenError.create();
  if (await hasReceipt(ctx, input.eventId)) return false;
  const event = await pushHookEvent(ctx, input);
  if (!event) return false;
  return ctx.em.transactional(async (em) => {
    const [receipt] = await query<{ event_id: string }>(em, `insert into ${T.pushEventReceipts} (event_id) values (?)
      on conflict do nothing returning event_id`, [input.eventId]);
    if (!receipt) return false;
    await recordGroupHookEvent(ctx, em, event);
    return true;
  });
}

async function hasReceipt(ctx: SubgraphContext, eventId: string): Promise<boolean> {
  const rows = await query(ctx.em, `select 1 from ${T.pushEventReceipts} where event_id = ?`, [eventId]);
  return rows.length > 0;
}

/**
 * The event, or null when no group hook could want it: a project outside any group (or gone, or its
 * repository gone), no hook with the flag, or no user to name (the service's own commits, such as a
 * new project's README).
 */
async function pushHookEvent(ctx: SubgraphContext, input: PushEventInput): Promise<GroupHookEvent | null> {
  const isTag = input.ref.startsWith(TAG_PREFIX);
  if (!isTag && !input.ref.startsWith(BRANCH_PREFIX)) return null;
  const project = await projectLoader(ctx).load(Number(input.projectId));
  const namespace = project ? await namespaceLoader(ctx).load(project.namespaceId) : null;
  if (!project || !namespace?.isGroup || !input.userId) return null;
  const trigger = isTag ? 'tag_push_hooks' : 'push_hooks';
  if (!(await hasGroupHooks(ctx, namespace.traversalIds, trigger))) return null;
  const update: RefUpdate = { projectId: project.id, ref: input.ref, before: input.before, after: input.after };
  const [user, found] = await Promise.all([findHookUser(ctx, Number(input.userId)), fetchPushSummary(ctx, update)]);
  if (!user || !found) return null;
  const payload = pushHookPayload({
    subject: { project, namespace, defaultBranch: found.defaultBranch }, user, ...update, summary: found.summary,
    externalUrl: ctx.runtime.config.externalUrl,
  });
  return { groupPath: namespace.traversalIds, trigger, payload, branch: isTag ? undefined : input.ref.slice(BRANCH_PREFIX.length) };
}
