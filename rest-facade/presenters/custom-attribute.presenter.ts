/** Entities::CustomAttribute. */
export function presentCustomAttribute(attribute: { key: string; value: string }) {
  return { key: attribute.key, value: attribute.value };
}
