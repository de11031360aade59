import fs from 'node:fs';
import { expectedSdlFiles } from '../sdl-files';

describe('committed schema files', () => {
  it('match the SDL each subgraph prints and the supergraph they compose into (run `npm run sdl` after a schema change)', async () => {
    const files = await expectedSdlFiles();
    for (const [file, expected] of Object.entries(files)) {
      const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '(missing)';
      expect({ file, sdl: committed }).toEqual({ file, sdl: expected });
    }
  });
});
