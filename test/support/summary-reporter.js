const fs = require('node:fs');

/**
 * The plain closing line CI reads, "N passed, N failed" (jest's own summary is not read). It is
 * printed here and, when FORGEGRAPH_SUMMARY_FILE is set, written there so .ci/run can print it last.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const line = `${results.numPassedTests} passed, ${failed} failed`;
    process.stdout.write(`\n${line}\n`);
    if (process.env.FORGEGRAPH_SUMMARY_FILE) fs.writeFileSync(process.env.FORGEGRAPH_SUMMARY_FILE, line + '\n');
  }
}
module.exports = SummaryReporter;
