// The jest environment of every test file: Node's, plus Node's own `require` handed to the file
// (`__forgegraphNativeRequire`). Jest evaluates each module again for every test file in its own
// registry; the service under test (over a thousand modules, graphql, Apollo, MikroORM) loaded that
// way cost each file seconds and a fresh heap. test/support/service.ts loads the service's build
// through this require instead, once per jest worker, so every later file of the worker boots it warm.
'use strict';
const { TestEnvironment } = require('jest-environment-node');

class ForgegraphEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__forgegraphNativeRequire = require;
  }
}

module.exports = ForgegraphEnvironment;
