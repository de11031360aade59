import type { ApplicationSettingsFields } from '../operations/fragments/application-settings';

/**
 * Entities::ApplicationSetting. The admin subgraph already serves `values` in the entity's exposed
 * form (names, visibility strings, legacy names, no secrets) from its one setting table, so the
 * several hundred keys are not listed a second time here.
 */
export function presentApplicationSetting(node: ApplicationSettingsFields) {
  return {
    id: Number(node.id),
    ...node.values,
    created_at: node.createdAt,
    updated_at: node.updatedAt,
  };
}
