import { EventKinds, type EventReaction, type SubgraphContext } from '@forgegraph/platform';
import { namespaceLoader, projectLoader } from '../loaders';
import { hasHooks, recordHookEvent, type HookEvent } from './hook-events';
import { findHookUser } from './payloads/hook-users';
import { fetchPushSummary, type RefUpdate } from '../domains/repository.client';
import { pushHookPayload } from './payloads/push-events';

const BRANCH_PREFIX = 'refs/heads/';
const TAG_PREFIX = 'refs/tags/';

/** The repository subgraph's `repository_push` / `repository_tag_push` event payload. */
interface PushEventInput {
  projectId: number;
  ref: string;
  before: string;
  after: string;
  userId: number | null;
  /** False when the push changed more refs of this kind at once than `push_event_hooks_limit`. */
  executeHooks?: boolean;
}

/**
 * Git::BranchHooksService / Git::TagHooksService's `execute_hooks`, as a reaction to the repository
 * subgraph's ref updates: one Push Hook or Tag Push Hook delivery per hook of the project, its group
 * and the group's ancestors that asked for it (branch filters apply to branches). The platform runs
 * it once per event, in the transaction of its receipt.
 */
export const pushHookReaction: EventReaction = {
  // The name from before project hooks: it keys the receipts of the events already handled.
  name: 'group-hooks.push',
  kinds: [EventKinds.repositoryPush, EventKinds.repositoryTagPush],
  async react(ctx, em, event) {
    await recordHookEvent(ctx, em, await pushHookEvent(ctx, event.payload as unknown as PushEventInput), event.occurredAt);
  },
};

/**
 * The event, or null when no hook could want it: a push of more refs than the hooks limit, a
 * project (or its repository) gone, no hook with the flag, or no user to name (the service's own
 * commits, such as a new project's README).
 */
async function pushHookEvent(ctx: SubgraphContext, input: PushEventInput): Promise<HookEvent | null> {
  const isTag = input.ref.startsWith(TAG_PREFIX);
  if (input.executeHooks === false || (!isTag && !input.ref.startsWith(BRANCH_PREFIX))) return null;
  const project = await projectLoader(ctx).load(input.projectId);
  const namespace = project ? await namespaceLoader(ctx).load(project.namespaceId) : null;
  if (!project || !namespace || !input.userId) return null;
  const trigger = isTag ? 'tag_push_hooks' : 'push_hooks';
  // Personal namespaces have no group hooks.
  const target = { groupPath: namespace.isGroup ? namespace.traversalIds : [], projectId: project.id };
  if (!(await hasHooks(ctx, target, trigger))) return null;
  const update: RefUpdate = { projectId: project.id, ref: input.ref, before: input.before, after: input.after };
  const [user, found] = await Promise.all([findHookUser(ctx, input.userId), fetchPushSummary(ctx, update)]);
  if (!user || !found) return null;
  const payload = pushHookPayload({
    subject: { project, namespace, defaultBranch: found.defaultBranch }, user, ...update, summary: found.summary,
    externalUrl: ctx.runtime.config.externalUrl,
  });
  return { ...target, trigger, payload, branch: isTag ? undefined : input.ref.slice(BRANCH_PREFIX.length) };
}
