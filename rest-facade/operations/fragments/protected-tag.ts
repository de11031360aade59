// Generated from fragments/protected-tag.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { ProtectedRefAccessFields } from './branch';

export type ProtectedTagFields = {
  id: string;
  name: string;
  createAccessLevels: Array<ProtectedRefAccessFields>;
};
