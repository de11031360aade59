/** What the runner reports about itself in `info` and its `User-Agent`. */
export const RUNNER_NAME = 'forgegraph-runner';
export const RUNNER_VERSION = '0.1.0';
export const RUNNER_REVISION = 'forgegraph';
