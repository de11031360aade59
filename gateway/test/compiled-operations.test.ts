import { buildSchema, GraphQLError, GraphQLObjectType, graphql, parse } from 'graphql';
import { CompiledOperations } from '../compiled-operations';

// Each case runs through graphql-js too: compiled operations must answer exactly as it does.
const schema = buildSchema(`
  enum Order { NEWEST OLDEST }
  input Member { name: String!, bulk: Boolean! = false, order: Order! = OLDEST }
  input Batch { members: [Member!]!, note: String = "none" }
  type Query {
    echo(flag: Boolean!, page: Int! = 1): String!
    batch(input: Batch!): String!
    fails: String
  }
`);
const query = (schema.getQueryType() as GraphQLObjectType).getFields();
query.echo.resolve = (_source, args) => JSON.stringify(args);
query.batch.resolve = (_source, args) => JSON.stringify(args);
query.fails.resolve = () => {
  throw new Error('boom');
};

async function both(query: string, variables: Record<string, unknown> = {}) {
  const compiled = await new CompiledOperations(schema).execute(parse(query), undefined, variables, {});
  const interpreted = await graphql({ schema, source: query, variableValues: variables });
  return { compiled: decoded(compiled), interpreted: decoded(interpreted) };
}

/** The result as plain JSON, with the resolvers' JSON-encoded arguments decoded (key order aside). */
function decoded(result: object) {
  const plain = JSON.parse(JSON.stringify(result));
  for (const [key, value] of Object.entries(plain.data ?? {})) if (typeof value === 'string') plain.data[key] = JSON.parse(value);
  return plain;
}

describe('compiled operations', () => {
  it('applies the default of an omitted non-null variable', async () => {
    const { compiled, interpreted } = await both('query($flag: Boolean! = true, $page: Int! = 3) { echo(flag: $flag, page: $page) }');
    expect(compiled).toEqual({ data: { echo: { flag: true, page: 3 } } });
    expect(compiled).toEqual(interpreted);
  });

  it('keeps a provided variable over its default, and refuses an explicit null for a non-null one', async () => {
    expect((await both('query($flag: Boolean! = true) { echo(flag: $flag) }', { flag: false })).compiled).toEqual({ data: { echo: { flag: false, page: 1 } } });
    const { compiled, interpreted } = await both('query($flag: Boolean! = true) { echo(flag: $flag) }', { flag: null });
    expect(compiled.data).toBeUndefined();
    expect(compiled.errors).toHaveLength(1);
    expect(interpreted.errors).toHaveLength(1);
  });

  it('fills omitted input fields with their defaults, in lists and with enum values', async () => {
    const { compiled, interpreted } = await both('query($input: Batch!) { batch(input: $input) }', {
      input: { members: [{ name: 'a' }, { name: 'b', bulk: true, order: 'NEWEST' }] },
    });
    expect(compiled.data.batch).toEqual({
      input: { members: [{ name: 'a', bulk: false, order: 'OLDEST' }, { name: 'b', bulk: true, order: 'NEWEST' }], note: 'none' },
    });
    expect(compiled).toEqual(interpreted);
  });

  it('reports a resolver error with its path and original error', async () => {
    const result = await new CompiledOperations(schema).execute(parse('{ fails }'), undefined, {}, {});
    expect(result.data).toEqual({ fails: null });
    expect(result.errors?.[0]).toBeInstanceOf(GraphQLError);
    expect(result.errors?.[0].path).toEqual(['fails']);
    expect(result.errors?.[0].originalError?.message).toBe('boom');
  });

  it('answers a document it cannot compile with errors, as graphql-js does', async () => {
    const result = await new CompiledOperations(schema).execute(parse('query($x: Nope) { echo(flag: true) }'), undefined, {}, {});
    expect(result.errors?.length).toBeGreaterThan(0);
  });
});
