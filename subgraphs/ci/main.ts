import { serveSubgraph } from '@forgegraph/platform';
import { ciSubgraph } from './index';

// Split mode: this subgraph as its own service (docker-compose.yml).
serveSubgraph(ciSubgraph).catch((error) => {
  process.stderr.write(`ci subgraph failed to start: ${error?.stack ?? error}\n`);
  process.exit(1);
});
