import type { ProtectedTagFields } from '../operations/fragments/protected-tag';
import { presentAccess } from './branch.presenter';

/** Entities::ProtectedTag. */
export function presentProtectedTag(rule: ProtectedTagFields) {
  return {
    name: rule.name,
    create_access_levels: rule.createAccessLevels.map(presentAccess),
  };
}
