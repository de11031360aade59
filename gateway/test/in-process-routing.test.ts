import { buildFederatedSchema } from '@forgegraph/platform';
import { parse, type GraphQLSchema } from 'graphql';
import { composeSupergraph } from '../compose-supergraph';
import { InProcessRouting } from '../in-process-routing';
import { SUBGRAPHS } from '../subgraphs';

interface Source {
  name: string;
  schema: GraphQLSchema;
  executeOperation(): Promise<{ data: null }>;
}

describe('in-process routing', () => {
  let routing: InProcessRouting<Source>;

  beforeAll(async () => {
    const built = await Promise.all(SUBGRAPHS.map(async (d) => ({ name: d.name, ...(await buildFederatedSchema(d)) })));
    const supergraph = composeSupergraph(built.map((b) => ({ name: b.name, sdl: b.sdl, url: `in-process://${b.name}` })));
    routing = new InProcessRouting<Source>(supergraph, new Map(built.map((b) => [b.name, { name: b.name, schema: b.schema, executeOperation: async () => ({ data: null }) }])));
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

  it('runs operations joining in-process subgraphs as local plans when their selections are plain', () => {
    const route = (query: string) => routing.routeFor(parse(query));
    expect(route('{ users { nodes { id username memberships { sourceId } } } }')?.plan).toBeDefined();
    expect(route('{ users { nodes { id } } applicationSettings { id } }')?.plan).toBeDefined();
    // Type decisions, directives and introspection are the gateway's.
    expect(route('{ users { nodes { __typename id memberships { sourceId } } } }')).toBeUndefined();
    expect(route('query($x: Boolean!) { users { nodes { id memberships @include(if: $x) { sourceId } } } }')).toBeUndefined();
    expect(route('{ __schema { queryType { name } } }')).toBeUndefined();
  });

  it('leaves a document the planner refuses to the gateway to report', () => {
    expect(routedTo('{ users { nodes { noSuchField } } }')).toBeUndefined();
  });
});
