// `npm run bench -- --suite alerts`: alert intake throughput. POSTs of a 20-alert Alertmanager
// webhook (version 4) to a project's Prometheus endpoint at 10 connections for BENCH_ALERTS_SECONDS
// (10); every payload carries alerts no other payload has (their startsAt differs), so afterwards the
// project must hold exactly 20 alerts per accepted payload, each with one event. Target (issue 12):
// ≥ 300 payloads/s, p99 ≤ 100 ms. Prints one closing line `alerts: ...`.
'use strict';
const autocannon = require('autocannon');
const { Client } = require('pg');

const SECONDS = Number(process.env.BENCH_ALERTS_SECONDS ?? 10);
const CONNECTIONS = 10;
const ALERTS_PER_PAYLOAD = 20;

async function runAlerts({ externalUrl, token, databaseUrl }) {
  const headers = { 'private-token': token, 'content-type': 'application/json' };
  const created = await fetch(`${externalUrl}/api/v4/projects`, { method: 'POST', headers, body: JSON.stringify({ name: `alerts-bench-${Date.now()}` }) });
  if (created.status !== 201) throw new Error(`POST /projects: ${created.status} ${await created.text()}`);
  const project = await created.json();
  const mutation = 'mutation($p: ID!) { prometheusIntegrationCreate(input: { projectPath: $p, active: true }) { integration { token url } errors } }';
  const answer = await (await fetch(`${externalUrl}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: mutation, variables: { p: project.path_with_namespace } }) })).json();
  const integration = answer.data?.prometheusIntegrationCreate?.integration;
  if (!integration) throw new Error(`prometheusIntegrationCreate: ${JSON.stringify(answer)}`);
  const path = `/${project.path_with_namespace}/prometheus/alerts/notify.json`;
  let sequence = 0;
  const result = await new Promise((resolve, reject) => {
    autocannon({
      url: `${externalUrl}${path}`, connections: CONNECTIONS, duration: SECONDS,
      headers: { authorization: `Bearer ${integration.token}`, 'content-type': 'application/json' },
      requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, body: JSON.stringify(webhook(sequence++)) }) }],
    }, (error, res) => (error ? reject(error) : resolve(res)));
  });
  // autocannon leaves its last requests in flight (the service still stores them): let them finish before counting.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const accepted = result['2xx'];
  const stored = await countAlerts(databaseUrl, project.id);
  // Every payload the service took is there whole (20 alerts, one event each): at least the answered ones, at most the sent ones.
  const exact = stored.events === stored.alerts && stored.alerts === stored.payloads * ALERTS_PER_PAYLOAD && stored.whole === stored.payloads
    && stored.payloads >= accepted && stored.payloads <= sequence;
  console.log(`\nalerts: ${(accepted / SECONDS).toFixed(0)} payloads/s (${ALERTS_PER_PAYLOAD} alerts each, ${CONNECTIONS} connections), `
    + `p99=${result.latency.p99} ms, non-2xx=${result.non2xx}, stored ${stored.alerts} alerts with ${stored.events} events from ${stored.payloads} payloads `
    + `(${accepted} answered, ${sequence} sent): ${exact ? 'exact' : 'MISMATCH'}`);
  if (!exact) throw new Error('alerts: stored alerts differ from the accepted payloads');
}

/** An Alertmanager webhook whose 20 alerts are new: the payload's sequence number is in their start time. */
function webhook(n) {
  const startsAt = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
  const alerts = Array.from({ length: ALERTS_PER_PAYLOAD }, (_, i) => ({
    status: 'firing', labels: { alertname: `BenchAlert${i}`, severity: i % 2 ? 'warning' : 'critical', instance: `node-${i}:9100` },
    annotations: { summary: `Bench alert ${i}`, description: 'synthetic load' }, startsAt, endsAt: '0001-01-01T00:00:00Z',
    generatorURL: `http://prometheus:9090/graph?g0.expr=bench_metric_${i}+%3E+1&g0.tab=1`,
  }));
  return {
    version: '4', groupKey: `{}:{bench="${n}"}`, status: 'firing', receiver: 'gitlab', groupLabels: {}, commonLabels: {}, commonAnnotations: {},
    externalURL: 'http://alertmanager:9093', alerts,
  };
}

async function countAlerts(databaseUrl, projectId) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One payload's alerts share their start time.
    const { rows } = await client.query(`select coalesce(sum(n), 0)::int as alerts, coalesce(sum(e), 0)::int as events, count(*)::int as payloads,
      count(*) filter (where n = $2)::int as whole from (select count(*) as n, sum(events) as e from admin.alerts where project_id = $1 group by started_at) p`,
    [projectId, ALERTS_PER_PAYLOAD]);
    return rows[0];
  } finally {
    await client.end();
  }
}

module.exports = { runAlerts };
