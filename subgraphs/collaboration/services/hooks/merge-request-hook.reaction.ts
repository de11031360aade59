import { EventKinds, type EventReaction, type MergeRequestEventPayload, type PublishedEvent, type SubgraphContext } from '@forgegraph/platform';
import { fetchCommit, projectDefaultBranch } from '../domains/repository.client';
import { namespaceLoader, projectLoader } from '../loaders';
import { hasHooks, recordHookEvent, type HookEvent } from './hook-events';
import { findHookLabels } from './payloads/hook-labels';
import { findHookUser, findHookUsers } from './payloads/hook-users';
import { mergeRequestHookPayload } from './payloads/merge-request-events';

const ACTIONS = {
  [EventKinds.mergeRequestOpened]: 'open', [EventKinds.mergeRequestUpdated]: 'update', [EventKinds.mergeRequestClosed]: 'close',
  [EventKinds.mergeRequestReopened]: 'reopen', [EventKinds.mergeRequestMerged]: 'merge',
} as const;

/**
 * MergeRequests::BaseService#execute_hooks as a reaction to collaboration's merge request events: one
 * Merge Request Hook delivery per hook of the project, its group and the group's ancestors that asked for it.
 */
export const mergeRequestHookReaction: EventReaction = {
  name: 'hooks.merge-request',
  kinds: Object.keys(ACTIONS),
  async react(ctx, em, event) {
    await recordHookEvent(ctx, em, await mergeRequestHookEvent(ctx, event), event.occurredAt);
  },
};

async function mergeRequestHookEvent(ctx: SubgraphContext, event: PublishedEvent): Promise<HookEvent | null> {
  const payload = event.payload as unknown as MergeRequestEventPayload;
  const mr = payload.mergeRequest;
  const project = await projectLoader(ctx).load(mr.projectId);
  const namespace = project ? await namespaceLoader(ctx).load(project.namespaceId) : null;
  if (!project || !namespace || payload.userId === null) return null;
  const trigger = 'merge_request_hooks';
  const target = { groupPath: namespace.isGroup ? namespace.traversalIds : [], projectId: project.id };
  if (!(await hasHooks(ctx, target, trigger))) return null;
  const changed = (name: string) => [...((payload.changes[name]?.previous as number[]) ?? []), ...((payload.changes[name]?.current as number[]) ?? [])];
  const userIds = [...new Set([...mr.assigneeIds, ...mr.reviewerIds, ...changed('assignees'), ...changed('reviewers')])];
  const labelIds = [...new Set([...mr.labelIds, ...changed('labels')])];
  const [user, users, labels, defaultBranch, lastCommit] = await Promise.all([
    findHookUser(ctx, payload.userId), findHookUsers(ctx, userIds), findHookLabels(ctx, labelIds), projectDefaultBranch(ctx, project.id),
    mr.headSha ? fetchCommit(ctx, project.id, mr.headSha) : Promise.resolve(null),
  ]);
  if (!user) return null;
  const body = mergeRequestHookPayload({
    event: payload, action: ACTIONS[event.kind as keyof typeof ACTIONS], subject: { project, namespace, defaultBranch }, user, users, labels,
    lastCommit, externalUrl: ctx.runtime.config.externalUrl,
  });
  return { ...target, trigger, payload: body };
}
