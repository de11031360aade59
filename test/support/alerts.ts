import type { HttpClient } from './http-client';

/** GitLab's GraphQL API at `/api/graphql`, as the client's user. */
export async function graphql(client: HttpClient, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: any; errors?: any[] }> {
  const base = client.baseUrl.replace(/\/api\/v4$/, '');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (client.token) headers['private-token'] = client.token;
  const res = await fetch(`${base}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return res.json() as Promise<{ data?: any; errors?: any[] }>;
}

export const INTEGRATION_FIELDS = 'id active name token url apiUrl type payloadExample payloadAttributeMappings { fieldName path type label }';

export interface AlertEndpoint {
  id: string;
  token: string;
  url: string;
  name: string;
  active: boolean;
}

/** Creates an HTTP alert endpoint through `httpIntegrationCreate` (the client must maintain the project). */
export async function createHttpEndpoint(client: HttpClient, projectPath: string, input: Record<string, unknown> = {}): Promise<AlertEndpoint> {
  const result = await graphql(client, `mutation($input: HttpIntegrationCreateInput!) { httpIntegrationCreate(input: $input) { integration { ${INTEGRATION_FIELDS} } errors } }`,
    { input: { projectPath, name: 'Ops endpoint', active: true, ...input } });
  const payload = result.data?.httpIntegrationCreate;
  if (!payload?.integration) throw new Error(`httpIntegrationCreate failed: ${JSON.stringify(result)}`);
  return payload.integration;
}

/** Creates the project's Prometheus endpoint through `prometheusIntegrationCreate`. */
export async function createPrometheusEndpoint(client: HttpClient, projectPath: string, active = true): Promise<AlertEndpoint> {
  const result = await graphql(client, `mutation($input: PrometheusIntegrationCreateInput!) { prometheusIntegrationCreate(input: $input) { integration { ${INTEGRATION_FIELDS} } errors } }`,
    { input: { projectPath, active } });
  const payload = result.data?.prometheusIntegrationCreate;
  if (!payload?.integration) throw new Error(`prometheusIntegrationCreate failed: ${JSON.stringify(result)}`);
  return payload.integration;
}

/** POSTs a notification to an intake URL (absolute, as the integration's `url` gives it). */
export async function notify(url: string, body: unknown, auth: { bearer?: string; basic?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...auth.headers };
  if (auth.bearer !== undefined) headers.authorization = `Bearer ${auth.bearer}`;
  if (auth.basic !== undefined) headers.authorization = `Basic ${Buffer.from(`:${auth.basic}`).toString('base64')}`;
  const res = await fetch(url, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, text, body: res.headers.get('content-type') === 'application/json' ? JSON.parse(text) : text };
}

export const ALERT_FIELDS = 'iid title description severity status service monitoringTool environmentName hosts startedAt endedAt eventCount details runbook fingerprint';

/** `project(fullPath:) { alertManagementAlerts }` nodes, newest first. */
export async function listAlerts(client: HttpClient, fullPath: string, args = ''): Promise<any[]> {
  const result = await graphql(client, `query($fullPath: ID!) { project(fullPath: $fullPath) { alertManagementAlerts${args ? `(${args})` : ''} { count nodes { ${ALERT_FIELDS} } } } }`, { fullPath });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.project.alertManagementAlerts?.nodes ?? null;
}
