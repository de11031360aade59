// An open-loop load generator, as the GitLab Performance Tool's k6 scenarios run: requests start at
// a fixed arrival rate whatever the server's speed (a closed loop of N connections would slow down
// with the server and hide its queueing). Each request's time to first byte is measured from its
// start to its response headers; a request not answered within TIMEOUT_MS counts as failed.
'use strict';
const http = require('node:http');

const TIMEOUT_MS = 60_000;

/** Sends `rate` requests per second to `target` (its `url`, or each of its `urls` in turn) for `seconds`; resolves when all have ended. */
async function openLoop(target, { rate, seconds, maxSockets = Infinity }) {
  // `maxSockets` caps the connections, as k6 caps its virtual users: past it requests wait here (their time counts).
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  // Several service processes (BENCH_GPT_PROCESSES): requests take turns, as a round-robin load balancer sends them.
  const urls = (target.urls ?? [target.url]).map((u) => new URL(u));
  const total = Math.round(rate * seconds);
  const results = [];
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    else await new Promise((resolve) => setImmediate(resolve)); // behind schedule: still let sockets progress
    pending.push(once(agent, urls[i % urls.length], target.headers).then((result) => results.push(result)));
  }
  await Promise.all(pending);
  const elapsed = Math.max(seconds * 1000, performance.now() - started);
  agent.destroy();
  return summarise(results, elapsed);
}

function once(agent, url, headers = {}) {
  const start = performance.now();
  let sent = start;
  return new Promise((resolve) => {
    const req = http.get({ agent, hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers, timeout: TIMEOUT_MS }, (res) => {
      const now = performance.now();
      const ttfb = now - start;
      // From when the request had a connection: the service's (and network's) part, without the client's own wait.
      const served = now - sent;
      res.resume();
      res.on('end', () => resolve({ ok: res.statusCode >= 200 && res.statusCode < 300, status: res.statusCode, ttfb, served }));
      res.on('error', () => resolve({ ok: false, status: 0, ttfb, served }));
    });
    req.on('socket', () => { sent = performance.now(); });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ok: false, status: 0, ttfb: performance.now() - start }));
  });
}

function summarise(results, elapsedMs) {
  const ttfbs = results.map((r) => r.ttfb).sort((a, b) => a - b);
  const at = (q) => (ttfbs.length ? ttfbs[Math.min(ttfbs.length - 1, Math.ceil(q * ttfbs.length) - 1)] : NaN);
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    requests: results.length,
    rate: results.length / (elapsedMs / 1000),
    p50: at(0.5), p90: at(0.9), p99: at(0.99), slowest: ttfbs.length ? ttfbs[ttfbs.length - 1] : NaN,
    slowestServed: Math.max(...results.map((r) => r.served ?? 0)),
    success: results.length ? results.filter((r) => r.ok).length / results.length : 0,
    statuses,
  };
}

module.exports = { openLoop };
