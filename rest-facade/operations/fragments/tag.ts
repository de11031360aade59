// Generated from fragments/tag.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { CommitFields } from './commit';

export type TagFields = {
  name: string;
  message: string | null;
  target: string;
  protected: boolean;
  release: {
    tagName: string;
    description: string | null;
  } | null;
  commit: CommitFields | null;
};
