import { serveSubgraph } from '@forgegraph/platform';
import { collaborationSubgraph } from './index';

// Split mode: this subgraph as its own service (docker-compose.yml).
serveSubgraph(collaborationSubgraph).catch((error) => {
  process.stderr.write(`collaboration subgraph failed to start: ${error?.stack ?? error}\n`);
  process.exit(1);
});
