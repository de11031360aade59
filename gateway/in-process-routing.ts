import { operationFromDocument, Supergraph, type Schema } from '@apollo/federation-internals';
import { QueryPlanner } from '@apollo/query-planner';
import { isObjectType, Kind, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { compileLocalPlan, type LocalPlan, type LocalSource } from './local-plan';
import { compileResultShape } from './result-shape';

type PlanningTools = { planner: QueryPlanner; apiSchema: Schema; graphqlSchema: GraphQLSchema };

/**
 * Per supergraph text: a process that starts the gateway again on the same supergraph (the test suite,
 * once per file in each worker) reuses the planner built first, and the plans it cached.
 */
const planningBySupergraph = new Map<string, PlanningTools>();

/** How an operation runs in process: whole on one subgraph, or as a local plan across several. */
export type InProcessRoute<Source> = { source: Source; plan?: undefined } | { plan: LocalPlan; source?: undefined };

/**
 * Decides, once per operation, how the in-process subgraphs answer it without Apollo's executor.
 * When the query plan is a single root fetch (no entity jumps, no rewrites, no conditions), the
 * operation runs as written on that subgraph: what the gateway's plan would do, minus its plan
 * execution and result shaping (a third of the CPU of a list request). When the plan joins several
 * in-process subgraphs with plain fetches and the client's selections are plain, it runs as a
 * LocalPlan. Everything else (remote subgraphs, @defer, @skip, abstract types, introspection) goes
 * through the gateway.
 */
export class InProcessRouting<Source extends LocalSource & { schema: GraphQLSchema }> {
  /** Per parsed document (Apollo Server and the engine both reuse parsed documents), per operation name. */
  private readonly decisions = new WeakMap<DocumentNode, Map<string, InProcessRoute<Source> | null>>();

  constructor(private readonly supergraphSdl: string, private readonly local: ReadonlyMap<string, Source>) {}

  /** The subgraph that answers `document` alone, or undefined. */
  sourceFor(document: DocumentNode, operationName?: string | null): Source | undefined {
    return this.routeFor(document, operationName)?.source;
  }

  /** How `document` runs in process, or undefined when the gateway must run it. */
  routeFor(document: DocumentNode, operationName?: string | null): InProcessRoute<Source> | undefined {
    let byName = this.decisions.get(document);
    if (!byName) {
      byName = new Map();
      this.decisions.set(document, byName);
    }
    const key = operationName ?? '';
    let decision = byName.get(key);
    if (decision === undefined) {
      decision = this.decide(document, operationName ?? undefined) ?? null;
      byName.set(key, decision);
    }
    return decision ?? undefined;
  }

  private decide(document: DocumentNode, operationName: string | undefined): InProcessRoute<Source> | undefined {
    const { planner, apiSchema, graphqlSchema } = this.planningTools();
    let node;
    try {
      node = planner.buildQueryPlan(operationFromDocument(apiSchema, document, { operationName })).node;
    } catch {
      return undefined; // the gateway reports whatever is wrong with the document
    }
    if (!node || node.kind === 'Subscription') return undefined;
    if (node.kind === 'Fetch' && !node.requires && !node.hasDefers && !node.inputRewrites?.length && !node.outputRewrites?.length && !node.contextRewrites?.length) {
      const source = this.local.get(node.serviceName);
      // The client's own document runs on the subgraph, so it must be valid there as written.
      if (source && validate(source.schema, document).length === 0) return { source };
    }
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName));
    const step = compileLocalPlan(node, this.local, (name) => isObjectType(graphqlSchema.getType(name)));
    const shape = operation && compileResultShape(graphqlSchema, document, operation);
    return step && shape ? { plan: { step, shape } } : undefined;
  }

  /** Built on first use rather than at start: this second planner over the supergraph costs a few hundred ms of CPU. */
  private planningTools(): PlanningTools {
    let planning = planningBySupergraph.get(this.supergraphSdl);
    if (!planning) {
      const supergraph = Supergraph.build(this.supergraphSdl);
      const apiSchema = supergraph.apiSchema();
      planning = { planner: new QueryPlanner(supergraph), apiSchema, graphqlSchema: apiSchema.toGraphQLJSSchema() };
      planningBySupergraph.set(this.supergraphSdl, planning);
    }
    return planning;
  }
}
