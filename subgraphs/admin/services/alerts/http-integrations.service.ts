import { randomBytes } from 'node:crypto';
import type { SubgraphContext } from '@forgegraph/platform';
import { AlertHttpIntegration } from '../../entities/alert-http-integration.entity';
import type { HttpIntegrationCreateInput, HttpIntegrationUpdateInput, PrometheusIntegrationCreateInput, PrometheusIntegrationUpdateInput } from '../../schema/alert-integration.inputs';
import type { AlertManagementIntegrationPayload } from '../../schema/alert-integration.inputs';
import { authorizedProjectId, hasProjectLevel, INTEGRATION_ADMINS, resourceNotAvailable } from './alert-access';
import { integrationView } from './alert-views';
import { parseIntegrationId } from './global-ids';
import { mappingErrors, nameErrors, parsePayloadExample, toMapping } from './integration-rules';

// Mutations::AlertManagement::HttpIntegration::* and ::PrometheusIntegration::* (Maintainers:
// `admin_operations`). Rule failures come back in `errors` with no integration, as GitLab's services answer.

const PROMETHEUS_IDENTIFIER = 'legacy-prometheus';

/** HttpIntegration.generate_token: 32 hex characters. */
const newToken = () => randomBytes(16).toString('hex');

type Payload = AlertManagementIntegrationPayload;

async function succeed(ctx: SubgraphContext, row: AlertHttpIntegration, clientMutationId?: string | null): Promise<Payload> {
  return { clientMutationId: clientMutationId ?? null, integration: await integrationView(ctx, row), errors: [] };
}
const fail = (errors: string[], clientMutationId?: string | null): Payload => ({ clientMutationId: clientMutationId ?? null, integration: null, errors });

/** `authorized_find!(id)`: an integration of a project the caller maintains, else resource-not-available. */
async function findAuthorized(ctx: SubgraphContext, gid: string, allowPrometheus = false): Promise<AlertHttpIntegration> {
  const id = parseIntegrationId(gid, allowPrometheus);
  const row = id === null ? null : await ctx.em.findOne(AlertHttpIntegration, { id });
  if (!row || !(await hasProjectLevel(ctx, row.projectId, INTEGRATION_ADMINS))) throw resourceNotAvailable();
  return row;
}

export async function createHttpIntegration(ctx: SubgraphContext, input: HttpIntegrationCreateInput): Promise<Payload> {
  const projectId = await authorizedProjectId(ctx, input.projectPath, INTEGRATION_ADMINS);
  const parsed = parsePayloadExample(input.payloadExample);
  const mapping = input.payloadAttributeMappings ?? [];
  const errors = [...nameErrors(input.name), ...('error' in parsed ? [parsed.error] : mappingErrors(mapping, parsed.example))];
  if (errors.length) return fail(errors, input.clientMutationId);
  const row = ctx.em.create(AlertHttpIntegration, {
    projectId, type: 'http', name: input.name, active: input.active, token: newToken(), endpointIdentifier: randomBytes(8).toString('hex'),
    payloadExample: 'example' in parsed ? parsed.example : {}, payloadAttributeMapping: toMapping(mapping),
  });
  await ctx.em.flush();
  return succeed(ctx, row, input.clientMutationId);
}

export async function updateHttpIntegration(ctx: SubgraphContext, input: HttpIntegrationUpdateInput): Promise<Payload> {
  const row = await findAuthorized(ctx, input.id);
  const parsed = input.payloadExample === undefined || input.payloadExample === null ? { example: row.payloadExample } : parsePayloadExample(input.payloadExample);
  const mapping = input.payloadAttributeMappings ?? null;
  const errors = [
    ...(input.name !== undefined && input.name !== null ? nameErrors(input.name) : []),
    ...('error' in parsed ? [parsed.error] : mappingErrors(mapping ?? row.payloadAttributeMapping, parsed.example)),
  ];
  if (errors.length) return fail(errors, input.clientMutationId);
  if (input.name !== undefined && input.name !== null) row.name = input.name;
  if (input.active !== undefined && input.active !== null) row.active = input.active;
  if ('example' in parsed) row.payloadExample = parsed.example;
  if (mapping) row.payloadAttributeMapping = toMapping(mapping);
  await ctx.em.flush();
  return succeed(ctx, row, input.clientMutationId);
}

export async function resetIntegrationToken(ctx: SubgraphContext, gid: string, clientMutationId: string | null | undefined, prometheus: boolean): Promise<Payload> {
  const row = await findAuthorized(ctx, gid, prometheus);
  row.token = newToken();
  await ctx.em.flush();
  return succeed(ctx, row, clientMutationId);
}

export async function destroyHttpIntegration(ctx: SubgraphContext, gid: string, clientMutationId?: string | null): Promise<Payload> {
  const row = await findAuthorized(ctx, gid);
  // HttpIntegrations::DestroyService keeps the Prometheus endpoint.
  if (row.type === 'prometheus') return fail(['Legacy Prometheus integrations cannot currently be removed'], clientMutationId);
  const view = await integrationView(ctx, row);
  await ctx.em.remove(row).flush();
  return { clientMutationId: clientMutationId ?? null, integration: view, errors: [] };
}

export async function createPrometheusIntegration(ctx: SubgraphContext, input: PrometheusIntegrationCreateInput): Promise<Payload> {
  const projectId = await authorizedProjectId(ctx, input.projectPath, INTEGRATION_ADMINS);
  if (await ctx.em.count(AlertHttpIntegration, { projectId, type: 'prometheus' })) {
    return fail(['Multiple Prometheus integrations are not supported'], input.clientMutationId);
  }
  const row = ctx.em.create(AlertHttpIntegration, {
    projectId, type: 'prometheus', name: 'Prometheus', active: input.active, token: newToken(), endpointIdentifier: PROMETHEUS_IDENTIFIER,
  });
  await ctx.em.flush();
  return succeed(ctx, row, input.clientMutationId);
}

export async function updatePrometheusIntegration(ctx: SubgraphContext, input: PrometheusIntegrationUpdateInput): Promise<Payload> {
  const row = await findAuthorized(ctx, input.id, true);
  if (row.type !== 'prometheus') throw resourceNotAvailable();
  if (input.active !== undefined && input.active !== null) row.active = input.active;
  await ctx.em.flush();
  return succeed(ctx, row, input.clientMutationId);
}
