// Generated from notes.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { NoteFields } from './fragments/note';

export type IssueNotesResult = {
  issueNotes: {
    nodes: Array<NoteFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const IssueNotes: Operation<IssueNotesResult> = {
  name: 'IssueNotes',
  document: `query IssueNotes($ref: String!, $iid: Int!, $filter: NotesFilter, $page: Int!, $perPage: Int!) {
  issueNotes(
    projectRef: $ref
    iid: $iid
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...NoteFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment NoteFields on Note {
  id
  body
  author {
    ...UserBasicFields
  }
  createdAt
  updatedAt
  system
  noteableId
  noteableType
  projectId
  internal
  noteableIid
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type IssueNoteResult = {
  issueNote: NoteFields;
};

export const IssueNote: Operation<IssueNoteResult> = {
  name: 'IssueNote',
  document: `query IssueNote($ref: String!, $iid: Int!, $noteId: ID!) {
  issueNote(projectRef: $ref, iid: $iid, noteId: $noteId) {
    ...NoteFields
  }
}

fragment NoteFields on Note {
  id
  body
  author {
    ...UserBasicFields
  }
  createdAt
  updatedAt
  system
  noteableId
  noteableType
  projectId
  internal
  noteableIid
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type CreateIssueNoteResult = {
  createIssueNote: {
    note: NoteFields | null;
    commandsChanges: Record<string, unknown>;
    summary: Array<string>;
  };
};

export const CreateIssueNote: Operation<CreateIssueNoteResult> = {
  name: 'CreateIssueNote',
  document: `mutation CreateIssueNote($ref: String!, $iid: Int!, $body: String!, $internal: Boolean!) {
  createIssueNote(projectRef: $ref, iid: $iid, body: $body, internal: $internal) {
    note {
      ...NoteFields
    }
    commandsChanges
    summary
  }
}

fragment NoteFields on Note {
  id
  body
  author {
    ...UserBasicFields
  }
  createdAt
  updatedAt
  system
  noteableId
  noteableType
  projectId
  internal
  noteableIid
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type UpdateIssueNoteResult = {
  updateIssueNote: NoteFields;
};

export const UpdateIssueNote: Operation<UpdateIssueNoteResult> = {
  name: 'UpdateIssueNote',
  document: `mutation UpdateIssueNote($ref: String!, $iid: Int!, $noteId: ID!, $body: String!) {
  updateIssueNote(projectRef: $ref, iid: $iid, noteId: $noteId, body: $body) {
    ...NoteFields
  }
}

fragment NoteFields on Note {
  id
  body
  author {
    ...UserBasicFields
  }
  createdAt
  updatedAt
  system
  noteableId
  noteableType
  projectId
  internal
  noteableIid
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type DeleteIssueNoteResult = {
  deleteIssueNote: boolean;
};

export const DeleteIssueNote: Operation<DeleteIssueNoteResult> = {
  name: 'DeleteIssueNote',
  document: `mutation DeleteIssueNote($ref: String!, $iid: Int!, $noteId: ID!) {
  deleteIssueNote(projectRef: $ref, iid: $iid, noteId: $noteId)
}`,
};

export type MergeRequestNotesResult = {
  mergeRequestNotes: {
    nodes: Array<NoteFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const MergeRequestNotes: Operation<MergeRequestNotesResult> = {
  name: 'MergeRequestNotes',
  document: `query MergeRequestNotes($ref: String!, $iid: Int!, $filter: NotesFilter, $page: Int!, $perPage: Int!) {
  mergeRequestNotes(
    projectRef: $ref
    iid: $iid
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...NoteFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment NoteFields on Note {
  id
  body
  author {
    ...UserBasicFields
  }
  createdAt
  updatedAt
  system
  noteableId
  noteableType
  projectId
  internal
  noteableIid
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type MergeRequestNoteResult = {
  mergeRequestNote: NoteFields;
};

export const MergeRequestNote: Operation<MergeRequestNoteResult> = {
  name: 'MergeRequestNote',
  document: `query MergeRequestNote($ref: String!, $iid: Int!, $noteId: ID!) {
  mergeRequestNote(projectRef: $ref, iid: $iid, noteId: $noteId) {
    ...NoteFields
  }
}

fragment NoteFields on Note {
  id
  body
  author {
    ...UserBasicFields
  }
  createdAt
  updatedAt
  system
  noteableId
  noteableType
  projectId
  internal
  noteableIid
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type CreateMergeRequestNoteResult = {
  createMergeRequestNote: {
    note: NoteFields | null;
    commandsChanges: Record<string, unknown>;
    summary: Array<string>;
  };
};

export const CreateMergeRequestNote: Operation<CreateMergeRequestNoteResult> = {
  name: 'CreateMergeRequestNote',
  document: `mutation CreateMergeRequestNote($ref: String!, $iid: Int!, $body: String!, $internal: Boolean!, $mergeRequestDiffHeadSha: String) {
  createMergeRequestNote(
    projectRef: $ref
    iid: $iid
    body: $body
    internal: $internal
    mergeRequestDiffHeadSha: $mergeRequestDiffHeadSha
  ) {
    note {
      ...NoteFields
    }
    commandsChanges
    summary
  }
}

fragment NoteFields on Note {
  id
  body
  author {
    ...UserBasicFields
  }
  createdAt
  updatedAt
  system
  noteableId
  noteableType
  projectId
  internal
  noteableIid
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type UpdateMergeRequestNoteResult = {
  updateMergeRequestNote: NoteFields;
};

export const UpdateMergeRequestNote: Operation<UpdateMergeRequestNoteResult> = {
  name: 'UpdateMergeRequestNote',
  document: `mutation UpdateMergeRequestNote($ref: String!, $iid: Int!, $noteId: ID!, $body: String!) {
  updateMergeRequestNote(
    projectRef: $ref
    iid: $iid
    noteId: $noteId
    body: $body
  ) {
    ...NoteFields
  }
}

fragment NoteFields on Note {
  id
  body
  author {
    ...UserBasicFields
  }
  createdAt
  updatedAt
  system
  noteableId
  noteableType
  projectId
  internal
  noteableIid
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type DeleteMergeRequestNoteResult = {
  deleteMergeRequestNote: boolean;
};

export const DeleteMergeRequestNote: Operation<DeleteMergeRequestNoteResult> = {
  name: 'DeleteMergeRequestNote',
  document: `mutation DeleteMergeRequestNote($ref: String!, $iid: Int!, $noteId: ID!) {
  deleteMergeRequestNote(projectRef: $ref, iid: $iid, noteId: $noteId)
}`,
};
