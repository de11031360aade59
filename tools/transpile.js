// `npm run build`: every workspace's TypeScript into its `dist/` with swc, types stripped and not
// checked (`npm run typecheck` = `tsc -b` checks them; `npm test` runs it first). A full `tsc -b`
// takes 15-60 s on a 2-core machine, swc under 2 s, and a file whose output is newer than its source
// is skipped. The layout is tsc's (`rootDir: "."`, `outDir: "dist"`), so either build's output
// serves `main` and `npm start`; the options are the ones jest runs the sources with (STACK §9).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
// Mirrors the workspaces' tsconfig `exclude`.
const SKIPPED_DIRECTORIES = new Set(['dist', 'test', 'node_modules']);
const OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    // type-graphql and MikroORM read the emitted design:type metadata; class fields must not shadow ORM accessors.
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: true,
  swcrc: false,
  configFile: false,
};

function workspaces() {
  const { references } = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8'));
  return references.map((reference) => path.join(ROOT, reference.path));
}

function* sources(directory) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) yield* sources(full);
    else if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.test.ts')) yield full;
  }
}

function isUpToDate(source, output) {
  try {
    return fs.statSync(output).mtimeMs >= fs.statSync(source).mtimeMs;
  } catch {
    return false;
  }
}

async function transpile(swc, source, output) {
  const code = await fs.promises.readFile(source, 'utf8');
  const result = await swc.transform(code, { ...OPTIONS, filename: source, outputPath: output, sourceFileName: path.relative(path.dirname(output), source) });
  await fs.promises.mkdir(path.dirname(output), { recursive: true });
  await fs.promises.writeFile(`${output}.map`, result.map);
  await fs.promises.writeFile(output, `${result.code}\n//# sourceMappingURL=${path.basename(output)}.map\n`);
}

/** The sources whose output is missing or older than they are, as [source, output] pairs; and the count of all. */
function outdatedSources() {
  const outdated = [];
  let total = 0;
  for (const workspace of workspaces()) {
    for (const source of sources(workspace)) {
      total++;
      const output = path.join(workspace, 'dist', path.relative(workspace, source)).replace(/\.ts$/, '.js');
      if (!isUpToDate(source, output)) outdated.push([source, output]);
    }
  }
  return { outdated, total };
}

/** Transpiles `outdated` (from `outdatedSources`). */
async function transpileSources(outdated) {
  const swc = require('@swc/core');
  // swc transforms on its own thread pool; a few files in flight keep it busy without a burst of open files.
  const queue = [...outdated];
  await Promise.all(Array.from({ length: 16 }, async () => {
    while (queue.length) await transpile(swc, ...queue.shift());
  }));
}

module.exports = { outdatedSources, transpileSources };

if (require.main === module) {
  const started = Date.now();
  const { outdated, total } = outdatedSources();
  transpileSources(outdated).then(() => {
    process.stdout.write(`transpiled ${outdated.length} of ${total} files with swc in ${Date.now() - started} ms\n`);
  }, (error) => {
    process.stderr.write(`${error?.stack ?? error}\n`);
    process.exit(1);
  });
}
