import {
  EventKinds, query, type EventReaction, type IssueEventPayload, type MergeRequestEventPayload, type NoteEventPayload, type SubgraphContext,
} from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { projectFactsLoader } from '../../domains/collaboration.client';
import { fetchPushFacts, userFactsLoader } from '../../domains/event-facts.client';
import { issuablePayload, pushPayload } from './hook-payloads';
import { recordDeliveries } from './integration-dispatch';
import type { NotifiedEvent } from './notified-event';

/** Whether any active integration of the project has the flag on: most events stop here, with no gateway call. */
async function hasTargets(em: EntityManager, projectId: number, flag: string): Promise<boolean> {
  const rows = await query(em, `select 1 from "admin"."integrations" where project_id = ? and active and coalesce((event_flags->>?)::boolean, false) limit 1`, [projectId, flag]);
  return rows.length > 0;
}

/** The repository's `repository_push` / `repository_tag_push` payload. */
interface PushEventInput {
  projectId: number;
  ref: string;
  before: string;
  after: string;
  userId: number | null;
  executeHooks?: boolean;
}

/** Git::BaseHooksService#execute_project_hooks → `project.execute_integrations(push_data, :push_hooks / :tag_push_hooks)`. */
export const pushIntegrationsReaction: EventReaction = {
  name: 'integrations.push',
  kinds: [EventKinds.repositoryPush, EventKinds.repositoryTagPush],
  async react(ctx, em, event) {
    const input = event.payload as unknown as PushEventInput;
    const isTag = input.ref.startsWith('refs/tags/');
    const flag = isTag ? 'tag_push_events' : 'push_events';
    if (input.executeHooks === false || !input.userId || !(await hasTargets(em, input.projectId, flag))) return;
    const [project, user, facts] = await Promise.all([
      projectFactsLoader(ctx).load(input.projectId), userFactsLoader(ctx).load(input.userId), fetchPushFacts(ctx, input),
    ]);
    if (!project || !user || !facts) return;
    const payload = pushPayload({ ...input, project, user, facts, externalUrl: ctx.runtime.config.externalUrl });
    await recordDeliveries(ctx, em, {
      event: isTag ? 'tag_push' : 'push', flag, project, user, push: { ...input, facts },
      hook: { event: isTag ? 'Tag Push Hook' : 'Push Hook', payload },
    });
  },
};

const ISSUE_ACTIONS: Record<string, string> = {
  [EventKinds.issueOpened]: 'open', [EventKinds.issueUpdated]: 'update', [EventKinds.issueClosed]: 'close', [EventKinds.issueReopened]: 'reopen',
};

/** Issues::BaseService#execute_hooks → `execute_integrations(issue_data, :issue_hooks / :confidential_issue_hooks)`. */
export const issueIntegrationsReaction: EventReaction = {
  name: 'integrations.issue',
  kinds: Object.keys(ISSUE_ACTIONS),
  async react(ctx, em, event) {
    const payload = event.payload as unknown as IssueEventPayload;
    const confidential = payload.issue.confidential;
    const flag = confidential ? 'confidential_issues_events' : 'issues_events';
    const facts = await issuableFacts(ctx, em, payload.issue.projectId, payload.userId, flag);
    if (!facts) return;
    const issue = payload.issue;
    const url = `${facts.project.webUrl}/-/issues/${issue.iid}`;
    const action = ISSUE_ACTIONS[event.kind];
    const attributes = { id: issue.id, iid: issue.iid, title: issue.title, description: issue.description, state: issue.state, confidential, url, action };
    await recordDeliveries(ctx, em, {
      event: confidential ? 'confidential_issue' : 'issue', flag, ...facts,
      issue: { iid: issue.iid, title: issue.title, state: issue.state, action, description: issue.description ?? '', url },
      hook: { event: confidential ? 'Confidential Issue Hook' : 'Issue Hook', payload: issuablePayload('issue', { ...facts, attributes, externalUrl: ctx.runtime.config.externalUrl }) },
    });
  },
};

const MERGE_REQUEST_ACTIONS: Record<string, string> = {
  [EventKinds.mergeRequestOpened]: 'open', [EventKinds.mergeRequestUpdated]: 'update', [EventKinds.mergeRequestClosed]: 'close',
  [EventKinds.mergeRequestReopened]: 'reopen', [EventKinds.mergeRequestMerged]: 'merge',
};

/** MergeRequests::BaseService#execute_hooks → `execute_integrations(merge_data, :merge_request_hooks)`. */
export const mergeRequestIntegrationsReaction: EventReaction = {
  name: 'integrations.merge-request',
  kinds: Object.keys(MERGE_REQUEST_ACTIONS),
  async react(ctx, em, event) {
    const payload = event.payload as unknown as MergeRequestEventPayload;
    const mr = payload.mergeRequest;
    const facts = await issuableFacts(ctx, em, mr.projectId, payload.userId, 'merge_requests_events');
    if (!facts) return;
    const url = `${facts.project.webUrl}/-/merge_requests/${mr.iid}`;
    const action = MERGE_REQUEST_ACTIONS[event.kind];
    const attributes = {
      id: mr.id, iid: mr.iid, title: mr.title, description: mr.description, state: mr.state, source_branch: mr.sourceBranch,
      target_branch: mr.targetBranch, last_commit: mr.headSha ? { id: mr.headSha } : null, url, action,
    };
    await recordDeliveries(ctx, em, {
      event: 'merge_request', flag: 'merge_requests_events', ...facts,
      mergeRequest: { iid: mr.iid, title: mr.title, state: mr.state, action, url, sourceBranch: mr.sourceBranch, targetBranch: mr.targetBranch },
      hook: { event: 'Merge Request Hook', payload: issuablePayload('merge_request', { ...facts, attributes, externalUrl: ctx.runtime.config.externalUrl }) },
    });
  },
};

/**
 * Notes::PostProcessService#execute_note_hooks (new comments that are not system notes) →
 * `execute_integrations(note_data, :note_hooks / :confidential_note_hooks)`.
 */
export const noteIntegrationsReaction: EventReaction = {
  name: 'integrations.note',
  kinds: [EventKinds.noteCreated],
  async react(ctx, em, event) {
    const payload = event.payload as unknown as NoteEventPayload;
    const { note, issue, mergeRequest } = payload;
    if (note.system || note.projectId === null || (!issue && !mergeRequest)) return;
    const confidential = note.internal || issue?.confidential === true;
    const flag = confidential ? 'confidential_note_events' : 'note_events';
    const facts = await issuableFacts(ctx, em, note.projectId, payload.userId, flag);
    if (!facts) return;
    const noteable = issue ? `${facts.project.webUrl}/-/issues/${issue.iid}` : `${facts.project.webUrl}/-/merge_requests/${mergeRequest!.iid}`;
    const url = `${noteable}#note_${note.id}`;
    const attributes = { id: note.id, note: note.body, noteable_type: note.noteableType, noteable_id: note.noteableId, system: false, internal: note.internal, url };
    await recordDeliveries(ctx, em, {
      event: confidential ? 'confidential_note' : 'note', flag, ...facts,
      note: { body: note.body, url, target: issue ? `issue #${issue.iid}` : `merge request !${mergeRequest!.iid}`, title: (issue ?? mergeRequest)!.title },
      hook: { event: confidential ? 'Confidential Note Hook' : 'Note Hook', payload: issuablePayload('note', { ...facts, attributes, externalUrl: ctx.runtime.config.externalUrl }) },
    });
  },
};

/** The project and acting user, or null when no integration wants the event (or there is nobody to name). */
async function issuableFacts(ctx: SubgraphContext, em: EntityManager, projectId: number, userId: number | null, flag: string): Promise<Pick<NotifiedEvent, 'project' | 'user'> | null> {
  if (userId === null || !(await hasTargets(em, projectId, flag))) return null;
  const [project, user] = await Promise.all([projectFactsLoader(ctx).load(projectId), userFactsLoader(ctx).load(userId)]);
  return project && user ? { project, user } : null;
}

export const INTEGRATION_REACTIONS: EventReaction[] = [pushIntegrationsReaction, issueIntegrationsReaction, mergeRequestIntegrationsReaction, noteIntegrationsReaction];
