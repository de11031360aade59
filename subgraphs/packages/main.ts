import { serveSubgraph } from '@forgegraph/platform';
import { packagesSubgraph } from './index';

// Split mode: this subgraph as its own service (docker-compose.yml).
serveSubgraph(packagesSubgraph).catch((error) => {
  process.stderr.write(`packages subgraph failed to start: ${error?.stack ?? error}\n`);
  process.exit(1);
});
