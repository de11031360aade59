import { serveSubgraph } from '@forgegraph/platform';
import { repositorySubgraph } from './index';

// Split mode: this subgraph as its own service (docker-compose.yml).
serveSubgraph(repositorySubgraph).catch((error) => {
  process.stderr.write(`repository subgraph failed to start: ${error?.stack ?? error}\n`);
  process.exit(1);
});
