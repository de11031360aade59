import fs from 'node:fs';
import path from 'node:path';
import { buildFederatedSchema, type SubgraphDefinition } from '@forgegraph/platform';
import { composeSupergraph, type SubgraphSdl } from './compose-supergraph';
import { SUBGRAPHS } from './subgraphs';

const ROOT = path.resolve(__dirname, '..', ...(__dirname.endsWith('dist') ? ['..'] : []));

const SUPERGRAPH_FILE = path.join(ROOT, 'gateway', 'supergraph.graphql');

function subgraphFile(name: string): string {
  return path.join(ROOT, 'subgraphs', name, 'schema.graphql');
}

/**
 * The committed schema files: each subgraph's SDL (`subgraphs/<name>/schema.graphql`) and the
 * composed supergraph (`gateway/supergraph.graphql`), as the current code produces them.
 */
export async function expectedSdlFiles(definitions: SubgraphDefinition[] = SUBGRAPHS): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const sdls = [];
  for (const definition of definitions) {
    const { sdl } = await buildFederatedSchema(definition);
    files[subgraphFile(definition.name)] = sdl;
    sdls.push({ name: definition.name, sdl, url: `in-process://${definition.name}` });
  }
  files[SUPERGRAPH_FILE] = composeSupergraph(sdls) + '\n';
  return files;
}

/**
 * The committed supergraph when `subgraphs` are exactly what it was composed from (every subgraph,
 * in-process, each SDL equal to its committed file; the drift test keeps the files in step), else
 * undefined. Composing costs about half a second of CPU at every start.
 */
export function committedSupergraph(subgraphs: SubgraphSdl[]): string | undefined {
  const composedFrom = SUBGRAPHS.map((d) => d.name);
  if (subgraphs.length !== composedFrom.length) return undefined;
  const same = subgraphs.every((s, i) => s.name === composedFrom[i] && s.url === `in-process://${s.name}` && readIfExists(subgraphFile(s.name)) === s.sdl);
  const supergraph = same ? readIfExists(SUPERGRAPH_FILE) : undefined;
  return supergraph?.endsWith('\n') ? supergraph.slice(0, -1) : undefined;
}

function readIfExists(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}
