import path from 'node:path';
import { buildFederatedSchema, type SubgraphDefinition } from '@forgegraph/platform';
import { composeSupergraph } from './compose-supergraph';
import { SUBGRAPHS } from './subgraphs';

const ROOT = path.resolve(__dirname, '..', ...(__dirname.endsWith('dist') ? ['..'] : []));

/**
 * The committed schema files: each subgraph's SDL (`subgraphs/<name>/schema.graphql`) and the
 * composed supergraph (`gateway/supergraph.graphql`), as the current code produces them.
 */
export async function expectedSdlFiles(definitions: SubgraphDefinition[] = SUBGRAPHS): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const sdls = [];
  for (const definition of definitions) {
    const { sdl } = await buildFederatedSchema(definition);
    files[path.join(ROOT, 'subgraphs', definition.name, 'schema.graphql')] = sdl;
    sdls.push({ name: definition.name, sdl, url: `in-process://${definition.name}` });
  }
  files[path.join(ROOT, 'gateway', 'supergraph.graphql')] = composeSupergraph(sdls) + '\n';
  return files;
}
