// The measuring method of `npm run bench`. On a shared 2-core machine one long run per target
// mostly measures what else ran at the time, so a single ratio swung 30–59% between runs. Here the
// targets take turns in short slices, round after round, in alternating order; each round gives a
// ratio of two measurements taken seconds apart under the same background load, and the median of
// those ratios is the result.
'use strict';
const autocannon = require('autocannon');

const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 5));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Each target first serves WARMUP_SECONDS unmeasured, so every server is measured with its code optimised.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

/**
 * Measures `targets` (the first is the baseline) in ROUNDS rounds and prints each round, the
 * medians and, as the suite's last line, `ratio <suite>: <median of subject/baseline>`, where the
 * subject is the target named `subject` (the second one by default).
 */
async function compareInRounds(suite, what, targets, subject = targets[1].name) {
  if (WARMUP_SECONDS > 0) for (const target of targets) await load(target, WARMUP_SECONDS);
  console.log(`\n${suite}: ${what}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per target`);
  console.log('round'.padEnd(7) + targets.map((t) => t.name.padStart(24)).join('') + 'ratio'.padStart(8));
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternating order: neither target always runs right after the other's load.
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    const results = new Map();
    for (const target of order) results.set(target, summarise(await load(target, SECONDS)));
    const measured = targets.map((t) => results.get(t));
    // A round in which the baseline answered nothing (a starved machine) has no ratio and is left out.
    const ratio = measured[0].rps > 0 ? results.get(targets.find((t) => t.name === subject)).rps / measured[0].rps : NaN;
    rounds.push({ measured, ratio });
    console.log(String(round + 1).padEnd(7) + measured.map((m) => `${m.rps.toFixed(0)} req/s`.padStart(24)).join('') + ratio.toFixed(2).padStart(8));
  }
  const measuredRounds = rounds.filter((r) => Number.isFinite(r.ratio));
  if (measuredRounds.length === 0) throw new Error(`${suite}: the baseline answered no request in any round`);
  printMedians(targets, measuredRounds);
  const ratio = median(measuredRounds.map((r) => r.ratio));
  console.log(`ratio ${suite}: ${ratio.toFixed(2)}`);
  return ratio;
}

function printMedians(targets, rounds) {
  console.log('median'.padEnd(24) + 'req/s'.padStart(9) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'vs first'.padStart(10) + 'errors'.padStart(8));
  targets.forEach((target, i) => {
    const of = (key) => median(rounds.map((r) => r.measured[i][key]));
    const versus = median(rounds.map((r) => r.measured[i].rps / r.measured[0].rps));
    const errors = rounds.reduce((sum, r) => sum + r.measured[i].errors, 0);
    console.log(target.name.padEnd(24) + of('rps').toFixed(0).padStart(9) + String(of('p50')).padStart(9) + String(of('p99')).padStart(9)
      + `${(versus * 100).toFixed(0)}%`.padStart(10) + String(errors).padStart(8));
  });
}

function summarise(result) {
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function load(target, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url: target.url, method: target.method ?? 'GET', headers: target.headers, body: target.body, connections: CONNECTIONS, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      resolve(result);
    });
  });
}

module.exports = { compareInRounds };
