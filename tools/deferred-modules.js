// Modules `npm start` loads only when first used. Apollo's gateway requires, at load, the OpenTelemetry
// metrics SDK, its cloud resource detectors and exporter (for the telemetry it sends Apollo, which
// Forgegraph turns off: gateway/gateway.ts) and the usage-reporting protobuf (for traces Forgegraph does
// not request): about 250 modules, a tenth of those a start loads, that nothing then touches. Each
// listed module is, until something reads a property of it, a stand-in that loads the real one then.
// Only modules whose requirers keep the namespace object and use it later may be listed: a requirer
// that reads it at load (e.g. TypeScript's `__importDefault`) just loads it at once.
'use strict';
const Module = require('node:module');

const DEFERRED = new Set([
  '@opentelemetry/sdk-metrics',
  '@opentelemetry/resources',
  '@opentelemetry/resource-detector-alibaba-cloud',
  '@opentelemetry/resource-detector-aws',
  '@opentelemetry/resource-detector-gcp',
  '@opentelemetry/resource-detector-azure',
  '@opentelemetry/exporter-metrics-otlp-http',
  '@apollo/usage-reporting-protobuf',
  'node-cpu-count',
]);

function deferListedModules() {
  const load = Module._load;
  Module._load = function loadOrDefer(request, parent, isMain) {
    if (!DEFERRED.has(request)) return load.apply(this, arguments);
    let loaded;
    const real = () => (loaded ??= load.call(Module, request, parent, isMain));
    return new Proxy({}, {
      get: (_, key) => real()[key],
      has: (_, key) => key in real(),
      ownKeys: () => Reflect.ownKeys(real()),
      // The stand-in's own target is empty and extensible, so every descriptor it reports must be configurable.
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Object.getOwnPropertyDescriptor(real(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
      set: (_, key, value) => Reflect.set(real(), key, value),
    });
  };
}

module.exports = { deferListedModules };
