import fs from 'node:fs';
import { composeSupergraph } from '../compose-supergraph';
import { committedSupergraph, expectedSdlFiles } from '../sdl-files';
import { SUBGRAPHS } from '../subgraphs';

describe('committed schema files', () => {
  it('match the SDL each subgraph prints and the supergraph they compose into (run `npm run sdl` after a schema change)', async () => {
    const files = await expectedSdlFiles();
    for (const [file, expected] of Object.entries(files)) {
      const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '(missing)';
      expect({ file, sdl: committed }).toEqual({ file, sdl: expected });
    }
  });
});

describe('the supergraph the gateway starts from', () => {
  const localSdls = (files: Record<string, string>) => SUBGRAPHS.map((d) => ({
    name: d.name, url: `in-process://${d.name}`, sdl: files[Object.keys(files).find((f) => f.endsWith(`/${d.name}/schema.graphql`))!],
  }));

  it('is the committed one when every subgraph runs in-process with its committed SDL', async () => {
    const sdls = localSdls(await expectedSdlFiles());
    expect(committedSupergraph(sdls)).toBe(composeSupergraph(sdls));
  });

  it('is composed anew when an SDL differs, a subgraph is remote or missing', async () => {
    const sdls = localSdls(await expectedSdlFiles());
    expect(committedSupergraph([{ ...sdls[0], sdl: `${sdls[0].sdl}\ntype Extra { id: ID }\n` }, ...sdls.slice(1)])).toBeUndefined();
    expect(committedSupergraph([{ ...sdls[0], url: 'http://identity:4001/graphql' }, ...sdls.slice(1)])).toBeUndefined();
    expect(committedSupergraph(sdls.slice(1))).toBeUndefined();
  });
});
