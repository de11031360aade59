/**
 * One named GraphQL document of the facade (`rest-facade/operations/*.graphql`), as the generator
 * emits it: the document with the fragments it uses, and the type of its `data`, generated against
 * the committed supergraph, so a presenter reading a field the operation does not select fails `tsc`.
 */
export interface Operation<TResult = unknown> {
  readonly name: string;
  readonly document: string;
  /** Type-level only (never set): what the operation answers. */
  readonly result?: TResult;
}

/** The `data` type of an operation. */
export type ResultOf<T> = T extends Operation<infer R> ? R : never;
