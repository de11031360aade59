import { CiVariable, CiVariables, CreateCiVariable, DeleteCiVariable, UpdateCiVariable } from '../operations/ci-variables';
import type { CiVariableFields } from '../operations/fragments/ci-variable';
import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { toVariables } from '../params/to-variables';
import type { Route } from './route';

/** One owner kind's variable routes: projects, groups, or the instance (admin). */
export interface VariableRouteKind {
  kind: 'project' | 'group' | 'instance';
  /** The list path, e.g. `/projects/:id/variables`. */
  base: string;
  present: (variable: CiVariableFields) => unknown;
}

const VARIABLE_TYPE = p.string().values(['env_var', 'file']);
const FILTER = p.hash({ environment_scope: p.string() });
const ATTRIBUTES = ['value', 'protected', 'masked', 'raw', 'variable_type', 'environment_scope', 'description'];

/**
 * lib/api/ci/variables.rb, group_variables.rb and instance_variables.rb: list, get, create, update,
 * delete. Project and group variables pick among same-named ones with `filter[environment_scope]`.
 */
export function variableRoutes(spec: VariableRouteKind): Route[] {
  const scoped = spec.kind !== 'instance';
  const owner = (params: Params) => ({ kind: spec.kind, ...(scoped ? { ref: params.id } : {}) });
  const scopeOf = (params: Params) => (params.filter as { environment_scope?: string } | undefined)?.environment_scope ?? null;
  const ownerParams: ParamSchema = scoped ? { id: p.string().required() } : {};
  const keyParams: ParamSchema = { ...ownerParams, key: p.string().required(), ...(scoped ? { filter: FILTER } : {}) };
  const attributes: ParamSchema = {
    value: p.string(), protected: p.boolean(), masked: p.boolean(), raw: p.boolean(), variable_type: VARIABLE_TYPE, description: p.string(),
    ...(scoped ? { environment_scope: p.string() } : {}),
  };
  const auth = scoped ? 'required' : 'admin';
  const present = spec.present as Route['present'];
  const withKey = (params: Params) => ({ owner: owner(params), key: params.key, environmentScope: scopeOf(params) });
  return [
    {
      method: 'GET', path: spec.base, auth, pagination: 'offset', params: ownerParams,
      operation: CiVariables, variables: (params) => ({ owner: owner(params) }), present,
    },
    { method: 'GET', path: `${spec.base}/:key`, auth, params: keyParams, operation: CiVariable, variables: withKey, present },
    {
      method: 'POST', path: spec.base, auth,
      params: { ...ownerParams, ...attributes, key: p.string().required(), value: p.string().required(), ...(scoped ? { masked_and_hidden: p.boolean() } : {}) },
      operation: CreateCiVariable,
      variables: (params) => ({ owner: owner(params), input: toVariables(params, { pick: ['key', 'masked_and_hidden', ...ATTRIBUTES] }) }),
      present,
    },
    {
      method: 'PUT', path: `${spec.base}/:key`, auth, params: { ...keyParams, ...attributes },
      operation: UpdateCiVariable,
      variables: (params) => ({ ...withKey(params), input: toVariables(params, { pick: ATTRIBUTES }) }),
      present,
    },
    { method: 'DELETE', path: `${spec.base}/:key`, auth, params: keyParams, operation: DeleteCiVariable, variables: withKey },
  ];
}
