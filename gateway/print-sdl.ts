import fs from 'node:fs';
import { expectedSdlFiles } from './sdl-files';

// `npm run sdl`: rewrites the committed SDL files from the code.
expectedSdlFiles().then((files) => {
  for (const [file, content] of Object.entries(files)) {
    fs.writeFileSync(file, content);
    process.stdout.write(`wrote ${file}\n`);
  }
}, (error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
