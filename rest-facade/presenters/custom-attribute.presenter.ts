import type { CustomAttributeFields } from '../operations/fragments/user';

/** Entities::CustomAttribute. */
export function presentCustomAttribute(attribute: CustomAttributeFields) {
  return { key: attribute.key, value: attribute.value };
}
