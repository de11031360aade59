import { eventFlagOf, INTEGRATION_DEFINITIONS, type IntegrationDefinition, type IntegrationField } from '@forgegraph/admin';
import { DeleteProjectIntegration, ProjectIntegration, ProjectIntegrations, UpdateProjectIntegration } from '../operations/integrations';
import { p, type Param, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { presentIntegration, presentIntegrationBasic } from '../presenters/integration.presenter';
import { defineRoutes, route, type Route } from './route';

// lib/api/integrations.rb declares every route under both prefixes; `/services` is the old alias.
const PREFIXES = ['integrations', 'services'];
const SLUGS = INTEGRATION_DEFINITIONS.map((definition) => definition.slug);

const GRAPE_TYPES: Record<IntegrationField['type'], () => Param> = { string: p.string, boolean: p.boolean, integer: p.integer };

/** The slug's parameter table as Grape declares it: its fields, then a Boolean per supported event. */
function integrationParams(definition: IntegrationDefinition): ParamSchema {
  const fields = definition.fields.map((field) => [field.name, field.required ? GRAPE_TYPES[field.type]().required() : GRAPE_TYPES[field.type]()]);
  const flags = definition.events.map((event) => [eventFlagOf(event), p.boolean()]);
  return { id: p.string().required(), ...Object.fromEntries([...fields, ...flags]) };
}

/** `declared_params(include_missing: false)`: GitLab's names, as given. */
const valuesOf = ({ id: _id, ...values }: Params) => values;

function prefixRoutes(prefix: string): Route[] {
  const one = { id: p.string().required(), slug: p.string().required().values(SLUGS) };
  return [
    route({
      method: 'GET', path: `/projects/:id/${prefix}`, auth: 'required', params: { id: p.string().required() },
      operation: ProjectIntegrations, // Not paginated: GitLab presents the whole list.
      variables: (params) => ({ project: params.id }), present: (nodes) => nodes.map(presentIntegrationBasic),
    }),
    route({
      method: 'GET', path: `/projects/:id/${prefix}/:slug`, auth: 'required', params: one,
      operation: ProjectIntegration, variables: (params) => ({ project: params.id, slug: params.slug }), present: presentIntegration,
    }),
    route({
      method: 'DELETE', path: `/projects/:id/${prefix}/:slug`, auth: 'required', params: one,
      operation: DeleteProjectIntegration, variables: (params) => ({ project: params.id, slug: params.slug }),
    }),
    // One PUT per slug, each with its own required parameters (`{"error":"webhook is missing"}`).
    ...INTEGRATION_DEFINITIONS.map((definition) => route({
      method: 'PUT', path: `/projects/:id/${prefix}/${definition.slug}`, auth: 'required', params: integrationParams(definition),
      operation: UpdateProjectIntegration, variables: (params) => ({ project: params.id, slug: definition.slug, values: valuesOf(params) }),
      present: presentIntegration,
    })),
  ];
}

/** doc/api/integrations.md: Maintainers and administrators. */
export const integrationRoutes = defineRoutes(PREFIXES.flatMap(prefixRoutes));
