/** A YAML mapping as the compiler handles it. */
export type YamlHash = Record<string, unknown>;

export function isHash(value: unknown): value is YamlHash {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * ActiveSupport's `Hash#deep_merge`, which GitLab uses for `extends` and `include`: mappings merge
 * key by key, anything else (arrays included) is replaced by the overriding side.
 */
export function deepMerge(base: YamlHash, override: YamlHash): YamlHash {
  const merged: YamlHash = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isHash(current) && isHash(value) ? deepMerge(current, value) : value;
  }
  return merged;
}
