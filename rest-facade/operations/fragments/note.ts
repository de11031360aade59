// Generated from fragments/note.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { UserBasicFields } from './user';

export type NoteFields = {
  id: string;
  body: string;
  author: UserBasicFields | null;
  createdAt: string;
  updatedAt: string;
  system: boolean;
  noteableId: string;
  noteableType: string;
  projectId: string | null;
  internal: boolean;
  noteableIid: number | null;
};
