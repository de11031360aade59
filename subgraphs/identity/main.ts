import { serveSubgraph } from '@forgegraph/platform';
import { identitySubgraph } from './index';

// Split mode: this subgraph as its own service (docker-compose.yml).
serveSubgraph(identitySubgraph).catch((error) => {
  process.stderr.write(`identity subgraph failed to start: ${error?.stack ?? error}\n`);
  process.exit(1);
});
