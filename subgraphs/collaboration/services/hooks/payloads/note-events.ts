import type { NoteEventPayload } from '@forgegraph/platform';
import type { PushCommit } from '../../domains/repository.client';
import type { HookUser } from './hook-users';
import { issueHookAttrs, time, userHookAttrs, type HookLabel } from './issue-events';
import { mergeRequestHookAttrs } from './merge-request-events';
import { projectHookAttrs, type HookProject } from './project-hook-attrs';

export interface NoteHookInput {
  event: NoteEventPayload;
  action: 'create' | 'update';
  subject: HookProject;
  user: HookUser;
  labels: HookLabel[];
  lastCommit: Omit<PushCommit, 'changes'> | null;
  externalUrl: string;
}

/** Gitlab::HookData::NoteBuilder (the note's safe attributes and `description`), then its URL and the action. */
function noteHookAttrs(input: NoteHookInput, url: string) {
  const { note } = input.event;
  return {
    attachment: null,
    author_id: note.authorId,
    change_position: null,
    commit_id: null,
    created_at: time(note.createdAt),
    discussion_id: null,
    id: note.id,
    line_code: null,
    note: note.body,
    noteable_id: note.noteableId,
    noteable_type: note.noteableType,
    original_position: null,
    position: null,
    project_id: note.projectId,
    resolved_at: null,
    resolved_by_id: null,
    resolved_by_push: null,
    st_diff: null,
    system: note.system,
    type: null,
    updated_at: time(note.updatedAt),
    updated_by_id: null,
    description: note.body,
    url,
    action: input.action,
  };
}

/** Whether the note goes to `confidential_note_hooks`: an internal note, or one on a confidential issue (Note#confidential?(include_noteable: true)). */
export function isConfidentialNote(event: NoteEventPayload): boolean {
  return event.note.internal || Boolean(event.issue?.confidential);
}

/** Gitlab::DataBuilder::Note.build: the note with the issue or merge request it is on (Note Hook). */
export function noteHookPayload(input: NoteHookInput): Record<string, unknown> {
  const { issue, mergeRequest, note } = input.event;
  const project = projectHookAttrs(input.subject, input.externalUrl);
  const context = { action: null, updatedById: null, labels: input.labels };
  const noteablePath = issue ? `-/issues/${issue.iid}` : `-/merge_requests/${mergeRequest!.iid}`;
  const payload: Record<string, unknown> = {
    object_kind: 'note',
    event_type: isConfidentialNote(input.event) ? 'confidential_note' : 'note',
    user: userHookAttrs(input.user),
    project_id: note.projectId,
    project,
    object_attributes: noteHookAttrs(input, `${project.web_url}/${noteablePath}#note_${note.id}`),
    repository: { name: project.name, url: project.url, description: project.description, homepage: project.homepage },
  };
  if (issue) payload.issue = issueHookAttrs(issue, context, `${project.web_url}/${noteablePath}`);
  if (mergeRequest) payload.merge_request = mergeRequestHookAttrs(mergeRequest, { ...context, lastCommit: input.lastCommit }, project);
  return payload;
}
