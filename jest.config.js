/** One jest project for unit, subgraph and end-to-end tests; swc strips types (tsc -b checks them). */
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];

module.exports = {
  testEnvironment: '<rootDir>/test/support/environment.js',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@forgegraph/(platform|gateway|rest-facade)$': '<rootDir>/$1/index.ts',
    '^@forgegraph/(identity|admin|collaboration|repository|ci|packages)$': '<rootDir>/subgraphs/$1/index.ts',
  },
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/after-file.ts'],
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  testTimeout: 30000,
  maxWorkers: 2,
  // Each file boots a whole service; a worker that has run many keeps gigabytes of heap and slows every later boot
  // with garbage collection, so one grown past this is replaced between files.
  workerIdleMemoryLimit: '1500MB',
};
