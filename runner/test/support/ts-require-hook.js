// Lets a child `node` run the runner's TypeScript sources directly (the way jest runs them, with swc), so the CLI
// tests start the real program without a build step.
'use strict';
const Module = require('node:module');
const swc = require('@swc/core');

Module._extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = swc.transformFileSync(filename, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    swcrc: false,
    configFile: false,
  });
  module._compile(code, filename);
};
