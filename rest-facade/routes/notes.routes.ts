import { RouteAnswer } from '../http/route-answer';
import {
  CreateIssueNote, CreateMergeRequestNote, DeleteIssueNote, DeleteMergeRequestNote, IssueNote, IssueNotes, MergeRequestNote, MergeRequestNotes,
  UpdateIssueNote, UpdateMergeRequestNote,
} from '../operations/notes';
import type { Operation } from '../operations/operation';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentNote } from '../presenters/note.presenter';
import { defineRoutes, route } from './route';

// lib/api/notes.rb: every notes route needs a signed-in caller, even on public projects;
// `:noteable_id` is the issue's (or merge request's) iid.
const NOTEABLE = { id: p.string().required(), noteable_id: p.integer().required() };
const NOTE = { ...NOTEABLE, note_id: p.integer().required() };
const IN_NOTEABLE = { pick: ['id', 'noteable_id'], rename: { id: 'ref', noteable_id: 'iid' } };
const OF_NOTE = { pick: ['id', 'noteable_id', 'note_id'], rename: { id: 'ref', noteable_id: 'iid' } };

/** An operation whose one root field answers `T`, whatever the field's name. */
type RootOperation<T> = Operation<Record<string, T>>;
type RootOf<O> = O extends Operation<infer R> ? R[keyof R] : never;

/** The five operations of one noteable kind, typed as the issue ones (every kind answers the same shapes). */
interface NoteOperations {
  list: RootOperation<RootOf<typeof IssueNotes>>;
  get: RootOperation<RootOf<typeof IssueNote>>;
  create: RootOperation<RootOf<typeof CreateIssueNote>>;
  update: RootOperation<RootOf<typeof UpdateIssueNote>>;
  remove: RootOperation<RootOf<typeof DeleteIssueNote>>;
}

/** The notes routes of one noteable kind (`issues`, `merge_requests`): GitLab declares them once per kind too. */
function notesOf(kind: string, ops: NoteOperations) {
  const notes = `/projects/:id/${kind}/:noteable_id/notes`;
  return [
    route({
      method: 'GET',
      path: notes,
      auth: 'required',
      // Merge request notes are readable with a CI job token (doc/ci/jobs/ci_job_token.md); issue notes are not.
      jobToken: kind === 'merge_requests',
      pagination: 'offset',
      params: {
        ...NOTEABLE,
        order_by: p.string().values(['created_at', 'updated_at']).default('created_at'),
        sort: p.string().values(['asc', 'desc']).default('desc'),
        activity_filter: p.string().values(['all_notes', 'only_comments', 'only_activity']).default('all_notes'),
      },
      operation: ops.list,
      variables: (params) => ({ ...toVariables(params, IN_NOTEABLE), filter: toVariables(params, { pick: ['order_by', 'sort', 'activity_filter'] }) }),
      present: (note) => presentNote(note),
    }),
    route({
      method: 'GET',
      path: `${notes}/:note_id`,
      auth: 'required',
      jobToken: kind === 'merge_requests',
      params: NOTE,
      operation: ops.get,
      variables: (params) => toVariables(params, OF_NOTE),
      present: (note) => presentNote(note),
    }),
    route({
      method: 'POST',
      path: notes,
      auth: 'required',
      // `merge_request_diff_head_sha` is for `/merge` on merge requests; issue notes ignore it, as GitLab does.
      params: { ...NOTEABLE, body: p.string().required(), internal: p.boolean(), confidential: p.boolean(), merge_request_diff_head_sha: p.string() },
      operation: ops.create,
      variables: (params) => ({
        ...toVariables(params, IN_NOTEABLE), body: params.body, internal: Boolean(params.internal ?? params.confidential),
        mergeRequestDiffHeadSha: params.merge_request_diff_head_sha ?? null,
      }),
      // A body of quick actions only makes no note: 202 with what they changed (Entities::NoteCommands).
      present: (created) => (created.note
        ? presentNote(created.note, created.commandsChanges)
        : RouteAnswer.json(202, { commands_changes: created.commandsChanges, summary: created.summary })),
    }),
    route({
      method: 'PUT',
      path: `${notes}/:note_id`,
      auth: 'required',
      params: { ...NOTE, body: p.string().notBlank() },
      rules: { atLeastOneOf: [['body']] },
      operation: ops.update,
      variables: (params) => ({ ...toVariables(params, OF_NOTE), body: params.body }),
      present: (note) => presentNote(note),
    }),
    route({
      method: 'DELETE',
      path: `${notes}/:note_id`,
      auth: 'required',
      params: NOTE,
      operation: ops.remove,
      variables: (params) => toVariables(params, OF_NOTE),
      present: () => undefined,
    }),
  ];
}

/** doc/api/notes.md (issue and merge request notes). */
export const noteRoutes = defineRoutes([
  ...notesOf('issues', { list: IssueNotes, get: IssueNote, create: CreateIssueNote, update: UpdateIssueNote, remove: DeleteIssueNote }),
  ...notesOf('merge_requests', {
    list: MergeRequestNotes, get: MergeRequestNote, create: CreateMergeRequestNote, update: UpdateMergeRequestNote, remove: DeleteMergeRequestNote,
  }),
]);
