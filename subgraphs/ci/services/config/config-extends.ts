import { ConfigError } from './config-error';
import { deepMerge, isHash, type YamlHash } from './deep-merge';

/** GitLab's limit on `extends` chains (Gitlab::Ci::Config::Extendable::Entry::MAX_NESTING_LEVELS). */
const MAX_NESTING = 10;

/**
 * Resolves `extends` of every entry (hidden ones included, since bases may extend too): each base,
 * itself resolved first, deep-merged in the listed order, then the entry's own keys on top.
 * Errors use Extendable::Entry's words.
 */
export function resolveExtends(entries: YamlHash): YamlHash {
  const resolved = new Map<string, YamlHash>();
  const resolve = (key: string, path: string[]): YamlHash => {
    const done = resolved.get(key);
    if (done) return done;
    const entry = entries[key] as YamlHash;
    if (entry.extends === undefined) return entry;
    if (path.includes(key)) throw new ConfigError([`${path[0]}: circular dependency detected in \`extends\``]);
    if (path.length > MAX_NESTING) throw new ConfigError([`${path[0]}: nesting too deep in \`extends\``]);
    const bases = [entry.extends].flat();
    if (bases.some((base) => typeof base !== 'string')) throw new ConfigError([`${key}: invalid base hash in \`extends\``]);
    const missing = (bases as string[]).filter((base) => entries[base] === undefined);
    if (missing.length) throw new ConfigError([`${key}: unknown keys in \`extends\` (${missing.join(', ')})`]);
    const invalid = (bases as string[]).filter((base) => !isHash(entries[base]));
    if (invalid.length) throw new ConfigError([`${key}: invalid base hash in \`extends\``]);
    const { extends: _extends, ...own } = entry;
    const merged = (bases as string[]).reduce<YamlHash>((acc, base) => {
      const { extends: _baseExtends, ...baseConfig } = resolve(base, [...path, key]);
      return deepMerge(acc, baseConfig);
    }, {});
    const result = deepMerge(merged, own);
    resolved.set(key, result);
    return result;
  };
  const out: YamlHash = {};
  for (const [key, value] of Object.entries(entries)) out[key] = isHash(value) ? resolve(key, []) : value;
  return out;
}
