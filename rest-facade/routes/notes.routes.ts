import { RouteAnswer } from '../http/route-answer';
import { CreateIssueNote, DeleteIssueNote, IssueNote, IssueNotes, UpdateIssueNote } from '../operations/notes';
import { p } from '../params/param';
import { toVariables } from '../params/to-variables';
import { presentNote } from '../presenters/note.presenter';
import { defineRoutes, route } from './route';

// lib/api/notes.rb: every notes route needs a signed-in caller, even on public projects;
// `:noteable_id` is the issue's iid.
const ISSUE = { id: p.string().required(), noteable_id: p.integer().required() };
const NOTE = { ...ISSUE, note_id: p.integer().required() };
const IN_ISSUE = { pick: ['id', 'noteable_id'], rename: { id: 'ref', noteable_id: 'iid' } };
const OF_NOTE = { pick: ['id', 'noteable_id', 'note_id'], rename: { id: 'ref', noteable_id: 'iid' } };

/** doc/api/notes.md (issue notes). */
export const noteRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/issues/:noteable_id/notes',
    auth: 'required',
    pagination: 'offset',
    params: {
      ...ISSUE,
      order_by: p.string().values(['created_at', 'updated_at']).default('created_at'),
      sort: p.string().values(['asc', 'desc']).default('desc'),
      activity_filter: p.string().values(['all_notes', 'only_comments', 'only_activity']).default('all_notes'),
    },
    operation: IssueNotes,
    variables: (params) => ({ ...toVariables(params, IN_ISSUE), filter: toVariables(params, { pick: ['order_by', 'sort', 'activity_filter'] }) }),
    present: (note) => presentNote(note),
  }),
  route({
    method: 'GET',
    path: '/projects/:id/issues/:noteable_id/notes/:note_id',
    auth: 'required',
    params: NOTE,
    operation: IssueNote,
    variables: (params) => toVariables(params, OF_NOTE),
    present: (note) => presentNote(note),
  }),
  route({
    method: 'POST',
    path: '/projects/:id/issues/:noteable_id/notes',
    auth: 'required',
    params: { ...ISSUE, body: p.string().required(), internal: p.boolean(), confidential: p.boolean() },
    operation: CreateIssueNote,
    variables: (params) => ({ ...toVariables(params, IN_ISSUE), body: params.body, internal: Boolean(params.internal ?? params.confidential) }),
    // A body of quick actions only makes no note: 202 with what they changed (Entities::NoteCommands).
    present: (created) => (created.note
      ? presentNote(created.note, created.commandsChanges)
      : RouteAnswer.json(202, { commands_changes: created.commandsChanges, summary: created.summary })),
  }),
  route({
    method: 'PUT',
    path: '/projects/:id/issues/:noteable_id/notes/:note_id',
    auth: 'required',
    params: { ...NOTE, body: p.string().notBlank() },
    rules: { atLeastOneOf: [['body']] },
    operation: UpdateIssueNote,
    variables: (params) => ({ ...toVariables(params, OF_NOTE), body: params.body }),
    present: (note) => presentNote(note),
  }),
  route({
    method: 'DELETE',
    path: '/projects/:id/issues/:noteable_id/notes/:note_id',
    auth: 'required',
    params: NOTE,
    operation: DeleteIssueNote,
    variables: (params) => toVariables(params, OF_NOTE),
    present: () => undefined,
  }),
]);
