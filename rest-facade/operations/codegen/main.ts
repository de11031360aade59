import fs from 'node:fs';
import { expectedOperationFiles } from './generated-files';

// `npm run operations`: rewrites the generated operation modules from the `.graphql` files.
try {
  for (const [file, content] of Object.entries(expectedOperationFiles())) {
    fs.writeFileSync(file, content);
    process.stdout.write(`wrote ${file}\n`);
  }
} catch (error) {
  process.stderr.write(`${(error as Error)?.stack ?? error}\n`);
  process.exit(1);
}
