// `npm run bench -- --suite overload` (only when named): the service driven far past what it can serve,
// as issue "Scale" asks of the Workhorse-style API queue. GET /projects (BENCH_OVERLOAD_PATH) at
// BENCH_OVERLOAD_RATE (default 2000, about ten times what one process serves) for BENCH_OVERLOAD_SECONDS
// (30) in an open loop of at most 512 connections (k6's virtual users), the service's resident memory sampled meanwhile; then, 5 s after the burst,
// the same request at 20 RPS for 5 s, which should be back to normal latencies. Prints the statuses,
// the slowest answer, the peak resident memory and `latency overload-recovery: p50=.. p99=..`.
'use strict';
const fs = require('node:fs');
const { openLoop } = require('./gpt/open-loop');

const RATE = Number(process.env.BENCH_OVERLOAD_RATE ?? 2000);
const SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 30);
const PATH = process.env.BENCH_OVERLOAD_PATH ?? '/projects?per_page=20';

async function runOverload({ externalUrl, token, pid }) {
  const headers = { 'private-token': token, 'content-type': 'application/json' };
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${externalUrl}/api/v4/projects`, { method: 'POST', headers, body: JSON.stringify({ name: `overload-${i}`, visibility: 'public' }) });
    if (res.status !== 201) throw new Error(`POST /projects: ${res.status} ${await res.text()}`);
  }
  const target = { url: `${externalUrl}/api/v4${PATH}`, headers: { 'private-token': token } };
  const before = await openLoop(target, { rate: 20, seconds: 5 });
  console.log(`\noverload: GET /api/v4${PATH}; before: p50=${before.p50.toFixed(0)} ms p99=${before.p99.toFixed(0)} ms`);
  let peak = residentBytes(pid);
  const sampler = setInterval(() => { peak = Math.max(peak, residentBytes(pid)); }, 250);
  const burst = await openLoop(target, { rate: RATE, seconds: SECONDS, maxSockets: 512 });
  clearInterval(sampler);
  peak = Math.max(peak, residentBytes(pid));
  console.log(`burst: ${RATE} RPS offered for ${SECONDS} s, ${burst.requests} requests: ${JSON.stringify(burst.statuses)}; `
    + `time to first byte p50=${burst.p50.toFixed(0)} ms p99=${burst.p99.toFixed(0)} ms (the generator's own wait for a connection included); `
    + `slowest once sent ${burst.slowestServed.toFixed(0)} ms`);
  console.log(`resident memory: peak ${(peak / 1024 / 1024).toFixed(0)} MB`);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const after = await openLoop(target, { rate: 20, seconds: 5 });
  console.log(`5 s after the burst, 20 RPS: success ${(after.success * 100).toFixed(1)}%`);
  console.log(`latency overload-recovery: p50=${after.p50.toFixed(0)} p99=${after.p99.toFixed(0)}`);
}

/** VmRSS of a process (Linux). */
function residentBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

module.exports = { runOverload };
