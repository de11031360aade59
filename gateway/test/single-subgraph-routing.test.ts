import { buildFederatedSchema } from '@forgegraph/platform';
import { parse, type GraphQLSchema } from 'graphql';
import { composeSupergraph } from '../compose-supergraph';
import { SingleSubgraphRouting } from '../single-subgraph-routing';
import { SUBGRAPHS } from '../subgraphs';

interface Source {
  name: string;
  schema: GraphQLSchema;
}

describe('single-subgraph routing', () => {
  let routing: SingleSubgraphRouting<Source>;

  beforeAll(async () => {
    const built = await Promise.all(SUBGRAPHS.map(async (d) => ({ name: d.name, ...(await buildFederatedSchema(d)) })));
    const supergraph = composeSupergraph(built.map((b) => ({ name: b.name, sdl: b.sdl, url: `in-process://${b.name}` })));
    routing = new SingleSubgraphRouting<Source>(supergraph, new Map(built.map((b) => [b.name, { name: b.name, schema: b.schema }])));
  });

  const routedTo = (query: string, operationName?: string) => routing.sourceFor(parse(query), operationName)?.name;

  it('routes an operation one subgraph answers whole to that subgraph', () => {
    expect(routedTo('query($x: Boolean!) { users(perPage: 2) { nodes { id username name @include(if: $x) } pageInfo { total } } }')).toBe('identity');
    expect(routedTo('{ applicationSettings { id updatedAt } }')).toBe('admin');
    expect(routedTo('{ projects { nodes { id name } } }')).toBe('collaboration');
  });

  it('leaves operations spanning subgraphs, and introspection, to the gateway', () => {
    expect(routedTo('{ users { nodes { id username memberships { sourceId } } } }')).toBeUndefined();
    expect(routedTo('{ users { nodes { id } } applicationSettings { id } }')).toBeUndefined();
    expect(routedTo('{ __schema { queryType { name } } }')).toBeUndefined();
  });

  it('decides per operation name, and routes only documents valid on the subgraph as a whole', () => {
    const single = parse('query A { users { nodes { id } } } query B { projects { nodes { id } } }');
    expect(routing.sourceFor(single, 'A')?.name).toBeUndefined(); // B's fields are not identity's
    const both = parse('query A { users { nodes { id } } } query B { users { nodes { username } } }');
    expect(routing.sourceFor(both, 'A')?.name).toBe('identity');
    expect(routing.sourceFor(both, 'B')?.name).toBe('identity');
    const spanning = parse('query A { users { nodes { id } } } query B { users { nodes { id memberships { sourceId } } } }');
    expect(routing.sourceFor(spanning, 'B')).toBeUndefined();
  });

  it('leaves a document the planner refuses to the gateway to report', () => {
    expect(routedTo('{ users { nodes { noSuchField } } }')).toBeUndefined();
  });
});
