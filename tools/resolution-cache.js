// Node's module resolution results for `npm start`, kept from one start to the next: finding each of
// the ~2,800 files a start loads (stat calls along node_modules chains, package.json `exports`,
// realpath) is about a tenth of the CPU it spends loading them. Only resolutions into node_modules are
// kept, and only as long as the install is the same (npm rewrites node_modules/.package-lock.json on
// every install); the workspaces' own files, which builds add and remove, are resolved as usual.
// Node consults `Module._pathCache` (request + lookup paths → file) before searching the disk.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const NODE_MODULES = path.resolve(__dirname, '..', 'node_modules');
const FILE = path.join(NODE_MODULES, '.cache', 'forgegraph', `resolutions-${process.version}-${process.arch}.json`);
const INSTALL_RECORD = path.join(NODE_MODULES, '.package-lock.json');

/** Seeds Node's resolution cache from the last start of the same install; saves it again at exit when it grew. */
function enableResolutionCache() {
  const install = installFingerprint();
  if (!install) return;
  const saved = readSaved(install);
  Object.assign(Module._pathCache, saved);
  process.once('exit', () => {
    const resolutions = installedResolutions();
    if (Object.keys(resolutions).length > Object.keys(saved).length) writeSaved(install, resolutions);
  });
}

function installFingerprint() {
  try {
    const { mtimeMs, size } = fs.statSync(INSTALL_RECORD);
    return `${mtimeMs}:${size}`;
  } catch {
    return null;
  }
}

function readSaved(install) {
  try {
    const saved = JSON.parse(fs.readFileSync(FILE, 'utf8'));
    return saved.install === install ? saved.resolutions : {};
  } catch {
    return {};
  }
}

function installedResolutions() {
  const resolutions = {};
  for (const [key, file] of Object.entries(Module._pathCache)) {
    if (typeof file === 'string' && file.startsWith(`${NODE_MODULES}${path.sep}`)) resolutions[key] = file;
  }
  return resolutions;
}

function writeSaved(install, resolutions) {
  try {
    fs.mkdirSync(path.dirname(FILE), { recursive: true });
    // Written aside and renamed: two processes exiting together never leave a torn file.
    const temporary = `${FILE}.${process.pid}`;
    fs.writeFileSync(temporary, JSON.stringify({ install, resolutions }));
    fs.renameSync(temporary, FILE);
  } catch {
    // A cache that cannot be written only costs the next start its speed.
  }
}

module.exports = { enableResolutionCache };
