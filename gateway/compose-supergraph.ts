import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';

export interface SubgraphSdl {
  name: string;
  sdl: string;
  url: string;
}

/** Static composition of the subgraphs' SDL into the supergraph (about 60–80 ms). */
export function composeSupergraph(subgraphs: SubgraphSdl[]): string {
  const result = composeServices(subgraphs.map((s) => ({ name: s.name, url: s.url, typeDefs: parse(s.sdl) })));
  if (result.errors?.length) {
    throw new Error(`supergraph composition failed:\n${result.errors.map((e) => `- ${e.message}`).join('\n')}`);
  }
  return result.supergraphSdl!;
}

/** Fetches a remote subgraph's SDL through its `_service` field, retrying while it starts. */
export async function fetchSubgraphSdl(url: string, attempts = 30): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ _service { sdl } }' }),
      });
      const body = (await response.json()) as { data?: { _service?: { sdl?: string } } };
      if (body.data?._service?.sdl) return body.data._service.sdl;
      throw new Error(`no SDL in the answer of ${url}`);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
