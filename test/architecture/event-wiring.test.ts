import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'dist' || name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Reactions are registrations (Foundation II item 5): a domain service announces its change with
 * `publishEvent` and never calls what reacts to it. Whatever reacts — group and project hooks today,
 * integrations, CI triggers and mirrors later — is reached only through the subgraph definition's
 * `reactions`, so no other service folder may import a reacting feature's folder.
 */
describe('domain events wiring', () => {
  const reactingFeatures = ['hooks', 'mirrors'];

  it.each(reactingFeatures)('no service outside %s imports it', (feature) => {
    const offenders = readdirSync(join(ROOT, 'subgraphs')).flatMap((subgraph) => {
      const services = join(ROOT, 'subgraphs', subgraph, 'services');
      let files: string[] = [];
      try { files = sourcesUnder(services); } catch { return []; }
      return files
        .filter((file) => !relative(services, file).startsWith(`${feature}/`))
        .filter((file) => new RegExp(`from '[^']*/${feature}/`).test(readFileSync(file, 'utf8')))
        .map((file) => relative(ROOT, file));
    });
    expect(offenders).toEqual([]);
  });

  it('registers each group hook reaction once, under a unique name', async () => {
    const { collaborationSubgraph } = await import('../../subgraphs/collaboration');
    const names = (collaborationSubgraph.reactions ?? []).map((reaction) => reaction.name);
    expect(names).toEqual(expect.arrayContaining(['group-hooks.push', 'group-hooks.project', 'group-hooks.subgroup', 'group-hooks.member']));
    expect(new Set(names).size).toBe(names.length);
  });
});
