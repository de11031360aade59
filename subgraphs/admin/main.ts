import { serveSubgraph } from '@forgegraph/platform';
import { adminSubgraph } from './index';

// Split mode: this subgraph as its own service (docker-compose.yml).
serveSubgraph(adminSubgraph).catch((error) => {
  process.stderr.write(`admin subgraph failed to start: ${error?.stack ?? error}\n`);
  process.exit(1);
});
