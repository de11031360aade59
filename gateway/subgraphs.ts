import { adminSubgraph } from '@forgegraph/admin';
import { ciSubgraph } from '@forgegraph/ci';
import { collaborationSubgraph } from '@forgegraph/collaboration';
import { identitySubgraph } from '@forgegraph/identity';
import { packagesSubgraph } from '@forgegraph/packages';
import type { SubgraphDefinition } from '@forgegraph/platform';
import { repositorySubgraph } from '@forgegraph/repository';

/** Every domain subgraph of the supergraph. Adding one is adding it here (and to package.json). */
export const SUBGRAPHS: SubgraphDefinition[] = [identitySubgraph, adminSubgraph, collaborationSubgraph, repositorySubgraph, ciSubgraph, packagesSubgraph];
