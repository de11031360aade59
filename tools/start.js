// `npm start`: brings the build up to date (`tools/transpile.js`) and starts the service in the same
// process, with its modules' code and whereabouts cached from the last start (`tools/compile-cache.js`,
// `tools/resolution-cache.js`) and modules nothing uses left unloaded (`tools/deferred-modules.js`).
// A separate `prestart` process cost a second Node start-up, about a tenth of a restart.
'use strict';
const { enableCompileCache } = require('./compile-cache');
const { deferListedModules } = require('./deferred-modules');
const { enableResolutionCache } = require('./resolution-cache');
const { outdatedSources, transpileSources } = require('./transpile');

const MAIN = '../rest-facade/dist/main.js';

enableCompileCache();
enableResolutionCache();
deferListedModules();
const started = Date.now();
const { outdated, total } = outdatedSources();
const summary = () => `transpiled ${outdated.length} of ${total} files with swc in ${Date.now() - started} ms\n`;
if (outdated.length === 0) {
  process.stdout.write(summary());
  // Loaded while this script still runs (not from a callback): Node then caches file lookups across the whole load.
  require(MAIN);
} else {
  transpileSources(outdated).then(() => {
    process.stdout.write(summary());
    require(MAIN);
  }, (error) => {
    process.stderr.write(`${error?.stack ?? error}\n`);
    process.exit(1);
  });
}
