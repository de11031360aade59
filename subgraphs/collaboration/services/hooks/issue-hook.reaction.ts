import { EventKinds, type EventReaction, type IssueEventPayload, type PublishedEvent, type SubgraphContext } from '@forgegraph/platform';
import { projectDefaultBranch } from '../domains/repository.client';
import { namespaceLoader, projectLoader } from '../loaders';
import { hasHooks, recordHookEvent, type HookEvent } from './hook-events';
import { findHookLabels } from './payloads/hook-labels';
import { findHookUser, findHookUsers } from './payloads/hook-users';
import { issueHookPayload } from './payloads/issue-events';

const ACTIONS = {
  [EventKinds.issueOpened]: 'open', [EventKinds.issueUpdated]: 'update', [EventKinds.issueClosed]: 'close', [EventKinds.issueReopened]: 'reopen',
} as const;

/**
 * Issues::BaseService#execute_hooks as a reaction to collaboration's issue events: one Issue Hook
 * (or Confidential Issue Hook) delivery per hook of the project, its group and the group's ancestors
 * that asked for it.
 */
export const issueHookReaction: EventReaction = {
  name: 'hooks.issue',
  kinds: Object.keys(ACTIONS),
  async react(ctx, em, event) {
    await recordHookEvent(ctx, em, await issueHookEvent(ctx, event), event.occurredAt);
  },
};

/** The event, or null when no hook could want it (no hook with the flag, the project gone, nobody to name). */
async function issueHookEvent(ctx: SubgraphContext, event: PublishedEvent): Promise<HookEvent | null> {
  const payload = event.payload as unknown as IssueEventPayload;
  const project = await projectLoader(ctx).load(payload.issue.projectId);
  const namespace = project ? await namespaceLoader(ctx).load(project.namespaceId) : null;
  if (!project || !namespace || payload.userId === null) return null;
  const trigger = payload.issue.confidential ? 'confidential_issue_hooks' : 'issue_hooks';
  const target = { groupPath: namespace.isGroup ? namespace.traversalIds : [], projectId: project.id };
  if (!(await hasHooks(ctx, target, trigger))) return null;
  const labelIds = idsIn(payload.issue.labelIds, payload.changes.labels);
  const userIds = idsIn(payload.issue.assigneeIds, payload.changes.assignees);
  const [user, users, labels, defaultBranch] = await Promise.all([
    findHookUser(ctx, payload.userId), findHookUsers(ctx, userIds), findHookLabels(ctx, labelIds), projectDefaultBranch(ctx, project.id),
  ]);
  if (!user) return null;
  const current = <T extends { id: number }>(all: T[], ids: number[]) => ids.flatMap((id) => all.filter((item) => item.id === id));
  const body = issueHookPayload({
    event: payload, action: ACTIONS[event.kind as keyof typeof ACTIONS], subject: { project, namespace, defaultBranch }, user,
    assignees: current(users, payload.issue.assigneeIds), labels: current(labels, payload.issue.labelIds), externalUrl: ctx.runtime.config.externalUrl,
  }, labels, users);
  return { ...target, trigger, payload: body };
}

/** The ids of the issue's labels or assignees and of those a change added or removed. */
function idsIn(now: number[], change: { previous: unknown; current: unknown } | undefined): number[] {
  return [...new Set([...now, ...((change?.previous as number[]) ?? []), ...((change?.current as number[]) ?? [])])];
}
