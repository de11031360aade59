import type { CompileInput } from './compile-input';
import { ConfigError } from './config-error';
import { deepMerge, isHash, type YamlHash } from './deep-merge';
import { parseYaml } from './yaml-source';

/** GitLab's default cap on included files per pipeline (ci_max_includes). */
const MAX_INCLUDES = 150;

/**
 * `include:` expanded in place: each included file's mapping deep-merged in order, the including
 * file's own keys on top (Gitlab::Ci::Config::External::Processor). Only `local` files are read
 * here (through the repository, at the pipeline's sha); remote, project, template and component
 * includes answer GitLab's message for an include it cannot resolve.
 */
export async function expandIncludes(config: YamlHash, input: CompileInput): Promise<YamlHash> {
  const seen = new Set<string>();
  return expand(config, input, seen);
}

async function expand(config: YamlHash, input: CompileInput, seen: Set<string>): Promise<YamlHash> {
  if (config.include === undefined) return config;
  const { include, ...own } = config;
  let merged: YamlHash = {};
  for (const location of includeLocations(include)) {
    const path = location.replace(/^\//, '');
    if (seen.has(path)) continue;
    seen.add(path);
    if (seen.size > MAX_INCLUDES) throw new ConfigError([`Maximum of ${MAX_INCLUDES} nested includes are allowed!`]);
    const text = await input.readFile(path);
    if (text === null) throw new ConfigError([`Local file \`${path}\` does not exist!`]);
    let included: unknown;
    try {
      included = parseYaml(text);
    } catch {
      throw new ConfigError([`Local file \`${path}\` does not have valid YAML syntax!`]);
    }
    if (!isHash(included)) throw new ConfigError([`Local file \`${path}\` does not have valid YAML syntax!`]);
    merged = deepMerge(merged, await expand(included, input, seen));
  }
  return deepMerge(merged, own);
}

function includeLocations(include: unknown): string[] {
  const entries = Array.isArray(include) ? include : [include];
  return entries.map((entry) => {
    if (typeof entry === 'string') {
      if (/^https?:\/\//.test(entry)) throw new ConfigError([`Remote file \`${entry}\` could not be fetched because of a network error!`]);
      return entry;
    }
    if (isHash(entry) && typeof entry.local === 'string') return entry.local;
    if (isHash(entry)) {
      const method = Object.keys(entry).find((key) => ['remote', 'project', 'template', 'component', 'file'].includes(key));
      throw new ConfigError([`Included file \`${JSON.stringify(entry[method ?? Object.keys(entry)[0]])}\` does not have a supported include method (only \`local\`)`.replace(/"/g, '')]);
    }
    throw new ConfigError(['Unknown include method `' + JSON.stringify(entry) + '`']);
  });
}
